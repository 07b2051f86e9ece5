import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { sessionsQueryOptions } from './get-sessions';

export const revokeOtherSessions = () =>
  apiClient.post<{ message: string }>('/auth/sessions/revoke-others', undefined, {
    fallbackMessage: 'Failed to sign out the other devices',
  });

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}
