import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per run of a scheduled job and period: the instance that inserts it does the run. */
export const scheduledRuns = pgTable(
  'scheduled_runs',
  {
    job: text('job').notNull(),
    period: text('period').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.job, t.period] })],
);
