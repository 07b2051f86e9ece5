import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnlineRoom, OnlineRoomSaved } from '@academy/shared/online-room';
import { apiClient } from '../../../lib/api-client';

/** GET /api/tutor/online-room: the link online sessions are joined by (decision 060). */
export const onlineRoomQueryOptions = () =>
  queryOptions({
    // Not under ['tutor']: every tutor change refetches those, and a refetch more delayed the
    // end of a session's cancel past its card's unmount, which dropped its toast.
    queryKey: ['online-room'],
    queryFn: ({ signal }) =>
      apiClient.get<OnlineRoom>('/tutor/online-room', {
        signal,
        fallbackMessage: 'Failed to load the link to join online sessions',
      }),
  });

/** PUT /api/tutor/online-room: sets or removes the link; families with sessions ahead are told. */
export function useSaveOnlineRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { url: string }) =>
      apiClient.put<OnlineRoomSaved>('/tutor/online-room', input, {
        fallbackMessage: 'Failed to save the link',
      }),
    onSuccess: ({ url }) => {
      queryClient.setQueryData(onlineRoomQueryOptions().queryKey, { url });
      // The tutor's own pages show the link beside online sessions.
      void queryClient.invalidateQueries({ queryKey: ['tutor', 'sessions'] });
    },
  });
}
