import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  PAYMENTS_PATHS,
  subscriptionMessages,
  type VerifiedCheckoutResponse,
} from '@academy/shared/payments';
import { apiClient } from '../../../lib/api-client';

export const verifyCheckoutSession = async (sessionId: string, signal?: AbortSignal) =>
  (
    await apiClient.get<VerifiedCheckoutResponse>(PAYMENTS_PATHS.verifyCheckoutSession, {
      query: { sessionId },
      signal,
      fallbackMessage: subscriptionMessages.verifyFailed,
    })
  ).data;

// One answer per session: verifying again would only repeat what the server already applied.
export const verifyCheckoutSessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['payments', 'verify-checkout-session', sessionId],
    queryFn: ({ signal }) => verifyCheckoutSession(sessionId, signal),
    retry: false,
    staleTime: Infinity,
  });

export const useVerifyCheckoutSession = (sessionId: string, { enabled }: { enabled: boolean }) =>
  useQuery({ ...verifyCheckoutSessionQueryOptions(sessionId), enabled });
