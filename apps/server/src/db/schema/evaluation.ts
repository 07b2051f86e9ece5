import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A public evaluation submission: stored before it is scored or mailed, so none is lost. */
export const evaluationSubmissions = pgTable(
  'evaluation_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** Which public evaluation: math or reading-writing (issue 40). */
    kind: text('kind').notNull().default('math'),
    evaluationVersion: text('evaluation_version').notNull(),
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    result: jsonb('result'),
    scoredAt: timestamp('scored_at', { withTimezone: true }),
    clientIp: text('client_ip'),
    /** A signed-in submitter: the evaluation is kept with the account and listed on its pages. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Seconds the student spent on each section, as the section timer measured them. */
    sectionSeconds: jsonb('section_seconds').$type<number[]>(),
    /** When a tutor marked the submitter as contacted (the tutor's workspace); null: not yet. */
    contactedAt: timestamp('contacted_at', { withTimezone: true }),
    /**
     * SHA-256 of the key the submitting browser keeps to open its report again after a reload
     * (decision 065's addendum); the key itself is never stored.
     */
    reportKeyHash: text('report_key_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('evaluation_submissions_created_idx').on(t.createdAt),
    index('evaluation_submissions_user_idx').on(t.userId, t.createdAt),
  ],
);
