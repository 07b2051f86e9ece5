import { Link } from '@tanstack/react-router';

/** The footer of the sign-up cards: a way to the sign-in page for those who have an account. */
export function SignInInstead() {
  return (
    <>
      Already have an account?{' '}
      <Link
        to="/login"
        className="inline-block py-1 font-semibold text-primary-700 hover:text-primary-800"
      >
        Sign in
      </Link>
    </>
  );
}
