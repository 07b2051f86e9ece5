import { and, asc, count, eq, isNull, lte, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { createBatcher } from '../../lib/batcher.ts';
import { reviewCards } from '../../db/schema/index.ts';
import { progressCacheFor } from '../progress/progress-cache.ts';
import type { ReviewCard } from './scheduler.ts';

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

const toColumns = (c: ReviewCard) => ({
  due: c.due,
  stability: c.stability,
  difficulty: c.difficulty,
  elapsedDays: c.elapsed_days,
  scheduledDays: c.scheduled_days,
  learningSteps: c.learning_steps,
  reps: c.reps,
  lapses: c.lapses,
  state: c.state,
  lastReview: c.last_review ?? null,
  goodStreak: c.goodStreak,
  retiredAt: c.retiredAt,
});

export function createReviewRepository(db: Db) {
  const cache = progressCacheFor(db);
  const cardOf = (userId: string, questionId: string) =>
    and(eq(reviewCards.userId, userId), eq(reviewCards.questionId, questionId));
  const live = (userId: string) =>
    and(eq(reviewCards.userId, userId), isNull(reviewCards.retiredAt));
  // Every missed first attempt starts a card: under load they are written in groups, one
  // statement for many answers, as the attempts themselves are (see batcher.ts).
  const insertInGroup = createBatcher(
    async (items: { userId: string; questionId: string; card: ReviewCard }[]) => {
      const rows = await db
        .insert(reviewCards)
        .values(
          items.map(({ userId, questionId, card }) => ({ userId, questionId, ...toColumns(card) })),
        )
        .onConflictDoNothing()
        .returning({ userId: reviewCards.userId, questionId: reviewCards.questionId });
      const stored = new Set(rows.map((r) => `${r.userId} ${r.questionId}`));
      return items.map((i) => stored.has(`${i.userId} ${i.questionId}`));
    },
  );

  return {
    /** The user's live cards by question (from memory once read; see ProgressCache). */
    liveCards: (userId: string) =>
      cache.cards(userId, async () => {
        const rows = await db.select().from(reviewCards).where(live(userId));
        return new Map(rows.map((r) => [r.questionId, toCard(r)]));
      }),

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
      const rows = await db
        .update(reviewCards)
        .set(toColumns(card))
        .where(and(cardOf(userId, questionId), eq(reviewCards.reps, previous.reps)))
        .returning({ reps: reviewCards.reps });
      cache.recordCard(userId, questionId, card.retiredAt ? undefined : card, rows.length > 0);
    },

    /** The question ids of live cards due at `now`, the longest overdue first. */
    async dueQuestionIds(userId: string, now: Date, limit: number) {
      const rows = await db
        .select({ questionId: reviewCards.questionId })
        .from(reviewCards)
        .where(and(live(userId), lte(reviewCards.due, now)))
        .orderBy(asc(reviewCards.due), asc(reviewCards.questionId))
        .limit(limit);
      return rows.map((r) => r.questionId);
    },

    async summary(userId: string, now: Date) {
      const [row] = await db
        .select({
          total: count(),
          due: sql<number>`count(*) filter (where ${reviewCards.due} <= ${now.toISOString()}::timestamptz)`.mapWith(
            Number,
          ),
          nextDueAt: min(reviewCards.due),
        })
        .from(reviewCards)
        .where(live(userId));
      return { total: row?.total ?? 0, due: row?.due ?? 0, nextDueAt: row?.nextDueAt ?? null };
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
