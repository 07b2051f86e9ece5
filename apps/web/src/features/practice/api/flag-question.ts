import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  FlagQuestionInput,
  QuestionFlag,
  QuestionFlagState,
} from '@academy/shared/practice-controls';
import type { QuestionFlagInfo } from '@academy/shared/progress';
import { apiClient } from '../../../lib/api-client';
import { answeredQuestionsKey } from '../../review/api/get-answered-questions';

const flagUrl = (questionId: string) => `/questions/${encodeURIComponent(questionId)}/flag`;

/** GET /api/questions/:id/flag: whether the student flagged the question already, and the note. */
export const getFlagState = (questionId: string, signal?: AbortSignal) =>
  apiClient.get<QuestionFlagState>(flagUrl(questionId), {
    signal,
    fallbackMessage: 'Failed to load the flag',
  });

export const flagStateQueryOptions = (questionId: string) =>
  queryOptions({
    queryKey: ['practice', 'flag', questionId],
    queryFn: ({ signal }) => getFlagState(questionId, signal),
    // Only this student changes it, through the mutations below, which write it here.
    staleTime: Infinity,
  });

/** POST /api/questions/:id/flag: flags it for the tutor, or changes the open flag's note. */
export const flagQuestion = ({
  questionId,
  ...input
}: FlagQuestionInput & { questionId: string }) =>
  apiClient.post<QuestionFlag>(flagUrl(questionId), input, {
    fallbackMessage: 'Failed to flag the question',
  });

/** DELETE /api/questions/:id/flag: the student no longer needs to ask. */
export const unflagQuestion = (questionId: string) =>
  apiClient.delete<{ flagged: false }>(flagUrl(questionId), undefined, {
    fallbackMessage: 'Failed to remove the flag',
  });

/** The flag as the question shows it from now on, here and in the review's lists. */
function useFlagWritten() {
  const queryClient = useQueryClient();
  return (questionId: string, flag: QuestionFlagInfo | null) => {
    queryClient.setQueryData(flagStateQueryOptions(questionId).queryKey, { questionId, flag });
    void queryClient.invalidateQueries({ queryKey: answeredQuestionsKey });
  };
}

export function useFlagQuestion() {
  const written = useFlagWritten();
  return useMutation({
    mutationFn: flagQuestion,
    onSuccess: ({ questionId, note }) =>
      written(questionId, { note, createdAt: new Date().toISOString() }),
  });
}

export function useUnflagQuestion() {
  const written = useFlagWritten();
  return useMutation({
    mutationFn: unflagQuestion,
    onSuccess: (_result, questionId) => written(questionId, null),
  });
}
