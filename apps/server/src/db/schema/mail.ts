import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every outgoing mail is written here first; a sender delivers and retries from this table. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** Where a reply should go: the student or customer in the academy's mail, else the academy. */
    replyTo: text('reply_to'),
    kind: text('kind').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_pending_idx').on(t.sentAt, t.nextAttemptAt),
    // Per-recipient caps count one kind of mail to one address (in any case) in a window.
    index('mail_outbox_recipient_idx').on(t.kind, sql`lower(${t.toAddress})`, t.createdAt),
  ],
);
