import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgressOverview } from '@academy/shared/progress';
import { apiClient } from '../../../lib/api-client';

/** GET /api/progress: totals across the bank (the guest trial counts `totals.questionsUsed`). */
export const getProgressOverview = (signal?: AbortSignal) =>
  apiClient.get<ProgressOverview>('/progress', { signal });

export const progressOverviewQueryOptions = () =>
  queryOptions({
    queryKey: ['progress', 'overview'],
    queryFn: ({ signal }) => getProgressOverview(signal),
  });

export const useProgressOverview = ({ enabled = true } = {}) =>
  useQuery({ ...progressOverviewQueryOptions(), enabled });
