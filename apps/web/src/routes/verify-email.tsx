import { optionalText } from '../lib/search-params';
import { useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '../features/auth/auth-context';
import { useRefreshUserAfter } from '../features/auth/hooks/use-refresh-user';
import { planSearch } from '../features/auth/lib/auth-search';
import { VerifyEmailPage } from '../features/verification/components/verify-email-page';
import type { PurchasableTier } from '@academy/shared/tiers';
import { pageTitle } from '../lib/page-title';

export const Route = createFileRoute('/verify-email')({
  // The link carries the plan chosen before verifying, for the device it is opened on.
  validateSearch: (
    search: Record<string, unknown>,
  ): { token?: string; plan?: PurchasableTier } => ({
    token: optionalText(search.token),
    ...planSearch(search),
  }),
  head: () => pageTitle('Verify Email'),
  component: VerifyEmailRoute,
});

function VerifyEmailRoute() {
  const { token, plan } = Route.useSearch();
  const { state } = useAuth();
  const signedInEmail = state.status === 'authenticated' ? state.user.email : undefined;
  const [verified, setVerified] = useState(false);
  // The stored user learns it from the server.
  useRefreshUserAfter(verified);
  return (
    <VerifyEmailPage
      token={token}
      linkPlan={plan}
      signedIn={state.status === 'authenticated'}
      signedInEmail={signedInEmail}
      onVerified={() => setVerified(true)}
    />
  );
}
