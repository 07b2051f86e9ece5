import type { SatScore } from '@academy/shared/sat-scores';
import { date, jsonb, pgTable, smallint, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** The student's SAT goal (decision 051): one a user, replaced when they change it. */
export const studyGoals = pgTable('study_goals', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 400–1600 in steps of 10 (@academy/shared/goals). */
  targetScore: smallint('target_score').notNull(),
  /** The Dallas day of the test; null: not booked yet. */
  testDate: date('test_date', { mode: 'string' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Official SAT scores the student entered (decision 051): one a test day. */
export const satScores = pgTable(
  'sat_scores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testDate: date('test_date', { mode: 'string' }).notNull(),
    math: smallint('math').notNull(),
    readingWriting: smallint('reading_writing').notNull(),
    /** Each section's practice estimate when they were entered (@academy/shared/sat-scores). */
    practiceEstimate: jsonb('practice_estimate').$type<SatScore['practiceEstimate']>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sat_scores_user_date_key').on(t.userId, t.testDate)],
);

/**
 * The SAT dates the academy lists (decision 055), kept by the tutor from the College Board's
 * calendar; the goal's form offers those from today on.
 */
export const satDates = pgTable('sat_dates', {
  testDate: date('test_date', { mode: 'string' }).primaryKey(),
  /** The regular registration deadline; null: not known yet. */
  registrationDeadline: date('registration_deadline', { mode: 'string' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
