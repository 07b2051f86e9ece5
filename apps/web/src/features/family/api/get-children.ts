import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FamilyChild } from '@academy/shared/family';
import type { Role } from '@academy/shared/roles';
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

/**
 * Whether the account may read its children (the server's `requireRole('parent')`, which lets
 * an admin through): a page asks before calling, so a student's makes no call the server refuses.
 */
export const followsChildren = (role: Role) => role === 'parent' || role === 'admin';

export const useChildren = (enabled = true) => useQuery({ ...childrenQueryOptions(), enabled });
