import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { localPayments } from '../../db/schema/index.ts';

export type LocalPaymentRow = typeof localPayments.$inferSelect;

/**
 * The local provider's payments (what Stripe keeps as invoices), part of the payments
 * repository (repository.ts), which runs them in its transactions.
 */
export function localPaymentQueries(db: Db) {
  return {
    insertLocalPayment: async (values: typeof localPayments.$inferInsert) =>
      (await db.insert(localPayments).values(values).returning())[0]!,

    /** The payments charged to the user: their own, and those they paid for others (057). */
    listLocalPayments: (userId: string) =>
      db
        .select()
        .from(localPayments)
        .where(
          or(
            eq(localPayments.payerUserId, userId),
            and(isNull(localPayments.payerUserId), eq(localPayments.userId, userId)),
          ),
        )
        .orderBy(desc(localPayments.createdAt)),

    findLocalPayment: async (id: string) =>
      (await db.select().from(localPayments).where(eq(localPayments.id, id)))[0],

    /**
     * Records a refund of a paid payment, never more than what is left of it; answers the row
     * after, or undefined when there is no such paid payment.
     */
    refundLocalPayment: async (id: string, amountCents: number) =>
      (
        await db
          .update(localPayments)
          .set({
            refundedCents: sql`least(${localPayments.amountCents}, ${localPayments.refundedCents} + ${amountCents})`,
          })
          .where(and(eq(localPayments.id, id), eq(localPayments.status, 'paid')))
          .returning()
      )[0],

    /** The payment that paid for a subscription's current period: its latest paid one. */
    latestPaidLocalPayment: async (providerSubscriptionId: string) =>
      (
        await db
          .select()
          .from(localPayments)
          .where(
            and(
              eq(localPayments.providerSubscriptionId, providerSubscriptionId),
              eq(localPayments.status, 'paid'),
            ),
          )
          .orderBy(desc(localPayments.createdAt))
          .limit(1)
      )[0],

    /** The renewal of a plan still due after its payment failed: paid now. */
    settleOpenLocalPayments: (providerSubscriptionId: string) =>
      db
        .update(localPayments)
        .set({ status: 'paid' })
        .where(
          and(
            eq(localPayments.providerSubscriptionId, providerSubscriptionId),
            eq(localPayments.status, 'open'),
          ),
        ),

    /** The renewal of a plan canceled after its payment failed: never to be paid. */
    voidOpenLocalPayments: async (providerSubscriptionId: string) => {
      await db
        .update(localPayments)
        .set({ status: 'void' })
        .where(
          and(
            eq(localPayments.providerSubscriptionId, providerSubscriptionId),
            eq(localPayments.status, 'open'),
          ),
        );
    },
  };
}
