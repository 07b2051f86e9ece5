import { bigserial, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { questions } from './catalog.ts';
import { users } from './users.ts';

/**
 * "Report a problem with this question": one open report per user, question and reason (a
 * second one changes its text); resolved by the tutor or an administrator, with an optional note
 * to the student, and reopened by them as an undo.
 */
export const questionReports = pgTable(
  'question_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: text('question_id')
      .notNull()
      .references(() => questions.id),
    /** wrong-answer, unclear, typo or other (@academy/shared/question-reports). */
    reason: text('reason').notNull(),
    text: text('text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** Who marked it resolved; null once their account is deleted (the time stays). */
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    /** What the resolver told the student (mailed, shown on /profile); cleared on reopen. */
    resolutionNote: text('resolution_note'),
  },
  (t) => [
    uniqueIndex('question_reports_open_key')
      .on(t.userId, t.questionId, t.reason)
      .where(sql`${t.resolvedAt} is null`),
    index('question_reports_created_idx').on(t.createdAt),
    // A student's own list on /profile, newest first.
    index('question_reports_user_idx').on(t.userId, t.createdAt),
  ],
);
