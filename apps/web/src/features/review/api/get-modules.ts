import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Module } from '@academy/shared/catalog';
import { apiClient, type DenialOptions } from '../../../lib/api-client';
import { REVIEW_QUERY_DEFAULTS } from './review-query-defaults';

/** GET /api/modules. */
export const getModules = (signal?: AbortSignal, denial?: DenialOptions) =>
  apiClient.get<Module[]>('/modules', {
    signal,
    fallbackMessage: 'Failed to fetch modules',
    ...denial,
  });

export const modulesQueryOptions = (denial?: DenialOptions) =>
  queryOptions({
    queryKey: ['modules'],
    queryFn: ({ signal }) => getModules(signal, denial),
    ...REVIEW_QUERY_DEFAULTS,
  });

export const useModules = () => useQuery(modulesQueryOptions());
