import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountSecurity } from '@academy/shared/account-security';
import { apiClient } from '../../../lib/api-client';

export const getAccountSettings = (signal?: AbortSignal) =>
  apiClient.get<AccountSecurity>('/auth/settings', {
    signal,
    fallbackMessage: 'Failed to fetch security settings',
  });

export const accountSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'settings'],
    queryFn: ({ signal }) => getAccountSettings(signal),
  });

export const useAccountSettings = () => useQuery(accountSettingsQueryOptions());
