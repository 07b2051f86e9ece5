import { queryOptions } from '@tanstack/react-query';
import type { MySessions } from '@academy/shared/scheduling';
import { apiClient } from '../../../lib/api-client';

/** GET /api/scheduling/mine: the signed-in user's booked sessions not yet ended. */
export const mySessionsQueryOptions = () =>
  queryOptions({
    queryKey: ['scheduling', 'mine'],
    // A session booked in another tab, or moved from the mailed link, shows on the next visit.
    staleTime: 0,
    queryFn: ({ signal }) => apiClient.get<MySessions>('/scheduling/mine', { signal }),
  });
