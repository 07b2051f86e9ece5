import { isRecurringTier } from '@academy/shared/tiers';
import type Stripe from 'stripe';
import type { Config } from '../../config.ts';
import type { PaymentsCore } from './core.ts';
import type { InvoiceNotice } from './plan-mails.ts';
import { idOf, mapStripeSubscription } from './provider/stripe-subscription.ts';
import { createRefundedPlans } from './refunded-plans.ts';
import { createRenewalOverPass } from './renewal-over-pass.ts';

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

/** The subscription an invoice belongs to, in the current API shape and the older one. */
function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const parent = invoice.parent?.subscription_details?.subscription;
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null })
    .subscription;
  return idOf(parent ?? legacy);
}

/**
 * What a renewal's invoice tells the customer: paid (a receipt), or its first payment attempt
 * failed (later retries say nothing new). A plan's first invoice is confirmed by its checkout.
 * An invoice's amounts and attempt count are final for the event, so they are read from it.
 */
function invoiceNotice(
  type: 'invoice.paid' | 'invoice.payment_failed',
  invoice: Stripe.Invoice,
  created: number,
): InvoiceNotice | undefined {
  if (invoice.billing_reason !== 'subscription_cycle') return undefined;
  if (type === 'invoice.paid') {
    const paidAt = invoice.status_transitions?.paid_at ?? created;
    return { kind: 'renewal', amountCents: invoice.amount_paid, paidAt: new Date(paidAt * 1000) };
  }
  return invoice.attempt_count === 1
    ? {
        kind: 'paymentFailed',
        amountCents: invoice.amount_due,
        payUrl: invoice.hosted_invoice_url ?? null,
      }
    : undefined;
}

/**
 * Applies one verified Stripe event. Objects are fetched again from Stripe before anything is
 * written, so late or out-of-order events apply the current state; the event id is stored in
 * the transaction that applies it, so a redelivered event changes nothing.
 */
export function createWebhookHandler(
  core: PaymentsCore,
  config: Pick<Config, 'publicUrl' | 'academy'>,
) {
  const { repo, provider, fulfilment } = core;
  const refundedPlans = createRefundedPlans(repo, provider.billing, config);
  const undoRenewalOverPass = createRenewalOverPass(core);
  const mark = (event: Stripe.Event) => ({ id: event.id, type: event.type });

  /** Whose subscription this is, for a subscription we have not stored yet. */
  async function ownerOf(sub: {
    id: string;
    metadata: Record<string, string>;
    customerId: string | null;
  }) {
    const session = await repo.findCheckoutSessionBySubscription(provider.name, sub.id);
    const userId =
      sub.metadata.userId ??
      session?.userId ??
      (sub.customerId ? await repo.findUserIdByCustomer(provider.name, sub.customerId) : undefined);
    const tier = sub.metadata.tier ?? session?.tier ?? undefined;
    return userId && tier && isRecurringTier(tier) ? { userId, tier } : null;
  }

  async function applySubscription(
    event: Stripe.Event,
    subscriptionId: string,
    fallback?: Stripe.Subscription,
    notice?: InvoiceNotice,
  ) {
    const fresh =
      (await provider.retrieveSubscription(subscriptionId)) ??
      (fallback ? mapStripeSubscription(fallback) : null);
    if (!fresh) return ignore(event);
    // Renewed in Stripe's Customer Portal over a pass already paid for: set to end again first.
    const undone = await undoRenewalOverPass(fresh);
    return fulfilment.applySubscription(undone?.sub ?? fresh, await ownerOf(fresh), {
      event: mark(event),
      notice,
      passKept: undone?.pass,
    });
  }

  /** Recorded so a redelivery is answered at once, without calling Stripe again. */
  async function ignore(event: Stripe.Event): Promise<WebhookOutcome> {
    await repo.recordEvent(event.id, event.type);
    return 'ignored';
  }

  return async function handle(event: Stripe.Event): Promise<WebhookOutcome> {
    if (await repo.hasProcessedEvent(event.id)) return 'duplicate';
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const row = await repo.findCheckoutSession(event.data.object.id);
        if (!row) return ignore(event);
        const remote = await provider.retrieveCheckoutSession(row.id);
        if (!remote) return ignore(event);
        const paid = remote.status === 'complete' && remote.paid;
        await repo.recordProviderState(row.id, {
          status: remote.status,
          paid,
          providerSubscriptionId: remote.subscription?.id ?? null,
        });
        // Not paid yet (a delayed payment method): async_payment_succeeded will follow.
        if (!paid) return ignore(event);
        return fulfilment.applyPaidSession(row, remote, mark(event));
      }
      // A failed renewal payment turns the subscription past_due: applied as its new state.
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        const subscriptionId = invoiceSubscriptionId(invoice);
        if (!subscriptionId) return ignore(event);
        const notice = invoiceNotice(event.type, invoice, event.created);
        return applySubscription(event, subscriptionId, undefined, notice);
      }
      // A refund made in the Dashboard: a credit note on the payment's invoice, or a refund of
      // the payment itself (`refunded` only once it is given back in full).
      case 'credit_note.created':
      case 'charge.refunded': {
        const object = event.data.object;
        const invoiceId = object.object === 'credit_note' ? idOf(object.invoice) : null;
        const refund =
          object.object === 'charge'
            ? object.refunded && { chargeId: object.id }
            : invoiceId && { invoiceId };
        const outcome = refund
          ? await refundedPlans.afterProviderRefund(refund, mark(event))
          : 'ignored';
        return outcome === 'ignored' ? ignore(event) : outcome;
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return applySubscription(event, event.data.object.id, event.data.object);
      default:
        return 'ignored';
    }
  };
}
