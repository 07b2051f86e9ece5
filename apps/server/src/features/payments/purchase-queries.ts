import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/index.ts';

/**
 * Finding a purchase by the checkout or invoice that paid for it, and ending one refunded
 * (refunded-plans.ts), part of the payments repository (repository.ts).
 */
export function purchaseQueries(db: Db) {
  return {
    findSubscriptionByCheckout: async (checkoutSessionId: string) =>
      (
        await db
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.checkoutSessionId, checkoutSessionId))
      )[0],

    findPassByInvoice: async (provider: string, invoiceId: string) =>
      (
        await db
          .select()
          .from(subscriptions)
          .where(
            and(
              eq(subscriptions.provider, provider),
              eq(subscriptions.providerInvoiceId, invoiceId),
              eq(subscriptions.kind, 'oneTime'),
            ),
          )
      )[0],

    /** A pass's invoice, learned after the pass was written (the provider made it later). */
    notePassInvoice: (checkoutSessionId: string, invoiceId: string) =>
      db
        .update(subscriptions)
        .set({ providerInvoiceId: invoiceId })
        .where(
          and(
            eq(subscriptions.checkoutSessionId, checkoutSessionId),
            eq(subscriptions.kind, 'oneTime'),
            isNull(subscriptions.providerInvoiceId),
          ),
        ),

    /**
     * A purchase ends at `at` (one that had not started never runs); an earlier end stays. For
     * a recurring plan, the provider has ended it first (ProviderBilling.endNow).
     */
    endPurchase: (id: string, at: Date) =>
      db
        .update(subscriptions)
        .set({
          status: 'canceled',
          cancelAtPeriodEnd: true,
          endedAt: sql`coalesce(${subscriptions.endedAt}, ${at.toISOString()}::timestamptz)`,
          updatedAt: at,
        })
        .where(eq(subscriptions.id, id)),
  };
}
