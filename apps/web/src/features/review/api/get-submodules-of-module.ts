import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubModule } from '@academy/shared/catalog';
import { apiClient } from '../../../lib/api-client';
import { REVIEW_QUERY_DEFAULTS } from './review-query-defaults';

/** GET /api/modules/:id/submodules: a module's sub-modules (names only, no scores). */
export const getSubmodulesOfModule = (moduleId: string, signal?: AbortSignal) =>
  apiClient.get<SubModule[]>(`/modules/${encodeURIComponent(moduleId)}/submodules`, {
    signal,
    fallbackMessage: 'Failed to fetch submodules',
  });

export const submodulesOfModuleQueryOptions = (moduleId: string) =>
  queryOptions({
    queryKey: ['modules', moduleId, 'submodules'],
    queryFn: ({ signal }) => getSubmodulesOfModule(moduleId, signal),
    ...REVIEW_QUERY_DEFAULTS,
  });

/** SPEC §7: runs only once a module is chosen. */
export const useSubmodulesOfModule = (moduleId: string | undefined) =>
  useQuery({ ...submodulesOfModuleQueryOptions(moduleId ?? ''), enabled: Boolean(moduleId) });
