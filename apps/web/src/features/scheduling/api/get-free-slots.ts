import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FreeSlot } from '@academy/shared/booking-slots';
import { apiClient } from '../../../lib/api-client';

/** How far ahead the booking form offers times. */
export const SLOT_WEEKS = 8;

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

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** The free slots from today for SLOT_WEEKS weeks. */
export const freeSlotsQueryOptions = (slotsFor: SlotsFor = 'families', today = new Date()) => {
  const from = isoDay(today);
  const to = isoDay(new Date(today.getTime() + SLOT_WEEKS * 7 * 86_400_000));
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
