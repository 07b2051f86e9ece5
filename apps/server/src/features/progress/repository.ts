import { and, count, desc, eq, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { answers, questionServes } from '../../db/schema/index.ts';
import { createBatcher } from '../../lib/batcher.ts';
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

const serveKey = (row: { userId: string; questionId: string }) => `${row.userId} ${row.questionId}`;

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

  // Practice writes arrive together under load: each kind goes in groups (see batcher.ts),
  // one statement for many users. A group holds one row per user and question: a statement
  // cannot upsert the same row twice.
  const serveInGroup = createBatcher(
    async (items: { userId: string; questionId: string; at: Date }[]) => {
      // The latest serve of a question wins, as it would one after another.
      const latest = new Map(items.map((item) => [serveKey(item), item]));
      await db
        .insert(questionServes)
        .values(
          [...latest.values()].map(({ userId, questionId, at }) => ({
            userId,
            questionId,
            servedAt: at,
          })),
        )
        .onConflictDoUpdate({
          target: [questionServes.userId, questionServes.questionId],
          set: {
            servedAt: sql`excluded.served_at`,
            hintsUsed: 0,
            superhintsUsed: 0,
          },
        });
      return items.map(() => undefined);
    },
  );

  const markCheckedInGroup = createBatcher(
    async (items: { userId: string; questionId: string; isCorrect: boolean; at: Date }[]) => {
      // The first check of a question in the group is the one kept, as it would be in turn.
      const firstByKey = new Map<string, (typeof items)[number]>();
      for (const item of items)
        if (!firstByKey.has(serveKey(item))) firstByKey.set(serveKey(item), item);
      const rows = await db
        .insert(questionServes)
        .values(
          [...firstByKey.values()].map(({ userId, questionId, isCorrect, at }) => ({
            userId,
            questionId,
            servedAt: at,
            checkedAt: at,
            firstCheckCorrect: isCorrect,
          })),
        )
        .onConflictDoUpdate({
          target: [questionServes.userId, questionServes.questionId],
          set: {
            checkedAt: sql`coalesce(${questionServes.checkedAt}, excluded.checked_at)`,
            firstCheckCorrect: sql`coalesce(${questionServes.firstCheckCorrect}, excluded.first_check_correct)`,
          },
        })
        .returning();
      const byKey = new Map(rows.map((row) => [serveKey(row), row]));
      return items.map((item) => byKey.get(serveKey(item))!);
    },
  );

  const insertAttemptInGroup = createBatcher(
    async (items: { attempt: NewAttempt; first: boolean }[]) =>
      // One transaction: a group that fails has stored nothing and can be run again.
      db.transaction(async (tx) => {
        const valuesOf = (a: NewAttempt, isFirstAttempt: boolean) => ({
          userId: a.userId,
          questionId: a.questionId,
          submoduleId: a.submoduleId,
          answer: a.answer,
          isCorrect: a.isCorrect,
          isFirstAttempt,
          pointsEarned: isFirstAttempt ? a.pointsIfFirst : 0,
          timeSpentMs: a.timeSpentMs,
          hintsUsed: a.hintsUsed,
          superhintsUsed: a.superhintsUsed,
          // Each row its own time: one statement's now() would tie the whole group.
          answeredAt: sql`clock_timestamp()`,
        });
        const stored = new Array<StoredAttempt | undefined>(items.length);
        // Only the earliest attempt at a question in the group may be its first.
        const firstIndex = new Map<string, number>();
        items.forEach(({ attempt, first }, i) => {
          if (first && !firstIndex.has(serveKey(attempt))) firstIndex.set(serveKey(attempt), i);
        });
        if (firstIndex.size > 0) {
          const firsts = await tx
            .insert(answers)
            .values([...firstIndex.values()].map((i) => valuesOf(items[i]!.attempt, true)))
            .onConflictDoNothing({
              target: [answers.userId, answers.questionId],
              where: sql`${answers.isFirstAttempt}`,
            })
            .returning({ ...storedAttempt, userId: answers.userId });
          for (const { userId, ...row } of firsts) {
            stored[firstIndex.get(serveKey({ userId, questionId: row.questionId }))!] = row;
          }
        }
        const repeats = items.flatMap((_, i) => (stored[i] ? [] : [i]));
        if (repeats.length > 0) {
          // Rows come back in the order they were given (PostgreSQL inserts VALUES in order).
          const rows = await tx
            .insert(answers)
            .values(repeats.map((i) => valuesOf(items[i]!.attempt, false)))
            .returning(storedAttempt);
          repeats.forEach((i, n) => (stored[i] = rows[n]));
        }
        return stored.map((row) => {
          if (!row) throw new Error('An attempt was not stored');
          return row;
        });
      }),
  );

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
      markCheckedInGroup({ userId, questionId, isCorrect, at }),

    /**
     * Stores an attempt, as the first one when there is none yet. Two concurrent first
     * attempts meet the partial unique index: the loser is stored as a repeat, never lost.
     */
    async insertAttempt(attempt: NewAttempt): Promise<StoredAttempt> {
      try {
        const first = !(await firstAttemptMap(attempt.userId)).has(attempt.questionId);
        const stored = await insertAttemptInGroup({ attempt, first });
        cache.recordAttempt(attempt.userId, stored);
        return stored;
      } catch (error) {
        // Whether the row landed is unknown (a lost connection after the insert): read it again.
        cache.forget(attempt.userId);
        throw error;
      }
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
