import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { sessionsQueryOptions } from './get-sessions';

export const revokeSession = (id: string) =>
  apiClient.delete<{ message: string }>(`/auth/sessions/${encodeURIComponent(id)}`, undefined, {
    fallbackMessage: 'Failed to sign out the device',
  });

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}
