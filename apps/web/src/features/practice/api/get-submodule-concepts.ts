import { queryOptions } from '@tanstack/react-query';
import type { Concept } from '@academy/shared/catalog';
import { apiClient } from '../../../lib/api-client';

/** GET /api/modules/submodules/:id/concepts: names and descriptions, the same for everyone. */
export const getSubmoduleConcepts = (subModuleId: string, signal?: AbortSignal) =>
  apiClient.get<Concept[]>(`/modules/submodules/${encodeURIComponent(subModuleId)}/concepts`, {
    signal,
    fallbackMessage: 'Failed to fetch submodule concepts',
  });

export const submoduleConceptsQueryOptions = (subModuleId: string) =>
  queryOptions({
    queryKey: ['practice', 'concepts', subModuleId],
    queryFn: ({ signal }) => getSubmoduleConcepts(subModuleId, signal),
    // The bank changes only when it is re-imported.
    staleTime: 5 * 60 * 1000,
  });
