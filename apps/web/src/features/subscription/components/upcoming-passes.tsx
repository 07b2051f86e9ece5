import type { UpcomingPass } from '@academy/shared/payments';
import { planChangeMessages } from '@academy/shared/plan-changes';
import { tierLabel } from '@academy/shared/tiers';
import { cn } from '../../../lib/cn';
import { formatLongDate } from '../../../lib/format-date';

/**
 * The passes already paid for to follow the plan in use, in order; nothing when there are none.
 * After a subscription set to end (`afterPlan`), it says why that plan is not renewed: no Resume
 * is offered, and a renewal made in Stripe's portal is undone (decision 057).
 */
export function UpcomingPasses({
  passes,
  afterPlan = false,
  className,
}: {
  passes: readonly UpcomingPass[];
  afterPlan?: boolean;
  className?: string;
}) {
  if (!passes.length) return null;
  return (
    <div className={cn('text-sm text-slate-600', className)}>
      <p className="font-medium text-slate-800">Already paid for, next:</p>
      <ul className="mt-1 list-inside list-disc space-y-0.5">
        {passes.map((pass) => (
          <li key={pass.startsAt}>
            {tierLabel(pass.tier)}, from {formatLongDate(pass.startsAt)} to{' '}
            {formatLongDate(pass.endsAt)}
          </li>
        ))}
      </ul>
      {afterPlan ? <p className="mt-2">{planChangeMessages.passQueued}</p> : null}
    </div>
  );
}
