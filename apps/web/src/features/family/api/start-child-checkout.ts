import { useMutation } from '@tanstack/react-query';
import type { PurchasableTier } from '@academy/shared/tiers';
import { apiClient } from '../../../lib/api-client';

/** POST /api/family/children/:id/checkout: the parent pays, the plan is the child's. */
export const startChildCheckout = async ({
  childId,
  tier,
}: {
  childId: string;
  tier: PurchasableTier;
}) => {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const response = await apiClient.post<{ data: { sessionUrl: string } }>(
    `/family/children/${encodeURIComponent(childId)}/checkout`,
    { subscriptionTier: tier, timeZone },
    { fallbackMessage: 'Failed to start the checkout' },
  );
  return response.data.sessionUrl;
};

export const useStartChildCheckout = () => useMutation({ mutationFn: startChildCheckout });
