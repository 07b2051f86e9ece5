import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A public evaluation submission: stored before it is scored or mailed, so none is lost. */
export const evaluationSubmissions = pgTable(
  'evaluation_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    evaluationVersion: text('evaluation_version').notNull(),
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    result: jsonb('result'),
    scoredAt: timestamp('scored_at', { withTimezone: true }),
    clientIp: text('client_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('evaluation_submissions_created_idx').on(t.createdAt)],
);
