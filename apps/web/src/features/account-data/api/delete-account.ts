import { useMutation } from '@tanstack/react-query';
import { accountDataMessages, type DeleteAccountInput } from '@academy/shared/account-data';
import { apiClient } from '../../../lib/api-client';

/** DELETE /api/account: the account and everything in it, proven by the password or the address. */
export const deleteAccount = (input: DeleteAccountInput) =>
  apiClient.delete<{ message: string }>('/account', input, {
    fallbackMessage: accountDataMessages.deleteFailed,
  });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
