import type { QueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { Question } from '@academy/shared/questions';
import { apiClient, isApiError, type DenialOptions } from '../../../lib/api-client';
import { randomQuestionQueryOptions } from './get-random-question';

/** GET /api/questions/:id/practice: one given question, served as a random pick is (a retry). */
export const getPracticeQuestion = (questionId: string, denial?: DenialOptions) =>
  apiClient.get<Question>(`/questions/${encodeURIComponent(questionId)}/practice`, {
    fallbackMessage: 'Failed to fetch question',
    ...denial,
  });

/**
 * Shows a retried question first: it takes the place of the submodule's current draw, so the
 * page works as ever and Next Question draws at random again. A question of another submodule
 * is left out, and one the server holds back (in the timed test under way, 409) is said and
 * replaced by a draw.
 */
export async function startWithQuestion(
  queryClient: QueryClient,
  subModuleId: string,
  questionId: string,
  concept?: string,
  denial?: DenialOptions,
) {
  const question = await getPracticeQuestion(questionId, denial).catch((error: unknown) => {
    if (!isApiError(error) || error.status !== 409) throw error;
    toast.error(error.message, { id: 'practice-question-held' });
    return undefined;
  });
  if (question?.subModule !== subModuleId) return;
  queryClient.setQueryData(randomQuestionQueryOptions(subModuleId, concept).queryKey, question!);
}
