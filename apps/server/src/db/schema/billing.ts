import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The local test provider's payments (issue 41): what Stripe keeps as invoices, for the billing
 * history and our own receipt page. Stripe's payments are read from Stripe, never stored here.
 */
export const localPayments = pgTable(
  'local_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The plan's user. Null once their account is deleted: the payment is still a record the
     * law keeps 7 years, and still in its payer's history (a parent who paid a child's plan).
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    /** paid, failed, open (a failed renewal still due) or void (its plan canceled meanwhile). */
    status: text('status').notNull(),
    providerSubscriptionId: text('provider_subscription_id'),
    /**
     * The checkout that made this payment (a plan's first payment): a pass's payment is tied to
     * the pass it bought by it, so a refund in full can end that pass. Null for renewals and
     * changes, which the subscription id ties, and for payments made before it was kept.
     */
    checkoutSessionId: text('checkout_session_id'),
    /**
     * Whose card paid when not the plan's user: the payment is in the payer's history (057). No
     * foreign key: after the payer's account is deleted it is still not the user's payment.
     */
    payerUserId: uuid('payer_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('local_payments_user_idx').on(t.userId, t.createdAt),
    index('local_payments_payer_idx').on(t.payerUserId, t.createdAt),
  ],
);
