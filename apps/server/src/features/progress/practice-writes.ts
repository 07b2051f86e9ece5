import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import type { StoredAttempt } from './progress-cache.ts';

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
  submoduleId: string;
  answer: string;
  /** Earned only by the first attempt, and only when the question's first check was right. */
  points: number;
  hintsUsed: number;
  superhintsUsed: number;
  /** The caller believes this is the user's first attempt at the question. */
  first: boolean;
}

const keyOf = (row: { userId: string; questionId: string }) => `${row.userId} ${row.questionId}`;

// Each column goes as one array, unnested: the statement's text is the same for any number of
// rows, so PostgreSQL does not parse and plan thousands of parameters per group.
function unnest<Row>(rows: Row[], columns: [pick: (row: Row) => unknown, type: string][]) {
  const arrays = columns.map(
    ([pick, type]) => sql`${sql.param(rows.map(pick))}::${sql.raw(type)}[]`,
  );
  return sql`unnest(${sql.join(arrays, sql`, `)})`;
}

/**
 * Restarts the clock of questions handed out again; the latest serve wins. Rows go in key order,
 * as in the other writes to question_serves, so that statements running at once (the serves,
 * checks and answers of one instance, or of two) take the rows' locks in one order and never
 * wait for each other in a circle.
 */
export async function upsertServes(db: Db, serves: Serve[]): Promise<void> {
  await db.execute(sql`
    insert into question_serves (user_id, question_id, served_at)
    select distinct on (u, q) u, q, t from ${unnest(serves, [
      [(r) => r.userId, 'uuid'],
      [(r) => r.questionId, 'text'],
      [(r) => r.at.toISOString(), 'timestamptz'],
    ])} with ordinality as i(u, q, t, n)
    order by u, q, n desc
    on conflict (user_id, question_id) do update
      set served_at = excluded.served_at, hints_used = 0, superhints_used = 0`);
}

/**
 * Inserts or updates the serve rows of checks read from `source` (columns u, q, t, c, n: user,
 * question, time, correct, order), keeping each question's first check: the earliest in the
 * group, unless one is stored already, which is never replaced.
 */
const firstChecksFrom = (source: SQL) => sql`
  insert into question_serves (user_id, question_id, served_at, checked_at, first_check_correct)
  select distinct on (u, q) u, q, t, t, c from ${source} order by u, q, n
  on conflict (user_id, question_id) do update
    set checked_at = coalesce(question_serves.checked_at, excluded.checked_at),
        first_check_correct = coalesce(question_serves.first_check_correct,
                                       excluded.first_check_correct)`;

/** Remembers the first check of each question; later ones change nothing. */
export async function upsertChecks(db: Db, checks: Check[]): Promise<void> {
  await db.execute(
    firstChecksFrom(
      sql`${unnest(checks, [
        [(r) => r.userId, 'uuid'],
        [(r) => r.questionId, 'text'],
        [(r) => r.at.toISOString(), 'timestamptz'],
        [(r) => r.isCorrect, 'boolean'],
      ])} with ordinality as i(u, q, t, c, n)`,
    ),
  );
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
 * Records attempts, in order, in one statement (atomic without a transaction, one round trip):
 * each counts as a check of its question first (a client cannot skip checking to dodge it);
 * time spent runs from the question's serve, capped; points follow the rule on `points`.
 * Two first attempts meeting (in one group, or from two instances) meet the partial unique
 * index: the later is stored as a repeat, never lost. Returns the stored rows, in order.
 */
export async function recordAttempts(db: Db, attempts: NewAttempt[]): Promise<StoredAttempt[]> {
  const timeSpent = sql`least(greatest(0, extract(epoch from t - served_at) * 1000),
                              ${MAX_TIME_PER_ATTEMPT_MS})::integer`;
  const answerRows = (isFirstAttempt: boolean) => sql`
    insert into answers (user_id, question_id, submodule_id, answer, is_correct, is_first_attempt,
                         points_earned, time_spent_ms, hints_used, superhints_used, answered_at)
    select u, q, s, a, c, ${isFirstAttempt},
           ${isFirstAttempt ? sql`case when first_check_correct then p else 0 end` : sql`0`},
           ${timeSpent}, h, sh, clock_timestamp()
      from checked`;
  const returned = sql`returning id, user_id, question_id, answer, is_correct, is_first_attempt,
    points_earned, time_spent_ms, (extract(epoch from answered_at) * 1000000)::bigint as answered_us`;
  const result = await db.execute(sql`
    with input as (
      select * from ${unnest(attempts, [
        [(r) => r.userId, 'uuid'],
        [(r) => r.questionId, 'text'],
        [(r) => r.at.toISOString(), 'timestamptz'],
        [(r) => r.isCorrect, 'boolean'],
        [(r) => r.submoduleId, 'text'],
        [(r) => r.answer, 'text'],
        [(r) => r.points, 'integer'],
        [(r) => r.hintsUsed, 'integer'],
        [(r) => r.superhintsUsed, 'integer'],
        [(r) => r.first, 'boolean'],
      ])} with ordinality as i(u, q, t, c, s, a, p, h, sh, f, n)
    ),
    serves as (
      ${firstChecksFrom(sql`input`)}
      returning user_id, question_id, served_at, first_check_correct
    ),
    checked as (
      select i.*, serves.served_at, serves.first_check_correct,
             f and n = min(n) filter (where f) over (partition by u, q) as tries_first
        from input i join serves on serves.user_id = i.u and serves.question_id = i.q
    ),
    firsts as (
      ${answerRows(true)} where tries_first order by n
      on conflict (user_id, question_id) where is_first_attempt do nothing
      ${returned}
    ),
    repeats as (
      ${answerRows(false)}
       where not (tries_first and exists (select 1 from firsts
                                           where firsts.user_id = u and firsts.question_id = q))
       order by n
      ${returned}
    )
    select * from firsts union all select * from repeats`);
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
    return row.stored;
  });
}
