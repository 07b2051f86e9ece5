import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnsweredQuestionDetail } from '@academy/shared/progress';
import { apiClient } from '../../../lib/api-client';
import { answeredQuestionsKey } from './get-answered-questions';
import { REVIEW_QUERY_DEFAULTS } from './review-query-defaults';

/**
 * GET /api/progress/answered-questions/:id: an opened card's details, every math field rendered
 * (the list sends only the cards' previews, decision 043).
 */
export const getAnsweredQuestion = (questionId: string, signal?: AbortSignal) =>
  apiClient.get<AnsweredQuestionDetail>(
    `/progress/answered-questions/${encodeURIComponent(questionId)}`,
    { signal, fallbackMessage: 'Failed to fetch question details' },
  );

// Under the review's key: a recorded answer refreshes the details with the pages. Kept for the
// review's 5 minutes, so a card opened again shows its details at once.
export const answeredQuestionQueryOptions = (questionId: string) =>
  queryOptions({
    queryKey: [...answeredQuestionsKey, 'detail', questionId],
    queryFn: ({ signal }) => getAnsweredQuestion(questionId, signal),
    ...REVIEW_QUERY_DEFAULTS,
  });

export const useAnsweredQuestion = (questionId: string) =>
  useQuery(answeredQuestionQueryOptions(questionId));
