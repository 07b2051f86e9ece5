import { useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '../features/auth/auth-context';
import { useRefreshUserAfter } from '../features/auth/hooks/use-refresh-user';
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
  const [verified, setVerified] = useState(false);
  // The stored user learns it from the server.
  useRefreshUserAfter(verified);
  return (
    <VerifyEmailPage
      token={token}
      signedIn={state.status === 'authenticated'}
      onVerified={() => setVerified(true)}
    />
  );
}
