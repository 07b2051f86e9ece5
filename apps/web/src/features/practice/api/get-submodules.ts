import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubModule } from '@academy/shared/catalog';
import { apiClient, type DenialOptions } from '../../../lib/api-client';
import { PRELOAD_STALE_TIME_MS } from '../../../lib/query-client';

/** GET /api/modules/submodules: every submodule with the signed-in user's average score. */
export const getSubmodules = (signal?: AbortSignal, denial?: DenialOptions) =>
  apiClient.get<SubModule[]>('/modules/submodules', {
    signal,
    fallbackMessage: 'Failed to fetch all submodules',
    ...denial,
  });

export const submodulesQueryOptions = (denial?: DenialOptions) =>
  queryOptions({
    queryKey: ['practice', 'submodules'],
    // Loaded early by the home's route; recording an answer invalidates it.
    staleTime: PRELOAD_STALE_TIME_MS,
    queryFn: ({ signal }) => getSubmodules(signal, denial),
  });

export const useSubmodules = () => useQuery(submodulesQueryOptions());
