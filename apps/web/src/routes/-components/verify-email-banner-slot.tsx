import { useRouterState } from '@tanstack/react-router';
import { VERIFY_EMAIL_PATH } from '@academy/shared/verification-messages';
import { useAuth } from '../../features/auth/auth-context';
import { useRefreshUserOnReturn } from '../../features/auth/hooks/use-refresh-user';
import { VerifyEmailBanner } from '../../features/verification/components/verify-email-banner';

/** The verification banner for a signed-in user whose address is not verified yet. */
export function VerifyEmailBannerSlot() {
  const { state, updateUser } = useAuth();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // Strictly false: a user stored by an older version of the app has no flag until re-verified.
  const unverified = state.status === 'authenticated' && state.user.emailVerified === false;
  useRefreshUserOnReturn(unverified);
  // The verification page says it all itself.
  if (!unverified || pathname === VERIFY_EMAIL_PATH) return null;
  return (
    <VerifyEmailBanner
      email={state.user.email}
      onVerified={() => updateUser({ emailVerified: true })}
    />
  );
}
