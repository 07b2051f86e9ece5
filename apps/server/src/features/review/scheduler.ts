import { createEmptyCard, fsrs, Rating, type Card, type Grade } from 'ts-fsrs';

// Fuzz spreads cards due on one day; ts-fsrs seeds it from the review time and the card
// (reps, difficulty, stability), so one history of answers and times gives one schedule.
// No same-day learning steps: a missed question comes back tomorrow, not in a minute, so two
// Goods cannot retire it within one sitting (decision 024).
const scheduler = fsrs({ request_retention: 0.9, enable_fuzz: true, enable_short_term: false });

/** Goods (or Easys) in a row that retire a card: the question is learnt. */
export const GOODS_TO_RETIRE = 2;

/** A card as stored: ts-fsrs' Card, the Goods in a row, and when it retired. */
export interface ReviewCard extends Card {
  goodStreak: number;
  retiredAt: Date | null;
}

/** What the rating of one answer depends on. */
export interface AnswerFacts {
  /** Right as the scores count it (a first attempt: its first check right as well). */
  isCorrect: boolean;
  hintsUsed: number;
  superhintsUsed: number;
  timeSpentMs: number;
  /** The user's median first-attempt time on questions of this difficulty, if any. */
  medianMs: number | null;
}

/**
 * Issue 35: wrong → Again; right after a superhint or a hint → Hard; right first try → Good;
 * right and faster than the user's median for the difficulty → Easy.
 */
export function ratingOf(a: AnswerFacts): Grade {
  if (!a.isCorrect) return Rating.Again;
  if (a.superhintsUsed > 0 || a.hintsUsed > 0) return Rating.Hard;
  if (a.medianMs !== null && a.timeSpentMs < a.medianMs) return Rating.Easy;
  return Rating.Good;
}

/** Whether a first attempt starts a card: wrong, or right only after a superhint. */
export const startsCard = (a: Pick<AnswerFacts, 'isCorrect' | 'superhintsUsed'>) =>
  !a.isCorrect || a.superhintsUsed > 0;

/** The card after one rated answer at `now`; a new card when there was none. */
export function review(card: ReviewCard | undefined, rating: Grade, now: Date): ReviewCard {
  const { card: next } = scheduler.next(card ?? createEmptyCard(now), now, rating);
  // Easy is a better answer than Good: it counts toward retiring too (decision 024).
  const good = rating === Rating.Good || rating === Rating.Easy;
  const goodStreak = good ? (card?.goodStreak ?? 0) + 1 : 0;
  return { ...next, goodStreak, retiredAt: goodStreak >= GOODS_TO_RETIRE ? now : null };
}

// ts-fsrs fuzzes intervals of 2.5 days and more; a shorter first interval is the same for every
// review time, only shifted (test/review/scheduler.test.ts checks it against ts-fsrs).
const FIRST_FUZZED_INTERVAL_DAYS = 2.5;
const FIRST_SCHEDULE_EPOCH = new Date(0);
const firstSchedules = new Map<Grade, ReviewCard>();

/**
 * A new card's first schedule after `rating` at `now`: review(undefined, rating, now), computed
 * once per rating instead of for every answer that may start a card (a first attempt offers its
 * card with the attempt, practice-writes.ts, so every first answer computed one or two).
 */
export function startCard(rating: Grade, now: Date): ReviewCard {
  let first = firstSchedules.get(rating);
  if (!first) {
    first = review(undefined, rating, FIRST_SCHEDULE_EPOCH);
    firstSchedules.set(rating, first);
  }
  if (first.scheduled_days >= FIRST_FUZZED_INTERVAL_DAYS) return review(undefined, rating, now);
  const shifted = (date: Date) => new Date(date.getTime() + now.getTime());
  return {
    ...first,
    due: shifted(first.due),
    ...(first.last_review ? { last_review: shifted(first.last_review) } : {}),
    retiredAt: first.retiredAt && shifted(first.retiredAt),
  };
}
