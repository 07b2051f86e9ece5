import { useMutation } from '@tanstack/react-query';
import { familyPlanPaths, planChangeMessages } from '@academy/shared/plan-changes';
import { subscriptionMessages } from '@academy/shared/payments';
import { apiClient } from '../../../lib/api-client';
import { useRefreshPlan } from '../../subscription/api/plan-changes';

type Told = { data: { message: string } };

/** One of the paying parent's calls on a child's plan (decision 057): answers its message. */
function useChildPlanCall(childId: string, action: 'cancel' | 'resume', fallbackMessage: string) {
  const refresh = useRefreshPlan();
  return useMutation({
    mutationFn: async () =>
      (
        await apiClient.post<Told>(familyPlanPaths(childId)[action], undefined, {
          fallbackMessage,
        })
      ).data.message,
    onSuccess: refresh,
  });
}

/** POST /family/children/:id/plan/cancel: the paying parent stops the renewal. */
export const useCancelChildPlan = (childId: string) =>
  useChildPlanCall(childId, 'cancel', subscriptionMessages.cancelFailed);

/** POST /family/children/:id/plan/resume: the renewal goes on as before. */
export const useResumeChildPlan = (childId: string) =>
  useChildPlanCall(childId, 'resume', planChangeMessages.resumeFailed);
