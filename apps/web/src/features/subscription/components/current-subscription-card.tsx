import { useRef } from 'react';
import { CalendarClock } from 'lucide-react';
import type { CurrentSubscription } from '@academy/shared/payments';
import { subscriptionMessages } from '@academy/shared/payments';
import { planChangeMessages } from '@academy/shared/plan-changes';
import { isRecurringTier, tierLabel } from '@academy/shared/tiers';
import { useFocusWhenLost } from '../../../lib/use-focus-when-lost';
import { formatLongDate } from '../../../lib/format-date';
import { UpcomingPasses } from './upcoming-passes';
import { subscriptionStatusLabel } from '../lib/subscription-status';
import { PlanManageActions } from './plan-manage-actions';
import { PlanEndsBeforeTestNote } from './plan-ends-before-test-note';
import { PlanStatusCard } from './plan-status-card';
import { UpcomingPlanNote } from './upcoming-plan-note';
import { personName } from '../../../lib/person-name';

interface CurrentSubscriptionCardProps {
  subscription: CurrentSubscription;
  processing: boolean;
  onCancel: () => Promise<void>;
}

/** What the plan does next: renews, ends as scheduled, or ends for good (a one-time pass). */
function describe(subscription: CurrentSubscription, date: string | null) {
  if (isRecurringTier(subscription.subscriptionTier)) {
    // The date is then the end of the grace, not a renewal (the banner below says more). Canceled
    // in the grace, the failed renewal was called off (decision 057): the plan simply ends.
    if (subscription.subscriptionStatus === 'past_due' && !subscription.cancelAtPeriodEnd) {
      return date
        ? `Your renewal payment failed. Your access continues until ${date}.`
        : 'Your renewal payment failed. Your access continues for now.';
    }
    if (subscription.cancelAtPeriodEnd) {
      return date
        ? `Your subscription will end on ${date}. You keep full access until then.`
        : 'Your subscription will end at the end of the billing period.';
    }
    return date
      ? `Your subscription renews automatically on ${date}.`
      : 'Your subscription renews automatically at the end of each billing period.';
  }
  return date
    ? `Your plan ends on ${date} and ${subscriptionMessages.notRenewed}.`
    : `Your plan is a one-time payment and ${subscriptionMessages.notRenewed}.`;
}

/** SPEC §4: the current-subscription card, for every tier except Guest and Free. */
export function CurrentSubscriptionCard({
  subscription,
  processing,
  onCancel,
}: CurrentSubscriptionCardProps) {
  const recurring = isRecurringTier(subscription.subscriptionTier);
  const upcoming = subscription.upcomingPasses;
  // A pass in use ends where the first one waiting starts; the access end is the last one's.
  const date = formatLongDate(
    (!recurring && upcoming[0]?.startsAt) || subscription.currentPeriodEnd,
  );
  const scheduledToCancel = recurring && subscription.cancelAtPeriodEnd;
  // Cancelling removes its own button, and the focus would fall to the page: it goes to the
  // words saying when the plan now ends.
  const description = useRef<HTMLParagraphElement>(null);
  useFocusWhenLost(scheduledToCancel, () => (scheduledToCancel ? description.current : null));

  return (
    <PlanStatusCard
      title="Your current plan"
      icon={CalendarClock}
      tone="bg-primary-50 text-primary-700"
    >
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <p className="text-xl font-semibold text-slate-900">
          {tierLabel(subscription.subscriptionTier)}
        </p>
        {scheduledToCancel ? (
          <span className="inline-flex items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-300 ring-inset">
            {subscriptionMessages.scheduledToCancel}
          </span>
        ) : (
          <span className="inline-flex items-center rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset">
            {subscriptionStatusLabel(subscription.subscriptionStatus)}
          </span>
        )}
      </div>
      <p ref={description} tabIndex={-1} className="mt-2 text-slate-600">
        {describe(subscription, date)}
      </p>
      <PlanEndsBeforeTestNote subscription={subscription} />
      <UpcomingPasses passes={upcoming} afterPlan={scheduledToCancel} className="mt-3" />
      {subscription.upcomingPlan ? (
        <UpcomingPlanNote
          plan={subscription.upcomingPlan}
          processing={processing}
          onCancel={subscription.paidBy ? undefined : onCancel}
        />
      ) : null}
      {subscription.scheduledTier ? (
        <p className="mt-1 text-sm text-slate-700">
          From {date} your plan changes to {tierLabel(subscription.scheduledTier)}.
        </p>
      ) : null}
      {/* Below the text, not beside it: the top-right corner is where the mascot sits. */}
      {subscription.paidBy || subscription.paidByOther ? (
        <p className="mt-4 text-sm text-slate-700">
          {subscription.paidBy
            ? planChangeMessages.paidByName(personName(subscription.paidBy))
            : planChangeMessages.paidByFormerPayer}
        </p>
      ) : (
        <PlanManageActions
          subscription={subscription}
          endDate={date}
          processing={processing}
          onCancel={onCancel}
        />
      )}
    </PlanStatusCard>
  );
}
