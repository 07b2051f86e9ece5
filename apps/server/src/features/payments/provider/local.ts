import { randomBytes } from 'node:crypto';
import { addMonths } from '../calendar.ts';
import { tierMonths } from '../entitlement.ts';
import type { CheckoutSessionRow, PaymentsRepository } from '../repository.ts';
import { createLocalBilling, localView } from './local-billing.ts';
import {
  RefundRefused,
  type PaymentProvider,
  type ProviderCheckoutSession,
  type ProviderSubscription,
} from './types.ts';

export const localId = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

const metadataOf = (row: CheckoutSessionRow): Record<string, string> => ({
  purpose: row.purpose,
  ...(row.userId ? { userId: row.userId } : {}),
  ...(row.tier ? { tier: row.tier } : {}),
  ...(row.bookingId ? { bookingId: row.bookingId } : {}),
});

/**
 * A local recurring subscription starts when its checkout is paid, or when the pass it was
 * bought during ends (decision 045), and never renews; its months are counted in the buyer's
 * time zone, as a pass's.
 */
const fromSession = (row: CheckoutSessionRow): ProviderSubscription => {
  const start = row.startsAt ?? row.completedAt ?? row.createdAt;
  return {
    id: row.providerSubscriptionId!,
    status: row.startsAt ? 'scheduled' : 'active',
    currentPeriodStart: start,
    currentPeriodEnd: addMonths(start, tierMonths(row.tier ?? ''), row.timeZone),
    cancelAtPeriodEnd: false,
    endedAt: null,
    customerId: null,
    metadata: metadataOf(row),
    tier: row.tier,
    scheduledTier: null,
  };
};

/**
 * The test checkout: sessions live in our checkout_sessions table and are paid or cancelled on
 * the server-rendered page of local-checkout-routes.ts. Nothing leaves the machine.
 */
export function createLocalProvider(
  repo: PaymentsRepository,
  options: { publicUrl: string; enabled: boolean },
): PaymentProvider {
  async function retrieveSubscription(id: string) {
    const stored = await repo.findSubscriptionByProviderId('local', id);
    if (stored) return localView(stored);
    const session = await repo.findCheckoutSessionBySubscription('local', id);
    return session ? fromSession(session) : null;
  }

  return {
    name: 'local',
    available: options.enabled,
    createCustomer: async () => localId('cus_local'),
    // The local checkout sends no receipts: nothing holds a copy of the address.
    updateCustomer: async () => {},
    // The row itself is stored by the caller, exactly as for Stripe.
    createCheckoutSession: async () => {
      const id = localId('cs_local');
      return { id, url: `${options.publicUrl}/api/payments/local-checkout/${id}` };
    },
    async retrieveCheckoutSession(id): Promise<ProviderCheckoutSession | null> {
      const row = await repo.findCheckoutSession(id);
      if (!row || row.provider !== 'local') return null;
      const complete = row.status === 'complete';
      return {
        id: row.id,
        status: row.status as ProviderCheckoutSession['status'],
        paid: row.paymentStatus === 'paid',
        mode: row.mode as ProviderCheckoutSession['mode'],
        metadata: metadataOf(row),
        customerId: null,
        subscription:
          complete && row.mode === 'subscription' && row.providerSubscriptionId
            ? await retrieveSubscription(row.providerSubscriptionId)
            : null,
      };
    },
    retrieveSubscription,
    async cancelAtPeriodEnd(id) {
      const current = await retrieveSubscription(id);
      return current ? { ...current, cancelAtPeriodEnd: true } : null;
    },
    expireCheckoutSession: async (id) => (await repo.expireOpenCheckout(id)) !== undefined,
    // Nothing was charged on the test checkout, so nothing goes back: the refund is recorded
    // as made, with an id derived from its key (a retry answers the same refund).
    async refundCheckoutPayment({ checkoutSessionId, idempotencyKey }) {
      const row = await repo.findCheckoutSession(checkoutSessionId);
      if (row?.provider !== 'local' || row.paymentStatus !== 'paid') {
        throw new RefundRefused(`checkout ${checkoutSessionId} was not paid on the test checkout`);
      }
      return { id: `re_local_${idempotencyKey}` };
    },
    billing: createLocalBilling(repo, options),
  };
}
