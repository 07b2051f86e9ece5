// What the plan page says about the plan a user has: why plans are blocked, when a pass bought
// now would start, and when a plan that ran out ended.
import {
  isEndedStatus,
  paymentErrors,
  PLAN_START_MIN_LEAD_MS,
  type CurrentSubscription,
} from '@academy/shared/payments';
import { planChangeMessages } from '@academy/shared/plan-changes';
import type { SubscriptionTier } from '@academy/shared/tiers';
import { formatLongDate } from '../../../lib/format-date';
import type { PlanTab } from './plan-tab';

/**
 * Why the plans of each tab cannot be bought right now, the server's own rules said up front
 * instead of after a click: Free access needs no plan; a renewing subscription is changed, or
 * canceled before a pass (which then starts when it ends), and one waiting for a pass to end is
 * canceled before another plan or pass; a
 * subscription bought during a pass starts when the pass ends, if that is two days away or
 * more (decision 045); over a plan scheduled to cancel, it waits until that plan has ended; a
 * renewing plan a parent pays for is theirs to change.
 */
export function blockedReasons(
  tier: SubscriptionTier,
  subscription: CurrentSubscription | undefined,
  now = Date.now(),
): Record<PlanTab, string | null> {
  if (tier === 'Free') {
    return { oneTime: paymentErrors.freeAccess, subscription: paymentErrors.freeAccess };
  }
  const renews =
    (subscription?.kind === 'recurring' && !subscription.cancelAtPeriodEnd) ||
    !!subscription?.upcomingPlan;
  // A parent pays for the plan that renews: they change it, not the student (decision 057).
  // Once it is set to end, or over their pass, the student may buy what follows it, as the
  // plan's mails tell them to, under the rules below (the server's).
  if (subscription?.paidBy && renews) {
    return {
      oneTime: planChangeMessages.paidByParent,
      subscription: planChangeMessages.paidByParent,
    };
  }
  // One waiting for the pass to end cannot be changed yet (no Change plan): it is canceled.
  if (subscription?.upcomingPlan && subscription.kind !== 'recurring') {
    return {
      oneTime: paymentErrors.upcomingPlanBlocksPass,
      subscription: paymentErrors.upcomingPlanBlocksPlan,
    };
  }
  if (renews) {
    return {
      oneTime: paymentErrors.recurringActive,
      // Its renewal failed: no Change plan until the card is updated (decision 037, rule 4).
      subscription:
        subscription.subscriptionStatus === 'past_due'
          ? planChangeMessages.updateCardFirst
          : paymentErrors.alreadySubscribed,
    };
  }
  if (subscription?.kind === 'oneTime') {
    const start = planStart(subscription);
    return {
      oneTime: null,
      subscription:
        start && start.getTime() - now >= PLAN_START_MIN_LEAD_MS
          ? null
          : paymentErrors.passEndsSoon,
    };
  }
  return {
    oneTime: null,
    subscription: accessRuns(subscription) ? paymentErrors.accessRunning : null,
  };
}

/** When paid access ends, the passes waiting included: where a new plan would start. */
function planStart(subscription: CurrentSubscription): Date | null {
  const end = subscription.upcomingPasses.at(-1)?.endsAt ?? subscription.currentPeriodEnd;
  return end ? new Date(end) : null;
}

/** A subscription bought during a pass starts when the pass ends, and is charged from then. */
export function planStartNote(subscription: CurrentSubscription | undefined): string | null {
  if (subscription?.kind !== 'oneTime' || subscription.upcomingPlan) return null;
  const start = formatLongDate(planStart(subscription)?.toISOString() ?? null);
  return start
    ? `A subscription bought now starts on ${start}, when your pass ends. Nothing is charged before then.`
    : null;
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
  return end ? `A pass bought now starts on ${end}, when your current access ends.` : null;
}

/** When the paid plan of a user who is a Guest again ended, if they had one. */
export function planEndedOn(subscription: CurrentSubscription | undefined): string | null {
  return isEndedStatus(subscription?.subscriptionStatus)
    ? formatLongDate(subscription?.currentPeriodEnd)
    : null;
}
