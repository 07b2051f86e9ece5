import { queryOptions, type QueryClient } from '@tanstack/react-query';
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

/**
 * The user whose session the server verified as it rendered the page (a student's page rendered
 * on the server, decision 048): the page starts signed in, with no check of its own to wait for.
 */
export const serverVerifiedUserKey = ['auth', 'verified-by-server'] as const;

let started: Promise<VerifySessionResponse> | undefined;

/**
 * Sends the check of a returning user's stored session as the app's script starts, before the
 * page's code, fonts and data: on a slow phone, sent after them it waited behind them for a free
 * connection, and the page with it. The auth provider takes it up (takeStartedSessionCheck).
 */
export function startSessionCheck(queryClient: QueryClient) {
  started ??= queryClient.fetchQuery(verifySessionQueryOptions());
  // Its outcome is read by the provider; a failure here is not a second, unhandled one.
  started.catch(() => undefined);
}

/** The check startSessionCheck sent, once; undefined when none was sent or it was taken. */
export function takeStartedSessionCheck(): Promise<VerifySessionResponse> | undefined {
  const check = started;
  started = undefined;
  return check;
}
