import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { familyAccessQueryOptions } from './get-family-access';

/** POST /api/profile/family-access: mails the parent an invitation link. */
export const inviteParent = (email: string) =>
  apiClient.post<{ message: string }>(
    '/profile/family-access',
    { email },
    { fallbackMessage: 'Failed to send the invitation' },
  );

export function useInviteParent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteParent,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: familyAccessQueryOptions().queryKey }),
  });
}
