// What the plan page says about the plan a user has: why plans are blocked, when a pass bought
// now would start, and when a plan that ran out ended.
import { isEndedStatus, paymentErrors, type CurrentSubscription } from '@academy/shared/payments';
import type { SubscriptionTier } from '@academy/shared/tiers';
import { formatLongDate } from '../../../lib/format-date';
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
  return {
    oneTime: null,
    subscription: accessRuns(subscription) ? paymentErrors.accessRunning : null,
  };
}

/** Paid access that still runs and will not renew: a pass, or a plan scheduled to cancel. */
const accessRuns = (subscription: CurrentSubscription | undefined) =>
  subscription?.kind === 'oneTime' ||
  (subscription?.kind === 'recurring' && subscription.cancelAtPeriodEnd);

/** A pass bought while access runs starts when all of it, passes waiting included, has ended. */
export function passStartNote(subscription: CurrentSubscription | undefined): string | null {
  if (!subscription || !accessRuns(subscription)) return null;
  const end = formatLongDate(
    subscription.upcomingPasses.at(-1)?.endsAt ?? subscription.currentPeriodEnd,
  );
  return end ? `A pass bought now starts on ${end}, when the access you have paid for ends.` : null;
}

/** When the paid plan of a user who is a Guest again ended, if they had one. */
export function planEndedOn(subscription: CurrentSubscription | undefined): string | null {
  return isEndedStatus(subscription?.subscriptionStatus)
    ? formatLongDate(subscription?.currentPeriodEnd)
    : null;
}
