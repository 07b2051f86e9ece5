import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FreeSlot } from '@academy/shared/booking-slots';
import { apiClient } from '../../../lib/api-client';

/** How far ahead the booking form offers times. */
export const SLOT_WEEKS = 8;

/** GET /scheduling/slots: the tutor's free slots from today for SLOT_WEEKS weeks. */
export const getFreeSlots = (from: string, to: string, signal?: AbortSignal) =>
  apiClient.get<FreeSlot[]>('/scheduling/slots', {
    query: { from, to },
    signal,
    fallbackMessage: 'Failed to load the free times',
  });

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

export const freeSlotsQueryOptions = (today = new Date()) => {
  const from = isoDay(today);
  const to = isoDay(new Date(today.getTime() + SLOT_WEEKS * 7 * 86_400_000));
  return queryOptions({
    queryKey: ['scheduling', 'slots', from, to],
    queryFn: ({ signal }) => getFreeSlots(from, to, signal),
    // Slots come and go as others book: a form opened again asks afresh.
    staleTime: 30_000,
  });
};

export const useFreeSlots = () => useQuery(freeSlotsQueryOptions());
