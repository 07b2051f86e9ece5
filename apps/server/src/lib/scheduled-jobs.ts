import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { scheduledRuns } from '../db/schema/index.ts';
import type { Clock } from './clock.ts';
import { createPeriodicRun, type RunLogger } from './periodic-run.ts';

export interface ScheduledJob {
  name: string;
  /** The period due at `now` (a week's key, say), or null when nothing is due. */
  periodAt(now: Date): string | null;
  run(period: string, now: Date): Promise<void>;
}

const CHECK_INTERVAL_MS = 60_000;
/** A claim left unfinished this long (its instance died mid-run) may be taken again. */
const STALE_CLAIM_MS = 30 * 60_000;

/**
 * Runs each job once per period across every instance on one database: an instance claims
 * (job, period) by inserting its row, and only the one whose insert lands runs it. A failed run
 * gives its claim back, so the next check tries again; a claim whose instance died mid-run is
 * taken over after STALE_CLAIM_MS. What a run writes must be safe to write twice (the digest's
 * outbox key), since a run taken over may have done part of its work.
 */
export function createScheduledJobs(db: Db, clock: Clock, jobs: ScheduledJob[]) {
  async function claim(job: string, period: string, now: Date) {
    const claimed = await db
      .insert(scheduledRuns)
      .values({ job, period, claimedAt: now })
      .onConflictDoUpdate({
        target: [scheduledRuns.job, scheduledRuns.period],
        set: { claimedAt: now },
        setWhere: and(
          isNull(scheduledRuns.finishedAt),
          lt(scheduledRuns.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
        ),
      })
      .returning({ job: scheduledRuns.job });
    return claimed.length > 0;
  }

  const thisRun = (job: string, period: string) =>
    and(eq(scheduledRuns.job, job), eq(scheduledRuns.period, period));

  const release = (job: string, period: string) =>
    db.delete(scheduledRuns).where(and(thisRun(job, period), isNull(scheduledRuns.finishedAt)));

  const finish = (job: string, period: string) =>
    db.update(scheduledRuns).set({ finishedAt: clock.now() }).where(thisRun(job, period));

  async function runJobs(log: RunLogger) {
    const ran: string[] = [];
    for (const job of jobs) {
      const now = clock.now();
      const period = job.periodAt(now);
      if (!period || !(await claim(job.name, period, now))) continue;
      try {
        await job.run(period, now);
        await finish(job.name, period);
        ran.push(`${job.name}:${period}`);
      } catch (error) {
        log.error({ err: error, job: job.name, period }, 'scheduled job failed');
        await release(job.name, period);
      }
    }
    return ran;
  }

  const periodic = createPeriodicRun({
    intervalMs: CHECK_INTERVAL_MS,
    failure: 'scheduled jobs check failed',
    run: (_now, log) => runJobs(log),
  });

  return {
    /** Runs the jobs due now that no instance has claimed; answers "job:period" of those it ran. */
    runDue: () => periodic.runOnce(),
    start: periodic.start,
    stop: periodic.stop,
  };
}

export type ScheduledJobs = ReturnType<typeof createScheduledJobs>;
