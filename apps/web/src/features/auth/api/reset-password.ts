import { queryOptions, useMutation } from '@tanstack/react-query';
import type { PasswordResetDone, ResetPasswordInput } from '@academy/shared/account-security';
import { apiClient } from '../../../lib/api-client';

export const resetPassword = (input: ResetPasswordInput) =>
  apiClient.post<PasswordResetDone>('/auth/reset-password', input, {
    fallbackMessage: 'Failed to reset the password',
  });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

/** Whether a mailed reset link still works, asked as its page opens (nothing is used up). */
export const resetLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'reset-link', token],
    queryFn: () =>
      apiClient.post<{ valid: true }>(
        '/auth/reset-password/check',
        { token },
        {
          fallbackMessage: 'Failed to check the link',
        },
      ),
    retry: false,
    staleTime: Infinity,
  });
