import { queryOptions } from '@tanstack/react-query';
import { ALL_QUESTIONS_ANSWERED, NO_QUESTIONS_FOUND } from '@academy/shared/practice';
import type { RandomQuestionResponse, SpecialQuestion } from '@academy/shared/questions';
import { apiClient } from '../../../lib/api-client';

/** GET /api/questions/submodule/:id/random: one unanswered question, or a special body. */
export const getRandomQuestion = (subModuleId: string, signal?: AbortSignal) =>
  apiClient.get<RandomQuestionResponse>(
    `/questions/submodule/${encodeURIComponent(subModuleId)}/random`,
    { signal, fallbackMessage: 'Failed to fetch question' },
  );

export const randomQuestionQueryOptions = (subModuleId: string) =>
  queryOptions({
    queryKey: ['practice', 'random-question', subModuleId],
    queryFn: ({ signal }) => getRandomQuestion(subModuleId, signal),
    // Each fetch draws a new question: only Next Question may do that, never a window focus,
    // a reconnect or a remount in the middle of an answer.
    staleTime: Infinity,
  });

export const isSpecialQuestion = (response: RandomQuestionResponse): response is SpecialQuestion =>
  !('_id' in response) &&
  (response.body === ALL_QUESTIONS_ANSWERED || response.body === NO_QUESTIONS_FOUND);
