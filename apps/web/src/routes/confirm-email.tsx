import { useEffect, useRef, useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '../features/auth/auth-context';
import { useRefreshUser } from '../features/auth/hooks/use-refresh-user';
import { ConfirmEmailPage } from '../features/security/components/confirm-email-page';
import { pageTitle } from '../lib/page-title';

export const Route = createFileRoute('/confirm-email')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token ? { token: search.token } : {},
  head: () => pageTitle('Confirm Email Address'),
  component: ConfirmEmailRoute,
});

function ConfirmEmailRoute() {
  const { token } = Route.useSearch();
  const { state } = useAuth();
  const refreshUser = useRefreshUser();
  const [changed, setChanged] = useState(false);
  const refreshed = useRef(false);
  const signedIn = state.status === 'authenticated';

  // The stored user (the menu's address) learns it once the session check has settled: a link
  // opened in a new tab is confirmed while that check may still be under way.
  useEffect(() => {
    if (!changed || !signedIn || refreshed.current) return;
    refreshed.current = true;
    void refreshUser();
  }, [changed, signedIn, refreshUser]);

  return <ConfirmEmailPage token={token} signedIn={signedIn} onChanged={() => setChanged(true)} />;
}
