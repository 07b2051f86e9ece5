import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FamilyChild } from '@academy/shared/family';
import { apiClient } from '../../../lib/api-client';

/** GET /api/family/children: the parent's linked children, with plan and bookings. */
export const getChildren = (signal?: AbortSignal) =>
  apiClient.get<FamilyChild[]>('/family/children', { signal });

export const childrenQueryOptions = () =>
  queryOptions({
    queryKey: ['family', 'children'],
    staleTime: 0,
    queryFn: ({ signal }) => getChildren(signal),
  });

export const useChildren = (enabled = true) => useQuery({ ...childrenQueryOptions(), enabled });
