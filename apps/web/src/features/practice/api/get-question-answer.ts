import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShowAnswerResult } from '@academy/shared/questions';
import { apiClient } from '../../../lib/api-client';

/** GET /api/questions/:id/answer: the correct answer and explanation, once the user checked. */
export const getQuestionAnswer = (questionId: string, signal?: AbortSignal) =>
  apiClient.get<ShowAnswerResult>(`/questions/${encodeURIComponent(questionId)}/answer`, {
    signal,
    fallbackMessage: 'Failed to show answer',
  });

export const questionAnswerQueryOptions = (questionId: string) =>
  queryOptions({
    queryKey: ['practice', 'answer', questionId],
    queryFn: ({ signal }) => getQuestionAnswer(questionId, signal),
    staleTime: Infinity,
  });

/** Mounted only once the student asks for the answer: the server refuses it before a check. */
export const useQuestionAnswer = (questionId: string) =>
  useQuery(questionAnswerQueryOptions(questionId));
