import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Public settings of the server; the Google button shows only when a client id is configured. */
export interface PublicConfig {
  googleClientId: string | null;
}

export const getConfig = (signal?: AbortSignal) =>
  apiClient.get<PublicConfig>('/config', { signal });

export const configQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => getConfig(signal),
    staleTime: Infinity,
  });

export const useConfig = () => useQuery(configQueryOptions());
