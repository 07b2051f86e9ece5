import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '@academy/shared/account-security';
import { apiClient } from '../../../lib/api-client';

export const resetPassword = (input: ResetPasswordInput) =>
  apiClient.post<{ message: string }>('/auth/reset-password', input, {
    fallbackMessage: 'Failed to reset the password',
  });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
