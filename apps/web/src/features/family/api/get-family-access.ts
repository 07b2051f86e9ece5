import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FamilyAccess } from '@academy/shared/family';
import { apiClient } from '../../../lib/api-client';

/** GET /api/profile/family-access: who can see the student's progress, or was invited to. */
export const getFamilyAccess = (signal?: AbortSignal) =>
  apiClient.get<FamilyAccess[]>('/profile/family-access', { signal });

export const familyAccessQueryOptions = () =>
  queryOptions({
    queryKey: ['family', 'access'],
    queryFn: ({ signal }) => getFamilyAccess(signal),
  });

export const useFamilyAccess = () => useQuery(familyAccessQueryOptions());
