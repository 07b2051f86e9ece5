import { Rating, type Grade } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ratingOf,
  review,
  startCard,
  startsCard,
  type ReviewCard,
} from '../../src/features/review/scheduler.ts';

const START = new Date('2026-01-05T09:00:00Z');

/** Answers each rating when the card falls due; the due dates, as ISO strings. */
function play(ratings: Grade[], start = START) {
  let card: ReviewCard | undefined;
  let now = start;
  const dues: string[] = [];
  for (const rating of ratings) {
    card = review(card, rating, now);
    dues.push(card.due.toISOString());
    now = card.due;
  }
  return { card: card!, dues };
}

describe('review scheduler (ts-fsrs, retention 0.9, fuzz on)', () => {
  it('gives exact due dates for a scripted history over weeks', () => {
    const { dues } = play([Rating.Again, Rating.Hard, Rating.Good, Rating.Again, Rating.Hard]);
    expect(dues).toEqual([
      '2026-01-06T09:00:00.000Z',
      '2026-01-08T09:00:00.000Z',
      '2026-01-13T09:00:00.000Z',
      '2026-01-14T09:00:00.000Z',
      '2026-01-16T09:00:00.000Z',
    ]);
  });

  it('is deterministic: the same answers at the same times give the same schedule', () => {
    const history: Grade[] = [Rating.Again, Rating.Good, Rating.Hard, Rating.Good, Rating.Again];
    expect(play(history)).toEqual(play(history));
  });

  it('fuzzes by the review time: the same answers a day later may land on other intervals', () => {
    // Without fuzz the intervals would not depend on the start date at all.
    const history: Grade[] = [Rating.Again, Rating.Hard, Rating.Hard, Rating.Hard, Rating.Hard];
    const intervals = new Set(
      [0, 1, 2, 3, 4, 5, 6].map(
        (day) => play(history, new Date(START.getTime() + day * 86_400_000)).card.scheduled_days,
      ),
    );
    expect(intervals.size).toBeGreaterThan(1);
  });

  it('retires a card after two Goods in a row; Easy counts as a Good', () => {
    const twoGoods = play([Rating.Again, Rating.Good, Rating.Good]);
    expect(twoGoods.card.goodStreak).toBe(2);
    expect(twoGoods.card.retiredAt?.toISOString()).toBe(twoGoods.dues[1]);
    expect(play([Rating.Again, Rating.Easy, Rating.Good]).card.retiredAt).not.toBeNull();
    expect(play([Rating.Again, Rating.Good, Rating.Hard, Rating.Good]).card.retiredAt).toBeNull();
  });

  it('brings a missed card back sooner than a Good one', () => {
    const { card } = play([Rating.Again, Rating.Good]);
    const missed = review(card, Rating.Again, card.due);
    const good = review(card, Rating.Good, card.due);
    expect(missed.due.getTime()).toBeLessThan(good.due.getTime());
    expect(missed.lapses).toBe(card.lapses + 1);
  });

  it('brings a missed question back the next day, not within the sitting', () => {
    expect(review(undefined, Rating.Again, START).due.toISOString()).toBe(
      '2026-01-06T09:00:00.000Z',
    );
  });
});

describe('ratingOf (issue 35)', () => {
  const right = {
    isCorrect: true,
    hintsUsed: 0,
    superhintsUsed: 0,
    timeSpentMs: 30_000,
    medianMs: 20_000,
  };
  it.each([
    ['wrong', { ...right, isCorrect: false }, Rating.Again],
    ['right after a superhint', { ...right, superhintsUsed: 1 }, Rating.Hard],
    ['right after a hint', { ...right, hintsUsed: 2 }, Rating.Hard],
    ['right, slower than the median', right, Rating.Good],
    ['right, as fast as the median', { ...right, timeSpentMs: 20_000 }, Rating.Good],
    ['right, faster than the median', { ...right, timeSpentMs: 10_000 }, Rating.Easy],
    ['right, no median yet', { ...right, medianMs: null }, Rating.Good],
  ] as const)('%s', (_name, facts, rating) => {
    expect(ratingOf(facts)).toBe(rating);
  });

  it('starts a card on a wrong first attempt or one right only after a superhint', () => {
    expect(startsCard({ isCorrect: false, superhintsUsed: 0 })).toBe(true);
    expect(startsCard({ isCorrect: true, superhintsUsed: 1 })).toBe(true);
    expect(startsCard({ isCorrect: true, superhintsUsed: 0 })).toBe(false);
  });

  it('starts a card as ts-fsrs would at any time, for every rating (first schedules are kept)', () => {
    const ratings: Grade[] = [Rating.Again, Rating.Hard, Rating.Good, Rating.Easy];
    fc.assert(
      fc.property(
        fc.constantFrom(...ratings),
        fc.date({
          min: new Date('2020-01-01Z'),
          max: new Date('2040-01-01Z'),
          noInvalidDate: true,
        }),
        (rating, now) => {
          expect(startCard(rating, now)).toEqual(review(undefined, rating, now));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
