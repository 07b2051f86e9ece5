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

/** What a retry opened by an address the page cannot serve says, before a draw takes its place. */
export const RETRY_UNAVAILABLE = {
  gone: 'That question is no longer in the question bank: here is another one.',
  elsewhere: 'That question belongs to another topic: here is one of this topic.',
};

/**
 * Shows a retried question first: it takes the place of the submodule's current draw, so the
 * page works as ever and Next Question draws at random again. One the server holds back (in the
 * timed test under way, 409), no longer has (404) or of another submodule is said and replaced
 * by a draw; then it answers false, for the page to drop the retry from its address.
 */
export async function startWithQuestion(
  queryClient: QueryClient,
  subModuleId: string,
  questionId: string,
  concept?: string,
  denial?: DenialOptions,
): Promise<boolean> {
  const say = (message: string) => toast.error(message, { id: 'practice-question-held' });
  const question = await getPracticeQuestion(questionId, denial).catch((error: unknown) => {
    if (!isApiError(error) || (error.status !== 409 && error.status !== 404)) throw error;
    say(error.status === 404 ? RETRY_UNAVAILABLE.gone : error.message);
    return undefined;
  });
  if (!question) return false;
  if (question.subModule !== subModuleId) {
    say(RETRY_UNAVAILABLE.elsewhere);
    return false;
  }
  queryClient.setQueryData(randomQuestionQueryOptions(subModuleId, concept).queryKey, question);
  return true;
}
