import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { IDEMPOTENCY_KEY_HEADER } from '@academy/shared/request-keys';
import type { RecordAnswerInput, RecordAnswerResult } from '@academy/shared/questions';
import { apiClient, STALLED_CALL_MS } from '../../../lib/api-client';
import { shouldRetry } from '../../../lib/query-client';
import { progressOverviewQueryOptions } from '../../home/api/get-progress-overview';
import { answeredQuestionsKey } from '../../review/api/get-answered-questions';
import { conceptScoresKey } from './get-concept-scores';
import { submodulesQueryOptions } from './get-submodules';

/** An answer to record, with the key its request is sent with, and sent again with if retried. */
export type KeyedAnswer = RecordAnswerInput & { requestKey?: string };

/**
 * A new answer's Idempotency-Key. Browsers give one only on a secure page (https, localhost):
 * elsewhere the answer goes without, as it did before keys.
 */
export const newRequestKey = (): string | undefined => globalThis.crypto?.randomUUID?.();

/** POST /api/progress/record-answer. The server recomputes correctness and the time spent. */
export const recordAnswer = ({ requestKey, ...input }: KeyedAnswer) =>
  apiClient.post<RecordAnswerResult>('/progress/record-answer', input, {
    fallbackMessage: 'Failed to record answer',
    // Only a call with a key is given up when it stalls: sent again, it is not stored twice.
    ...(requestKey
      ? { headers: { [IDEMPOTENCY_KEY_HEADER]: requestKey }, timeoutMs: STALLED_CALL_MS }
      : {}),
  });

/**
 * SPEC §4: after recording, concept scores and submodule averages are refreshed; so are the
 * review (fresh for 5 minutes otherwise, it would not list the answer just given) and the home's
 * totals. A timed test's module that ends changes them too: its answers join practice.
 */
export const refreshPractice = (queryClient: QueryClient) =>
  Promise.all(
    [
      conceptScoresKey,
      submodulesQueryOptions().queryKey,
      answeredQuestionsKey,
      progressOverviewQueryOptions().queryKey,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );

export function useRecordAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordAnswer,
    // A network or server failure is tried again, as queries are (SPEC §9; TanStack's default
    // delays are that backoff), before the answer is given up as not recorded. Should a lost
    // reply hide an answer that was stored, the retry carries the same key and gets that
    // answer's reply: it is not stored a second time.
    retry: shouldRetry,
    onSuccess: () => refreshPractice(queryClient),
    onError: () => {
      toast.error('Failed to record answer');
    },
  });
}
