import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { answers, itemStats, questions } from '../../db/schema/index.ts';
import type { FirstAttemptFact, ItemFacts, ItemStats } from './compute.ts';

/** Rows a single insert carries: PostgreSQL binds at most 65,535 parameters a statement. */
const INSERT_CHUNK = 1_000;

/** What the item statistics read (the bank's items, every first attempt) and where they keep them. */
export function createItemStatsRepository(db: Db) {
  return {
    items: async (): Promise<ItemFacts[]> =>
      (
        await db
          .select({
            id: questions.id,
            difficulty: questions.difficulty,
            type: questions.type,
            correctAnswer: questions.correctAnswer,
          })
          .from(questions)
          .orderBy(asc(questions.id))
      ).map((q) => ({ ...q, type: q.type as ItemFacts['type'] })),

    /**
     * First attempts only: they alone say how an item behaves on first sight. Every one of them,
     * so on a large history longer than a request's statement may run: no timeout here.
     */
    firstAttempts: (): Promise<FirstAttemptFact[]> =>
      db.transaction(async (tx) => {
        await tx.execute(sql`set local statement_timeout = 0`);
        return tx
          .select({
            userId: answers.userId,
            questionId: answers.questionId,
            // Right as scores count it: the first check and the answer recorded both right.
            correct: sql<boolean>`${answers.pointsEarned} > 0`,
            answer: answers.answer,
            timeSpentMs: answers.timeSpentMs,
            hintsUsed: answers.hintsUsed,
            superhintsUsed: answers.superhintsUsed,
          })
          .from(answers)
          .where(eq(answers.isFirstAttempt, true));
      }),

    /** Replaces the stored statistics with `stats`, computed at `at`, all or nothing. */
    async save(stats: ItemStats[], at: Date) {
      await db.transaction(async (tx) => {
        await tx.delete(itemStats);
        for (let i = 0; i < stats.length; i += INSERT_CHUNK) {
          await tx
            .insert(itemStats)
            .values(stats.slice(i, i + INSERT_CHUNK).map((s) => ({ ...s, computedAt: at })));
        }
      });
    },

    /** The stored statistics and when they were computed; null before the first run. */
    async stored(): Promise<{ computedAt: Date; stats: ItemStats[] } | null> {
      const rows = await db.select().from(itemStats).orderBy(asc(itemStats.questionId));
      if (rows.length === 0) return null;
      return {
        computedAt: rows[0]!.computedAt,
        stats: rows.map(({ computedAt: _, ...stats }) => stats),
      };
    },
  };
}

export type ItemStatsRepository = ReturnType<typeof createItemStatsRepository>;
