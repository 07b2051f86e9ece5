import type { Db } from '../../db/client.ts';
import { createPeriodicRun } from '../../lib/periodic-run.ts';
import { createPaymentsRepository } from './repository.ts';
import type { TierRollover } from './tier-rollover.ts';
import { yieldToEventLoop } from '../../lib/yield-to-event-loop.ts';

const SWEEP_INTERVAL_MS = 60_000;
/** Users rolled over in one run; a longer backlog (after an upgrade) drains run by run. */
const SWEEP_BATCH = 200;

/**
 * Rolls over, every minute, the tiers that have run out for users who made no request since:
 * a request does it for its own user (tier-rollover.ts), but paid access that ends with no event
 * (a pass, a local plan) would otherwise stay written as paid until the customer came back, and
 * its "Your plan has ended" mail with it (decision 010, rule 7). It is the requests' rollover,
 * which locks the user and looks again, so instances sweeping at once, and a request of the same
 * user, write the change once.
 */
export function createTierSweep(db: Db, withCurrentTier: TierRollover) {
  const repo = createPaymentsRepository(db);
  const periodic = createPeriodicRun({
    intervalMs: SWEEP_INTERVAL_MS,
    failure: 'tier sweep failed',
    /** Rolls over the users due now; answers how many were due. */
    async run(now, log) {
      const due = await repo.usersWithTierDue(now, SWEEP_BATCH);
      for (const user of due) {
        await withCurrentTier(user).catch((error: Error) =>
          log.error({ err: error, userId: user.id }, 'tier rollover failed'),
        );
        await yieldToEventLoop();
      }
      return due.length;
    },
  });
  return { runOnce: periodic.runOnce, start: periodic.start, stop: periodic.stop };
}
