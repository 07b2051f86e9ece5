import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/**
 * Public settings of the server; the Google button shows only when a client id is configured,
 * the header's test-mode ribbon while payments go to the server's test checkout.
 */
export interface PublicConfig {
  googleClientId: string | null;
  testCheckout: boolean;
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
