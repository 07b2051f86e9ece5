import type { Role } from '@academy/shared/roles';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { subscriptions, tutorBookings, users } from '../db/schema/index.ts';

/** The admin command's reads: joins across features, for people, not for the API. */
export function createAdminRepository(db: Db) {
  return {
    findUserByEmail: async (email: string) =>
      (
        await db
          .select()
          .from(users)
          .where(sql`lower(${users.email}) = lower(${email})`)
      )[0],

    setRole: (userId: string, role: Role) =>
      db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId)),

    listFreeUsers: () =>
      db
        .select({ email: users.email, firstname: users.firstname, lastname: users.lastname })
        .from(users)
        .where(eq(users.subscriptionTier, 'Free'))
        .orderBy(users.email),

    listSubscriptions: (limit: number, email?: string) =>
      db
        .select({
          email: users.email,
          tier: subscriptions.tier,
          kind: subscriptions.kind,
          status: subscriptions.status,
          provider: subscriptions.provider,
          providerSubscriptionId: subscriptions.providerSubscriptionId,
          currentPeriodEnd: subscriptions.currentPeriodEnd,
          cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
          endedAt: subscriptions.endedAt,
          createdAt: subscriptions.createdAt,
        })
        .from(subscriptions)
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .where(email ? sql`lower(${users.email}) = lower(${email})` : undefined)
        .orderBy(desc(subscriptions.createdAt))
        .limit(limit),

    listBookings: (limit: number, status?: string) =>
      db
        .select()
        .from(tutorBookings)
        .where(status ? eq(tutorBookings.status, status) : undefined)
        .orderBy(desc(tutorBookings.createdAt))
        .limit(limit),
  };
}
