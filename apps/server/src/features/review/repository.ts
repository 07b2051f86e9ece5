import { and, asc, count, eq, isNull, lte, min, notInArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { arrays, type Columns } from '../../db/array-params.ts';
import { inRounds } from '../../lib/in-rounds.ts';
import { createBatcher } from '../../lib/batcher.ts';
import { reviewCards } from '../../db/schema/index.ts';
import { progressCacheFor } from '../progress/progress-cache.ts';
import type { ReviewCard } from './scheduler.ts';
import { cardColumnNames, cardColumns, setCardColumnsFromV } from './card-columns.ts';

type Row = typeof reviewCards.$inferSelect;

const toCard = (r: Row): ReviewCard => ({
  due: r.due,
  stability: r.stability,
  difficulty: r.difficulty,
  elapsed_days: r.elapsedDays,
  scheduled_days: r.scheduledDays,
  learning_steps: r.learningSteps,
  reps: r.reps,
  lapses: r.lapses,
  state: r.state,
  ...(r.lastReview ? { last_review: r.lastReview } : {}),
  goodStreak: r.goodStreak,
  retiredAt: r.retiredAt,
});

interface CardWrite {
  userId: string;
  questionId: string;
  card: ReviewCard;
}

interface CardUpdate extends CardWrite {
  /** The reps of the card the new schedule was computed from. */
  previousReps: number;
}

interface KeyRow {
  user_id: string;
  question_id: string;
}

const keyOf = (w: CardWrite) => `${w.userId} ${w.questionId}`;
const keyOfRow = (r: KeyRow) => `${r.user_id} ${r.question_id}`;

const keyColumns: Columns<CardWrite> = [
  [(w) => w.userId, 'uuid'],
  [(w) => w.questionId, 'text'],
];
const scheduleColumns = cardColumns<CardWrite>((w) => w.card);

export function createReviewRepository(db: Db) {
  const cache = progressCacheFor(db);
  const live = (userId: string) =>
    and(eq(reviewCards.userId, userId), isNull(reviewCards.retiredAt));
  // `gone`: questions taken out of the bank. Their cards stay, but can never be served or
  // answered again, so they would stay due forever.
  const servable = (userId: string, gone: string[]) =>
    gone.length ? and(live(userId), notInArray(reviewCards.questionId, gone)) : live(userId);
  // Every missed first attempt starts a card, and most later answers store one: under load they
  // are written in groups, one statement for many answers, as the attempts themselves are (see
  // batcher.ts). Each embedded-database statement costs about a millisecond of CPU, so one
  // statement a reviewed answer was most of record-answer's cost.
  const insertInGroup = createBatcher(async (items: CardWrite[]) => {
    const result = await db.execute(sql`
      insert into review_cards (user_id, question_id, ${cardColumnNames})
      select * from unnest(${arrays(items, [...keyColumns, ...scheduleColumns])})
      on conflict do nothing
      returning user_id, question_id`);
    const stored = new Set(rowsOf<KeyRow>(result).map(keyOfRow));
    return items.map((i) => stored.has(keyOf(i)));
  });
  const updateInGroup = createBatcher((items: CardUpdate[]) =>
    // A statement updates a row once: a second update of one card waits for the next round.
    inRounds(items, keyOf, async (round) => {
      const result = await db.execute(sql`
        update review_cards as c
        set ${setCardColumnsFromV}
        from unnest(${arrays(round, [...keyColumns, [(r) => r.previousReps, 'integer'], ...scheduleColumns])})
          as v(user_id, question_id, previous_reps, ${cardColumnNames})
        where c.user_id = v.user_id and c.question_id = v.question_id
          and c.reps = v.previous_reps
        returning c.user_id, c.question_id`);
      const stored = new Set(rowsOf<KeyRow>(result).map(keyOfRow));
      return round.map((i) => stored.has(keyOf(i)));
    }),
  );

  return {
    /** The user's live cards by question (from memory once read; see ProgressCache). */
    liveCards: (userId: string) =>
      cache.cards(userId, async () => {
        const rows = await db.select().from(reviewCards).where(live(userId));
        return new Map(rows.map((r) => [r.questionId, toCard(r)]));
      }),

    /** A card started with its attempt, in the attempt's own statement: only remembered here. */
    started(
      userId: string,
      questionId: string,
      { card, stored }: { card: ReviewCard; stored: boolean },
    ) {
      cache.recordCard(userId, questionId, card, stored);
    },

    /** Starts a card; a card the question already has (a concurrent first attempt) stays. */
    async insert(userId: string, questionId: string, card: ReviewCard) {
      const stored = await insertInGroup({ userId, questionId, card });
      cache.recordCard(userId, questionId, card, stored);
    },

    /**
     * Stores a reviewed card, unless another answer stored one since `previous` was read (the
     * reps moved on): that answer's schedule stands.
     */
    async update(userId: string, questionId: string, card: ReviewCard, previous: ReviewCard) {
      const stored = await updateInGroup({ userId, questionId, card, previousReps: previous.reps });
      cache.recordCard(userId, questionId, card.retiredAt ? undefined : card, stored);
    },

    /** The question ids of live cards due at `now`, the longest overdue first, but `gone`. */
    async dueQuestionIds(userId: string, now: Date, limit: number, gone: string[] = []) {
      const rows = await db
        .select({ questionId: reviewCards.questionId })
        .from(reviewCards)
        .where(and(servable(userId, gone), lte(reviewCards.due, now)))
        .orderBy(asc(reviewCards.due), asc(reviewCards.questionId))
        .limit(limit);
      return rows.map((r) => r.questionId);
    },

    async summary(userId: string, now: Date, gone: string[] = []) {
      const [row] = await db
        .select({
          total: count(),
          due: sql<number>`count(*) filter (where ${reviewCards.due} <= ${now.toISOString()}::timestamptz)`.mapWith(
            Number,
          ),
          nextDueAt: min(reviewCards.due),
        })
        .from(reviewCards)
        .where(servable(userId, gone));
      return { total: row?.total ?? 0, due: row?.due ?? 0, nextDueAt: row?.nextDueAt ?? null };
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
