import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { familyAccessQueryOptions } from './get-family-access';

/** DELETE /api/profile/family-access/:id: the invitation is withdrawn, the access ends at once. */
export const revokeFamilyAccess = (id: string) =>
  apiClient.delete<{ message: string }>(
    `/profile/family-access/${encodeURIComponent(id)}`,
    undefined,
    { fallbackMessage: 'Failed to remove the access' },
  );

export function useRevokeFamilyAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeFamilyAccess,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: familyAccessQueryOptions().queryKey }),
  });
}
