import { ACADEMY } from '@academy/shared/academy';
import { INACTIVITY_WARNING_DAYS } from '@academy/shared/account-data';
import { academyDay, addDays } from '@academy/shared/academy-day';
import { TZDate } from '@date-fns/tz';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ScheduledJob } from '../../lib/scheduled-jobs.ts';
import { accountMailReader } from '../auth/account-mails.ts';
import type { EraseAccount } from './erasure.ts';
import { inactivityWarningMail } from './mails.ts';
import { createRetentionRepository, daysBefore } from './retention-repository.ts';

export const RETENTION_JOB = 'retention';
/** 4 AM in Dallas: after the nightly item statistics, before anyone is up. */
export const RETENTION_HOUR = 4;

/** The night due at `now` (its date in Dallas), from 4 AM on; null before. */
export function retentionPeriodAt(now: Date): string | null {
  const local = new TZDate(now.getTime(), ACADEMY.timeZone);
  return local.getHours() < RETENTION_HOUR ? null : academyDay(now);
}

/** The instant `now`'s Dallas day ends: the next midnight there. */
function endOfAcademyDay(now: Date): Date {
  const [y, m, d] = addDays(academyDay(now), 1).split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, 0, 0, 0, ACADEMY.timeZone).getTime());
}

/**
 * Keeps what the privacy policy says, no longer (decision 052): each night it deletes ended
 * sign-in sessions and mailed links a week past expiry, evaluation submissions after 2 years, copies
 * of mail after 12 months, payment records and tutor bookings after 7 years; it warns the owner
 * of an account unused for almost 3 years, and deletes the account a month after the warning if
 * it is still unused. An account that pays for access or has a tutor session ahead is never
 * taken as unused, nor a staff account.
 */
export function createRetentionJob(deps: {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'academy' | 'session'>;
  /** What it deletes it deletes by this time, not the test clock's the schedule may run on. */
  clock: Clock;
  eraseAccount: EraseAccount;
}): ScheduledJob {
  const { config, clock, eraseAccount } = deps;
  const repo = createRetentionRepository(deps.db);

  async function warnUnused(now: Date) {
    const deleteOn = academyDay(daysBefore(now, -INACTIVITY_WARNING_DAYS));
    for (const user of await repo.toWarn(now)) {
      const mail = inactivityWarningMail(
        accountMailReader(user, config),
        deleteOn,
        `${config.publicUrl}/login`,
      );
      const dedupeKey = `inactive-warning:${user.id}:${user.lastActiveAt.toISOString()}`;
      await repo.warned(user.id, { ...mail, dedupeKey }, now);
    }
  }

  return {
    name: RETENTION_JOB,
    periodAt: retentionPeriodAt,
    async run() {
      const now = clock.now();
      await repo.purge(now, config.session.idleMs);
      // Before the warnings: an account warned tonight is not deleted for a month anyway.
      for (const user of await repo.toDelete(now, endOfAcademyDay(now))) {
        await eraseAccount(user, 'inactive', now);
      }
      await warnUnused(now);
    },
  };
}
