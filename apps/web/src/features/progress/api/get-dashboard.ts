import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgressDashboard } from '@academy/shared/progress-dashboard';
import { apiClient } from '../../../lib/api-client';

/** GET /api/progress/dashboard: everything the progress page shows, in one call. */
export const getDashboard = (signal?: AbortSignal) =>
  apiClient.get<ProgressDashboard>('/progress/dashboard', { signal });

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['progress', 'dashboard'],
    // Read afresh on every visit: answers given since then change most of it.
    staleTime: 0,
    queryFn: ({ signal }) => getDashboard(signal),
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
