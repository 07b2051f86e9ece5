import { ACADEMY } from '@academy/shared/academy';
import {
  EVALUATION_SUBMISSION_DAYS,
  INACTIVE_ACCOUNT_DAYS,
  INACTIVITY_WARNING_DAYS,
  MAIL_COPY_DAYS,
  PAYMENT_RECORD_DAYS,
} from '@academy/shared/account-data';
import { academyDay } from '@academy/shared/academy-day';
import { STAFF_ROLES } from '@academy/shared/roles';
import { TZDate } from '@date-fns/tz';
import { and, eq, gte, isNotNull, lt, lte, notExists, notInArray, or, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  accountTokens,
  bookingSessions,
  checkoutSessions,
  evaluationSubmissions,
  mailOutbox,
  sessions,
  subscriptions,
  tutorBookings,
  users,
} from '../../db/schema/index.ts';
import type { ScheduledJob } from '../../lib/scheduled-jobs.ts';
import { accountMailReader } from '../auth/account-mails.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { EraseAccount } from './erasure.ts';
import { inactivityWarningMail } from './mails.ts';

export const RETENTION_JOB = 'retention';
/** 4 AM in Dallas: after the nightly item statistics, before anyone is up. */
export const RETENTION_HOUR = 4;
/** Accounts warned or deleted in one night at most: a backlog is worked off night by night. */
const ACCOUNTS_PER_RUN = 200;

const DAY_MS = 86_400_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** The night due at `now` (its date in Dallas), from 4 AM on; null before. */
export function retentionPeriodAt(now: Date): string | null {
  const local = new TZDate(now.getTime(), ACADEMY.timeZone);
  return local.getHours() < RETENTION_HOUR ? null : academyDay(now);
}

/**
 * Keeps what the privacy policy says, no longer (decision 052): each night it deletes ended
 * sign-in sessions and used or expired mailed links, evaluation submissions after 2 years, copies
 * of mail after 12 months, payment records and tutor bookings after 7 years; it warns the owner
 * of an account unused for almost 3 years, and deletes the account a month after the warning if
 * it is still unused. An account that pays for access or has a tutor session ahead is never
 * taken as unused, nor a staff account.
 */
export function createRetentionJob(deps: {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'academy' | 'session'>;
  eraseAccount: EraseAccount;
}): ScheduledJob {
  const { db, config, eraseAccount } = deps;

  async function purge(now: Date) {
    await db
      .delete(sessions)
      .where(
        or(
          lte(sessions.expiresAt, now),
          lte(sessions.lastSeenAt, new Date(now.getTime() - config.session.idleMs)),
        ),
      );
    await db
      .delete(accountTokens)
      .where(or(lte(accountTokens.expiresAt, now), isNotNull(accountTokens.usedAt)));
    await db
      .delete(evaluationSubmissions)
      .where(lt(evaluationSubmissions.createdAt, daysBefore(now, EVALUATION_SUBMISSION_DAYS)));
    await db.delete(mailOutbox).where(lt(mailOutbox.createdAt, daysBefore(now, MAIL_COPY_DAYS)));
    const recordsBefore = daysBefore(now, PAYMENT_RECORD_DAYS);
    await db.delete(checkoutSessions).where(lt(checkoutSessions.createdAt, recordsBefore));
    await db.delete(tutorBookings).where(lt(tutorBookings.createdAt, recordsBefore));
  }

  /** Not staff, no access paid for that has not ended, no tutor session ahead. */
  const mayLapse = (now: Date) =>
    and(
      notInArray(users.role, [...STAFF_ROLES]),
      notExists(
        db
          .select({ one: sql`1` })
          .from(subscriptions)
          .where(and(eq(subscriptions.userId, users.id), gte(subscriptions.currentPeriodEnd, now))),
      ),
      notExists(
        db
          .select({ one: sql`1` })
          .from(bookingSessions)
          .innerJoin(tutorBookings, eq(tutorBookings.id, bookingSessions.bookingId))
          .where(
            and(
              eq(tutorBookings.userId, users.id),
              eq(bookingSessions.status, 'booked'),
              gte(bookingSessions.endsAt, now),
            ),
          ),
      ),
    );

  async function warnUnused(now: Date) {
    const warnBefore = daysBefore(now, INACTIVE_ACCOUNT_DAYS - INACTIVITY_WARNING_DAYS);
    const due = await db
      .select()
      .from(users)
      .where(
        and(
          lt(users.lastActiveAt, warnBefore),
          or(
            sql`${users.inactivityWarnedAt} is null`,
            lt(users.inactivityWarnedAt, users.lastActiveAt),
          ),
          mayLapse(now),
        ),
      )
      .limit(ACCOUNTS_PER_RUN);
    const deleteOn = academyDay(new Date(now.getTime() + INACTIVITY_WARNING_DAYS * DAY_MS));
    for (const user of due) {
      await db.transaction(async (tx) => {
        await enqueueMail(tx as unknown as Db, [
          {
            ...inactivityWarningMail(
              accountMailReader(user, config),
              deleteOn,
              `${config.publicUrl}/login`,
            ),
            dedupeKey: `inactive-warning:${user.id}:${user.lastActiveAt.toISOString()}`,
          },
        ]);
        await tx.update(users).set({ inactivityWarnedAt: now }).where(eq(users.id, user.id));
      });
    }
  }

  async function deleteUnused(now: Date) {
    const due = await db
      .select()
      .from(users)
      .where(
        and(
          lt(users.lastActiveAt, daysBefore(now, INACTIVE_ACCOUNT_DAYS)),
          // Warned after the last use, and at least the warning's month ago.
          gte(users.inactivityWarnedAt, users.lastActiveAt),
          lte(users.inactivityWarnedAt, daysBefore(now, INACTIVITY_WARNING_DAYS)),
          mayLapse(now),
        ),
      )
      .limit(ACCOUNTS_PER_RUN);
    for (const user of due) await eraseAccount(user, 'inactive', now);
  }

  return {
    name: RETENTION_JOB,
    periodAt: retentionPeriodAt,
    async run(_period, now) {
      await purge(now);
      await deleteUnused(now);
      await warnUnused(now);
    },
  };
}
