import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox, type MailAttachment } from '../../db/schema/index.ts';

export type MailRow = typeof mailOutbox.$inferSelect;

export interface NewMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Who a reply reaches: the student or customer for the academy, the academy for them. */
  replyTo?: string;
  /** What the mail is about (booking-tutor, booking-receipt, evaluation-result, ...). */
  kind: string;
  /** Sent at most once: a mail with a key already in the outbox is not queued again. */
  dedupeKey?: string;
  attachments?: MailAttachment[];
  /** Not before this moment (a reminder); now when absent. */
  sendAt?: Date;
  /** What the mail is about, so that `withdraw` can take it back before it is sent. */
  topic?: string;
}

/** Marks a row kept in the outbox without delivery because no SMTP_URL is configured. */
export const LOGGED_ONLY = 'logged-only: SMTP_URL not set';

/** Mails of `kind` queued to `to` (in any case) since `since`. */
const queuedToSince = (kind: string, to: string, since: Date) =>
  and(
    eq(mailOutbox.kind, kind),
    eq(sql`lower(${mailOutbox.toAddress})`, to.toLowerCase()),
    gte(mailOutbox.createdAt, since),
  );

export function createMailRepository(db: Db) {
  return {
    insert: (mails: NewMail[]) =>
      db
        .insert(mailOutbox)
        .values(
          mails.map((m) => ({
            toAddress: m.to,
            subject: m.subject,
            textBody: m.text,
            htmlBody: m.html ?? null,
            replyTo: m.replyTo ?? null,
            kind: m.kind,
            dedupeKey: m.dedupeKey ?? null,
            attachments: m.attachments ?? null,
            topic: m.topic ?? null,
            // Due now by this process's clock, which claimDue compares with: the database's own
            // default has microseconds, and a claim in the same millisecond would miss the row.
            nextAttemptAt: m.sendAt ?? new Date(),
          })),
        )
        .onConflictDoNothing({ target: mailOutbox.dedupeKey }),

    /**
     * Takes up to `limit` due rows for this process: their next attempt moves to `leaseUntil`, so
     * no other instance picks them while they are being sent (SKIP LOCKED keeps concurrent
     * claimers apart); a process dying mid-send leaves them due again when the lease ends.
     */
    claimDue: (now: Date, leaseUntil: Date, maxAttempts: number, limit: number) =>
      db
        .update(mailOutbox)
        .set({ nextAttemptAt: leaseUntil })
        .where(
          inArray(
            mailOutbox.id,
            db
              .select({ id: mailOutbox.id })
              .from(mailOutbox)
              .where(
                and(
                  isNull(mailOutbox.sentAt),
                  lt(mailOutbox.attempts, maxAttempts),
                  lte(mailOutbox.nextAttemptAt, now),
                ),
              )
              .orderBy(asc(mailOutbox.nextAttemptAt))
              .limit(limit)
              .for('update', { skipLocked: true }),
          ),
        )
        .returning(),

    /** Deletes the unsent mails of `kind` about `topic` (reminders of a cancelled session). */
    withdraw: (kind: string, topic: string) =>
      db
        .delete(mailOutbox)
        .where(
          and(eq(mailOutbox.kind, kind), eq(mailOutbox.topic, topic), isNull(mailOutbox.sentAt)),
        ),

    /** Deletes the unsent mails of `kind` about any of `topics` to anyone but `keepTo`. */
    withdrawExceptTo: (kind: string, topics: string[], keepTo: string) =>
      db
        .delete(mailOutbox)
        .where(
          and(
            eq(mailOutbox.kind, kind),
            inArray(mailOutbox.topic, topics),
            isNull(mailOutbox.sentAt),
            sql`lower(${mailOutbox.toAddress}) <> lower(${keepTo})`,
          ),
        ),

    markSent: (id: string, at: Date) =>
      db
        .update(mailOutbox)
        .set({ sentAt: at, attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
        .where(eq(mailOutbox.id, id)),

    markLoggedOnly: (id: string, at: Date) =>
      db
        .update(mailOutbox)
        .set({ sentAt: at, lastError: LOGGED_ONLY })
        .where(eq(mailOutbox.id, id)),

    markFailed: (id: string, attempts: number, error: string, nextAttemptAt: Date) =>
      db
        .update(mailOutbox)
        .set({ attempts, lastError: error.slice(0, 1000), nextAttemptAt })
        .where(eq(mailOutbox.id, id)),

    /** pending: still to be sent; failed: retries exhausted; oldestDueAt: the longest-waiting. */
    stats: async (maxAttempts: number) => {
      const [pending] = await db
        .select({ n: count(), oldestDueAt: min(mailOutbox.createdAt) })
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, maxAttempts)));
      const [failed] = await db
        .select({ n: count() })
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.sentAt), gte(mailOutbox.attempts, maxAttempts)));
      return {
        pending: pending?.n ?? 0,
        failed: failed?.n ?? 0,
        oldestPendingAt: pending?.oldestDueAt ?? null,
      };
    },

    /**
     * Holds, until the transaction `db` belongs to ends, the lock on mails of `kind` to `to`, so
     * that two instances deciding a per-recipient cap at once take turns.
     */
    lockRecipient: (kind: string, to: string) =>
      db.execute(sql`select pg_advisory_xact_lock(hashtext(${`${kind}:${to.toLowerCase()}`}))`),

    /** Mails of `kind` queued to `to` (in any case) since `since`. */
    countSince: async (kind: string, to: string, since: Date) =>
      (
        await db
          .select({ n: count() })
          .from(mailOutbox)
          .where(queuedToSince(kind, to, since))
      )[0]?.n ?? 0,

    /** When each mail of `kind` to `to` (in any case) since `since` was queued, newest first. */
    queuedTimesSince: async (kind: string, to: string, since: Date) =>
      (
        await db
          .select({ at: mailOutbox.createdAt })
          .from(mailOutbox)
          .where(queuedToSince(kind, to, since))
          .orderBy(desc(mailOutbox.createdAt))
      ).map((row) => row.at),

    findById: async (id: string) =>
      (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0],
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
