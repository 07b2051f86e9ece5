import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountBooking,
  AccountBookings,
  ManagedBooking,
} from '@academy/shared/booking-slots';
import { apiClient } from '../../../lib/api-client';
import { mySessionsQueryOptions } from './get-my-sessions';
import { FREE_SLOTS_KEY } from './get-free-slots';

/** Who changes a booking's sessions: the holder of its mailed link, or the account owning it. */
export type BookingAccess = { token: string } | { bookingId: string };

const tokenPath = (token: string) => `/scheduling/bookings/${encodeURIComponent(token)}`;
const bookingPath = (access: BookingAccess) =>
  'token' in access
    ? tokenPath(access.token)
    : `/scheduling/my-bookings/${encodeURIComponent(access.bookingId)}`;

/** GET /scheduling/bookings/:token: the booking of a mailed link, with its sessions. */
export const managedBookingQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['scheduling', 'booking', token],
    queryFn: ({ signal }) =>
      apiClient.get<ManagedBooking>(tokenPath(token), {
        signal,
        fallbackMessage: 'Failed to load your booking',
      }),
    retry: false,
  });

export const useManagedBooking = (token: string) => useQuery(managedBookingQueryOptions(token));

/** GET /scheduling/my-bookings: the signed-in account's bookings with times. */
export const accountBookingsQueryOptions = () =>
  queryOptions({
    queryKey: ['scheduling', 'my-bookings'],
    // A session moved from the mailed link shows on the next visit.
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiClient.get<AccountBookings>('/scheduling/my-bookings', {
        signal,
        fallbackMessage: 'Failed to load your sessions',
      }),
  });

/** Moves a session (`start` given) or cancels it; the page shows the server's new answer. */
export function useChangeSession(access: BookingAccess) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, start }: { sessionId: string; start?: string }) =>
      apiClient.post<ManagedBooking>(
        `${bookingPath(access)}/sessions/${encodeURIComponent(sessionId)}/${start ? 'reschedule' : 'cancel'}`,
        start ? { start } : {},
        { fallbackMessage: 'Failed to change the session' },
      ),
    onSuccess: (booking) => {
      if ('token' in access) {
        queryClient.setQueryData(managedBookingQueryOptions(access.token).queryKey, booking);
      } else {
        const changed = booking as AccountBooking;
        queryClient.setQueryData(
          accountBookingsQueryOptions().queryKey,
          (list) =>
            list && {
              bookings: list.bookings.map((b) => (b.id === changed.id ? changed : b)),
            },
        );
      }
      // The time left is free again, the one taken is not; the home's next session may move.
      void queryClient.invalidateQueries({ queryKey: FREE_SLOTS_KEY });
      void queryClient.invalidateQueries({ queryKey: mySessionsQueryOptions().queryKey });
    },
    // Refused: the session was changed elsewhere meanwhile (another tab, the other parent, the
    // tutor). The page shows it as it is now, beside the server's words.
    onError: () => {
      void queryClient.invalidateQueries({
        queryKey:
          'token' in access
            ? managedBookingQueryOptions(access.token).queryKey
            : accountBookingsQueryOptions().queryKey,
      });
    },
  });
}
