import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewSummary } from '@academy/shared/review';
import { apiClient } from '../../../lib/api-client';

/** GET /api/review/summary: how many review cards are due now, and when the next one is. */
export const getReviewSummary = (signal?: AbortSignal) =>
  apiClient.get<ReviewSummary>('/review/summary', { signal });

export const reviewSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['review-due', 'summary'],
    // Cards fall due as time passes and answers elsewhere reschedule them: read it afresh on
    // every page that shows it.
    staleTime: 0,
    queryFn: ({ signal }) => getReviewSummary(signal),
  });

export const useReviewSummary = () => useQuery(reviewSummaryQueryOptions());
