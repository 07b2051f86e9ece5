import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '@academy/shared/account-security';
import { apiClient } from '../../../lib/api-client';

export const forgotPassword = (input: ForgotPasswordInput) =>
  apiClient.post<{ message: string }>('/auth/forgot-password', input, {
    fallbackMessage: 'Failed to send the reset link',
  });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
