import type { Config } from '../../config.ts';
import type { LocalPaymentRow } from './billing-repository.ts';
import { isLive } from './entitlement.ts';
import { recomputeUser, type EventMark } from './fulfilment.ts';
import { planMailing } from './mails/layout.ts';
import type { ProviderBilling } from './provider/billing-types.ts';
import type { PaymentsRepository, SubscriptionRow } from './repository.ts';

export type RefundOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * A plan payment refunded in full ends what it bought, as /refunds says: "A refunded plan or
 * pass ends when it is refunded and the account returns to the Guest tier". A subscription ends
 * only when the payment paid for its current period (an earlier period given back leaves the
 * one paid for now running), and at the provider first, so it is never charged again. A refund
 * in part changes no access. The plan-ended mail tells the family, as for any end of access.
 */
export function createRefundedPlans(
  repo: PaymentsRepository,
  billing: ProviderBilling,
  config: Pick<Config, 'publicUrl' | 'academy'>,
) {
  const mailing = planMailing(config);

  async function end(row: SubscriptionRow, event?: EventMark): Promise<RefundOutcome> {
    if (row.kind === 'recurring') await billing.endNow(row);
    return repo.transaction(async (tx) => {
      if (event && !(await tx.recordEvent(event.id, event.type))) return 'duplicate';
      // The account was deleted meanwhile (decision 052): nothing is left to end.
      if (!(await tx.lockUser(row.userId))) return 'ignored';
      const now = new Date();
      await tx.endPurchase(row.id, now);
      await recomputeUser(tx, row.userId, now, { mailing });
      return 'applied';
    });
  }

  /** What a payment of the test checkout bought, while it gives or will give access. */
  async function boughtBy(payment: LocalPaymentRow) {
    const now = new Date();
    const subscriptionId = payment.providerSubscriptionId;
    const row = subscriptionId
      ? (await repo.latestPaidLocalPayment(subscriptionId))?.id === payment.id
        ? await repo.findSubscriptionByProviderId('local', subscriptionId)
        : undefined
      : payment.checkoutSessionId
        ? await repo.findSubscriptionByCheckout(payment.checkoutSessionId)
        : undefined;
    // Live includes one not started yet (a pass after another, a plan after a pass).
    return row && isLive(row, now) ? row : undefined;
  }

  return {
    /**
     * After the admin command refunds a payment of the test checkout: what it bought, now
     * ended, or undefined when nothing ends (a refund in part, an earlier period's payment, a
     * plan already over).
     */
    async afterLocalRefund(payment: LocalPaymentRow): Promise<SubscriptionRow | undefined> {
      if (payment.refundedCents < payment.amountCents) return undefined;
      const row = await boughtBy(payment);
      if (!row || (await end(row)) !== 'applied') return undefined;
      return row;
    },

    /**
     * A Stripe payment given back from the Dashboard (decision 063): as a credit note on its
     * invoice (`credit_note.created`, the invoice's id), or on the payment itself
     * (`charge.refunded`, the charge's id). A credit note that refunds also refunds the charge:
     * whichever event comes second finds the purchase over and changes nothing.
     */
    async afterProviderRefund(
      refund: { invoiceId: string } | { chargeId: string },
      event: EventMark,
    ): Promise<RefundOutcome> {
      const refunded =
        'invoiceId' in refund
          ? await billing.refundedPurchase(refund.invoiceId)
          : await billing.refundedPaymentPurchase(refund.chargeId);
      const row = !refunded
        ? undefined
        : 'subscriptionId' in refunded
          ? await repo.findSubscriptionByProviderId('stripe', refunded.subscriptionId)
          : await repo.findPassByInvoice('stripe', refunded.passInvoiceId);
      return row && isLive(row, new Date()) ? end(row, event) : 'ignored';
    },
  };
}
