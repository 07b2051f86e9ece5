import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ManagedBooking } from '@academy/shared/booking-slots';
import { apiClient } from '../../../lib/api-client';

const path = (token: string) => `/scheduling/bookings/${encodeURIComponent(token)}`;

/** GET /scheduling/bookings/:token: the booking of a mailed link, with its sessions. */
export const managedBookingQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['scheduling', 'booking', token],
    queryFn: ({ signal }) =>
      apiClient.get<ManagedBooking>(path(token), {
        signal,
        fallbackMessage: 'Failed to load your booking',
      }),
    retry: false,
  });

export const useManagedBooking = (token: string) => useQuery(managedBookingQueryOptions(token));

/** Moves a session (`start` given) or cancels it; the page shows the server's new answer. */
export function useChangeSession(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, start }: { sessionId: string; start?: string }) =>
      apiClient.post<ManagedBooking>(
        `${path(token)}/sessions/${encodeURIComponent(sessionId)}/${start ? 'reschedule' : 'cancel'}`,
        start ? { start } : {},
        { fallbackMessage: 'Failed to change the session' },
      ),
    onSuccess: (booking) => {
      queryClient.setQueryData(managedBookingQueryOptions(token).queryKey, booking);
      // The time left is free again, the one taken is not.
      void queryClient.invalidateQueries({ queryKey: ['scheduling', 'slots'] });
    },
  });
}
