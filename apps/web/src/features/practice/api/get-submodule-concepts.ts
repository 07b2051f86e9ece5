import { queryOptions } from '@tanstack/react-query';
import type { Concept } from '@academy/shared/catalog';
import { apiClient, type DenialOptions } from '../../../lib/api-client';

/** GET /api/modules/submodules/:id/concepts: names and descriptions, the same for everyone. */
export const getSubmoduleConcepts = (
  subModuleId: string,
  signal?: AbortSignal,
  denial?: DenialOptions,
) =>
  apiClient.get<Concept[]>(`/modules/submodules/${encodeURIComponent(subModuleId)}/concepts`, {
    signal,
    fallbackMessage: 'Failed to fetch submodule concepts',
    ...denial,
  });

export const submoduleConceptsQueryOptions = (subModuleId: string, denial?: DenialOptions) =>
  queryOptions({
    queryKey: ['practice', 'concepts', subModuleId],
    queryFn: ({ signal }) => getSubmoduleConcepts(subModuleId, signal, denial),
    // The bank changes only when it is re-imported.
    staleTime: 5 * 60 * 1000,
  });
