import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import type { questionServes } from '../../db/schema/index.ts';
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

// Each column goes as one array, unnested: the statement's text is the same for any number of
// rows, so PostgreSQL does not parse and plan thousands of parameters per group.
function unnest<Row>(rows: Row[], columns: [pick: (row: Row) => unknown, type: string][]) {
  const arrays = columns.map(
    ([pick, type]) => sql`${sql.param(rows.map(pick))}::${sql.raw(type)}[]`,
  );
  return sql`unnest(${sql.join(arrays, sql`, `)})`;
}

/** Restarts the clock of questions handed out again; the latest serve wins. */
export async function upsertServes(db: Db, serves: Serve[]): Promise<void> {
  const rows = [...new Map(serves.map((serve) => [keyOf(serve), serve])).values()];
  await db.execute(sql`
    insert into question_serves (user_id, question_id, served_at)
    select * from ${unnest(rows, [
      [(r) => r.userId, 'uuid'],
      [(r) => r.questionId, 'text'],
      [(r) => r.at.toISOString(), 'timestamptz'],
    ])}
    on conflict (user_id, question_id) do update
      set served_at = excluded.served_at, hints_used = 0, superhints_used = 0`);
}

interface ServeRecord {
  user_id: string;
  question_id: string;
  served_at: Date | string;
  checked_at: Date | string | null;
  first_check_correct: boolean | null;
  hints_used: number;
  superhints_used: number;
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** Remembers the first check of each question (later ones change nothing); its serve row each. */
export async function upsertChecks(db: Db, checks: Check[]): Promise<ServeRow[]> {
  const earliest = new Map<string, Check>();
  for (const check of checks) if (!earliest.has(keyOf(check))) earliest.set(keyOf(check), check);
  const rows = [...earliest.values()];
  const result = await db.execute(sql`
    insert into question_serves (user_id, question_id, served_at, checked_at, first_check_correct)
    select u, q, t, t, c from ${unnest(rows, [
      [(r) => r.userId, 'uuid'],
      [(r) => r.questionId, 'text'],
      [(r) => r.at.toISOString(), 'timestamptz'],
      [(r) => r.isCorrect, 'boolean'],
    ])} as i(u, q, t, c)
    on conflict (user_id, question_id) do update
      set checked_at = coalesce(question_serves.checked_at, excluded.checked_at),
          first_check_correct = coalesce(question_serves.first_check_correct,
                                         excluded.first_check_correct)
    returning user_id, question_id, served_at, checked_at, first_check_correct, hints_used,
              superhints_used`);
  const byKey = new Map(
    rowsOf<ServeRecord>(result).map((r): [string, ServeRow] => [
      keyOf({ userId: r.user_id, questionId: r.question_id }),
      {
        userId: r.user_id,
        questionId: r.question_id,
        servedAt: asDate(r.served_at),
        checkedAt: r.checked_at === null ? null : asDate(r.checked_at),
        firstCheckCorrect: r.first_check_correct,
        hintsUsed: r.hints_used,
        superhintsUsed: r.superhints_used,
      },
    ]),
  );
  return checks.map((check) => byKey.get(keyOf(check))!);
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

/** Inserts attempts in the order given, each with its own time; the rows stored, in order. */
async function insertAnswerRows(
  tx: Db,
  attempts: NewAttempt[],
  isFirstAttempt: boolean,
): Promise<(StoredAttempt & { userId: string })[]> {
  const result = await tx.execute(sql`
    insert into answers (user_id, question_id, submodule_id, answer, is_correct, is_first_attempt,
                         points_earned, time_spent_ms, hints_used, superhints_used, answered_at)
    select u, q, s, a, c, ${isFirstAttempt}, p, t, h, sh, clock_timestamp()
      from ${unnest(attempts, [
        [(r) => r.userId, 'uuid'],
        [(r) => r.questionId, 'text'],
        [(r) => r.submoduleId, 'text'],
        [(r) => r.answer, 'text'],
        [(r) => r.isCorrect, 'boolean'],
        [(r) => (isFirstAttempt ? r.pointsIfFirst : 0), 'integer'],
        [(r) => r.timeSpentMs, 'integer'],
        [(r) => r.hintsUsed, 'integer'],
        [(r) => r.superhintsUsed, 'integer'],
      ])} with ordinality as i(u, q, s, a, c, p, t, h, sh, n)
     order by n
    ${isFirstAttempt ? sql`on conflict (user_id, question_id) where is_first_attempt do nothing` : sql``}
    returning id, user_id, question_id, answer, is_correct, is_first_attempt, points_earned,
              time_spent_ms, (extract(epoch from answered_at) * 1000000)::bigint as answered_us`);
  return rowsOf<AttemptRecord>(result).map((r) => ({
    id: Number(r.id),
    userId: r.user_id,
    questionId: r.question_id,
    answer: r.answer,
    isCorrect: r.is_correct,
    isFirstAttempt: r.is_first_attempt,
    pointsEarned: r.points_earned,
    timeSpentMs: r.time_spent_ms,
    answeredUs: Number(r.answered_us),
  }));
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
    const firsts = await insertAnswerRows(
      tx,
      [...firstIndex.values()].map((i) => items[i]!.attempt),
      true,
    );
    for (const { userId, ...row } of firsts) {
      stored[firstIndex.get(keyOf({ userId, questionId: row.questionId }))!] = row;
    }
  }
  const repeats = items.flatMap((_, i) => (stored[i] ? [] : [i]));
  if (repeats.length > 0) {
    // Returned in the order inserted, which is the order given.
    const rows = await insertAnswerRows(
      tx,
      repeats.map((i) => items[i]!.attempt),
      false,
    );
    repeats.forEach((i, n) => {
      const { userId: _userId, ...row } = rows[n]!;
      stored[i] = row;
    });
  }
  return stored.map((row) => {
    if (!row) throw new Error('An attempt was not stored');
    return row;
  });
}
