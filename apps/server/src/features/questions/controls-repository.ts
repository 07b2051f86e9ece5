import { and, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { answers, practiceRounds, questionFlags, questionServes } from '../../db/schema/index.ts';
import { progressCacheFor } from '../progress/progress-cache.ts';

/**
 * The student's own controls over practice: skips, flags and rounds (issue 35). Skips and rounds
 * are read on every draw, so they are kept in memory with the user's progress (ProgressCache).
 */
export function createControlsRepository(db: Db) {
  const cache = progressCacheFor(db);
  return {
    /**
     * Marks a served question skipped; false when it was never served to the user. Serving it
     * again (served_at after skipped_at) ends the skip.
     */
    async skip(userId: string, questionId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(questionServes)
        .set({ skippedAt: at })
        .where(and(eq(questionServes.userId, userId), eq(questionServes.questionId, questionId)))
        .returning({ questionId: questionServes.questionId });
      if (rows.length > 0) cache.recordSkip(userId, questionId, at.getTime());
      return rows.length > 0;
    },

    /** The questions skipped since they were last served, with when (ms). */
    skipped: (userId: string) =>
      cache.skipped(userId, async () => {
        const rows = await db
          .select({ questionId: questionServes.questionId, skippedAt: questionServes.skippedAt })
          .from(questionServes)
          .where(
            and(
              eq(questionServes.userId, userId),
              // Matches the partial index on skipped serves.
              isNotNull(questionServes.skippedAt),
              gte(questionServes.skippedAt, questionServes.servedAt),
            ),
          );
        return new Map(rows.map((r) => [r.questionId, r.skippedAt!.getTime()]));
      }),

    async round(userId: string, submoduleId: string) {
      const rounds = await cache.rounds(userId, async () => {
        const rows = await db
          .select({
            submoduleId: practiceRounds.submoduleId,
            round: practiceRounds.round,
            startedAt: practiceRounds.startedAt,
          })
          .from(practiceRounds)
          .where(eq(practiceRounds.userId, userId));
        return new Map(rows.map(({ submoduleId, ...row }) => [submoduleId, row]));
      });
      return rounds.get(submoduleId);
    },

    /**
     * Starts the next round (the first is 1), now by the database's clock: the clock that dates
     * answers, to the microsecond, so an answer recorded just before never counts in the round.
     */
    async startRound(userId: string, submoduleId: string) {
      const now = sql`clock_timestamp()`;
      const [row] = await db
        .insert(practiceRounds)
        .values({ userId, submoduleId, round: 1, startedAt: now })
        .onConflictDoUpdate({
          target: [practiceRounds.userId, practiceRounds.submoduleId],
          set: { round: sql`${practiceRounds.round} + 1`, startedAt: now },
        })
        .returning({ round: practiceRounds.round, startedAt: practiceRounds.startedAt });
      cache.recordRound(userId, submoduleId, row!);
      return row!;
    },

    /**
     * Which of `questionIds` the user has answered in the submodule's current round. Compared in
     * the database: the round's start read back into JavaScript keeps only milliseconds, and an
     * answer recorded in the millisecond before the round began would count in it.
     */
    async answeredInRound(userId: string, submoduleId: string, questionIds: string[]) {
      if (questionIds.length === 0) return new Set<string>();
      const roundStart = db
        .select({ startedAt: practiceRounds.startedAt })
        .from(practiceRounds)
        .where(and(eq(practiceRounds.userId, userId), eq(practiceRounds.submoduleId, submoduleId)));
      const rows = await db
        .selectDistinct({ questionId: answers.questionId })
        .from(answers)
        .where(
          and(
            eq(answers.userId, userId),
            inArray(answers.questionId, questionIds),
            gte(answers.answeredAt, sql`(${roundStart})`),
          ),
        );
      return new Set(rows.map((r) => r.questionId));
    },

    /**
     * Flags a question, or changes the note of its open flag: one open flag per user and
     * question. In a transaction, so two flags sent at once leave one.
     */
    flag: (userId: string, questionId: string, note: string | null) =>
      db
        .transaction(async (tx) => {
          // Serialises this user's flags of this question until commit.
          await tx.execute(
            sql`select pg_advisory_xact_lock(hashtext(${`flag ${userId} ${questionId}`}))`,
          );
          const open = and(
            eq(questionFlags.userId, userId),
            eq(questionFlags.questionId, questionId),
            isNull(questionFlags.resolvedAt),
          );
          const updated = await tx
            .update(questionFlags)
            .set({ note })
            .where(open)
            .returning({ id: questionFlags.id });
          if (updated.length === 0)
            await tx.insert(questionFlags).values({ userId, questionId, note });
        })
        .finally(() => cache.recordFlagChange(userId)),

    async unflag(userId: string, questionId: string) {
      await db
        .delete(questionFlags)
        .where(
          and(
            eq(questionFlags.userId, userId),
            eq(questionFlags.questionId, questionId),
            isNull(questionFlags.resolvedAt),
          ),
        );
      cache.recordFlagChange(userId);
    },
  };
}

export type ControlsRepository = ReturnType<typeof createControlsRepository>;
