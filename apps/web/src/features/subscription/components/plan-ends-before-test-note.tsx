import { useQuery } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import type { CurrentSubscription } from '@academy/shared/payments';
import { formatDayWithYear } from '@academy/shared/academy-day';
import { goalQueryOptions } from '../../goals/api/goal-api';
import { formatLongDate } from '../../../lib/format-date';
import { endingAccess, planEndsBeforeTest } from '../lib/plan-ends-before-test';

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/**
 * A student whose paid access stops before their booked SAT learns it here, with the way to
 * keep practicing until test day, rather than from a locked page in the last week.
 */
export function PlanEndsBeforeTestNote({ subscription }: { subscription: CurrentSubscription }) {
  const ends = endingAccess(subscription) !== null;
  // Only a plan that stops needs the goal's date; a renewing one asks nothing more.
  const goal = useQuery({ ...goalQueryOptions(), enabled: ends });
  const warning =
    ends && goal.data
      ? planEndsBeforeTest(subscription, goal.data.goal?.testDate ?? null, new Date())
      : null;
  if (!warning) return null;
  return (
    <p
      role="note"
      // A warning read whole: the mascot keeps clear of its box, not only of its words.
      data-mascot-avoid
      className="mt-3 flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        Your access ends on {formatLongDate(warning.accessEnds)}, {days(warning.daysShort)} before
        your SAT on {formatDayWithYear(warning.testDate)}.{' '}
        {warning.remedy === 'resume'
          ? 'Resume your subscription to keep practicing until test day.'
          : 'Choose a plan below to keep practicing until test day.'}
      </span>
    </p>
  );
}
