import { Link } from '@tanstack/react-router';
import { FAMILY_ACCEPT_PATH } from '@academy/shared/family';
import type { PurchasableTier } from '@academy/shared/tiers';

interface SwitchProps {
  /** A plan chosen on /pricing: the other page confirms it after signing in or up. */
  plan?: PurchasableTier;
  /** Where this page goes once signed in: the other page goes there too (a family invitation). */
  redirectTo?: string;
  /** A family invitation's token and address: sign-up fills in the address, which it verifies. */
  invitation?: string;
  email?: string;
}

const linkClasses = 'inline-block py-1 font-semibold text-primary-700 hover:text-primary-800';

/** The token of an invitation's accept page, which a sign-in link may carry without the rest. */
const acceptToken = (redirectTo: string | undefined) => {
  if (!redirectTo) return undefined;
  const url = new URL(redirectTo, 'http://x');
  return url.pathname === FAMILY_ACCEPT_PATH
    ? (url.searchParams.get('token') ?? undefined)
    : undefined;
};

/**
 * What the other auth page is told; a plan decides where to go by itself (issue 41). An
 * invitation goes along, so that signing up still fills in and verifies the invited address.
 */
const carried = ({ plan, redirectTo, invitation, email }: SwitchProps) => {
  if (plan) return { plan };
  if (!redirectTo || redirectTo === '/') return {};
  const token = invitation ?? acceptToken(redirectTo);
  return {
    redirect: redirectTo,
    ...(token ? { invitation: token } : {}),
    ...(token && email ? { email } : {}),
  };
};

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
