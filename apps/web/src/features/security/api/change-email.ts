import { useMutation } from '@tanstack/react-query';
import type { ChangeEmailInput } from '@academy/shared/email-change';
import { apiClient } from '../../../lib/api-client';

/** POST /auth/change-email: mails a link to the new address; nothing changes until it is opened. */
export const changeEmail = (input: ChangeEmailInput) =>
  apiClient.post<{ message: string }>('/auth/change-email', input, {
    fallbackMessage: 'Failed to send the link',
  });

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail });
