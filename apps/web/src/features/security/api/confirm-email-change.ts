import { useMutation, useQueryClient } from '@tanstack/react-query';
import { emailChangeMessages, type EmailChanged } from '@academy/shared/email-change';
import { apiClient } from '../../../lib/api-client';
import { profileQueryOptions } from '../../profile/api/get-profile';

/** POST /auth/confirm-email-change: the mailed link's token; works without a session. */
export const confirmEmailChange = (token: string) =>
  apiClient.post<EmailChanged>(
    '/auth/confirm-email-change',
    { token },
    { fallbackMessage: emailChangeMessages.confirmFailed },
  );

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
  });
}
