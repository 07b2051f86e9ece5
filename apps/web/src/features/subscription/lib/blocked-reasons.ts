import { paymentErrors, type CurrentSubscription } from '@academy/shared/payments';
import type { SubscriptionTier } from '@academy/shared/tiers';
import type { PlanTab } from './plan-tab';

/**
 * Why the plans of each tab cannot be bought right now, the server's own rules said up front
 * instead of after a click: Free access needs no plan; a renewing subscription has to be
 * canceled before another plan (a pass then starts when it ends); and a subscription, which
 * starts at once, waits until paid access that still runs has ended.
 */
export function blockedReasons(
  tier: SubscriptionTier,
  subscription: CurrentSubscription | undefined,
): Record<PlanTab, string | null> {
  if (tier === 'Free') {
    return { oneTime: paymentErrors.freeAccess, subscription: paymentErrors.freeAccess };
  }
  if (subscription?.kind === 'recurring' && !subscription.cancelAtPeriodEnd) {
    return {
      oneTime: paymentErrors.recurringActive,
      subscription: paymentErrors.alreadySubscribed,
    };
  }
  const accessRuns =
    subscription?.kind === 'oneTime' ||
    (subscription?.kind === 'recurring' && subscription.cancelAtPeriodEnd);
  return { oneTime: null, subscription: accessRuns ? paymentErrors.accessRunning : null };
}
