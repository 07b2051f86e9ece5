import { useEffect, useRef, useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '../features/auth/auth-context';
import { useRefreshUser } from '../features/auth/hooks/use-refresh-user';
import { VerifyEmailPage } from '../features/verification/components/verify-email-page';
import { pageTitle } from '../lib/page-title';

export const Route = createFileRoute('/verify-email')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token ? { token: search.token } : {},
  head: () => pageTitle('Verify Email'),
  component: VerifyEmailRoute,
});

function VerifyEmailRoute() {
  const { token } = Route.useSearch();
  const { state } = useAuth();
  const refreshUser = useRefreshUser();
  const [verified, setVerified] = useState(false);
  const refreshed = useRef(false);
  const signedIn = state.status === 'authenticated';

  // The stored user learns it from the server once the session check has settled: a link
  // opened in a new tab verifies while that check may still be under way.
  useEffect(() => {
    if (!verified || !signedIn || refreshed.current) return;
    refreshed.current = true;
    void refreshUser();
  }, [verified, signedIn, refreshUser]);

  return <VerifyEmailPage token={token} signedIn={signedIn} onVerified={() => setVerified(true)} />;
}
