import { integer, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The nightly item statistics (issue 39): one row per question, replaced whole by each run, so
 * the tutor and the admin read last night's figures without recomputing over every answer.
 */
export const itemStats = pgTable('item_stats', {
  questionId: text('question_id').primaryKey(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  difficulty: integer('difficulty').notNull(),
  attempts: integer('attempts').notNull(),
  shareCorrect: real('share_correct').notNull(),
  medianTimeMs: integer('median_time_ms').notNull(),
  shareWithHints: real('share_with_hints').notNull(),
  choiceShares: jsonb('choice_shares').$type<Record<string, number>>().notNull(),
  pointBiserial: real('point_biserial'),
  flags: jsonb('flags').$type<string[]>().notNull(),
});
