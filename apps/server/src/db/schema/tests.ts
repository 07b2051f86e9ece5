import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users.ts';

/** One student's sitting of a timed practice test (issue 37). */
export const testAttempts = pgTable(
  'test_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testId: text('test_id').notNull(),
    /** The extended-time factor in force when the test started: it holds for every module. */
    timeFactor: real('time_factor').notNull().default(1),
    /** The module being taken (1-based); past the last one once finished. */
    currentModule: integer('current_module').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Set with `finishedAt` when the student started the test anew: no result, listed nowhere. */
    abandonedAt: timestamp('abandoned_at', { withTimezone: true }),
  },
  (t) => [
    index('test_attempts_user_idx').on(t.userId, t.createdAt),
    // The attempts still open, a few: a student's (the practice calls' guard of a test under
    // way) and everyone's (the expiry sweep's scan, every minute).
    index('test_attempts_open_idx')
      .on(t.userId)
      .where(sql`${t.finishedAt} is null`),
  ],
);

/** A module of an attempt: its form, and the time the server counts it by. */
export const testAttemptModules = pgTable(
  'test_attempt_modules',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => testAttempts.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    level: text('level', { enum: ['mixed', 'harder', 'easier'] }).notNull(),
    questionIds: jsonb('question_ids').$type<string[]>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * Whether its questions were ever on the student's screen: a module after the whole SAT's
     * break is stored when the break starts, and one never resumed was met by nobody.
     */
    reached: boolean('reached').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.index] })],
);

/** Each question's answer as last given in time, kept whatever happens to the page. */
export const testAnswers = pgTable(
  'test_answers',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => testAttempts.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    moduleIndex: integer('module_index').notNull(),
    answer: text('answer').notNull(),
    marked: boolean('marked').notNull().default(false),
    seconds: integer('seconds').notNull().default(0),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);
