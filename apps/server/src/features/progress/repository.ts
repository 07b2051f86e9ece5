import { and, count, desc, eq, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { answers, questionServes } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';

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

  return {
    firstAttempts: (userId: string) =>
      db
        .select({ questionId: answers.questionId, isCorrect: answers.isCorrect })
        .from(answers)
        .where(firstAttemptOf(userId)),

    countFirstAttempts: async (userId: string) =>
      (await db.select({ n: count() }).from(answers).where(firstAttemptOf(userId)))[0]!.n,

    hasFirstAttempt: async (userId: string, questionId: string) =>
      (
        await db
          .select({ id: answers.id })
          .from(answers)
          .where(and(firstAttemptOf(userId), eq(answers.questionId, questionId)))
          .limit(1)
      ).length > 0,

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
    async insertAttempt(a: NewAttempt) {
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
      const first = !(await this.hasFirstAttempt(a.userId, a.questionId));
      if (first) {
        try {
          return (
            await db
              .insert(answers)
              .values({ ...values, isFirstAttempt: true, pointsEarned: a.pointsIfFirst })
              .returning()
          )[0]!;
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      return (
        await db
          .insert(answers)
          .values({ ...values, isFirstAttempt: false, pointsEarned: 0 })
          .returning()
      )[0]!;
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
