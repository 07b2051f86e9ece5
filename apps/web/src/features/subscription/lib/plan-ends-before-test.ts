import type { CurrentSubscription } from '@academy/shared/payments';
import { academyDay, daysBetween } from '@academy/shared/academy-day';
import { isRecurringTier } from '@academy/shared/tiers';

export interface PlanEndsBeforeTest {
  /** The last paid day's end, ISO. */
  accessEnds: string;
  /** The student's SAT day, YYYY-MM-DD. */
  testDate: string;
  /** Days from the access's last day, as the reader's calendar shows it, to the test. */
  daysShort: number;
  /** How the access could go on: a recurring plan resumes, a pass is followed by another plan. */
  remedy: 'resume' | 'buy';
}

/**
 * When the paid access stops for good: a pass (and any paid to follow it) with no subscription
 * to take over, or a subscription set to end. A renewing plan, or one whose renewal failed (the
 * past-due banner speaks for it), has no such end.
 */
export function endingAccess(
  subscription: CurrentSubscription,
): Pick<PlanEndsBeforeTest, 'accessEnds' | 'remedy'> | null {
  const recurring = isRecurringTier(subscription.subscriptionTier);
  if (recurring) {
    if (!subscription.cancelAtPeriodEnd || subscription.subscriptionStatus === 'past_due') {
      return null;
    }
  } else if (subscription.upcomingPlan) {
    return null;
  }
  const accessEnds = subscription.upcomingPasses.at(-1)?.endsAt ?? subscription.currentPeriodEnd;
  if (!accessEnds) return null;
  return { accessEnds, remedy: recurring && !subscription.paidByOther ? 'resume' : 'buy' };
}

/**
 * Whether that end comes before the student's booked SAT, and by how many days. The note names
 * the end on the reader's calendar (`timeZone`, the browser's when absent), so the days are
 * counted from that day: a Dallas day would say "1 day before" of a pass the note says ends on
 * test day, to a reader east of Dallas late in the evening Dallas time.
 */
export function planEndsBeforeTest(
  subscription: CurrentSubscription,
  testDate: string | null,
  now: Date,
  timeZone?: string,
): PlanEndsBeforeTest | null {
  if (!testDate || testDate < academyDay(now)) return null;
  const ending = endingAccess(subscription);
  if (!ending) return null;
  const lastDay = new Intl.DateTimeFormat('en-CA', { timeZone }).format(
    new Date(ending.accessEnds),
  );
  const daysShort = daysBetween(lastDay, testDate);
  return daysShort > 0 ? { ...ending, testDate, daysShort } : null;
}
