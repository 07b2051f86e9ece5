import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SignedInSession } from '@academy/shared/account-security';
import { apiClient } from '../../../lib/api-client';

export const getSessions = (signal?: AbortSignal) =>
  apiClient.get<SignedInSession[]>('/auth/sessions', {
    signal,
    fallbackMessage: 'Failed to fetch signed-in devices',
  });

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'sessions'], queryFn: ({ signal }) => getSessions(signal) });

export const useSessions = () => useQuery(sessionsQueryOptions());
