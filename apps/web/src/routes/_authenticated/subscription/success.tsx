import { createFileRoute } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useAuth } from '../../../features/auth/auth-context';
import { profileQueryOptions } from '../../../features/profile/api/get-profile';
import { CheckoutSuccess } from '../../../features/subscription/components/checkout-success';
import { pageTitle } from '../../../lib/page-title';

// The provider returns here with ?session_id=...&auto_verify=true; anything malformed is dropped.
const searchSchema = z.object({
  session_id: z.coerce.string().min(1).optional().catch(undefined),
  auto_verify: z
    .union([z.boolean(), z.string()])
    .transform((value) => value === true || value === 'true')
    .optional()
    .catch(undefined),
});

export const Route = createFileRoute('/_authenticated/subscription/success')({
  validateSearch: searchSchema,
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
