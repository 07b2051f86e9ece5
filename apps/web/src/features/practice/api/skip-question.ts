import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiClient } from '../../../lib/api-client';

/** POST /api/questions/:id/skip: "Skip for now" sends it to the back of the queue, no miss. */
export const skipQuestion = (questionId: string) =>
  apiClient.post<{ skipped: true }>(
    `/questions/${encodeURIComponent(questionId)}/skip`,
    {},
    { fallbackMessage: 'Failed to skip the question' },
  );

export const useSkipQuestion = () =>
  useMutation({
    mutationFn: skipQuestion,
    onError: () => {
      toast.error('Failed to skip the question');
    },
  });
