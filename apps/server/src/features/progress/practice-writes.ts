import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { answers, questionServes } from '../../db/schema/index.ts';
import type { StoredAttempt } from './progress-cache.ts';

// The writes of practice, each for many users in one statement: the repository runs them in
// groups (see batcher.ts). A statement cannot upsert one row twice, so each holds one row per
// user and question, chosen as the calls would have left it one after another.

export type ServeRow = typeof questionServes.$inferSelect;

export interface Serve {
  userId: string;
  questionId: string;
  at: Date;
}

export interface Check extends Serve {
  isCorrect: boolean;
}

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

const keyOf = (row: { userId: string; questionId: string }) => `${row.userId} ${row.questionId}`;

/** Restarts the clock of questions handed out again; the latest serve wins. */
export async function upsertServes(db: Db, serves: Serve[]): Promise<void> {
  const latest = new Map(serves.map((serve) => [keyOf(serve), serve]));
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
      set: { servedAt: sql`excluded.served_at`, hintsUsed: 0, superhintsUsed: 0 },
    });
}

/** Remembers the first check of each question (later ones change nothing); its serve row each. */
export async function upsertChecks(db: Db, checks: Check[]): Promise<ServeRow[]> {
  const earliest = new Map<string, Check>();
  for (const check of checks) if (!earliest.has(keyOf(check))) earliest.set(keyOf(check), check);
  const rows = await db
    .insert(questionServes)
    .values(
      [...earliest.values()].map(({ userId, questionId, isCorrect, at }) => ({
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
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  return checks.map((check) => byKey.get(keyOf(check))!);
}

// The stored attempt as the progress cache needs it, answered_at to the microsecond.
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

function rowOf(a: NewAttempt, isFirstAttempt: boolean) {
  return {
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
    // Each row its own time: the statement's now() would tie a whole group.
    answeredAt: sql`clock_timestamp()`,
  };
}

/**
 * Stores attempts, in order; `first` marks those the caller believes are the user's first at
 * the question. Two first attempts meeting (in one group, or from two instances) meet the
 * partial unique index: the later is stored as a repeat, never lost. Run it in a transaction:
 * it takes two statements.
 */
export async function insertAttempts(
  tx: Db,
  items: { attempt: NewAttempt; first: boolean }[],
): Promise<StoredAttempt[]> {
  const stored = new Array<StoredAttempt | undefined>(items.length);
  const firstIndex = new Map<string, number>();
  items.forEach(({ attempt, first }, i) => {
    if (first && !firstIndex.has(keyOf(attempt))) firstIndex.set(keyOf(attempt), i);
  });
  if (firstIndex.size > 0) {
    const firsts = await tx
      .insert(answers)
      .values([...firstIndex.values()].map((i) => rowOf(items[i]!.attempt, true)))
      .onConflictDoNothing({
        target: [answers.userId, answers.questionId],
        where: sql`${answers.isFirstAttempt}`,
      })
      .returning({ ...storedAttempt, userId: answers.userId });
    for (const { userId, ...row } of firsts) {
      stored[firstIndex.get(keyOf({ userId, questionId: row.questionId }))!] = row;
    }
  }
  const repeats = items.flatMap((_, i) => (stored[i] ? [] : [i]));
  if (repeats.length > 0) {
    // PostgreSQL inserts VALUES in the order given and returns them so.
    const rows = await tx
      .insert(answers)
      .values(repeats.map((i) => rowOf(items[i]!.attempt, false)))
      .returning(storedAttempt);
    repeats.forEach((i, n) => (stored[i] = rows[n]));
  }
  return stored.map((row) => {
    if (!row) throw new Error('An attempt was not stored');
    return row;
  });
}
