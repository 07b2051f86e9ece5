import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkoutSessions } from '../../db/schema/index.ts';

/**
 * The queries on checkout sessions (plans and tutor bookings), part of the payments repository
 * (repository.ts), which runs them in its transactions.
 */
export function checkoutSessionQueries(db: Db) {
  return {
    insertCheckoutSession: (values: typeof checkoutSessions.$inferInsert) =>
      db.insert(checkoutSessions).values(values),

    findCheckoutSession: async (id: string) =>
      (await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)))[0],

    findCheckoutSessionBySubscription: async (provider: string, subscriptionId: string) =>
      (
        await db
          .select()
          .from(checkoutSessions)
          .where(
            and(
              eq(checkoutSessions.provider, provider),
              eq(checkoutSessions.providerSubscriptionId, subscriptionId),
            ),
          )
      )[0],

    /** The local checkout's Pay: open → complete and paid, once. */
    completeLocalSession: async (id: string, at: Date, subscriptionId: string | null) =>
      (
        await db
          .update(checkoutSessions)
          .set({
            status: 'complete',
            paymentStatus: 'paid',
            completedAt: at,
            providerSubscriptionId: subscriptionId,
          })
          .where(
            and(
              eq(checkoutSessions.id, id),
              eq(checkoutSessions.provider, 'local'),
              eq(checkoutSessions.status, 'open'),
              or(isNull(checkoutSessions.expiresAt), gt(checkoutSessions.expiresAt, at)),
            ),
          )
          .returning()
      )[0],

    /** A user's plan checkouts that may still be paid, as far as we know; the newest first. */
    openPlanCheckouts: async (userId: string) =>
      db
        .select({ id: checkoutSessions.id })
        .from(checkoutSessions)
        .where(
          and(
            eq(checkoutSessions.userId, userId),
            eq(checkoutSessions.purpose, 'plan'),
            eq(checkoutSessions.status, 'open'),
          ),
        )
        .orderBy(desc(checkoutSessions.createdAt), desc(checkoutSessions.id)),

    /** The plan checkouts `payerId` opened for someone else (only `userId`, when given) still open. */
    openPlanCheckoutsPaidBy: async (payerId: string, userId?: string) =>
      db
        .select({ id: checkoutSessions.id })
        .from(checkoutSessions)
        .where(
          and(
            eq(checkoutSessions.payerUserId, payerId),
            userId ? eq(checkoutSessions.userId, userId) : undefined,
            eq(checkoutSessions.purpose, 'plan'),
            eq(checkoutSessions.status, 'open'),
          ),
        )
        .orderBy(desc(checkoutSessions.createdAt), desc(checkoutSessions.id)),

    /** open → expired; undefined when the session was not open. */
    expireOpenCheckout: async (id: string) =>
      (
        await db
          .update(checkoutSessions)
          .set({ status: 'expired' })
          .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')))
          .returning({ id: checkoutSessions.id })
      )[0],

    /** Mirrors what the provider says about a session (Stripe), for support and the admin. */
    recordProviderState: (
      id: string,
      state: { status: string; paid: boolean; providerSubscriptionId: string | null },
    ) =>
      db
        .update(checkoutSessions)
        .set({
          status: state.status,
          paymentStatus: state.paid ? 'paid' : 'unpaid',
          ...(state.providerSubscriptionId
            ? { providerSubscriptionId: state.providerSubscriptionId }
            : {}),
          ...(state.paid
            ? { completedAt: sql`coalesce(${checkoutSessions.completedAt}, now())` }
            : {}),
        })
        .where(eq(checkoutSessions.id, id)),

    /**
     * Marks a paid session fulfilled; undefined when it already was. Run it in the transaction
     * that applies the purchase: the row lock makes a concurrent redirect and webhook wait, and
     * the loser sees it fulfilled.
     */
    claimFulfilment: async (id: string, at: Date) =>
      (
        await db
          .update(checkoutSessions)
          .set({ fulfilledAt: at, status: 'complete', paymentStatus: 'paid' })
          .where(and(eq(checkoutSessions.id, id), isNull(checkoutSessions.fulfilledAt)))
          .returning()
      )[0],
  };
}
