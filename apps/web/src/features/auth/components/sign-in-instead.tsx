import { Link } from '@tanstack/react-router';
import type { PurchasableTier } from '@academy/shared/tiers';

/** The footer of the sign-up cards: a way to the sign-in page for those who have an account. */
export function SignInInstead({ plan }: { plan?: PurchasableTier }) {
  return (
    <>
      Already have an account?{' '}
      <Link
        to="/login"
        search={plan ? { plan } : {}}
        className="inline-block py-1 font-semibold text-primary-700 hover:text-primary-800"
      >
        Sign in
      </Link>
    </>
  );
}
