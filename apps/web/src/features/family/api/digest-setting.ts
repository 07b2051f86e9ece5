import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FamilyDigest } from '@academy/shared/family';
import { apiClient } from '../../../lib/api-client';

/** GET /api/family/digest: whether the parent gets the Sunday digest. */
export const digestSettingQueryOptions = () =>
  queryOptions({
    queryKey: ['family', 'digest'],
    queryFn: ({ signal }) =>
      apiClient.get<FamilyDigest>('/family/digest', {
        signal,
        fallbackMessage: 'Failed to load the digest setting',
      }),
  });

export const useDigestSetting = () => useQuery(digestSettingQueryOptions());

/** PUT /api/family/digest: on again after the mail's one-click opt-out, or off. */
export function useSetDigest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setting: FamilyDigest) =>
      apiClient.put<FamilyDigest>('/family/digest', setting, {
        fallbackMessage: 'Failed to save the digest setting',
      }),
    onSuccess: (saved) => queryClient.setQueryData(digestSettingQueryOptions().queryKey, saved),
  });
}
