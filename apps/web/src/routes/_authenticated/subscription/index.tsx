import { createFileRoute } from '@tanstack/react-router';
import { profileQueryOptions, useProfile } from '../../../features/profile/api/get-profile';
import { SubscriptionPage } from '../../../features/subscription/components/subscription-page';
import { pageTitle } from '../../../lib/page-title';

export const Route = createFileRoute('/_authenticated/subscription/')({
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
  return <SubscriptionPage profileQuery={useProfile()} />;
}
