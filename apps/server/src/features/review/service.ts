import type { Question } from '@academy/shared/questions';
import type { ReviewSummary } from '@academy/shared/review';
import type { Clock } from '../../lib/clock.ts';
import type { UserRow } from '../auth/repository.ts';
import type { ContentStore, StoredQuestion } from '../catalog/content-store.ts';
import type { ProgressRepository } from '../progress/repository.ts';
import { rightFirstTime, type StoredAttempt } from '../progress/progress-records.ts';
import type { ReviewRepository } from './repository.ts';
import type { CardsToStart } from '../progress/practice-writes.ts';
import { median } from '../../lib/median.ts';
import { ratingOf, review, startCard, startsCard } from './scheduler.ts';

/** The hints the user opened before recording an answer. */
export interface HintsUsed {
  hintsUsed: number;
  superhintsUsed: number;
}

export function createReviewService(
  content: ContentStore,
  repo: ReviewRepository,
  progress: ProgressRepository,
  clock: Clock,
  /** Questions skipped ("Skip for now") since last served, with when (ms): controls-repository. */
  skipped: (userId: string) => Promise<Map<string, number>>,
) {
  /** The user's median first-attempt time on questions of `difficulty`; null with none. */
  async function medianFirstAttemptMs(userId: string, difficulty: number) {
    const { questionById } = content.get();
    const times: number[] = [];
    for (const [id, first] of await progress.firstAttemptMap(userId)) {
      if (questionById.get(id)?.row.difficulty === difficulty) times.push(first.timeSpentMs);
    }
    return median(times);
  }

  /**
   * The user's live cards whose question left the bank: kept for the review list, never served,
   * so neither counted as due nor let to hold up the cards that can be (read from memory).
   */
  async function cardsGone(userId: string) {
    const { questionById } = content.get();
    return [...(await repo.liveCards(userId)).keys()].filter((id) => !questionById.has(id));
  }

  return {
    /**
     * The cards a first attempt with these hints would start, for its own statement to store
     * (practice-writes.ts): one write per group of answers instead of two.
     */
    cardsToStart(hints: HintsUsed): CardsToStart {
      const now = clock.now();
      const facts = { ...hints, timeSpentMs: 0, medianMs: null };
      const onRight = { ...facts, isCorrect: true };
      return {
        onMiss: startCard(ratingOf({ ...facts, isCorrect: false }), now),
        ...(startsCard(onRight) ? { onRight: startCard(ratingOf(onRight), now) } : {}),
      };
    },

    /**
     * Schedules the question's card after a recorded answer (practice, retry or review alike).
     * A first attempt starts a card or does nothing; a later one looks its live card up and,
     * when there is one, stores its next schedule. Cards and first attempts are kept in memory
     * (ProgressCache), so only a card written costs a statement.
     */
    async afterAnswer(
      userId: string,
      question: StoredQuestion,
      attempt: StoredAttempt,
      hints: HintsUsed,
    ) {
      const now = clock.now();
      if (attempt.isFirstAttempt && attempt.startedCard) {
        repo.started(userId, question.row.id, attempt.startedCard);
        return;
      }
      if (attempt.isFirstAttempt) {
        // Right as scores count it: a wrong first check is not undone by recording a right answer.
        const facts = { ...hints, isCorrect: rightFirstTime(attempt), timeSpentMs: 0 };
        if (!startsCard(facts)) return;
        const rating = ratingOf({ ...facts, medianMs: null });
        await repo.insert(userId, question.row.id, startCard(rating, now));
        return;
      }
      const card = (await repo.liveCards(userId)).get(question.row.id);
      if (!card) return;
      // A right answer before the card is due (a second check on the same screen, a retry)
      // leaves the schedule alone: else two clicks of Check would retire a card in seconds. A
      // miss counts whenever it happens (decision 024).
      if (attempt.isCorrect && now < card.due) return;
      // The median matters only to a right answer without hints, which may be Easy.
      const mayBeEasy = attempt.isCorrect && hints.hintsUsed === 0 && hints.superhintsUsed === 0;
      const rating = ratingOf({
        ...hints,
        isCorrect: attempt.isCorrect,
        timeSpentMs: attempt.timeSpentMs,
        medianMs: mayBeEasy ? await medianFirstAttemptMs(userId, question.row.difficulty) : null,
      });
      await repo.update(userId, question.row.id, review(card, rating, now), card);
    },

    /**
     * The questions due now, as the random pick serves them (no answers); each is served, so
     * its answer's time runs from now. No trial check: a card exists only for a question the
     * user has recorded, and practice lets anyone, a Guest past the trial too, revisit those
     * (access.ts); the check and record calls apply that rule again.
     */
    async due(user: UserRow, limit: number): Promise<Question[]> {
      const snapshot = content.get();
      const skips = await skipped(user.id);
      // A skipped card goes behind every other card due, the earliest skipped first, so a
      // skip moves on as it does in practice; alone, it is served again (the page says so).
      const due = await repo.dueQuestionIds(
        user.id,
        clock.now(),
        limit + skips.size,
        await cardsGone(user.id),
      );
      const ids = [
        ...due.filter((id) => !skips.has(id)),
        ...due.filter((id) => skips.has(id)).sort((a, b) => skips.get(a)! - skips.get(b)!),
      ]
        // A bank changed since the ids were read (a reload of the content) is not served either.
        .filter((id) => snapshot.questionById.has(id))
        .slice(0, limit);
      const servedAt = new Date();
      await Promise.all(ids.map((id) => progress.serve(user.id, id, servedAt)));
      return ids.map((id) => snapshot.questionById.get(id)!.public);
    },

    async summary(user: UserRow): Promise<ReviewSummary> {
      const { due, total, nextDueAt } = await repo.summary(
        user.id,
        clock.now(),
        await cardsGone(user.id),
      );
      return { due, total, nextDueAt: nextDueAt?.toISOString() ?? null };
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
