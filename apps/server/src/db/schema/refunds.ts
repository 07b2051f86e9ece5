import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookingSessions } from './availability.ts';
import { tutorBookings } from './scheduling.ts';

/**
 * A refund owed for a tutor session cancelled through the mailed link (SESSION_REFUND_TEXT):
 * written in the cancel's transaction, then sent to the payment provider by the refund sweep
 * until it succeeds or is refused for good. One per session; the provider's idempotency key is
 * this row's id, so a retry after a lost answer never refunds twice.
 */
export const sessionRefunds = pgTable(
  'session_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .unique()
      .references(() => bookingSessions.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => tutorBookings.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    /** pending (to send, or to send again), refunded, or failed (refused: the tutor refunds by hand). */
    status: text('status').notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('session_refunds_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
