import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Availability,
  AvailabilityInput,
  AvailabilitySaved,
} from '@academy/shared/booking-slots';
import { apiClient } from '../../../lib/api-client';
import { FREE_SLOTS_KEY } from '../../scheduling/api/get-free-slots';

/** GET /tutor/availability: the weekly hours and exceptions (tutors and admins). */
export const availabilityQueryOptions = () =>
  queryOptions({
    queryKey: ['tutor', 'availability'],
    queryFn: ({ signal }) =>
      apiClient.get<Availability>('/tutor/availability', {
        signal,
        fallbackMessage: 'Failed to load the availability',
      }),
    retry: false,
  });

export const useAvailability = () => useQuery(availabilityQueryOptions());

/** PUT /tutor/availability: replaces the whole schedule; the cache takes the server's answer. */
export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (availability: AvailabilityInput) =>
      apiClient.put<AvailabilitySaved>('/tutor/availability', availability, {
        fallbackMessage: 'Failed to save the availability',
      }),
    onSuccess: ({ rules, exceptions }) => {
      queryClient.setQueryData(availabilityQueryOptions().queryKey, { rules, exceptions });
      void queryClient.invalidateQueries({ queryKey: FREE_SLOTS_KEY });
    },
  });
}
