import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PAYMENTS_PATHS,
  subscriptionMessages,
  type CancelSubscriptionResponse,
} from '@academy/shared/payments';
import { apiClient } from '../../../lib/api-client';
import { currentSubscriptionQueryOptions } from './get-current-subscription';

/** POST /payments/cancel-subscription: a recurring plan stops renewing at its period end. */
export const cancelSubscription = async () =>
  (
    await apiClient.post<CancelSubscriptionResponse>(PAYMENTS_PATHS.cancelSubscription, undefined, {
      fallbackMessage: subscriptionMessages.cancelFailed,
    })
  ).data;

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    // SPEC §4: cancel success refreshes the subscription data.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: currentSubscriptionQueryOptions().queryKey }),
  });
}
