import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { CheckAnswerResult } from '@academy/shared/questions';
import { apiClient } from '../../../lib/api-client';

export interface CheckAnswerInput {
  questionId: string;
  answer: string;
}

/** POST /api/questions/:id/check: the server decides whether the answer is right. */
export const checkAnswer = ({ questionId, answer }: CheckAnswerInput) =>
  apiClient.post<CheckAnswerResult>(
    `/questions/${encodeURIComponent(questionId)}/check`,
    { answer },
    { fallbackMessage: 'Failed to check answer' },
  );

export const useCheckAnswer = () =>
  useMutation({
    mutationFn: checkAnswer,
    onError: () => {
      toast.error('Failed to check answer');
    },
  });
