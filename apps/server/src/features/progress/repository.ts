import { and, count, desc, eq, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { answers, questionServes } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { progressCacheFor, type FirstAttemptInfo, type StoredAttempt } from './progress-cache.ts';

export interface NewAttempt {
  userId: string;
  questionId: string;
  submoduleId: string;
  answer: string;
  isCorrect: boolean;
  pointsIfFirst: number;
  timeSpentMs: number;
  hintsUsed: number;
  superhintsUsed: number;
}

export function createProgressRepository(db: Db) {
  const firstAttemptOf = (userId: string) =>
    and(eq(answers.userId, userId), eq(answers.isFirstAttempt, true));
  const cache = progressCacheFor(db);

  /** The user's first attempts by question (from memory once read; see ProgressCache). */
  const firstAttemptMap = (userId: string) =>
    cache.firstAttempts(userId, async () => {
      const rows = await db
        .select({
          questionId: answers.questionId,
          isCorrect: answers.isCorrect,
          pointsEarned: answers.pointsEarned,
        })
        .from(answers)
        .where(firstAttemptOf(userId));
      return new Map<string, FirstAttemptInfo>(
        rows.map((r) => [r.questionId, { isCorrect: r.isCorrect, pointsEarned: r.pointsEarned }]),
      );
    });

  // The stored attempt as the cache needs it, answered_at to the microsecond.
  const storedAttempt = {
    id: answers.id,
    questionId: answers.questionId,
    answer: answers.answer,
    isCorrect: answers.isCorrect,
    isFirstAttempt: answers.isFirstAttempt,
    pointsEarned: answers.pointsEarned,
    timeSpentMs: answers.timeSpentMs,
    answeredUs: sql<number>`(extract(epoch from ${answers.answeredAt}) * 1000000)::bigint`.mapWith(
      Number,
    ),
  };

  return {
    firstAttemptMap,
    generation: (userId: string) => cache.generation(userId),

    firstAttempts: async (userId: string) =>
      Array.from((await firstAttemptMap(userId)).entries(), ([questionId, info]) => ({
        questionId,
        isCorrect: info.isCorrect,
      })),

    countFirstAttempts: async (userId: string) => (await firstAttemptMap(userId)).size,

    hasFirstAttempt: async (userId: string, questionId: string) =>
      (await firstAttemptMap(userId)).has(questionId),

    /** Restarts the clock for a question handed out again; check results are kept. */
    serve: (userId: string, questionId: string, at: Date) =>
      db
        .insert(questionServes)
        .values({ userId, questionId, servedAt: at })
        .onConflictDoUpdate({
          target: [questionServes.userId, questionServes.questionId],
          set: { servedAt: at, hintsUsed: 0, superhintsUsed: 0 },
        }),

    findServe: async (userId: string, questionId: string) =>
      (
        await db
          .select()
          .from(questionServes)
          .where(and(eq(questionServes.userId, userId), eq(questionServes.questionId, questionId)))
      )[0],

    /** The first check of a question is remembered; later ones do not change it. */
    markChecked: async (userId: string, questionId: string, isCorrect: boolean, at: Date) =>
      (
        await db
          .insert(questionServes)
          .values({ userId, questionId, servedAt: at, checkedAt: at, firstCheckCorrect: isCorrect })
          .onConflictDoUpdate({
            target: [questionServes.userId, questionServes.questionId],
            set: {
              checkedAt: sql`coalesce(${questionServes.checkedAt}, excluded.checked_at)`,
              firstCheckCorrect: sql`coalesce(${questionServes.firstCheckCorrect}, excluded.first_check_correct)`,
            },
          })
          .returning()
      )[0]!,

    /**
     * Inserts an attempt as the first one when there is none yet. Two concurrent first
     * attempts meet the partial unique index: the loser is stored as a repeat, never lost.
     */
    async insertAttempt(a: NewAttempt): Promise<StoredAttempt> {
      const values = {
        userId: a.userId,
        questionId: a.questionId,
        submoduleId: a.submoduleId,
        answer: a.answer,
        isCorrect: a.isCorrect,
        timeSpentMs: a.timeSpentMs,
        hintsUsed: a.hintsUsed,
        superhintsUsed: a.superhintsUsed,
      };
      let stored: StoredAttempt | undefined;
      try {
        const first = !(await this.hasFirstAttempt(a.userId, a.questionId));
        if (first) {
          try {
            [stored] = await db
              .insert(answers)
              .values({ ...values, isFirstAttempt: true, pointsEarned: a.pointsIfFirst })
              .returning(storedAttempt);
          } catch (error) {
            if (!isUniqueViolation(error)) throw error;
          }
        }
        stored ??= (
          await db
            .insert(answers)
            .values({ ...values, isFirstAttempt: false, pointsEarned: 0 })
            .returning(storedAttempt)
        )[0]!;
      } catch (error) {
        // Whether the row landed is unknown (a lost connection after the insert): read it again.
        cache.forget(a.userId);
        throw error;
      }
      cache.recordAttempt(a.userId, stored);
      return stored;
    },

    async totals(userId: string) {
      const [all] = await db
        .select({ attempts: count(), timeSpentMs: sum(answers.timeSpentMs) })
        .from(answers)
        .where(eq(answers.userId, userId));
      const [first] = await db
        .select({
          answered: count(),
          correct: sql<number>`count(*) filter (where ${answers.isCorrect})`.mapWith(Number),
          points: sum(answers.pointsEarned),
        })
        .from(answers)
        .where(firstAttemptOf(userId));
      return {
        attempts: all?.attempts ?? 0,
        timeSpentMs: Number(all?.timeSpentMs ?? 0),
        answered: first?.answered ?? 0,
        correct: first?.correct ?? 0,
        points: Number(first?.points ?? 0),
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
