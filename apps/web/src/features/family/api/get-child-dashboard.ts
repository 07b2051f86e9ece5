import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FamilyChildDashboard } from '@academy/shared/family';
import { apiClient } from '../../../lib/api-client';

/** GET /api/family/children/:id/dashboard: the child's progress dashboard, read-only. */
export const getChildDashboard = (childId: string, signal?: AbortSignal) =>
  apiClient.get<FamilyChildDashboard>(`/family/children/${encodeURIComponent(childId)}/dashboard`, {
    signal,
  });

export const childDashboardQueryOptions = (childId: string) =>
  queryOptions({
    queryKey: ['family', 'children', childId, 'dashboard'],
    staleTime: 0,
    queryFn: ({ signal }) => getChildDashboard(childId, signal),
  });

export const useChildDashboard = (childId: string) => useQuery(childDashboardQueryOptions(childId));
