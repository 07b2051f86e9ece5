import { useMutation } from '@tanstack/react-query';
import { familyPlanPaths, planChangeMessages } from '@academy/shared/plan-changes';
import { subscriptionMessages } from '@academy/shared/payments';
import { apiClient } from '../../../lib/api-client';
import { useRefreshPlan } from '../../subscription/api/plan-changes';

type Told = { data: { message: string } };

/** POST /family/children/:id/plan/cancel: the paying parent stops the renewal (decision 057). */
export function useCancelChildPlan(childId: string) {
  const refresh = useRefreshPlan();
  return useMutation({
    mutationFn: async () =>
      (
        await apiClient.post<Told>(familyPlanPaths(childId).cancel, undefined, {
          fallbackMessage: subscriptionMessages.cancelFailed,
        })
      ).data.message,
    onSuccess: refresh,
  });
}

/** POST /family/children/:id/plan/resume: the renewal goes on as before. */
export function useResumeChildPlan(childId: string) {
  const refresh = useRefreshPlan();
  return useMutation({
    mutationFn: async () =>
      (
        await apiClient.post<Told>(familyPlanPaths(childId).resume, undefined, {
          fallbackMessage: planChangeMessages.resumeFailed,
        })
      ).data.message,
    onSuccess: refresh,
  });
}
