import { date, pgTable, smallint, timestamp, uuid } from 'drizzle-orm/pg-core';
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
