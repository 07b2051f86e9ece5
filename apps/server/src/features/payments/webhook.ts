import { isRecurringTier } from '@academy/shared/tiers';
import type Stripe from 'stripe';
import type { PaymentsCore } from './core.ts';
import { mapStripeSubscription } from './provider/stripe.ts';

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

/** The subscription an invoice belongs to, in the current API shape and the older one. */
function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const parent = invoice.parent?.subscription_details?.subscription;
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null })
    .subscription;
  const found = parent ?? legacy;
  return found == null ? null : typeof found === 'string' ? found : found.id;
}

/**
 * Applies one verified Stripe event. Objects are fetched again from Stripe before anything is
 * written, so late or out-of-order events apply the current state; the event id is stored in
 * the transaction that applies it, so a redelivered event changes nothing.
 */
export function createWebhookHandler(core: PaymentsCore) {
  const { repo, provider, fulfilment } = core;
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
  ) {
    const fresh =
      (await provider.retrieveSubscription(subscriptionId)) ??
      (fallback ? mapStripeSubscription(fallback) : null);
    if (!fresh) return ignore(event);
    return fulfilment.applySubscription(fresh, await ownerOf(fresh), mark(event));
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
      case 'invoice.paid': {
        const subscriptionId = invoiceSubscriptionId(event.data.object);
        return subscriptionId ? applySubscription(event, subscriptionId) : ignore(event);
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
