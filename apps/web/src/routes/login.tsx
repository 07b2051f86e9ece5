import { createFileRoute } from '@tanstack/react-router';
import { configQueryOptions } from '../features/auth/api/get-config';
import { LoginPage } from '../features/auth/components/login-page';
import { pageTitle } from '../lib/page-title';
import { safeRedirect } from '../lib/safe-redirect';

export interface LoginSearch {
  /** Where to go after signing in; checked by safeRedirect before use. */
  redirect?: string;
}

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  // Knowing whether Google is configured before the first paint keeps the card from jumping.
  loader: ({ context }) => context.queryClient.prefetchQuery(configQueryOptions()),
  head: () => pageTitle('Login'),
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginPage redirectTo={safeRedirect(redirect)} />;
}
