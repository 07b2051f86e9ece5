import { queryOptions } from '@tanstack/react-query';
import { ALL_QUESTIONS_ANSWERED, NO_QUESTIONS_FOUND } from '@academy/shared/practice';
import type { RandomQuestionResponse, SpecialQuestion } from '@academy/shared/questions';
import { apiClient, type DenialOptions } from '../../../lib/api-client';

/**
 * GET /api/questions/submodule/:id/random: one unanswered question, or a special body. With a
 * concept, the pick stays inside it.
 */
export const getRandomQuestion = (
  subModuleId: string,
  concept?: string,
  signal?: AbortSignal,
  denial?: DenialOptions,
) =>
  apiClient.get<RandomQuestionResponse>(
    `/questions/submodule/${encodeURIComponent(subModuleId)}/random`,
    { query: { concept }, signal, fallbackMessage: 'Failed to fetch question', ...denial },
  );

export const randomQuestionKey = ['practice', 'random-question'] as const;

export const randomQuestionQueryOptions = (
  subModuleId: string,
  concept?: string,
  denial?: DenialOptions,
) =>
  queryOptions({
    queryKey: [...randomQuestionKey, subModuleId, concept ?? null],
    queryFn: ({ signal }) => getRandomQuestion(subModuleId, concept, signal, denial),
    // Each fetch draws a new question: only Next Question may do that, never a window focus,
    // a reconnect or a remount in the middle of an answer.
    staleTime: Infinity,
  });

export const isSpecialQuestion = (response: RandomQuestionResponse): response is SpecialQuestion =>
  !('_id' in response) &&
  (response.body === ALL_QUESTIONS_ANSWERED || response.body === NO_QUESTIONS_FOUND);
