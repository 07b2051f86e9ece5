import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SatDates } from '@academy/shared/sat-dates';
import type { SatDatesInput } from '@academy/shared/sat-dates-schema';
import { apiClient } from '../../../lib/api-client';

/** GET /api/sat-dates: the SAT dates the academy lists, from today on (decision 055). */
export const satDatesQueryOptions = () =>
  queryOptions({
    queryKey: ['sat-dates'],
    // The tutor changes them a few times a year.
    staleTime: 10 * 60_000,
    queryFn: ({ signal }) =>
      apiClient.get<SatDates>('/sat-dates', {
        signal,
        fallbackMessage: 'Failed to load the SAT dates',
      }),
  });

/** PUT /api/tutor/sat-dates: replaces the dates ahead; the cache takes the server's answer. */
export function useSaveSatDates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SatDatesInput) =>
      apiClient.put<SatDates>('/tutor/sat-dates', input, {
        fallbackMessage: 'Failed to save the SAT dates',
      }),
    onSuccess: (saved) => queryClient.setQueryData(satDatesQueryOptions().queryKey, saved),
  });
}
