import { useMutation } from '@tanstack/react-query';
import {
  PAYMENTS_PATHS,
  subscriptionMessages,
  type CheckoutSessionResponse,
  type CreateCustomerResponse,
} from '@academy/shared/payments';
import type { PurchasableTier } from '@academy/shared/tiers';
import { apiClient } from '../../../lib/api-client';

/** POST /payments/create-customer: the user's record with the payment provider, made once. */
export const createCustomer = () =>
  apiClient.post<CreateCustomerResponse>(PAYMENTS_PATHS.createCustomer, undefined, {
    fallbackMessage: subscriptionMessages.createCustomerFailed,
  });

/**
 * The provider's checkout page for one plan: the customer first, then POST /payments/subscription
 * (SPEC §7). The server keeps one customer per user, so asking again costs no second record.
 */
export async function startCheckout(subscriptionTier: PurchasableTier) {
  await createCustomer();
  const response = await apiClient.post<Partial<CheckoutSessionResponse>>(
    PAYMENTS_PATHS.subscription,
    { subscriptionTier },
    { fallbackMessage: subscriptionMessages.createSessionFailed },
  );
  return response.data?.sessionUrl;
}

export const useStartCheckout = () => useMutation({ mutationFn: startCheckout });
