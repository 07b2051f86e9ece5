import { and, count, desc, eq, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { answers, questionServes } from '../../db/schema/index.ts';
import { createBatcher } from '../../lib/batcher.ts';
import { recordAttempts, upsertChecks, upsertServes, type NewAttempt } from './practice-writes.ts';
import {
  progressCacheFor,
  rightFirstTime,
  type FirstAttemptInfo,
  type StoredAttempt,
} from './progress-cache.ts';

export function createProgressRepository(db: Db) {
  const firstAttemptOf = (userId: string) =>
    and(eq(answers.userId, userId), eq(answers.isFirstAttempt, true));
  const cache = progressCacheFor(db);

  /** The user's first attempts by question (from memory once read; see ProgressCache). */
  const firstAttemptMap = (userId: string) =>
    cache.firstAttempts(userId, async () => {
      const rows = await db
        .select({ questionId: answers.questionId, pointsEarned: answers.pointsEarned })
        .from(answers)
        .where(firstAttemptOf(userId));
      return new Map<string, FirstAttemptInfo>(
        rows.map((r) => [r.questionId, { pointsEarned: r.pointsEarned }]),
      );
    });

  // Practice writes arrive together under load: they run in groups (see batcher.ts).
  // Writes answer nothing but their completion, one per item.
  const eachDone =
    <Item>(write: (db: Db, items: Item[]) => Promise<void>) =>
    async (items: Item[]) => {
      await write(db, items);
      return items.map(() => undefined);
    };
  const serveInGroup = createBatcher(eachDone(upsertServes));
  const checkInGroup = createBatcher(eachDone(upsertChecks));
  // One statement per group: if it fails, nothing of the group was stored and it can run again.
  const recordInGroup = createBatcher((attempts: NewAttempt[]) => recordAttempts(db, attempts));

  return {
    firstAttemptMap,
    generation: (userId: string) => cache.generation(userId),

    firstAttempts: async (userId: string) =>
      Array.from((await firstAttemptMap(userId)).entries(), ([questionId, info]) => ({
        questionId,
        isCorrect: rightFirstTime(info),
      })),

    countFirstAttempts: async (userId: string) => (await firstAttemptMap(userId)).size,

    hasFirstAttempt: async (userId: string, questionId: string) =>
      (await firstAttemptMap(userId)).has(questionId),

    /** Restarts the clock for a question handed out again; check results are kept. */
    serve: (userId: string, questionId: string, at: Date) =>
      serveInGroup({ userId, questionId, at }),

    findServe: async (userId: string, questionId: string) =>
      (
        await db
          .select()
          .from(questionServes)
          .where(and(eq(questionServes.userId, userId), eq(questionServes.questionId, questionId)))
      )[0],

    /** The first check of a question is remembered; later ones do not change it. */
    markChecked: (userId: string, questionId: string, isCorrect: boolean, at: Date) =>
      checkInGroup({ userId, questionId, isCorrect, at }),

    /** Records an attempt, which also counts as a check (see recordAttempts). */
    async recordAttempt(attempt: Omit<NewAttempt, 'first'>): Promise<StoredAttempt> {
      try {
        const first = !(await firstAttemptMap(attempt.userId)).has(attempt.questionId);
        const stored = await recordInGroup({ ...attempt, first });
        cache.recordAttempt(attempt.userId, stored);
        return stored;
      } catch (error) {
        // Whether the row landed is unknown (a lost connection after the insert): read it again.
        cache.forget(attempt.userId);
        throw error;
      }
    },

    /** Counts over every attempt, and over first attempts as scores count them. */
    async totals(userId: string) {
      const [[all], firsts] = await Promise.all([
        db
          .select({ attempts: count(), timeSpentMs: sum(answers.timeSpentMs) })
          .from(answers)
          .where(eq(answers.userId, userId)),
        firstAttemptMap(userId),
      ]);
      let correct = 0;
      let points = 0;
      for (const info of firsts.values()) {
        if (rightFirstTime(info)) correct += 1;
        points += info.pointsEarned;
      }
      return {
        attempts: all?.attempts ?? 0,
        timeSpentMs: Number(all?.timeSpentMs ?? 0),
        answered: firsts.size,
        correct,
        points,
      };
    },

    /** Days (UTC) with answers, newest first, as YYYY-MM-DD with counts. */
    async activeDays(userId: string, limit: number) {
      const day = sql<string>`to_char(${answers.answeredAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      return db
        .select({
          date: day,
          answered: count(),
          correct: sql<number>`count(*) filter (where ${answers.isCorrect})`.mapWith(Number),
        })
        .from(answers)
        .where(eq(answers.userId, userId))
        .groupBy(day)
        .orderBy(desc(day))
        .limit(limit);
    },
  };
}

export type ProgressRepository = ReturnType<typeof createProgressRepository>;
