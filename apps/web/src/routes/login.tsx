import { createFileRoute } from '@tanstack/react-router';
import { configQueryOptions } from '../features/auth/api/get-config';
import { LoginPage } from '../features/auth/components/login-page';
import { authSearch } from '../features/auth/lib/auth-search';
import { planConfirmationPath } from '../features/subscription/lib/plan-confirmation';
import { pageTitle } from '../lib/page-title';
import { safeRedirect } from '../lib/safe-redirect';

export const Route = createFileRoute('/login')({
  validateSearch: authSearch,
  // Knowing whether Google is configured before the first paint keeps the card from jumping.
  loader: ({ context }) => context.queryClient.prefetchQuery(configQueryOptions()),
  head: () => pageTitle('Login'),
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect, plan, invitation, email } = Route.useSearch();
  // A plan chosen before signing in goes first: its confirmation is one click from checkout.
  return (
    <LoginPage
      redirectTo={plan ? planConfirmationPath(plan) : safeRedirect(redirect)}
      plan={plan}
      invitation={invitation}
      email={email}
    />
  );
}
