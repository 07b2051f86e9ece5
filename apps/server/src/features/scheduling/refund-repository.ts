import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessionRefunds, tutorBookings, bookingSessions } from '../../db/schema/index.ts';

const MAX_BACKOFF_S = 6 * 3600;

export type RefundRow = typeof sessionRefunds.$inferSelect;

/** session_refunds: the refunds owed for sessions cancelled through the mailed link. */
export function createRefundRepository(db: Db) {
  return {
    /** Owes the session's price back, once (a second cancel of the same session adds nothing). */
    owe: async (values: { sessionId: string; bookingId: string; amountCents: number }) =>
      (await db.insert(sessionRefunds).values(values).onConflictDoNothing().returning())[0],

    /** Ids of the pending refunds due at `now`, oldest first. */
    due: async (now: Date, limit: number) =>
      (
        await db
          .select({ id: sessionRefunds.id })
          .from(sessionRefunds)
          .where(and(eq(sessionRefunds.status, 'pending'), lte(sessionRefunds.nextAttemptAt, now)))
          .orderBy(asc(sessionRefunds.nextAttemptAt))
          .limit(limit)
      ).map((r) => r.id),

    /**
     * Takes one due refund for an attempt and sets when the next one may come (1, 2, 4 …
     * minutes after this one, at most 6 hours): an instance or a request that comes second
     * finds it not due and leaves it alone.
     */
    claim: async (id: string, now: Date) => {
      const backoffSeconds = sql`least(60 * power(2, ${sessionRefunds.attempts}), ${MAX_BACKOFF_S})`;
      const [row] = await db
        .update(sessionRefunds)
        .set({
          attempts: sql`${sessionRefunds.attempts} + 1`,
          nextAttemptAt: sql`${now.toISOString()}::timestamptz + make_interval(secs => ${backoffSeconds})`,
        })
        .where(
          and(
            eq(sessionRefunds.id, id),
            eq(sessionRefunds.status, 'pending'),
            lte(sessionRefunds.nextAttemptAt, now),
          ),
        )
        .returning();
      if (!row) return undefined;
      const [found] = await db
        .select({ booking: tutorBookings, session: bookingSessions })
        .from(tutorBookings)
        .innerJoin(bookingSessions, eq(bookingSessions.id, row.sessionId))
        .where(eq(tutorBookings.id, row.bookingId));
      return found ? { refund: row, ...found } : undefined;
    },

    refunded: (id: string, providerRefundId: string, at: Date) =>
      db
        .update(sessionRefunds)
        .set({ status: 'refunded', providerRefundId, refundedAt: at, lastError: null })
        .where(eq(sessionRefunds.id, id)),

    /** The attempt failed: `failed` for good, or still pending for the next attempt. */
    attemptFailed: (id: string, error: string, final: boolean) =>
      db
        .update(sessionRefunds)
        .set({ lastError: error.slice(0, 500), ...(final ? { status: 'failed' } : {}) })
        .where(eq(sessionRefunds.id, id)),

    ofBooking: (bookingId: string) =>
      db.select().from(sessionRefunds).where(eq(sessionRefunds.bookingId, bookingId)),

    /** The refunds of several bookings, oldest first. */
    ofBookings: (bookingIds: string[]) =>
      db
        .select()
        .from(sessionRefunds)
        .where(inArray(sessionRefunds.bookingId, bookingIds))
        .orderBy(asc(sessionRefunds.createdAt)),
  };
}
