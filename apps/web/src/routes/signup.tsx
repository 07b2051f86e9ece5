import { createFileRoute } from '@tanstack/react-router';
import { configQueryOptions } from '../features/auth/api/get-config';
import { SignupPage } from '../features/auth/components/signup-page';
import { authSearch } from '../features/auth/lib/auth-search';
import { planConfirmationPath } from '../features/subscription/lib/plan-confirmation';
import { pageTitle } from '../lib/page-title';
import { safeRedirect } from '../lib/safe-redirect';

export const Route = createFileRoute('/signup')({
  // Where to go once signed up (a parent following an invitation, a plan chosen on /pricing).
  validateSearch: authSearch,
  loader: ({ context }) => context.queryClient.prefetchQuery(configQueryOptions()),
  head: () => pageTitle('Sign Up'),
  component: SignupRoute,
});

function SignupRoute() {
  const { redirect, plan, invitation, email } = Route.useSearch();
  // A plan chosen before signing up goes first: its confirmation is one click from checkout.
  return (
    <SignupPage
      redirectTo={plan ? planConfirmationPath(plan) : safeRedirect(redirect)}
      plan={plan}
      invitation={invitation}
      email={email}
    />
  );
}
