import type { BillingHistoryItem } from '@academy/shared/plan-changes';
import type Stripe from 'stripe';
import type { ProviderHistoryItem } from './billing-types.ts';
import { idOf } from './stripe-subscription.ts';

/**
 * An invoice as a line of the billing history; a draft or void invoice was never a payment and
 * is left out. Its refund is the larger of its credit notes issued after payment and what was
 * given back of its payments without one (`refundedOfIntent`, by payment intent): a credit note
 * that refunds is both, so they are not added.
 */
export function historyItem(
  invoice: Stripe.Invoice,
  refundedOfIntent: ReadonlyMap<string, number>,
): ProviderHistoryItem | null {
  if (!invoice.id || invoice.status === 'draft' || invoice.status === 'void') return null;
  const paid = invoice.status === 'paid';
  const amount = paid ? invoice.amount_paid : invoice.amount_due;
  const givenBack = (invoice.payments?.data ?? []).reduce((sum, { payment }) => {
    const intent = idOf(payment.payment_intent);
    return sum + ((intent && refundedOfIntent.get(intent)) || 0);
  }, 0);
  const refunded = Math.max(invoice.post_payment_credit_notes_amount ?? 0, givenBack);
  const status: BillingHistoryItem['status'] = !paid
    ? (invoice.attempt_count ?? 0) > 0 || invoice.status === 'uncollectible'
      ? 'failed'
      : 'open'
    : refunded >= amount && amount > 0
      ? 'refunded'
      : refunded > 0
        ? 'partially_refunded'
        : 'paid';
  const at = invoice.status_transitions?.paid_at ?? invoice.created;
  return {
    id: invoice.id,
    date: new Date(at * 1000).toISOString(),
    description: invoice.lines?.data[0]?.description ?? invoice.description ?? 'Invoice',
    amountCents: amount,
    refundedCents: refunded,
    currency: 'USD',
    status,
    receiptUrl: invoice.hosted_invoice_url ?? null,
    subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
    // A pass's invoice names its account (a subscription's is found by its subscription).
    ...(invoice.metadata?.userId && { planUserId: invoice.metadata.userId }),
  };
}
