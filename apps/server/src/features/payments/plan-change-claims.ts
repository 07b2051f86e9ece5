import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/index.ts';

/**
 * The claim on a plan's row that lets one change of plan through at a time (decision 056), part
 * of the payments repository (repository.ts).
 */
export function planChangeClaimQueries(db: Db) {
  return {
    /**
     * Holds a plan for one change until `until`; false while another holds it. A conditional
     * update, so two requests (on any instance) cannot both pass it.
     */
    claimPlanChange: async (subscriptionId: string, now: Date, until: Date) =>
      (
        await db
          .update(subscriptions)
          .set({ changingUntil: until })
          .where(
            and(
              eq(subscriptions.id, subscriptionId),
              or(isNull(subscriptions.changingUntil), lte(subscriptions.changingUntil, now)),
            ),
          )
          .returning({ id: subscriptions.id })
      ).length === 1,

    releasePlanChange: async (subscriptionId: string) => {
      await db
        .update(subscriptions)
        .set({ changingUntil: null })
        .where(eq(subscriptions.id, subscriptionId));
    },
  };
}
