import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountSecurity, AccountSettings } from '@academy/shared/account-security';
import { apiClient } from '../../../lib/api-client';
import { accountSettingsQueryOptions } from './get-account-settings';

export const updateAccountSettings = (settings: AccountSettings) =>
  apiClient.patch<AccountSecurity>('/auth/settings', settings, {
    fallbackMessage: 'Failed to save the setting',
  });

export function useUpdateAccountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccountSettings,
    onSuccess: (saved) => queryClient.setQueryData(accountSettingsQueryOptions().queryKey, saved),
  });
}
