import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { PracticeRound } from '@academy/shared/practice-controls';
import { apiClient } from '../../../lib/api-client';
import { randomQuestionKey } from './get-random-question';

/** POST /api/questions/submodule/:id/rounds: "Practice again", missed questions first. */
export const startRound = (subModuleId: string) =>
  apiClient.post<PracticeRound>(
    `/questions/submodule/${encodeURIComponent(subModuleId)}/rounds`,
    {},
    { fallbackMessage: 'Failed to start a new round' },
  );

export function useStartRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startRound,
    // Every pick of the submodule (all concepts or one) draws again, now from the new round.
    onSuccess: (_round, subModuleId) =>
      queryClient.invalidateQueries({ queryKey: [...randomQuestionKey, subModuleId] }),
    onError: () => {
      toast.error('Failed to start a new round');
    },
  });
}
