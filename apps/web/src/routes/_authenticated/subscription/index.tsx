import { createFileRoute } from '@tanstack/react-router';
import { useFollowTier } from '../../../features/auth/hooks/use-follow-tier';
import { profileQueryOptions, useProfile } from '../../../features/profile/api/get-profile';
import { SubscriptionPage } from '../../../features/subscription/components/subscription-page';
import type { PlanTab } from '../../../features/subscription/lib/plan-tab';
import { ResendVerificationButton } from '../../../features/verification/components/resend-verification-button';
import { pageTitle } from '../../../lib/page-title';

// ?tab= opens the plans of that kind (a plan chosen on /pricing); anything else is dropped.
const validateSearch = (search: Record<string, unknown>): { tab?: PlanTab } => ({
  tab: search.tab === 'subscription' || search.tab === 'oneTime' ? search.tab : undefined,
});

export const Route = createFileRoute('/_authenticated/subscription/')({
  validateSearch,
  // Starts the profile on link intent without holding the route: the page shows 'Loading...'.
  loader: ({ context }) => {
    if (context.auth.status === 'authenticated') {
      void context.queryClient.prefetchQuery(profileQueryOptions());
    }
  },
  head: () => pageTitle('Subscription'),
  component: SubscriptionRoute,
});

function SubscriptionRoute() {
  const profileQuery = useProfile();
  // The plan shown here and the tier in the menu are the same one.
  useFollowTier(profileQuery.data);
  return (
    <SubscriptionPage
      profileQuery={profileQuery}
      requestedTab={Route.useSearch().tab}
      verifyAction={<ResendVerificationButton />}
    />
  );
}
