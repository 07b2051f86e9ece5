import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useOneAtATime } from '../../../lib/use-one-at-a-time';
import { planChangeMessages, type PlanChangeDirection } from '@academy/shared/plan-changes';
import { formatUsd, planById } from '@academy/shared/plans';
import { RECURRING_TIERS, type RecurringTier } from '@academy/shared/tiers';
import { LabelWithContext } from '../../../components/ui/label-with-context';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { formatLongDate } from '../../../lib/format-date';
import { changePlan, useChangePlan } from '../api/plan-changes';

interface ChangePlanDialogProps {
  currentTier: RecurringTier;
  /** A shorter plan waiting for the period's end: choosing the current one calls it off. */
  scheduledTier?: RecurringTier | null;
  /** Another action on the plan is running: this one waits. */
  processing: boolean;
  /** The child whose plan this parent pays for and changes (decision 057). */
  child?: { id: string; firstname: string };
}

const DIRECTION_NOTES: Record<PlanChangeDirection, string> = {
  upgrade: 'The unused part of the current period is credited, and the new plan starts today.',
  downgrade: 'The current plan runs until its period ends; the new one starts then.',
  keep: 'The change planned for the end of the period is called off: your plan renews as it is.',
};

/** The preview of a change, as the provider prices it, fetched for the plan picked. */
function ChangePreview({ tier, childId }: { tier: RecurringTier; childId?: string }) {
  const preview = useQuery({
    queryKey: ['payments', 'change-plan-preview', tier, childId ?? 'own'],
    queryFn: () => changePlan(tier, false, childId),
    retry: false,
    staleTime: 0,
  });
  if (preview.isPending) return <Spinner label="Working out the price" />;
  if (preview.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {preview.error.message}
      </p>
    );
  }
  const { amountDueTodayCents, nextAmountCents, nextPaymentOn, direction } = preview.data.preview;
  return (
    <div role="status" className="space-y-1 rounded-xl bg-slate-50 px-4 py-3 text-slate-800">
      <p className="font-semibold">{planChangeMessages.payToday(formatUsd(amountDueTodayCents))}</p>
      <p>
        {planChangeMessages.fromDate(
          formatLongDate(nextPaymentOn) ?? '',
          formatUsd(nextAmountCents),
        )}
      </p>
      <p className="text-sm text-slate-600">{DIRECTION_NOTES[direction]}</p>
    </div>
  );
}

/** "Change plan": pick another recurring plan, see what it costs, then confirm. */
export function ChangePlanDialog({
  currentTier,
  scheduledTier = null,
  processing,
  child,
}: ChangePlanDialogProps) {
  const [open, setOpen] = useState(false);
  const [tier, setTier] = useState<RecurringTier | null>(null);
  const change = useChangePlan(child?.id);
  const busy = processing || change.isPending;
  // The server charges once whatever the clicks; the second of a double click is not sent.
  const once = useOneAtATime();

  const confirm = () =>
    once(async () => {
      if (!tier) return;
      try {
        const result = await change.mutateAsync(tier);
        toast.success(result.message ?? planChangeMessages.upgraded);
        setOpen(false);
        setTier(null);
      } catch (error) {
        toast.error((error as Error).message || planChangeMessages.changeFailed);
      }
    });

  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <Button variant="secondary" disabled={busy} className="w-full sm:w-auto">
          {/* A parent's page has one per child: a screen reader hears whose. */}
          {child ? (
            <LabelWithContext label="Change plan" context={child.firstname} />
          ) : (
            'Change plan'
          )}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={child ? `Change ${child.firstname}'s plan` : 'Change your plan'}
        description="A longer plan starts today; a shorter one starts when the current period ends."
      >
        {scheduledTier ? (
          <p className="mb-4 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
            {planById(scheduledTier).name} is set to start when the current period ends. Choose{' '}
            {planById(currentTier).name} to stay on it.
          </p>
        ) : null}
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium text-slate-800">New plan</legend>
          {/* The plan waiting is no choice; the current one is, while another waits. */}
          {RECURRING_TIERS.filter((t) =>
            scheduledTier ? t !== scheduledTier : t !== currentTier,
          ).map((option) => {
            const plan = planById(option);
            return (
              <label
                key={option}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 has-checked:border-primary-500 has-checked:bg-primary-50"
              >
                <input
                  type="radio"
                  name="new-plan"
                  value={option}
                  checked={tier === option}
                  onChange={() => setTier(option)}
                  className="size-4 accent-primary-600"
                />
                <span className="flex-1 font-medium text-slate-900">
                  {option === currentTier ? `Stay on ${plan.name}` : plan.name}
                </span>
                <span className="text-sm text-slate-600">
                  {formatUsd(plan.priceCents)} / {plan.duration}
                </span>
              </label>
            );
          })}
        </fieldset>
        <div className="min-h-16 pt-3">
          {tier ? <ChangePreview tier={tier} childId={child?.id} /> : null}
        </div>
        <div className="flex flex-col gap-3 pt-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" disabled={busy}>
              {scheduledTier ? 'Leave as planned' : 'Keep current plan'}
            </Button>
          </DialogClose>
          <Button disabled={busy || !tier} onClick={() => void confirm()}>
            {change.isPending ? 'Changing...' : 'Confirm change'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
