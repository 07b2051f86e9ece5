import { useRef } from 'react';
import toast from 'react-hot-toast';
import type { CurrentSubscription } from '@academy/shared/payments';
import { planChangeMessages } from '@academy/shared/plan-changes';
import { isRecurringTier } from '@academy/shared/tiers';
import { Button } from '../../../components/ui/button';
import { useFocusAfterBusy, useFocusWhenLost } from '../../../lib/use-focus-when-lost';
import { useResumeSubscription } from '../api/plan-changes';
import { useUpdateCard } from '../hooks/use-update-card';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { ChangePlanDialog } from './change-plan-dialog';

interface PlanManageActionsProps {
  subscription: CurrentSubscription;
  endDate: string | null;
  processing: boolean;
  onCancel: () => Promise<void>;
}

/** What a subscriber can do with a recurring plan: change it, update the card, cancel or resume. */
export function PlanManageActions({
  subscription,
  endDate,
  processing,
  onCancel,
}: PlanManageActionsProps) {
  const resume = useResumeSubscription();
  const card = useUpdateCard();
  // Disabled while it runs, Resume drops the focus: it takes it back when done, and once the
  // plan renews again it gives way to Change plan, which takes it then.
  const actions = useRef<HTMLDivElement>(null);
  const firstControl = () => actions.current?.querySelector<HTMLButtonElement>('button:enabled');
  useFocusAfterBusy(resume.isPending, firstControl);
  // Only as it renews again: a cancellation gives the focus to the card's end date.
  useFocusWhenLost(subscription.cancelAtPeriodEnd, () =>
    subscription.cancelAtPeriodEnd ? null : firstControl(),
  );
  const tier = subscription.subscriptionTier;
  if (!isRecurringTier(tier)) return null;
  const busy = processing || resume.isPending || card.opening;

  const onResume = async () => {
    try {
      await resume.mutateAsync();
      toast.success(planChangeMessages.resumed);
    } catch (error) {
      toast.error((error as Error).message || planChangeMessages.resumeFailed);
    }
  };

  return (
    <div ref={actions} className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      {subscription.cancelAtPeriodEnd ? (
        // A pass paid for to follow the plan would be paid twice over by its renewal, and a
        // plan canceled in its grace had its renewal voided: the server refuses either resume
        // (decision 057), so it is not offered.
        subscription.upcomingPasses.length || subscription.graceEndsAt ? null : (
          <Button disabled={busy} onClick={() => void onResume()} className="w-full sm:w-auto">
            {resume.isPending ? 'Resuming...' : 'Resume subscription'}
          </Button>
        )
      ) : subscription.subscriptionStatus === 'past_due' ? null : (
        // A renewal that failed is paid first (Update card): the plan cannot change meanwhile.
        <ChangePlanDialog
          currentTier={tier}
          scheduledTier={subscription.scheduledTier}
          processing={busy}
        />
      )}
      <Button
        variant="secondary"
        disabled={busy}
        onClick={() => void card.open()}
        className="w-full sm:w-auto"
      >
        {card.opening ? 'Opening...' : 'Update card'}
      </Button>
      {subscription.cancelAtPeriodEnd ? null : (
        <CancelSubscriptionDialog endDate={endDate} processing={busy} onConfirm={onCancel} />
      )}
    </div>
  );
}
