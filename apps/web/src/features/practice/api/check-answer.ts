import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { CheckAnswerResult } from '@academy/shared/questions';
import { apiClient, isApiError, STALLED_CALL_MS } from '../../../lib/api-client';

export interface CheckAnswerInput {
  questionId: string;
  answer: string;
}

/**
 * POST /api/questions/:id/check: the server decides whether the answer is right. A check that
 * stalls is given up, so Check Answer comes back to be pressed again (the first check of a
 * question is the one that counts, so checking twice changes nothing).
 */
export const checkAnswer = ({ questionId, answer }: CheckAnswerInput) =>
  apiClient.post<CheckAnswerResult>(
    `/questions/${encodeURIComponent(questionId)}/check`,
    { answer },
    { fallbackMessage: 'Failed to check answer', timeoutMs: STALLED_CALL_MS },
  );

export const useCheckAnswer = () =>
  useMutation({
    mutationFn: checkAnswer,
    // A refusal that says why (a question of the timed test under way) is said as it is.
    onError: (error) => {
      toast.error(
        isApiError(error) && error.status === 409 ? error.message : 'Failed to check answer',
      );
    },
  });
