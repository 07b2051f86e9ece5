import { AlertTriangle } from 'lucide-react';
import type { CurrentSubscription } from '@academy/shared/payments';
import { planChangeMessages } from '@academy/shared/plan-changes';
import { Button } from '../../../components/ui/button';
import { formatLongDate } from '../../../lib/format-date';
import { useUpdateCard } from '../hooks/use-update-card';

/** A renewal whose payment failed: access runs to the end of the grace unless the card is updated. */
export function PastDueBanner({ subscription }: { subscription: CurrentSubscription }) {
  const card = useUpdateCard();
  // Canceled, its renewal was voided: there is nothing left to pay.
  if (subscription.subscriptionStatus !== 'past_due' || subscription.cancelAtPeriodEnd) return null;
  const until = formatLongDate(subscription.graceEndsAt ?? subscription.currentPeriodEnd);
  const payer = subscription.paidBy?.firstname;
  return (
    <div
      role="alert"
      data-mascot-avoid
      className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3"
    >
      <AlertTriangle className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <p className="min-w-0 flex-1 basis-60 text-sm text-amber-950">
        {payer ? planChangeMessages.pastDuePaidBy(payer) : planChangeMessages.pastDue} {until}.
      </p>
      {/* The card is the payer's (decision 057). */}
      {payer ? null : (
        <Button size="sm" disabled={card.opening} onClick={() => void card.open()}>
          {card.opening ? 'Opening...' : 'Update card'}
        </Button>
      )}
    </div>
  );
}
