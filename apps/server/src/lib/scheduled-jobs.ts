import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { scheduledRuns } from '../db/schema/index.ts';
import type { Clock } from './clock.ts';

export interface ScheduledJob {
  name: string;
  /** The period due at `now` (a week's key, say), or null when nothing is due. */
  periodAt(now: Date): string | null;
  run(period: string, now: Date): Promise<void>;
}

export interface JobLogger {
  error(obj: object, msg: string): void;
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
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<string[]> | undefined;
  let log: JobLogger = { error() {} };

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

  async function runJobs() {
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

  /** Runs the jobs due now that no instance has claimed; answers "job:period" of those it ran. */
  function runDue(): Promise<string[]> {
    // Cleared in a later tick: a check with nothing due settles at once.
    running ??= runJobs().finally(() => {
      running = undefined;
    });
    return running;
  }

  const safeRun = () =>
    runDue().catch((error: Error) => log.error({ err: error }, 'scheduled jobs check failed'));

  return {
    runDue,
    start(logger: JobLogger) {
      log = logger;
      if (timer) return;
      timer = setInterval(safeRun, CHECK_INTERVAL_MS);
      timer.unref();
      void safeRun();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => {});
    },
  };
}

export type ScheduledJobs = ReturnType<typeof createScheduledJobs>;
