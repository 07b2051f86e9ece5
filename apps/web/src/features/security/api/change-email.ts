import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeEmailInput } from '@academy/shared/email-change';
import { apiClient } from '../../../lib/api-client';
import { accountSettingsQueryOptions } from './get-account-settings';

/** POST /auth/change-email: mails a link to the new address; nothing changes until it is opened. */
export const changeEmail = (input: ChangeEmailInput) =>
  apiClient.post<{ message: string }>('/auth/change-email', input, {
    fallbackMessage: 'Failed to send the link',
  });

/** The settings say which change waits: the newest request, whose link replaced the older. */
export const useChangeEmail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: accountSettingsQueryOptions().queryKey }),
  });
};
