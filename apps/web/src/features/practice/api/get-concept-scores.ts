import { queryOptions } from '@tanstack/react-query';
import type { ConceptScore } from '@academy/shared/catalog';
import { apiClient, type DenialOptions } from '../../../lib/api-client';
import { PRELOAD_STALE_TIME_MS } from '../../../lib/query-client';

/** GET /api/modules/submodules/:id/concept-scores: the signed-in user's score per concept. */
export const getConceptScores = (
  subModuleId: string,
  signal?: AbortSignal,
  denial?: DenialOptions,
) =>
  apiClient.get<ConceptScore[]>(
    `/modules/submodules/${encodeURIComponent(subModuleId)}/concept-scores`,
    { signal, fallbackMessage: 'Failed to fetch concept scores', ...denial },
  );

/** All concept-score queries share this prefix, so recording an answer refreshes them at once. */
export const conceptScoresKey = ['practice', 'concept-scores'] as const;

export const conceptScoresQueryOptions = (subModuleId: string, denial?: DenialOptions) =>
  queryOptions({
    queryKey: [...conceptScoresKey, subModuleId],
    queryFn: ({ signal }) => getConceptScores(subModuleId, signal, denial),
    // Loaded beside the question by the route; recording an answer invalidates them.
    staleTime: PRELOAD_STALE_TIME_MS,
  });
