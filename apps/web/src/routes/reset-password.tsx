import { optionalText } from '../lib/search-params';
import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '../features/auth/auth-context';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';
import { pageTitle } from '../lib/page-title';

export interface ResetPasswordSearch {
  /** The single-use token of the mailed link. */
  token?: string;
}

export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): ResetPasswordSearch => ({
    token: optionalText(search.token),
  }),
  head: () => pageTitle('Reset password'),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  const { state } = useAuth();
  return (
    <ResetPasswordPage
      token={token}
      signedInEmail={state.status === 'authenticated' ? state.user.email : null}
    />
  );
}
