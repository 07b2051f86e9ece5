import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { createAppAccountEraser } from './features/account/erasure.ts';
import { createRetentionJob } from './features/account/retention-job.ts';
import type { ContentStore } from './features/catalog/content-store.ts';
import { createDigestJob } from './features/family/digest-job.ts';
import { createFamilyRepository } from './features/family/repository.ts';
import { createGoalRemindersJob } from './features/goals/reminders-job.ts';
import { createItemStatsJob } from './features/item-stats/nightly-job.ts';
import { createItemStatsRepository } from './features/item-stats/repository.ts';
import type { ProgressRepository } from './features/progress/repository.ts';
import type { Clock } from './lib/clock.ts';
import { createScheduledJobs } from './lib/scheduled-jobs.ts';

/**
 * The app's jobs run once per period across instances: the parents' Sunday digest, the nightly
 * item statistics, the goal's daily reminders and the nightly retention run. `clock` may be the
 * test clock; `realClock` is not: the retention run deletes sessions and accounts, for good, by
 * the real time, never by a day the test clock moved to.
 */
export function createAppJobs(deps: {
  db: Db;
  clock: Clock;
  realClock: Clock;
  content: ContentStore;
  progress: ProgressRepository;
  config: Config;
}) {
  const { db, clock, realClock, content, progress, config } = deps;
  return createScheduledJobs(db, clock, [
    createDigestJob({ db, repo: createFamilyRepository(db), content, progress, config }),
    createItemStatsJob(createItemStatsRepository(db)),
    createGoalRemindersJob({ db, content, progress, config }),
    createRetentionJob({
      db,
      config,
      clock: realClock,
      eraseAccount: createAppAccountEraser(db, config),
    }),
  ]);
}
