import { useMutation } from '@tanstack/react-query';
import {
  PAYMENTS_PATHS,
  subscriptionMessages,
  type CheckoutSessionResponse,
  type CreateCustomerResponse,
  type SubscriptionCheckoutRequest,
} from '@academy/shared/payments';
import type { PurchasableTier } from '@academy/shared/tiers';
import { apiClient } from '../../../lib/api-client';

/** POST /payments/create-customer: the user's record with the payment provider, made once. */
export const createCustomer = () =>
  apiClient.post<CreateCustomerResponse>(PAYMENTS_PATHS.createCustomer, undefined, {
    fallbackMessage: subscriptionMessages.createCustomerFailed,
  });

/** The browser's IANA time zone; undefined in the rare browser that names none. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;

/**
 * The provider's checkout page for one plan: the customer first, then POST /payments/subscription
 * (SPEC §7). The server keeps one customer per user, so asking again costs no second record. The
 * browser's time zone goes with it: the plan's months are counted there (decision 008, rule 11).
 */
export async function startCheckout(subscriptionTier: PurchasableTier) {
  await createCustomer();
  const body: SubscriptionCheckoutRequest = { subscriptionTier, timeZone: browserTimeZone() };
  const response = await apiClient.post<Partial<CheckoutSessionResponse>>(
    PAYMENTS_PATHS.subscription,
    body,
    { fallbackMessage: subscriptionMessages.createSessionFailed },
  );
  return response.data?.sessionUrl;
}

export const useStartCheckout = () => useMutation({ mutationFn: startCheckout });
