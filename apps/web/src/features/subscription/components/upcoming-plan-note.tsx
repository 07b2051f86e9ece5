import type { UpcomingPlan } from '@academy/shared/payments';
import { tierLabel } from '@academy/shared/tiers';
import { formatLongDate } from '../../../lib/format-date';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';

interface UpcomingPlanNoteProps {
  plan: UpcomingPlan;
  processing: boolean;
  /** Absent when someone else pays for it and so cancels it (decision 057). */
  onCancel?: () => Promise<void>;
}

/** A subscription bought during the pass: when it starts, and a way to call it off before. */
export function UpcomingPlanNote({ plan, processing, onCancel }: UpcomingPlanNoteProps) {
  const start = formatLongDate(plan.startsAt);
  return (
    <div className="mt-3 rounded-xl bg-white/70 p-3 text-sm text-slate-700 ring-1 ring-slate-200">
      <p>
        <span className="font-medium text-slate-900">Next: {tierLabel(plan.tier)}.</span> It starts
        on {start}, when your pass ends, and renews automatically from then. Nothing is charged
        before {start}.
      </p>
      {onCancel ? (
        <div className="mt-3">
          <CancelSubscriptionDialog
            endDate={start}
            processing={processing}
            onConfirm={onCancel}
            upcoming
          />
        </div>
      ) : null}
    </div>
  );
}
