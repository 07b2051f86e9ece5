import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Module } from '@academy/shared/catalog';
import { apiClient } from '../../../lib/api-client';
import { REVIEW_QUERY_DEFAULTS } from './review-query-defaults';

/** GET /api/modules. */
export const getModules = (signal?: AbortSignal) =>
  apiClient.get<Module[]>('/modules', { signal, fallbackMessage: 'Failed to fetch modules' });

export const modulesQueryOptions = () =>
  queryOptions({
    queryKey: ['modules'],
    queryFn: ({ signal }) => getModules(signal),
    ...REVIEW_QUERY_DEFAULTS,
  });

export const useModules = () => useQuery(modulesQueryOptions());
