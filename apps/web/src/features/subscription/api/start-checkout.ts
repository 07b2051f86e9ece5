import { useMutation } from '@tanstack/react-query';
import {
  PAYMENTS_PATHS,
  subscriptionMessages,
  type CheckoutSessionResponse,
} from '@academy/shared/payments';
import type { PurchasableTier } from '@academy/shared/tiers';
import { apiClient } from '../../../lib/api-client';

/** POST /payments/subscription: the provider's checkout page for one plan. */
export const startCheckout = async (subscriptionTier: PurchasableTier) =>
  (
    await apiClient.post<Partial<CheckoutSessionResponse>>(
      PAYMENTS_PATHS.subscription,
      { subscriptionTier },
      { fallbackMessage: subscriptionMessages.createSessionFailed },
    )
  ).data?.sessionUrl;

export const useStartCheckout = () => useMutation({ mutationFn: startCheckout });
