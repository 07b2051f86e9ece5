import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GoalInput } from '@academy/shared/goal-schema';
import type { StudyGoal } from '@academy/shared/goals';
import { apiClient } from '../../../lib/api-client';
import { childrenQueryOptions } from './get-children';

/** PUT /family/children/:id/goal: the parent sets or changes the child's SAT goal. */
export function useSetChildGoal(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GoalInput) =>
      apiClient.put<StudyGoal>(`/family/children/${childId}/goal`, input, {
        fallbackMessage: 'Failed to save the goal',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: childrenQueryOptions().queryKey }),
  });
}
