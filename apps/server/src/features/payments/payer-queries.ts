import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkoutSessions, subscriptions } from '../../db/schema/index.ts';
import { createFamilyRepository } from '../family/repository.ts';

/**
 * Who pays for whose plan (decision 057), part of the payments repository (repository.ts). The
 * family's links are read through its repository: a payer manages a child's plan only while
 * linked.
 */
export function payerQueries(db: Db) {
  return {
    /** Whether `parentId` is a parent linked to `childId` now (the family's own rule). */
    isLinkedParent: createFamilyRepository(db).isLinked,

    /** The plans of other users whose checkout this user paid. */
    plansPaidBy: async (payerId: string) =>
      (
        await db
          .select({ plan: subscriptions })
          .from(subscriptions)
          .innerJoin(checkoutSessions, eq(checkoutSessions.id, subscriptions.checkoutSessionId))
          .where(and(eq(checkoutSessions.payerUserId, payerId), ne(subscriptions.userId, payerId)))
      ).map((r) => r.plan),
  };
}
