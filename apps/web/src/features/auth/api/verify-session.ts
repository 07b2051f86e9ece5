import { queryOptions } from '@tanstack/react-query';
import type { AuthUser } from '@academy/shared/profile';
import { apiClient } from '../../../lib/api-client';

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
    retry: 1,
  });
