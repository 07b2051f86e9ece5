import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { arrays, type Columns } from '../../db/array-params.ts';
import type { StoredAttempt } from './progress-records.ts';
import type { ReviewCard } from '../review/scheduler.ts';
import { cardColumnNames, cardColumns } from '../review/card-columns.ts';

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
  /** The review card to start if the attempt proves to be the first and one that starts one. */
  cards?: CardsToStart;
  /** Its request's Idempotency-Key, kept with it (answer-requests.ts). */
  requestKey?: string;
}

/**
 * A first attempt starts a review card when its first check was wrong, or right only after a
 * superhint (review/scheduler.ts). Which one it was is settled by the statement that stores it,
 * so the caller offers the card for each case and the statement starts the one that applies.
 */
export interface CardsToStart {
  onMiss: ReviewCard;
  /** Only when a superhint was opened: a right first check without one starts nothing. */
  onRight?: ReviewCard;
}

/** The card the attempt started in its own statement; `stored` false: one was there already. */
export interface StartedCard {
  card: ReviewCard;
  stored: boolean;
}

const keyOf = (row: { userId: string; questionId: string }) => `${row.userId} ${row.questionId}`;

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

/** An attempt's row as practice_record_attempts returns it (answered_at in microseconds). */
export interface AttemptRow {
  id: number | string;
  question_id: string;
  answer: string;
  is_correct: boolean;
  is_first_attempt: boolean;
  points_earned: number;
  time_spent_ms: number;
  answered_us: number | string;
}

/** What an attempt's row says of it, as StoredAttempt names it. */
export const attemptOfRow = (r: AttemptRow) => ({
  id: Number(r.id),
  questionId: r.question_id,
  answer: r.answer,
  isCorrect: r.is_correct,
  isFirstAttempt: r.is_first_attempt,
  pointsEarned: r.points_earned,
  timeSpentMs: r.time_spent_ms,
  answeredUs: Number(r.answered_us),
});

interface AttemptRecord extends AttemptRow {
  user_id: string;
  card_started: boolean;
}

/**
 * Records attempts, in order, in one call (atomic, one round trip): each counts as a check of
 * its question first (a client cannot skip checking to dodge it); time spent runs from the
 * question's serve, capped; points follow the rule on `points`. Two first attempts meeting (in
 * one group, or from two instances) meet the partial unique index: the later is stored as a
 * repeat, never lost. A first attempt that proves to start a review card starts it in the same
 * statement, from the cards its caller offered (`cards`). Returns the stored rows, in order.
 */
export async function recordAttempts(
  db: Db,
  attempts: NewAttempt[],
): Promise<(StoredAttempt & { startedCard?: StartedCard; requestKept?: boolean })[]> {
  // One row per card offered, by the attempt's place in the group: of two first attempts of one
  // question in a group, the earlier is stored as the first, and its card is the one started.
  const offers = attempts.flatMap((attempt, n) => {
    if (!attempt.first || !attempt.cards) return [];
    const { onMiss, onRight } = attempt.cards;
    const offer = (card: ReviewCard, whenRight: boolean) => ({ n, attempt, card, whenRight });
    return onRight ? [offer(onMiss, false), offer(onRight, true)] : [offer(onMiss, false)];
  });
  type Offer = (typeof offers)[number];
  // A request's key is kept by this statement when its attempt is the group's only one of its
  // user and question, so its row is known; else its caller keeps it after.
  const perQuestion = new Map<string, number>();
  for (const attempt of attempts) {
    perQuestion.set(keyOf(attempt), (perQuestion.get(keyOf(attempt)) ?? 0) + 1);
  }
  const keyed = attempts.filter((a) => a.requestKey && perQuestion.get(keyOf(a)) === 1);
  const keptHere = new Set(keyed);
  const result = await db.execute(
    sql`with a as (
      select * from practice_record_attempts(${arrays(attempts, [
        ...checkColumns,
        [(r) => r.answer, 'text'],
        [(r) => r.points, 'integer'],
        [(r) => r.hintsUsed, 'integer'],
        [(r) => r.superhintsUsed, 'integer'],
        [(r) => r.first, 'boolean'],
      ])}, ${MAX_TIME_PER_ATTEMPT_MS})
    ), started as (
      insert into review_cards (user_id, question_id, ${cardColumnNames})
      select distinct on (c.user_id, c.question_id) c.user_id, c.question_id, ${cardColumnNames}
      from unnest(${arrays<Offer>(offers, [
        [(o) => o.n, 'integer'],
        [(o) => o.attempt.userId, 'uuid'],
        [(o) => o.attempt.questionId, 'text'],
        [(o) => o.whenRight, 'boolean'],
        ...cardColumns<Offer>((o) => o.card),
      ])}) as c(n, user_id, question_id, when_right, ${cardColumnNames})
      join a on a.user_id = c.user_id and a.question_id = c.question_id and a.is_first_attempt
        and (a.points_earned > 0) = c.when_right
      order by c.user_id, c.question_id, c.n
      on conflict do nothing
      returning user_id, question_id
    ), kept as (
      insert into answer_requests (user_id, key, answer_id)
      select k.user_id, k.key, a.id
      from unnest(${arrays(keyed, [
        [(r) => r.userId, 'uuid'],
        [(r) => r.questionId, 'text'],
        [(r) => r.requestKey, 'uuid'],
      ])}) as k(user_id, question_id, key)
      join a on a.user_id = k.user_id and a.question_id = k.question_id
      on conflict do nothing
    )
    select a.*, exists (
      select 1 from started s where s.user_id = a.user_id and s.question_id = a.question_id
    ) and a.is_first_attempt as card_started
    from a`,
  );
  const rows = rowsOf<AttemptRecord>(result).map((r) => ({
    key: keyOf({ userId: r.user_id, questionId: r.question_id }),
    stored: { ...attemptOfRow(r), inTimedTest: false },
    cardStarted: r.card_started,
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
    const stored = {
      ...row.stored,
      hintsUsed: attempt.hintsUsed,
      superhintsUsed: attempt.superhintsUsed,
      ...(attempt.requestKey ? { requestKept: keptHere.has(attempt) } : {}),
    };
    const offered =
      first && attempt.cards
        ? row.stored.pointsEarned > 0
          ? attempt.cards.onRight
          : attempt.cards.onMiss
        : undefined;
    return offered
      ? { ...stored, startedCard: { card: offered, stored: row.cardStarted } }
      : stored;
  });
}
