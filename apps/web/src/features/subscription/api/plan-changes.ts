import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CancelSubscriptionResponse } from '@academy/shared/payments';
import {
  familyPlanPaths,
  PLAN_CHANGE_PATHS,
  planChangeMessages,
  type BillingHistoryResponse,
  type ChangePlanResponse,
  type PortalResponse,
} from '@academy/shared/plan-changes';
import type { RecurringTier } from '@academy/shared/tiers';
import { apiClient } from '../../../lib/api-client';
import { useRefreshUser } from '../../auth/hooks/use-refresh-user';
import { childrenQueryOptions } from '../../family/api/get-children';
import { profileQueryOptions } from '../../profile/api/get-profile';
import { currentSubscriptionQueryOptions } from './get-current-subscription';

/**
 * POST /payments/change-plan: the preview, or (`confirm`) the change itself. With `childId`,
 * the parent who pays for that child's plan changes it (decision 057).
 */
export const changePlan = async (
  subscriptionTier: RecurringTier,
  confirm: boolean,
  childId?: string,
) =>
  (
    await apiClient.post<ChangePlanResponse>(
      childId ? familyPlanPaths(childId).change : PLAN_CHANGE_PATHS.changePlan,
      { subscriptionTier, confirm },
      { fallbackMessage: planChangeMessages.changeFailed },
    )
  ).data;

export const billingHistoryQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'history'],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<BillingHistoryResponse>(PLAN_CHANGE_PATHS.history, {
          signal,
          fallbackMessage: planChangeMessages.historyFailed,
        })
      ).data,
    retry: false,
  });

export const useBillingHistory = () => useQuery(billingHistoryQueryOptions());

/**
 * Every change of a plan reads the plans (the parent's children's too) and payments again, and
 * the signed-in user, whose plan the top bar's menu and the profile name (as after a checkout).
 */
export function useRefreshPlan() {
  const queryClient = useQueryClient();
  const refreshUser = useRefreshUser();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: currentSubscriptionQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: billingHistoryQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: childrenQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
      refreshUser(),
    ]);
}

export function useChangePlan(childId?: string) {
  const refresh = useRefreshPlan();
  return useMutation({
    mutationFn: (tier: RecurringTier) => changePlan(tier, true, childId),
    onSuccess: refresh,
  });
}

export function useResumeSubscription() {
  const refresh = useRefreshPlan();
  return useMutation({
    mutationFn: async () =>
      (
        await apiClient.post<CancelSubscriptionResponse>(
          PLAN_CHANGE_PATHS.resumeSubscription,
          undefined,
          { fallbackMessage: planChangeMessages.resumeFailed },
        )
      ).data,
    onSuccess: refresh,
  });
}

/** POST /payments/portal: where the card is updated (Stripe's Customer Portal, or a stand-in). */
export const openPortal = async () =>
  (
    await apiClient.post<PortalResponse>(PLAN_CHANGE_PATHS.portal, undefined, {
      fallbackMessage: planChangeMessages.portalFailed,
    })
  ).data.url;
