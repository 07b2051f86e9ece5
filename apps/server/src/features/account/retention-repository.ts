import {
  EVALUATION_SUBMISSION_DAYS,
  INACTIVE_ACCOUNT_DAYS,
  INACTIVITY_WARNING_DAYS,
  MAIL_COPY_DAYS,
  PAYMENT_RECORD_DAYS,
} from '@academy/shared/account-data';
import { STAFF_ROLES } from '@academy/shared/roles';
import { and, eq, gte, lt, lte, notExists, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  accountTokens,
  answerRequests,
  bookingSessions,
  checkoutSessions,
  localPayments,
  evaluationSubmissions,
  mailOutbox,
  sessions,
  subscriptions,
  tutorBookings,
  users,
} from '../../db/schema/index.ts';
import { enqueueMail, type NewMail } from '../mail/outbox.ts';

/** Accounts warned or deleted in one night at most: a backlog is worked off night by night. */
const ACCOUNTS_PER_RUN = 200;
const DAY_MS = 86_400_000;
const MAILED_LINK_KEPT_DAYS = 7;
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** What the nightly retention run reads and deletes (decision 052). */
export function createRetentionRepository(db: Db) {
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

  return {
    /** What the privacy policy keeps no longer: ended sessions, old links, copies and records. */
    async purge(now: Date, sessionIdleMs: number) {
      await db
        .delete(sessions)
        .where(
          or(
            lte(sessions.expiresAt, now),
            lte(sessions.lastSeenAt, new Date(now.getTime() - sessionIdleMs)),
          ),
        );
      // A week after expiry: until then a link opened again can still be told apart as used.
      await db
        .delete(accountTokens)
        .where(lt(accountTokens.expiresAt, daysBefore(now, MAILED_LINK_KEPT_DAYS)));
      await db
        .delete(evaluationSubmissions)
        .where(lt(evaluationSubmissions.createdAt, daysBefore(now, EVALUATION_SUBMISSION_DAYS)));
      await db.delete(mailOutbox).where(lt(mailOutbox.createdAt, daysBefore(now, MAIL_COPY_DAYS)));
      // A page tries a call again within seconds: a day covers a phone that slept meanwhile.
      await db.delete(answerRequests).where(lt(answerRequests.createdAt, daysBefore(now, 1)));
      const recordsBefore = daysBefore(now, PAYMENT_RECORD_DAYS);
      await db.delete(checkoutSessions).where(lt(checkoutSessions.createdAt, recordsBefore));
      await db.delete(localPayments).where(lt(localPayments.createdAt, recordsBefore));
      await db.delete(tutorBookings).where(lt(tutorBookings.createdAt, recordsBefore));
    },

    /** Unused for almost the limit, and not warned since their last use. */
    toWarn: (now: Date) =>
      db
        .select()
        .from(users)
        .where(
          and(
            lt(
              users.lastActiveAt,
              daysBefore(now, INACTIVE_ACCOUNT_DAYS - INACTIVITY_WARNING_DAYS),
            ),
            or(
              sql`${users.inactivityWarnedAt} is null`,
              lt(users.inactivityWarnedAt, users.lastActiveAt),
            ),
            mayLapse(now),
          ),
        )
        .limit(ACCOUNTS_PER_RUN),

    /**
     * Unused for the limit, warned after their last use and at least the warning's month ago,
     * both counted to `todayEnds` (the next Dallas midnight): the warning named a day, and the
     * account goes on it, though that night's run starts earlier in the day than the warning's
     * did, or an hour earlier by the clock after daylight saving time began.
     */
    toDelete: (now: Date, todayEnds: Date) =>
      db
        .select()
        .from(users)
        .where(
          and(
            lt(users.lastActiveAt, daysBefore(todayEnds, INACTIVE_ACCOUNT_DAYS)),
            gte(users.inactivityWarnedAt, users.lastActiveAt),
            lt(users.inactivityWarnedAt, daysBefore(todayEnds, INACTIVITY_WARNING_DAYS)),
            mayLapse(now),
          ),
        )
        .limit(ACCOUNTS_PER_RUN),

    /** The warning's mail and its mark, together. */
    warned: (userId: string, mail: NewMail, now: Date) =>
      db.transaction(async (tx) => {
        await enqueueMail(tx as unknown as Db, [mail]);
        await tx.update(users).set({ inactivityWarnedAt: now }).where(eq(users.id, userId));
      }),
  };
}
