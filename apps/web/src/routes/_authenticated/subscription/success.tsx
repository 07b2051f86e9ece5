import { createFileRoute } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../features/auth/auth-context';
import { profileQueryOptions } from '../../../features/profile/api/get-profile';
import { CheckoutSuccess } from '../../../features/subscription/components/checkout-success';
import { pageTitle } from '../../../lib/page-title';
import { isTrueFlag, optionalText } from '../../../lib/search-params';

// The provider returns here with ?session_id=...&auto_verify=true; anything malformed is dropped.
const validateSearch = (
  search: Record<string, unknown>,
): { session_id?: string; auto_verify?: boolean } => ({
  session_id: optionalText(search.session_id),
  auto_verify: isTrueFlag(search.auto_verify),
});

export const Route = createFileRoute('/_authenticated/subscription/success')({
  validateSearch,
  head: () => pageTitle('Checkout complete'),
  component: CheckoutSuccessRoute,
});

function CheckoutSuccessRoute() {
  const { session_id: sessionId, auto_verify: autoVerify } = Route.useSearch();
  const queryClient = useQueryClient();
  const { updateUser } = useAuth();

  // The new tier reaches the profile page and the top bar's menu.
  const refreshUser = async () => {
    const { queryKey } = profileQueryOptions();
    await queryClient.invalidateQueries({ queryKey });
    try {
      const profile = await queryClient.fetchQuery(profileQueryOptions());
      updateUser({
        subscriptionTier: profile.subscriptionTier,
        subscriptionEndDate: profile.subscriptionEndDate,
        subscriptionStatus: profile.subscriptionStatus,
      });
    } catch {
      // The menu keeps the old tier until the next visit; the page itself is unaffected.
    }
  };

  return (
    <CheckoutSuccess
      sessionId={sessionId}
      autoVerify={autoVerify ?? false}
      onConfirmed={() => void refreshUser()}
    />
  );
}
