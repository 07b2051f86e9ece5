import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tutorBookings } from './scheduling.ts';
import { users } from './users.ts';

/** The payment provider's customer of a user, reused for every checkout (one per provider). */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    customerId: text('customer_id').notNull(),
    /**
     * The address and name the provider was last given (decision 054): receipts and invoices
     * go to its copy, so one that differs from the user's is sent again. Null: not known.
     */
    email: text('email'),
    name: text('name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.provider] }),
    uniqueIndex('payment_customers_customer_key').on(t.provider, t.customerId),
  ],
);

/**
 * Every checkout this server started (Stripe's or the local test checkout), tying the session
 * to its user, tier or booking. For the local provider this row is also the session itself.
 * fulfilledAt is set once, in the transaction that applies the purchase.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    /** plan (a tier) or booking (tutor sessions). */
    purpose: text('purpose').notNull(),
    /** subscription or payment, as Stripe Checkout modes. */
    mode: text('mode').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Another account that pays for the user's plan: a linked parent (decision 035). No foreign
     * key: the id outlives the payer's account, so the plan stays one paid by someone else, whom
     * nobody manages any more (decision 057).
     */
    payerUserId: uuid('payer_user_id'),
    tier: text('tier'),
    bookingId: uuid('booking_id').references(() => tutorBookings.id, { onDelete: 'set null' }),
    itemName: text('item_name').notNull(),
    itemDescription: text('item_description'),
    unitAmountCents: integer('unit_amount_cents').notNull(),
    quantity: integer('quantity').notNull().default(1),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    /**
     * The buyer's IANA time zone, in which a plan's months are counted at fulfilment (which
     * may run later, on another instance). Null: not sent or unknown, the academy's is used.
     */
    timeZone: text('time_zone'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    /** open, complete or expired (Stripe's session status; the local checkout's own). */
    status: text('status').notNull().default('open'),
    /** unpaid or paid. */
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    providerSubscriptionId: text('provider_subscription_id'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the checkout stops taking payment (null: the provider's default, Stripe's 24 h). */
    /** A subscription bought during a pass starts then (decision 045); null: at once. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('checkout_sessions_user_idx').on(t.userId),
    index('checkout_sessions_subscription_idx').on(t.providerSubscriptionId),
  ],
);

/**
 * What a user bought: one row per recurring subscription (keyed by the provider's id) and one
 * per one-time pass (keyed by its checkout session). The user's tier, end date and status are
 * derived from these rows (features/payments/entitlement.ts).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** recurring or oneTime. */
    kind: text('kind').notNull(),
    tier: text('tier').notNull(),
    providerSubscriptionId: text('provider_subscription_id'),
    checkoutSessionId: text('checkout_session_id'),
    /**
     * The provider's invoice of a pass (Stripe's checkout makes one): a credit note that refunds
     * it in full ends the pass. Null for subscriptions, whose invoices name them.
     */
    providerInvoiceId: text('provider_invoice_id'),
    /** One of SUBSCRIPTION_STATUSES (packages/shared/src/payments.ts). */
    status: text('status').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** When access actually ended early (a subscription deleted before its period end). */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** A shorter plan that takes over when the current period ends (issue 41). */
    scheduledTier: text('scheduled_tier'),
    /** A renewal failed (past_due): access ends here unless it is paid first (issue 41). */
    graceEndsAt: timestamp('grace_ends_at', { withTimezone: true }),
    /**
     * A change of plan under way at the provider, held until this time: a second one (a
     * double click, another tab, another instance) is refused while it runs (decision 056).
     */
    changingUntil: timestamp('changing_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId),
    uniqueIndex('subscriptions_provider_subscription_key').on(t.provider, t.providerSubscriptionId),
    uniqueIndex('subscriptions_checkout_session_key').on(t.checkoutSessionId),
    uniqueIndex('subscriptions_provider_invoice_key').on(t.provider, t.providerInvoiceId),
  ],
);

/** Webhook events applied, inserted in the same transaction as their effect: each applies once. */
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});
