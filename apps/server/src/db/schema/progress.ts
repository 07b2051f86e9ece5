import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { questions } from './catalog.ts';
import { users } from './users.ts';

/** When a question was last handed to a user: the server measures time spent from here. */
export const questionServes = pgTable(
  'question_serves',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: text('question_id')
      .notNull()
      .references(() => questions.id),
    servedAt: timestamp('served_at', { withTimezone: true }).notNull().defaultNow(),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    // The outcome of the first check decides first-attempt points, so checking every choice
    // before recording cannot earn them.
    firstCheckCorrect: boolean('first_check_correct'),
    hintsUsed: integer('hints_used').notNull().default(0),
    superhintsUsed: integer('superhints_used').notNull().default(0),
    /** "Skip for now": the question goes to the back of the queue; a skip is not a miss. */
    skippedAt: timestamp('skipped_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    // Every draw reads the user's skips: a few rows, found without walking all their serves.
    index('question_serves_skipped_idx')
      .on(t.userId)
      .where(sql`${t.skippedAt} is not null`),
  ],
);

/** Every attempt is kept; the first one per question counts for scores and points. */
export const answers = pgTable(
  'answers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: text('question_id')
      .notNull()
      .references(() => questions.id),
    answer: text('answer').notNull(),
    isCorrect: boolean('is_correct').notNull(),
    isFirstAttempt: boolean('is_first_attempt').notNull(),
    pointsEarned: integer('points_earned').notNull().default(0),
    timeSpentMs: integer('time_spent_ms').notNull().default(0),
    /**
     * Given in a timed test, whose module counts as the time studied (progress/study-time.ts):
     * `timeSpentMs` is the test's own count for the question, not added to it again.
     */
    inTimedTest: boolean('in_timed_test').notNull().default(false),
    hintsUsed: integer('hints_used').notNull().default(0),
    superhintsUsed: integer('superhints_used').notNull().default(0),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // At most one first attempt per user and question, even under concurrent calls.
    uniqueIndex('answers_first_attempt_key')
      .on(t.userId, t.questionId)
      .where(sql`${t.isFirstAttempt}`),
    index('answers_user_question_time_idx').on(t.userId, t.questionId, t.answeredAt),
  ],
);

/**
 * The Idempotency-Key of each recorded answer's request, for a day (the retention run): a client
 * that lost the reply and sends the answer again gets the first reply, not a second attempt.
 */
export const answerRequests = pgTable(
  'answer_requests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: uuid('key').notNull(),
    // No foreign key: answers go only with their user, who takes these along, and a key would
    // make deleting a user's answers look each one up here.
    answerId: bigint('answer_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('answer_requests_created_idx').on(t.createdAt),
  ],
);
