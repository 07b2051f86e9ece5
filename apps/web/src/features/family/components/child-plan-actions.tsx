import { useRef } from 'react';
import toast from 'react-hot-toast';
import type { FamilyChild } from '@academy/shared/family';
import { subscriptionMessages } from '@academy/shared/payments';
import { planChangeMessages } from '@academy/shared/plan-changes';
import { isRecurringTier } from '@academy/shared/tiers';
import { LabelWithContext } from '../../../components/ui/label-with-context';
import { Button } from '../../../components/ui/button';
import { useFocusAfterBusy, useFocusWhenLost } from '../../../lib/use-focus-when-lost';
import { formatLongDate } from '../../../lib/format-date';
import { CancelSubscriptionDialog } from '../../subscription/components/cancel-subscription-dialog';
import { ChangePlanDialog } from '../../subscription/components/change-plan-dialog';
import { useUpdateCard } from '../../subscription/hooks/use-update-card';
import { useCancelChildPlan, useResumeChildPlan } from '../api/child-plan-actions';

/**
 * What the parent who pays for a child's subscription does with it (decision 057): the plan
 * page's change, cancel and resume, and the card when a renewal failed.
 */
export function ChildPlanActions({ child }: { child: FamilyChild }) {
  const { plan } = child;
  const cancel = useCancelChildPlan(child.id);
  const resume = useResumeChildPlan(child.id);
  const card = useUpdateCard();
  // Disabled while it runs, Resume drops the focus: it takes it back when done, and once the
  // plan renews again it gives way to Change plan, which takes it then.
  const actions = useRef<HTMLDivElement>(null);
  const firstControl = () => actions.current?.querySelector<HTMLButtonElement>('button:enabled');
  useFocusAfterBusy(resume.isPending, firstControl);
  // Only as it renews again: a cancellation gives the focus to the card's end date.
  useFocusWhenLost(plan.cancelAtPeriodEnd, () => (plan.cancelAtPeriodEnd ? null : firstControl()));
  const busy = cancel.isPending || resume.isPending || card.opening;
  const tier = plan.subscriptionTier;
  const running = plan.kind === 'recurring' && isRecurringTier(tier);
  if (!running && !plan.upcomingPlan) return null;

  const told = async (action: () => Promise<string>, failed: string) => {
    try {
      toast.success(await action());
    } catch (error) {
      toast.error((error as Error).message || failed);
    }
  };

  return (
    <div ref={actions} className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      {plan.cancelAtPeriodEnd ? (
        // A pass paid for to follow the plan would be paid twice over by its renewal, and a
        // plan canceled in its grace had its renewal voided: the server refuses either resume
        // (decision 057), so it is not offered.
        plan.upcomingPasses.length || plan.graceEndsAt ? null : (
          <Button
            disabled={busy}
            className="w-full sm:w-auto"
            onClick={() => void told(resume.mutateAsync, planChangeMessages.resumeFailed)}
          >
            {resume.isPending ? (
              'Resuming...'
            ) : (
              <LabelWithContext label="Resume subscription" context={child.firstname} />
            )}
          </Button>
        )
      ) : (
        <>
          {running && plan.status === 'active' ? (
            <ChangePlanDialog
              currentTier={tier}
              scheduledTier={plan.scheduledTier}
              processing={busy}
              child={child}
            />
          ) : null}
          <CancelSubscriptionDialog
            endDate={formatLongDate(
              running ? plan.currentPeriodEnd : (plan.upcomingPlan?.startsAt ?? null),
            )}
            processing={busy}
            upcoming={!running}
            childName={child.firstname}
            onConfirm={() => told(cancel.mutateAsync, subscriptionMessages.cancelFailed)}
          />
        </>
      )}
      {/* Canceled in its grace, the failed renewal was voided: there is nothing left to pay. */}
      {plan.status === 'past_due' && !plan.cancelAtPeriodEnd ? (
        <Button
          variant="secondary"
          disabled={busy}
          className="w-full sm:w-auto"
          onClick={() => void card.open()}
        >
          {card.opening ? (
            'Opening...'
          ) : (
            <LabelWithContext label="Update card" context={child.firstname} />
          )}
        </Button>
      ) : null}
    </div>
  );
}
