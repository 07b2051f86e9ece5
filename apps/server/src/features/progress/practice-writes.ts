import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import type { StoredAttempt } from './progress-records.ts';

// The writes of practice, each for many users in one statement: the repository runs them in
// groups (see batcher.ts). A statement cannot upsert one row twice, so each holds one row per
// user and question, chosen as the calls would have left it one after another.

export interface Serve {
  userId: string;
  questionId: string;
  at: Date;
}

export interface Check extends Serve {
  isCorrect: boolean;
}

// A tab left open overnight should not count as hours of study.
const MAX_TIME_PER_ATTEMPT_MS = 30 * 60_000;

/** An answer to record, at `at`; it also counts as a check of the question. */
export interface NewAttempt extends Check {
  answer: string;
  /** Earned only by the first attempt, and only when the question's first check was right. */
  points: number;
  hintsUsed: number;
  superhintsUsed: number;
  /** The caller believes this is the user's first attempt at the question. */
  first: boolean;
}

const keyOf = (row: { userId: string; questionId: string }) => `${row.userId} ${row.questionId}`;

type Columns<Row> = [pick: (row: Row) => unknown, type: string][];

// Each column goes as one array: the call's text is the same for any number of rows.
function arrays<Row>(rows: Row[], columns: Columns<Row>) {
  return sql.join(
    columns.map(([pick, type]) => sql`${sql.param(rows.map(pick))}::${sql.raw(type)}[]`),
    sql`, `,
  );
}

// The leading columns of each function, as each row type extends the one before.
const serveColumns: Columns<Serve> = [
  [(r) => r.userId, 'uuid'],
  [(r) => r.questionId, 'text'],
  [(r) => r.at.toISOString(), 'timestamptz'],
];
const checkColumns: Columns<Check> = [...serveColumns, [(r) => r.isCorrect, 'boolean']];

// The statements are functions of the database (migration 0004_practice_functions), whose
// plans PostgreSQL keeps: parsing and planning them anew was most of a small group's time.

/** Restarts the clock of questions handed out again; the latest serve wins. */
export async function upsertServes(db: Db, serves: Serve[]): Promise<void> {
  await db.execute(sql`select practice_record_serves(${arrays(serves, serveColumns)})`);
}

/** Remembers the first check of each question; later ones change nothing. */
export async function upsertChecks(db: Db, checks: Check[]): Promise<void> {
  await db.execute(sql`select practice_record_checks(${arrays(checks, checkColumns)})`);
}

/**
 * A Guest's check of a question, stored only while the trial has room (migration
 * 0014_guest_trial_claim): true when it was stored now or before, false when the trial is used
 * up. Atomic in the database, so concurrent checks, on any instance, cannot pass the limit.
 */
export async function claimTrialCheck(db: Db, check: Check, limit: number): Promise<boolean> {
  const result = await db.execute(
    sql`select practice_claim_trial(${check.userId}::uuid, ${check.questionId}, ${check.at.toISOString()}::timestamptz, ${check.isCorrect}, ${limit}) as allowed`,
  );
  return rowsOf<{ allowed: boolean }>(result)[0]?.allowed === true;
}

interface AttemptRecord {
  id: number | string;
  user_id: string;
  question_id: string;
  answer: string;
  is_correct: boolean;
  is_first_attempt: boolean;
  points_earned: number;
  time_spent_ms: number;
  answered_us: number | string;
}

/**
 * Records attempts, in order, in one call (atomic, one round trip): each counts as a check of
 * its question first (a client cannot skip checking to dodge it); time spent runs from the
 * question's serve, capped; points follow the rule on `points`. Two first attempts meeting (in
 * one group, or from two instances) meet the partial unique index: the later is stored as a
 * repeat, never lost. Returns the stored rows, in order.
 */
export async function recordAttempts(db: Db, attempts: NewAttempt[]): Promise<StoredAttempt[]> {
  const result = await db.execute(
    sql`select * from practice_record_attempts(${arrays(attempts, [
      ...checkColumns,
      [(r) => r.answer, 'text'],
      [(r) => r.points, 'integer'],
      [(r) => r.hintsUsed, 'integer'],
      [(r) => r.superhintsUsed, 'integer'],
      [(r) => r.first, 'boolean'],
    ])}, ${MAX_TIME_PER_ATTEMPT_MS})`,
  );
  const rows = rowsOf<AttemptRecord>(result).map((r) => ({
    key: keyOf({ userId: r.user_id, questionId: r.question_id }),
    stored: {
      id: Number(r.id),
      questionId: r.question_id,
      answer: r.answer,
      isCorrect: r.is_correct,
      isFirstAttempt: r.is_first_attempt,
      pointsEarned: r.points_earned,
      timeSpentMs: r.time_spent_ms,
      answeredUs: Number(r.answered_us),
    },
  }));
  // Back to the attempts they came from: a first by its question, repeats in the order given
  // (their ids follow the insertion order, which is `order by n`).
  const firstByKey = new Map(rows.filter((r) => r.stored.isFirstAttempt).map((r) => [r.key, r]));
  const repeats = rows
    .filter((r) => !r.stored.isFirstAttempt)
    .sort((a, b) => a.stored.id - b.stored.id);
  const firstTaken = new Set<string>();
  let nextRepeat = 0;
  return attempts.map((attempt) => {
    const key = keyOf(attempt);
    const first = attempt.first && !firstTaken.has(key) ? firstByKey.get(key) : undefined;
    if (attempt.first) firstTaken.add(key);
    const row = first ?? repeats[nextRepeat++];
    if (!row) throw new Error('An attempt was not stored');
    return { ...row.stored, hintsUsed: attempt.hintsUsed, superhintsUsed: attempt.superhintsUsed };
  });
}
