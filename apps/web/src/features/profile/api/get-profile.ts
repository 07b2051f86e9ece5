import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@academy/shared/profile';
import { apiClient } from '../../../lib/api-client';

export const getProfile = (signal?: AbortSignal) =>
  apiClient.get<Profile>('/profile', { signal, fallbackMessage: 'Failed to fetch profile' });

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: ({ signal }) => getProfile(signal),
  });

export const useProfile = () => useQuery(profileQueryOptions());
