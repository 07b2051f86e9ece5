import { TEST_GRACE_SECONDS } from '@academy/shared/tests';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { createPeriodicRun } from '../../lib/periodic-run.ts';
import { TESTS } from './catalogue.ts';
import { createTestsRepository } from './repository.ts';
import type { TestsService } from './service.ts';
import { yieldToEventLoop } from '../../lib/yield-to-event-loop.ts';

const SWEEP_INTERVAL_MS = 60_000;
/** Attempts ended in one run; a longer backlog (after an outage) drains run by run. */
const SWEEP_BATCH = 200;

/** The test ids by their count of modules: an attempt in module `count` is in its last. */
const LAST_MODULES = TESTS.reduce((byCount, test) => {
  const count = test.plan.length;
  byCount.set(count, [...(byCount.get(count) ?? []), test.id]);
  return byCount;
}, new Map<number, string[]>());

/**
 * Ends, every minute, the tests whose last module ran out while the student was away, as their
 * next read would (decision 032, point 5, addendum): the result stands in the parent's and the
 * tutor's views and the Sunday digest, and the answers count toward mastery and review, without
 * waiting for the student to come back. A module 1 that ran out is left to that read: module 2
 * starts when the student is there to take it.
 */
export function createTestExpirySweep(db: Db, tests: TestsService, clock: Clock) {
  const repo = createTestsRepository(db);
  const periodic = createPeriodicRun({
    intervalMs: SWEEP_INTERVAL_MS,
    failure: 'test expiry sweep failed',
    /** Ends the attempts due now; answers how many were due. */
    async run(_now, log) {
      const before = new Date(clock.now().getTime() - TEST_GRACE_SECONDS * 1000);
      const due = await repo.runOutLastModules(LAST_MODULES, before, SWEEP_BATCH);
      for (const { userId, attemptId } of due) {
        await tests
          .settle(userId, attemptId)
          .catch((error: Error) => log.error({ err: error, attemptId }, 'test not ended'));
        await yieldToEventLoop();
      }
      return due.length;
    },
  });
  return { runOnce: () => periodic.runOnce(), start: periodic.start, stop: periodic.stop };
}

export type TestExpirySweep = ReturnType<typeof createTestExpirySweep>;
