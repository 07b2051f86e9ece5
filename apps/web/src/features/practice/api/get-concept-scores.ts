import { queryOptions } from '@tanstack/react-query';
import type { ConceptScore } from '@academy/shared/catalog';
import { apiClient } from '../../../lib/api-client';

/** GET /api/modules/submodules/:id/concept-scores: the signed-in user's score per concept. */
export const getConceptScores = (subModuleId: string, signal?: AbortSignal) =>
  apiClient.get<ConceptScore[]>(
    `/modules/submodules/${encodeURIComponent(subModuleId)}/concept-scores`,
    { signal, fallbackMessage: 'Failed to fetch concept scores' },
  );

/** All concept-score queries share this prefix, so recording an answer refreshes them at once. */
export const conceptScoresKey = ['practice', 'concept-scores'] as const;

export const conceptScoresQueryOptions = (subModuleId: string) =>
  queryOptions({
    queryKey: [...conceptScoresKey, subModuleId],
    queryFn: ({ signal }) => getConceptScores(subModuleId, signal),
  });
