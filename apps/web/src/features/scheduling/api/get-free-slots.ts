import { queryOptions, useQuery } from '@tanstack/react-query';
import { academyDay, addDays } from '@academy/shared/academy-day';
import type { FreeSlot } from '@academy/shared/booking-slots';
// Without zod: the booking form is on pages that load no schemas.
import { BOOKING_WEEKS_AHEAD } from '@academy/shared/scheduling-prices';
import { apiClient } from '../../../lib/api-client';

/**
 * Whose free times: the families' (`/scheduling/slots`, from 24 hours ahead) or the tutor's,
 * who may move a session to a time within those 24 hours (`/tutor/slots`).
 */
export type SlotsFor = 'families' | 'tutor';
const PATHS: Record<SlotsFor, string> = {
  families: '/scheduling/slots',
  tutor: '/tutor/slots',
};

/** Every free-slot list, the families' and the tutor's. */
export const FREE_SLOTS_KEY = ['scheduling', 'slots'] as const;

/**
 * The free slots from today for BOOKING_WEEKS_AHEAD weeks, in Dallas days as the server reads them: a UTC
 * day began tomorrow in the Dallas evening, and left out the tutor's free hours of tonight.
 */
export const freeSlotsQueryOptions = (slotsFor: SlotsFor = 'families', now = new Date()) => {
  const from = academyDay(now);
  const to = addDays(from, BOOKING_WEEKS_AHEAD * 7);
  return queryOptions({
    queryKey: [...FREE_SLOTS_KEY, slotsFor, from, to],
    queryFn: ({ signal }) =>
      apiClient.get<FreeSlot[]>(PATHS[slotsFor], {
        query: { from, to },
        signal,
        fallbackMessage: 'Failed to load the free times',
      }),
    // Slots come and go as others book: a form opened again asks afresh.
    staleTime: 30_000,
  });
};

export const useFreeSlots = (slotsFor: SlotsFor = 'families') =>
  useQuery(freeSlotsQueryOptions(slotsFor));
