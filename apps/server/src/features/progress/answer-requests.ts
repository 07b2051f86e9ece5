import { sql } from 'drizzle-orm';
import { arrays, type Columns } from '../../db/array-params.ts';
import { singleProcessFeed } from '../../db/change-feed.ts';
import { changeFeedOf, rowsOf, type Db } from '../../db/client.ts';
import { answers } from '../../db/schema/index.ts';
import { createBatcher } from '../../lib/batcher.ts';
import { attemptOfRow, type AttemptRow } from './practice-writes.ts';
import type { StoredAttempt } from './progress-records.ts';

/** An attempt's own columns, as the answer's owner may read them. */
export const attemptColumns = {
  questionId: answers.questionId,
  answer: answers.answer,
  isCorrect: answers.isCorrect,
  isFirstAttempt: answers.isFirstAttempt,
  pointsEarned: answers.pointsEarned,
  timeSpentMs: answers.timeSpentMs,
  inTimedTest: answers.inTimedTest,
  hintsUsed: answers.hintsUsed,
  superhintsUsed: answers.superhintsUsed,
  answeredAt: answers.answeredAt,
};

interface RequestKey {
  userId: string;
  key: string;
}

type Stored = StoredAttempt & { requestKept?: boolean };

/** The attempt a keyed call stored, or the one an earlier call with its key did (`replayed`). */
export interface Outcome {
  attempt: StoredAttempt;
  replayed: boolean;
}

interface RecordedRow extends AttemptRow {
  n: number | string;
  in_timed_test: boolean;
  hints_used: number;
  superhints_used: number;
}

const attemptOf = (r: RecordedRow): StoredAttempt => ({
  ...attemptOfRow(r),
  inTimedTest: r.in_timed_test,
  hintsUsed: r.hints_used,
  superhintsUsed: r.superhints_used,
});

const ATTEMPT_SQL = sql.raw(`a.id, a.question_id, a.answer, a.is_correct, a.is_first_attempt,
  a.points_earned, a.time_spent_ms, a.in_timed_test, a.hints_used, a.superhints_used,
  (extract(epoch from a.answered_at) * 1000000)::bigint as answered_us`);

/** How long a key is kept (the retention run deletes older ones). */
const KEPT_MS = 86_400_000;

const keyColumns: Columns<RequestKey> = [
  [(r) => r.userId, 'uuid'],
  [(r) => r.key, 'uuid'],
];

/**
 * Recorded answers by the Idempotency-Key of their request (IETF draft-ietf-httpapi-idempotency-
 * key-header): the page sends one per answer and the same one when it tries the call again. Both
 * statements run in groups, as the attempts do (batcher.ts): one by one, they took a record-answer
 * under load from 18% of the bare route's rate to 3% (bench/RESULTS.md, fifty-seventh pass); the
 * embedded database is not asked at all (below).
 */
export function createAnswerRequests(db: Db) {
  const lookUp = createBatcher(async (keys: RequestKey[]) => {
    const result = await db.execute(sql`
      select k.n, ${ATTEMPT_SQL}
        from unnest(${arrays(keys, keyColumns)}) with ordinality as k(user_id, key, n)
        join answer_requests r on r.user_id = k.user_id and r.key = k.key
        join answers a on a.id = r.answer_id`);
    const found = new Map(rowsOf<RecordedRow>(result).map((r) => [Number(r.n), r]));
    return keys.map((_, i) => {
      const row = found.get(i + 1);
      return row && attemptOf(row);
    });
  });

  const keep = createBatcher(async (rows: (RequestKey & { answerId: number })[]) => {
    await db.execute(sql`
      insert into answer_requests (user_id, key, answer_id)
      select * from unnest(${arrays(rows, [...keyColumns, [(r) => r.answerId, 'bigint']])})
      on conflict do nothing`);
    return rows.map(() => undefined);
  });

  // The embedded database has this process as its only writer (its data directory is locked):
  // the keys it wrote are all here, read once, and a key not here was never kept. Elsewhere
  // another instance may have kept it, and the database is asked.
  const soleWriter = changeFeedOf(db) === singleProcessFeed;
  type Known = { attempt: StoredAttempt; at: number };
  let known: Promise<Map<string, Known>> | undefined;
  const knownKeys = () =>
    (known ??= (async () => {
      const result = await db.execute(sql`
        select r.user_id, r.key, (extract(epoch from r.created_at) * 1000)::bigint as kept_ms,
               ${ATTEMPT_SQL}
          from answer_requests r join answers a on a.id = r.answer_id
         order by r.created_at`);
      type KeptRow = RecordedRow & { user_id: string; key: string; kept_ms: number | string };
      return new Map(
        rowsOf<KeptRow>(result).map((r) => [
          `${r.user_id} ${r.key}`,
          { attempt: attemptOf(r), at: Number(r.kept_ms) },
        ]),
      );
    })());

  /** The attempt a request with this key stored, if one did. */
  async function recorded(userId: string, key: string): Promise<StoredAttempt | undefined> {
    if (!soleWriter) return lookUp({ userId, key });
    return (await knownKeys()).get(`${userId} ${key}`)?.attempt;
  }

  /** Keeps the key of the request that stored `attempt`. */
  async function remember(userId: string, key: string, attempt: Stored) {
    if (!attempt.requestKept) await keep({ userId, key, answerId: attempt.id });
    if (!soleWriter) return;
    const keys = await knownKeys();
    const now = Date.now();
    // In the order kept: the oldest go first, once a day old, as the retention run's do.
    for (const [oldKey, { at }] of keys) {
      if (now - at < KEPT_MS) break;
      keys.delete(oldKey);
    }
    keys.set(`${userId} ${key}`, { attempt, at: now });
  }

  // Calls with a key being stored by this process now: a retry that arrives before its first
  // call's reply (a slow first call) waits for it rather than storing the answer again.
  const storing = new Map<string, Promise<Outcome>>();

  /**
   * Stores an answer through `store` once per key: a call whose key stored an attempt already,
   * or is storing one now, gets that attempt (`replayed`) and stores nothing. `store` says
   * whether its statement kept the key already (practice-writes.ts).
   */
  async function once(userId: string, key: string, store: () => Promise<Stored>): Promise<Outcome> {
    const id = `${userId} ${key}`;
    const pending = storing.get(id);
    if (pending) {
      const outcome = await pending.catch(() => undefined);
      // A first call that failed stored nothing: this one tries.
      return outcome ? { attempt: outcome.attempt, replayed: true } : once(userId, key, store);
    }
    const run = (async (): Promise<Outcome> => {
      const earlier = await recorded(userId, key);
      if (earlier) return { attempt: earlier, replayed: true };
      const attempt = await store();
      await remember(userId, key, attempt);
      return { attempt, replayed: false };
    })();
    storing.set(id, run);
    try {
      return await run;
    } finally {
      storing.delete(id);
    }
  }

  return { recorded, once };
}
