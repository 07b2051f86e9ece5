import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { GoalStatus, StudyGoal } from '@academy/shared/goals';
import type { GoalInput } from '@academy/shared/goal-schema';
import { apiClient } from '../../../lib/api-client';

/** GET /api/goal: the signed-in student's goal and the estimates it is read against. */
export const goalQueryOptions = () =>
  queryOptions({
    queryKey: ['goal'],
    // Practice moves the estimates: read afresh on each visit.
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiClient.get<GoalStatus>('/goal', { signal, fallbackMessage: 'Failed to load your goal' }),
  });

function useGoalChange<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goalQueryOptions().queryKey }),
  });
}

export const useSaveGoal = () =>
  useGoalChange((input: GoalInput) =>
    apiClient.put<StudyGoal>('/goal', input, { fallbackMessage: 'Failed to save your goal' }),
  );

export const useRemoveGoal = () =>
  useGoalChange(() =>
    apiClient.delete<void>('/goal', undefined, { fallbackMessage: 'Failed to remove your goal' }),
  );
