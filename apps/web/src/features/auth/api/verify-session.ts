import { queryOptions } from '@tanstack/react-query';
import type { AuthUser } from '@academy/shared/profile';
import { apiClient } from '../../../lib/api-client';
import { shouldRetry } from '../../../lib/query-client';

export interface VerifySessionResponse {
  success: boolean;
  user: AuthUser;
}

export const verifySession = (signal?: AbortSignal) =>
  apiClient.get<VerifySessionResponse>('/auth/verify', { signal });

/** Read once at start by the auth provider to re-check a stored user; never cached. */
export const verifySessionQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'verify'],
    queryFn: ({ signal }) => verifySession(signal),
    staleTime: 0,
    gcTime: 0,
    // Once more after a server or network failure; a 401 is the answer, so no wait for it.
    retry: (failureCount, error) => failureCount < 1 && shouldRetry(failureCount, error),
  });
