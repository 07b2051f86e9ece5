import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubModule } from '@academy/shared/catalog';
import { apiClient } from '../../../lib/api-client';

/** GET /api/modules/submodules: every submodule with the signed-in user's average score. */
export const getSubmodules = (signal?: AbortSignal) =>
  apiClient.get<SubModule[]>('/modules/submodules', {
    signal,
    fallbackMessage: 'Failed to fetch all submodules',
  });

export const submodulesQueryOptions = () =>
  queryOptions({
    queryKey: ['practice', 'submodules'],
    queryFn: ({ signal }) => getSubmodules(signal),
  });

export const useSubmodules = () => useQuery(submodulesQueryOptions());
