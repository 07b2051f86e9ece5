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

// Public and asked for on every page, the landing page included: a 401 or 403 here (an ended
// session) must not send a visitor to /login.
export const getConfig = (signal?: AbortSignal) =>
  apiClient.get<PublicConfig>('/config', { signal, redirectOnDenial: false });

export const configQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => getConfig(signal),
    staleTime: Infinity,
  });

export const useConfig = () => useQuery(configQueryOptions());
