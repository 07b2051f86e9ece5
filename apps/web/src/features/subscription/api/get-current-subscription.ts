import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  PAYMENTS_PATHS,
  subscriptionMessages,
  type CurrentSubscriptionResponse,
} from '@academy/shared/payments';
import { apiClient } from '../../../lib/api-client';

/** SPEC §9: the subscription query is fresh for 5 minutes. */
export const SUBSCRIPTION_STALE_TIME_MS = 5 * 60 * 1000;

export const getCurrentSubscription = async (signal?: AbortSignal) =>
  (
    await apiClient.get<CurrentSubscriptionResponse>(PAYMENTS_PATHS.currentSubscription, {
      signal,
      fallbackMessage: subscriptionMessages.fetchFailed,
    })
  ).data;

// SPEC §7: no retry, stale after 5 minutes.
export const currentSubscriptionQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'current-subscription'],
    queryFn: ({ signal }) => getCurrentSubscription(signal),
    retry: false,
    staleTime: SUBSCRIPTION_STALE_TIME_MS,
  });

/** Runs only once the profile is there (SPEC §7). */
export const useCurrentSubscription = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...currentSubscriptionQueryOptions(), enabled });
