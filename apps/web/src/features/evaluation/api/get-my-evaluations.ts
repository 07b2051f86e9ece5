import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyEvaluation } from '@academy/shared/evaluation';
import { apiClient } from '../../../lib/api-client';

/** GET /api/evaluation/mine: the signed-in user's evaluations, newest first. */
export const myEvaluationsQueryOptions = () =>
  queryOptions({
    queryKey: ['evaluation', 'mine'],
    queryFn: ({ signal }) =>
      apiClient.get<{ data: MyEvaluation[] }>('/evaluation/mine', { signal }).then((r) => r.data),
  });

export const useMyEvaluations = () => useQuery(myEvaluationsQueryOptions());
