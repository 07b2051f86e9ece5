import { useRouterState } from '@tanstack/react-router';
import { VERIFY_EMAIL_PATH } from '@academy/shared/verification-messages';
import { useAuth } from '../../features/auth/auth-context';
import { readStoredUser } from '../../features/auth/auth-storage';
import { useRefreshUserOnReturn } from '../../features/auth/hooks/use-refresh-user';
import { VerifyEmailBanner } from '../../features/verification/components/verify-email-banner';

/** The verification banner for a signed-in user whose address is not verified yet. */
export function VerifyEmailBannerSlot() {
  const { state, updateUser } = useAuth();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // While a returning user's session is checked, the user stored by the last visit: the banner
  // is in place from the start, rather than pushing the page down when the check answers.
  const user = state.status === 'loading' ? readStoredUser() : state.user;
  // Strictly false: a user stored by an older version of the app has no flag until re-verified.
  const unverified = user?.emailVerified === false;
  useRefreshUserOnReturn(unverified && state.status === 'authenticated');
  // The verification page says it all itself.
  if (!user || !unverified || pathname === VERIFY_EMAIL_PATH) return null;
  return (
    <VerifyEmailBanner email={user.email} onVerified={() => updateUser({ emailVerified: true })} />
  );
}
