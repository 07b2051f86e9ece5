import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

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
    /** Files sent with the mail (a session's .ics invite): name, MIME type and text content. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    /** What a scheduled mail is about (a booked session's id), so it can be withdrawn unsent. */
    topic: text('topic'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A mail sent at most once (a parent's digest of a week): a second insert does nothing. */
    dedupeKey: text('dedupe_key'),
  },
  (t) => [
    index('mail_outbox_topic_idx').on(t.topic),
    index('mail_outbox_pending_idx').on(t.sentAt, t.nextAttemptAt),
    // Per-recipient caps count one kind of mail to one address (in any case) in a window.
    index('mail_outbox_recipient_idx').on(t.kind, sql`lower(${t.toAddress})`, t.createdAt),
    uniqueIndex('mail_outbox_dedupe_key').on(t.dedupeKey),
  ],
);
