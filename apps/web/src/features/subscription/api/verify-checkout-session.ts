import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  PAYMENTS_PATHS,
  subscriptionMessages,
  type VerifiedCheckoutResponse,
} from '@academy/shared/payments';
import { apiClient } from '../../../lib/api-client';
import { shouldRetry } from '../../../lib/query-client';

export const verifyCheckoutSession = async (sessionId: string, signal?: AbortSignal) =>
  (
    await apiClient.get<VerifiedCheckoutResponse>(PAYMENTS_PATHS.verifyCheckoutSession, {
      query: { sessionId },
      signal,
      fallbackMessage: subscriptionMessages.verifyFailed,
    })
  ).data;

// One answer per session: verifying again would only repeat what the server already applied.
// A network or server failure is tried again, as any query is (SPEC §9): verifying is safe to
// repeat, and one blip must not tell someone who paid that it failed.
export const verifyCheckoutSessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['payments', 'verify-checkout-session', sessionId],
    queryFn: ({ signal }) => verifyCheckoutSession(sessionId, signal),
    retry: shouldRetry,
    staleTime: Infinity,
  });

export const useVerifyCheckoutSession = (sessionId: string, { enabled }: { enabled: boolean }) =>
  useQuery({ ...verifyCheckoutSessionQueryOptions(sessionId), enabled });
