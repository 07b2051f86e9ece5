import { optionalText } from '../lib/search-params';
import { useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '../features/auth/auth-context';
import { useRefreshUserAfter } from '../features/auth/hooks/use-refresh-user';
import { ConfirmEmailPage } from '../features/security/components/confirm-email-page';
import { pageTitle } from '../lib/page-title';

export const Route = createFileRoute('/confirm-email')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: optionalText(search.token),
  }),
  head: () => pageTitle('Confirm Email Address'),
  component: ConfirmEmailRoute,
});

function ConfirmEmailRoute() {
  const { token } = Route.useSearch();
  const { state } = useAuth();
  const [changed, setChanged] = useState(false);
  // The menu's stored address becomes the new one.
  useRefreshUserAfter(changed);
  return (
    <ConfirmEmailPage
      token={token}
      signedIn={state.status === 'authenticated'}
      signedInEmail={state.status === 'authenticated' ? state.user.email : null}
      onChanged={() => setChanged(true)}
    />
  );
}
