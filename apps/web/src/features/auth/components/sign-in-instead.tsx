import { Link } from '@tanstack/react-router';
import type { PurchasableTier } from '@academy/shared/tiers';

interface SwitchProps {
  /** A plan chosen on /pricing: the other page confirms it after signing in or up. */
  plan?: PurchasableTier;
  /** Where this page goes once signed in: the other page goes there too (a family invitation). */
  redirectTo?: string;
}

const linkClasses = 'inline-block py-1 font-semibold text-primary-700 hover:text-primary-800';

/** What the other auth page is told; a plan decides where to go by itself (issue 41). */
const carried = ({ plan, redirectTo }: SwitchProps) =>
  plan ? { plan } : redirectTo && redirectTo !== '/' ? { redirect: redirectTo } : {};

/** The footer of the sign-up cards: a way to the sign-in page for those who have an account. */
export function SignInInstead(props: SwitchProps) {
  return (
    <>
      Already have an account?{' '}
      <Link to="/login" search={carried(props)} className={linkClasses}>
        Sign in
      </Link>
    </>
  );
}

/** The footer of the sign-in card: a way to the sign-up page for those who have none. */
export function CreateAccountInstead(props: SwitchProps) {
  return (
    <>
      New here?{' '}
      <Link to="/signup" search={carried(props)} className={linkClasses}>
        Create an account
      </Link>
    </>
  );
}
