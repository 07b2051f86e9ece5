import { Link } from '@tanstack/react-router';

const linkClasses = 'font-medium text-primary-700 underline hover:text-primary-800';

/** Under the sign-up button: what creating an account agrees to, and who may create one. */
export function SignupConsent() {
  return (
    <div className="mt-5 space-y-2 text-center text-sm text-slate-600">
      <p>
        By creating an account you agree to the{' '}
        <Link to="/terms" className={linkClasses}>
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to="/privacy" className={linkClasses}>
          Privacy Policy
        </Link>
        .
      </p>
      <p>Students under 13 need a parent or guardian to create the account for them.</p>
    </div>
  );
}
