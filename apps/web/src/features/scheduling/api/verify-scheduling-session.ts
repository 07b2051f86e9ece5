import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  PAYMENTS_PATHS,
  tutorSessionMessages,
  type VerifiedSchedulingResponse,
} from '@academy/shared/payments';
import { apiClient } from '../../../lib/api-client';
import { shouldRetry } from '../../../lib/query-client';

export const verifySchedulingSession = async (sessionId: string, signal?: AbortSignal) =>
  (
    await apiClient.get<VerifiedSchedulingResponse>(PAYMENTS_PATHS.verifySchedulingSession, {
      query: { sessionId },
      signal,
      fallbackMessage: tutorSessionMessages.verifyFallback,
    })
  ).data;

// One answer per session: the booking does not change once the page has it. A network or server
// failure is tried again, as any query is (SPEC §9): one blip must not say a paid booking failed.
export const verifySchedulingSessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['payments', 'verify-scheduling-session', sessionId],
    queryFn: ({ signal }) => verifySchedulingSession(sessionId, signal),
    retry: shouldRetry,
    staleTime: Infinity,
  });

export const useVerifySchedulingSession = (sessionId: string, { enabled }: { enabled: boolean }) =>
  useQuery({ ...verifySchedulingSessionQueryOptions(sessionId), enabled });
