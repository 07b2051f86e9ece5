import { useState } from 'react';
import { LabelWithContext } from '../../../components/ui/label-with-context';
import { Button } from '../../../components/ui/button';
import { useOneAtATime } from '../../../lib/use-one-at-a-time';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog';

interface CancelSubscriptionDialogProps {
  /** The period end as a readable date, when known. */
  endDate: string | null;
  processing: boolean;
  onConfirm: () => Promise<void>;
  /** A plan bought during a pass that has not started: `endDate` is when it would start. */
  upcoming?: boolean;
  /** The child whose plan this parent pays for (decision 057): the words speak of them. */
  childName?: string;
}

function consequences(endDate: string | null, upcoming: boolean, childName?: string) {
  if (upcoming) {
    return `The subscription will not start on ${endDate} and nothing will be charged. ${childName ? `${childName}'s` : 'Your'} pass keeps running until then.`;
  }
  const until = endDate ?? 'the end of the billing period';
  return childName
    ? `${childName} keeps full access until ${until}. The plan will not renew afterwards and you will not be charged again.`
    : `You keep full access until ${until}. Your plan will not renew afterwards and you will not be charged again.`;
}

/** 'Cancel Subscription' asks once more before the plan stops renewing. */
export function CancelSubscriptionDialog({
  endDate,
  processing,
  onConfirm,
  upcoming = false,
  childName,
}: CancelSubscriptionDialogProps) {
  const [open, setOpen] = useState(false);
  // The second click of a double click lands before the button shows it is busy.
  const once = useOneAtATime();

  const confirm = () =>
    once(async () => {
      await onConfirm();
      setOpen(false);
    });

  return (
    <Dialog open={open} onOpenChange={(next) => (processing ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <Button variant="secondary" disabled={processing} className="w-full sm:w-auto">
          {/* A parent's page has one per child: a screen reader hears whose. */}
          {childName ? (
            <LabelWithContext label="Cancel Subscription" context={childName} />
          ) : (
            'Cancel Subscription'
          )}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={childName ? `Cancel ${childName}'s subscription?` : 'Cancel your subscription?'}
        description={consequences(endDate, upcoming, childName)}
      >
        <div className="flex flex-col gap-3 pt-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" disabled={processing}>
              Keep Subscription
            </Button>
          </DialogClose>
          <Button variant="danger" disabled={processing} onClick={() => void confirm()}>
            {processing ? 'Canceling...' : 'Cancel Subscription'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
