import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkoutSessions, familyLinks, subscriptions } from '../../db/schema/index.ts';

/**
 * Who pays for whose plan (decision 057), part of the payments repository (repository.ts). The
 * family's links are read here, not written: a payer manages a child's plan only while linked.
 */
export function payerQueries(db: Db) {
  return {
    isLinkedParent: async (parentId: string, childId: string) =>
      (
        await db
          .select({ id: familyLinks.id })
          .from(familyLinks)
          .where(
            and(
              eq(familyLinks.parentId, parentId),
              eq(familyLinks.childId, childId),
              isNull(familyLinks.revokedAt),
            ),
          )
          .limit(1)
      ).length === 1,

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
