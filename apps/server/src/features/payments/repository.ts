import { and, desc, eq, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type checkoutSessions,
  paymentCustomers,
  processedWebhookEvents,
  subscriptions,
  users,
} from '../../db/schema/index.ts';
import { announceUserChanged } from '../auth/user-changes.ts';
import { enqueueMail, notifyMailQueued, type NewMail } from '../mail/outbox.ts';
import { localPaymentQueries } from './billing-repository.ts';
import { checkoutSessionQueries } from './checkout-repository.ts';
import { payerQueries } from './payer-queries.ts';
import { planChangeClaimQueries } from './plan-change-claims.ts';
import { purchaseQueries } from './purchase-queries.ts';
import type { CustomerContact } from './provider/types.ts';

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type UserRow = typeof users.$inferSelect;

export type PaymentsRepository = ReturnType<typeof queries> & {
  /** Runs `work` in one transaction with a repository (and the raw handle) bound to it. */
  transaction<T>(work: (repo: PaymentsRepository, tx: Db) => Promise<T>): Promise<T>;
};

/** What is told once a change is committed. */
interface Committed {
  /** A user's tier changed: copies kept in memory drop it (user-changes.ts). */
  userChanged: (userId: string) => void;
  /** Mail was queued: the local sender is woken (mail/outbox.ts). */
  mailQueued: () => void;
}

/**
 * The payments queries on `db`. A user whose tier changes is announced, and queued mail wakes
 * the sender, once the change is committed: at once outside a transaction, after the outermost
 * commit inside.
 */
export function createPaymentsRepository(
  db: Db,
  committed: Committed = {
    userChanged: (userId) => announceUserChanged(db, userId),
    mailQueued: notifyMailQueued,
  },
): PaymentsRepository {
  return {
    ...queries(db, committed),
    transaction: async (work) => {
      const changed = new Set<string>();
      let mail = false;
      const result = await db.transaction((tx) => {
        const txDb = tx as unknown as Db;
        return work(
          createPaymentsRepository(txDb, {
            userChanged: (userId) => changed.add(userId),
            mailQueued: () => {
              mail = true;
            },
          }),
          txDb,
        );
      });
      for (const userId of changed) committed.userChanged(userId);
      if (mail) committed.mailQueued();
      return result;
    },
  };
}

function queries(db: Db, { userChanged, mailQueued }: Committed) {
  return {
    ...checkoutSessionQueries(db),
    ...localPaymentQueries(db),
    ...planChangeClaimQueries(db),
    ...payerQueries(db),
    ...purchaseQueries(db),

    /** The user's customer at the provider, with the address and name it was last given. */
    findCustomer: async (userId: string, provider: string) =>
      (
        await db
          .select({
            customerId: paymentCustomers.customerId,
            email: paymentCustomers.email,
            name: paymentCustomers.name,
          })
          .from(paymentCustomers)
          .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, provider)))
      )[0],

    /** Customers whose copy of the address or name is not the user's now (one user's, if given). */
    customersWithStaleContact: (provider: string, limit: number, userId?: string) => {
      const name = sql<string>`${users.firstname} || ' ' || ${users.lastname}`;
      return db
        .select({
          userId: paymentCustomers.userId,
          customerId: paymentCustomers.customerId,
          email: users.email,
          name,
        })
        .from(paymentCustomers)
        .innerJoin(users, eq(users.id, paymentCustomers.userId))
        .where(
          and(
            eq(paymentCustomers.provider, provider),
            userId ? eq(paymentCustomers.userId, userId) : undefined,
            or(
              sql`${paymentCustomers.email} is distinct from ${users.email}`,
              sql`${paymentCustomers.name} is distinct from ${name}`,
            ),
          ),
        )
        .limit(limit);
    },

    /** Stores what the provider was given; a change made meanwhile stays stale for the next run. */
    markCustomerContact: (
      userId: string,
      provider: string,
      customerId: string,
      contact: CustomerContact,
    ) =>
      db
        .update(paymentCustomers)
        .set(contact)
        .where(
          and(
            eq(paymentCustomers.userId, userId),
            eq(paymentCustomers.provider, provider),
            eq(paymentCustomers.customerId, customerId),
          ),
        ),

    /** Keeps the first customer stored when two requests raced to create one. */
    saveCustomerId: (
      userId: string,
      provider: string,
      customerId: string,
      contact: CustomerContact,
    ) =>
      db
        .insert(paymentCustomers)
        .values({ userId, provider, customerId, ...contact })
        .onConflictDoNothing(),

    findUserIdByCustomer: async (provider: string, customerId: string) =>
      (
        await db
          .select({ userId: paymentCustomers.userId })
          .from(paymentCustomers)
          .where(
            and(
              eq(paymentCustomers.provider, provider),
              eq(paymentCustomers.customerId, customerId),
            ),
          )
      )[0]?.userId,

    listSubscriptions: (userId: string) =>
      db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(subscriptions.currentPeriodEnd)),

    findSubscriptionByProviderId: async (provider: string, providerSubscriptionId: string) =>
      (
        await db
          .select()
          .from(subscriptions)
          .where(
            and(
              eq(subscriptions.provider, provider),
              eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
            ),
          )
      )[0],

    /** Insert or refresh a recurring subscription from the provider's current view of it. */
    upsertRecurring: async (values: NewSubscription) =>
      (
        await db
          .insert(subscriptions)
          .values(values)
          .onConflictDoUpdate({
            target: [subscriptions.provider, subscriptions.providerSubscriptionId],
            // Events may arrive late or out of order: canceled is final, periods only move
            // forward, and an end once known stays.
            set: {
              status: sql`case when ${subscriptions.status} = 'canceled' then 'canceled' else excluded.status end`,
              currentPeriodStart: sql`greatest(${subscriptions.currentPeriodStart}, excluded.current_period_start)`,
              currentPeriodEnd: sql`greatest(${subscriptions.currentPeriodEnd}, excluded.current_period_end)`,
              cancelAtPeriodEnd: values.cancelAtPeriodEnd,
              endedAt: sql`coalesce(${subscriptions.endedAt}, excluded.ended_at)`,
              tier: values.tier,
              scheduledTier: values.scheduledTier ?? null,
              // The grace of a failed renewal counts from its first failure, not from each retry;
              // canceled, its renewal voided, it stays the end whatever Stripe's status becomes.
              graceEndsAt: sql`case when excluded.status = 'past_due' then coalesce(${subscriptions.graceEndsAt}, excluded.grace_ends_at) when excluded.cancel_at_period_end then ${subscriptions.graceEndsAt} end`,
              updatedAt: new Date(),
              ...(values.checkoutSessionId
                ? {
                    checkoutSessionId: sql`coalesce(${subscriptions.checkoutSessionId}, ${values.checkoutSessionId})`,
                  }
                : {}),
            },
          })
          .returning()
      )[0]!,

    insertPass: async (values: NewSubscription) =>
      (await db.insert(subscriptions).values(values).returning())[0]!,

    /**
     * Users whose stored tier has run out, as `tierDueAt` (tier-rollover.ts) reads it: the
     * moment written with the tier has passed, or a paid tier's end date has. Free never runs
     * out. The most recently due first: theirs is the ending a mail is still sent for.
     */
    usersWithTierDue: (now: Date, limit: number) =>
      db
        .select()
        .from(users)
        .where(
          and(
            ne(users.subscriptionTier, 'Free'),
            or(
              lte(users.subscriptionTierUntil, now),
              and(ne(users.subscriptionTier, 'Guest'), lte(users.subscriptionEndDate, now)),
            ),
          ),
        )
        .orderBy(desc(sql`least(${users.subscriptionTierUntil}, ${users.subscriptionEndDate})`))
        .limit(limit),

    findUser: async (userId: string) =>
      (await db.select().from(users).where(eq(users.id, userId)))[0],

    /** Locks the user's row until the transaction ends: one purchase change at a time each. */
    lockUser: async (userId: string) =>
      (await db.select().from(users).where(eq(users.id, userId)).for('update'))[0],

    /** `tierUntil`: when the tier stops being right without an event; none by default. */
    async setUserSubscription(
      userId: string,
      values: {
        tier: string;
        endDate: Date | null;
        status: string | null;
        tierUntil?: Date | null;
      },
    ) {
      const [updated] = await db
        .update(users)
        .set({
          subscriptionTier: values.tier,
          subscriptionEndDate: values.endDate,
          subscriptionStatus: values.status,
          subscriptionTierUntil: values.tierUntil ?? null,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId))
        .returning();
      userChanged(userId);
      return updated;
    },

    /** Queues mail with this change: it goes out once the change is committed, and only then. */
    async queueMail(mails: NewMail[]) {
      if (mails.length === 0) return;
      await enqueueMail(db, mails);
      mailQueued();
    },

    hasProcessedEvent: async (eventId: string) =>
      (
        await db
          .select({ id: processedWebhookEvents.eventId })
          .from(processedWebhookEvents)
          .where(eq(processedWebhookEvents.eventId, eventId))
      ).length > 0,

    /** True the first time; false when the event was already applied. */
    recordEvent: async (eventId: string, type: string) =>
      (
        await db
          .insert(processedWebhookEvents)
          .values({ eventId, type })
          .onConflictDoNothing()
          .returning({ id: processedWebhookEvents.eventId })
      ).length > 0,
  };
}
