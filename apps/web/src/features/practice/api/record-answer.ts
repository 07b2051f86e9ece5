import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { RecordAnswerInput, RecordAnswerResult } from '@academy/shared/questions';
import { apiClient } from '../../../lib/api-client';
import { shouldRetry } from '../../../lib/query-client';
import { progressOverviewQueryOptions } from '../../home/api/get-progress-overview';
import { answeredQuestionsKey } from '../../review/api/get-answered-questions';
import { conceptScoresKey } from './get-concept-scores';
import { submodulesQueryOptions } from './get-submodules';

/** POST /api/progress/record-answer. The server recomputes correctness and the time spent. */
export const recordAnswer = (input: RecordAnswerInput) =>
  apiClient.post<RecordAnswerResult>('/progress/record-answer', input, {
    fallbackMessage: 'Failed to record answer',
  });

export function useRecordAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordAnswer,
    // A network or server failure is tried again, as queries are (SPEC §9; TanStack's default
    // delays are that backoff), before the answer is given up as not recorded. Should a lost
    // reply hide an answer that was stored, the retry is stored as a repeat attempt: the first
    // attempt, its points and the scores stay as they were.
    retry: shouldRetry,
    // SPEC §4: after recording, concept scores and submodule averages are refreshed; so are the
    // review (fresh for 5 minutes otherwise, it would not list the answer just given) and the
    // home's totals.
    onSuccess: () =>
      Promise.all(
        [
          conceptScoresKey,
          submodulesQueryOptions().queryKey,
          answeredQuestionsKey,
          progressOverviewQueryOptions().queryKey,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
    onError: () => {
      toast.error('Failed to record answer');
    },
  });
}
