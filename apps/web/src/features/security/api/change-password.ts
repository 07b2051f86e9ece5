import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@academy/shared/account-security';
import { apiClient } from '../../../lib/api-client';
import { sessionsQueryOptions } from './get-sessions';

export const changePassword = (input: ChangePasswordInput) =>
  apiClient.post<{ message: string }>('/auth/change-password', input, {
    fallbackMessage: 'Failed to change the password',
  });

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // The other devices were signed out.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}
