import { queryOptions } from '@tanstack/react-query';
import type { Question } from '@academy/shared/questions';
import { apiClient } from '../../../lib/api-client';

/**
 * GET /api/review/due?limit=1: the card due longest, served (its time runs from now), so one at
 * a time: fetching more would start their clocks too.
 */
export const getReviewDue = (signal?: AbortSignal) =>
  apiClient.get<Question[]>('/review/due?limit=1', {
    signal,
    fallbackMessage: 'Failed to fetch question',
  });

export const reviewDueQueryOptions = () =>
  queryOptions({
    queryKey: ['review-due', 'due'],
    queryFn: ({ signal }) => getReviewDue(signal),
    // Each fetch serves the card: only Next Question fetches again, as on the practice page.
    staleTime: Infinity,
  });
