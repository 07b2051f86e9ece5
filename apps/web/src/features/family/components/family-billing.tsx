import { useEffect, useRef } from 'react';
import { FAMILY_BILLING_ANCHOR } from '@academy/shared/family';
import { Button } from '../../../components/ui/button';
import { useBillingHistory } from '../../subscription/api/plan-changes';
import { BillingHistory } from '../../subscription/components/billing-history';
import { useUpdateCard } from '../../subscription/hooks/use-update-card';

/**
 * What the parent's card was charged for their children's plans and tutor sessions, and the
 * refunds of canceled sessions (decision 059), with the card they are charged to (decision 057):
 * the billing is the payer's, as at the provider. `onlyWithPayments`: shown only once there are
 * some (a parent no child shares with any more keeps their receipts).
 */
export function FamilyBilling({ onlyWithPayments = false }: { onlyWithPayments?: boolean }) {
  const history = useBillingHistory();
  const card = useUpdateCard();
  // Opened from a mail's link (/family#billing): the router's scroll to the anchor comes before
  // the children and the payments are in, and the page stayed at its top, the section under
  // every child's dashboard. Once the payments are in, the section brings itself into view.
  const section = useRef<HTMLDivElement>(null);
  const loaded = history.isSuccess;
  useEffect(() => {
    if (loaded && window.location.hash === `#${FAMILY_BILLING_ANCHOR}`) {
      section.current?.scrollIntoView({ block: 'start' });
    }
  }, [loaded]);
  if (onlyWithPayments && !history.data?.items.length) return null;
  return (
    <div ref={section} id={FAMILY_BILLING_ANCHOR} className="scroll-mt-20 space-y-4">
      <BillingHistory />
      {history.data?.items.length ? (
        <Button variant="secondary" disabled={card.opening} onClick={() => void card.open()}>
          {card.opening ? 'Opening...' : 'Update card'}
        </Button>
      ) : null}
    </div>
  );
}
