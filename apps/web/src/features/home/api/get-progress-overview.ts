import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgressOverview } from '@academy/shared/progress';
import { apiClient, type DenialOptions } from '../../../lib/api-client';
import { PRELOAD_STALE_TIME_MS } from '../../../lib/query-client';

/** GET /api/progress: totals across the bank (the guest trial counts `totals.questionsUsed`). */
export const getProgressOverview = (signal?: AbortSignal, denial?: DenialOptions) =>
  apiClient.get<ProgressOverview>('/progress', { signal, ...denial });

export const progressOverviewQueryOptions = (denial?: DenialOptions) =>
  queryOptions({
    queryKey: ['progress', 'overview'],
    // Loaded early by the home's route; recording an answer invalidates it.
    staleTime: PRELOAD_STALE_TIME_MS,
    queryFn: ({ signal }) => getProgressOverview(signal, denial),
  });

export const useProgressOverview = ({ enabled = true } = {}) =>
  useQuery({ ...progressOverviewQueryOptions(), enabled });
