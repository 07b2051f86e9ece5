import { Rating, type Grade } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { review, type ReviewCard } from '../../src/features/review/scheduler.ts';
import { FIXTURE_BANK } from '../helpers/fixture-bank.ts';
import { buildTestApp, jsonCall, signUp } from '../helpers/test-app.ts';
import { answerWith, cardOf, fixedClock, setFirstAttemptTimes } from './review-helpers.ts';

const START = new Date('2026-03-02T15:00:00Z');
const HOUR = 3_600_000;
const clock = fixedClock(START);
const { app, database } = await buildTestApp({}, { bankRoot: FIXTURE_BANK, clock });

/** One answer of a scripted history: how it is given, and the rating it must earn. */
type Step = [correct: boolean, hints: { hintsUsed?: number; superhintsUsed?: number }, Grade];

// Weeks of re-practice: a miss, a Hard with a hint, a lapse, then two Goods that retire it.
const HISTORY: Step[] = [
  [true, { hintsUsed: 1 }, Rating.Hard],
  [false, {}, Rating.Again],
  [true, {}, Rating.Good],
  [true, { superhintsUsed: 1 }, Rating.Hard],
  [true, {}, Rating.Good],
  [true, {}, Rating.Good],
];

/** Misses test-system-001, then answers each step two hours after the card falls due. */
async function playHistory() {
  clock.set(START);
  const { cookie, user } = await signUp(app);
  await answerWith(app, cookie, 'test-system-001', false);
  // No first attempt is slower than 0 ms: every right answer without hints is a Good.
  await setFirstAttemptTimes(database, user._id, 0);
  const dues = [(await cardOf(database, user._id, 'test-system-001'))!.due.toISOString()];
  for (const [correct, hints] of HISTORY) {
    const card = (await cardOf(database, user._id, 'test-system-001'))!;
    clock.set(new Date(card.due.getTime() + 2 * HOUR));
    await answerWith(app, cookie, 'test-system-001', correct, hints);
    dues.push((await cardOf(database, user._id, 'test-system-001'))!.due.toISOString());
  }
  return { cookie, user, dues, card: (await cardOf(database, user._id, 'test-system-001'))! };
}

describe('review cards from recorded answers (fixed clock)', () => {
  it('puts a skipped card behind the others due, and serves it again when it is the last', async () => {
    clock.set(START);
    const { cookie } = await signUp(app);
    await answerWith(app, cookie, 'test-system-001', false);
    await answerWith(app, cookie, 'test-linear-001', false);
    clock.set(new Date(START.getTime() + 50 * HOUR));
    const first = async () =>
      (
        (await jsonCall(app, 'GET', '/api/review/due?limit=1', undefined, cookie)).json() as {
          _id: string;
        }[]
      )[0]?._id;
    const skip = (id: string) => jsonCall(app, 'POST', `/api/questions/${id}/skip`, {}, cookie);

    const a = (await first())!;
    expect((await skip(a)).statusCode).toBe(200);
    const b = (await first())!;
    expect(b).not.toBe(a);
    // Skipping the second too sends it behind the first skip: the two take turns.
    expect((await skip(b)).statusCode).toBe(200);
    expect(await first()).toBe(a);
    await answerWith(app, cookie, a as 'test-system-001', true);
    expect(await first()).toBe(b);
  });

  it('starts a card on a missed first attempt or one needing a superhint, not otherwise', async () => {
    clock.set(START);
    const { cookie, user } = await signUp(app);
    await answerWith(app, cookie, 'test-linear-001', true);
    await answerWith(app, cookie, 'test-linear-002', true, { hintsUsed: 2 });
    await answerWith(app, cookie, 'test-system-001', false);
    await answerWith(app, cookie, 'test-system-002', true, { superhintsUsed: 1 });
    expect(await cardOf(database, user._id, 'test-linear-001')).toBeUndefined();
    expect(await cardOf(database, user._id, 'test-linear-002')).toBeUndefined();
    const missed = await cardOf(database, user._id, 'test-system-001');
    expect(missed).toMatchObject({ due: review(undefined, Rating.Again, START).due, reps: 1 });
    expect(missed!.due.toISOString()).toBe('2026-03-03T15:00:00.000Z');
    const superhinted = await cardOf(database, user._id, 'test-system-002');
    expect(superhinted!.due).toEqual(review(undefined, Rating.Hard, START).due);
  });

  it('schedules a scripted history over weeks exactly, and the same history the same way', async () => {
    const first = await playHistory();
    // The pure scheduler, given the same ratings at the same times, agrees to the millisecond.
    let card: ReviewCard = review(undefined, Rating.Again, START);
    const expected = [card.due.toISOString()];
    for (const [, , rating] of HISTORY) {
      card = review(card, rating, new Date(card.due.getTime() + 2 * HOUR));
      expected.push(card.due.toISOString());
    }
    expect(first.dues).toEqual(expected);
    expect(first.dues).toEqual([
      '2026-03-03T15:00:00.000Z',
      '2026-03-05T17:00:00.000Z',
      '2026-03-06T19:00:00.000Z',
      '2026-03-09T21:00:00.000Z',
      '2026-03-11T23:00:00.000Z',
      '2026-03-17T01:00:00.000Z',
      '2026-03-27T03:00:00.000Z',
    ]);
    // Two Goods in a row retired it, at the time of the second.
    expect(first.card.retiredAt).toEqual(new Date(Date.parse(first.dues[5]!) + 2 * HOUR));
    expect(first.card.goodStreak).toBe(2);

    const second = await playHistory();
    expect(second.dues).toEqual(first.dues);
  });

  it('rates a right answer faster than the median first attempt of its difficulty Easy', async () => {
    clock.set(START);
    const { cookie, user } = await signUp(app);
    await answerWith(app, cookie, 'test-system-001', false);
    await setFirstAttemptTimes(database, user._id, 10 * 60_000);
    const before = (await cardOf(database, user._id, 'test-system-001'))!;
    const at = new Date(before.due.getTime() + HOUR);
    clock.set(at);
    await answerWith(app, cookie, 'test-system-001', true);
    const after = (await cardOf(database, user._id, 'test-system-001'))!;
    const fromDb: ReviewCard = {
      ...review(undefined, Rating.Again, START),
      goodStreak: 0,
      retiredAt: null,
    };
    expect(after.due).toEqual(review(fromDb, Rating.Easy, at).due);
    expect(after.goodStreak).toBe(1);
  });

  it('leaves a retired card alone, even after a later miss', async () => {
    const { cookie, user, card } = await playHistory();
    clock.set(new Date(card.due.getTime() + HOUR));
    await answerWith(app, cookie, 'test-system-001', false);
    expect(await cardOf(database, user._id, 'test-system-001')).toEqual(card);
  });

  it('has no test clock unless TEST_CLOCK=on', async () => {
    const res = await jsonCall(app, 'POST', '/api/test/clock', { offsetDays: 3 });
    expect(res.statusCode).toBe(404);
  });

  it('counts a miss before the card is due, and not a right answer', async () => {
    clock.set(START);
    const { cookie, user } = await signUp(app);
    await answerWith(app, cookie, 'test-linear-002', false);
    const missed = (await cardOf(database, user._id, 'test-linear-002'))!;
    clock.set(new Date(START.getTime() + HOUR));
    await answerWith(app, cookie, 'test-linear-002', true);
    await answerWith(app, cookie, 'test-linear-002', true);
    expect(await cardOf(database, user._id, 'test-linear-002')).toEqual(missed);
    await answerWith(app, cookie, 'test-linear-002', false);
    const again = (await cardOf(database, user._id, 'test-linear-002'))!;
    expect(again.reps).toBe(2);
    expect(again.lastReview).toEqual(new Date(START.getTime() + HOUR));
  });

  it('stores each card of answers arriving together once, whatever else is in their group', async () => {
    clock.set(START);
    const students = await Promise.all([signUp(app), signUp(app), signUp(app)]);
    for (const { cookie } of students) await answerWith(app, cookie, 'test-linear-002', false);
    const before = await Promise.all(
      students.map(({ user }) => cardOf(database, user._id, 'test-linear-002')),
    );
    clock.set(new Date(START.getTime() + HOUR));
    // Two misses of the first student's card in one group, and one of each other card.
    const [first, ...others] = students;
    await Promise.all([
      answerWith(app, first!.cookie, 'test-linear-002', false),
      answerWith(app, first!.cookie, 'test-linear-002', false),
      ...others.map(({ cookie }) => answerWith(app, cookie, 'test-linear-002', false)),
    ]);
    const after = await Promise.all(
      students.map(({ user }) => cardOf(database, user._id, 'test-linear-002')),
    );
    after.forEach((card, i) => {
      expect(card!.reps).toBe(before[i]!.reps + 1);
      expect(card!.lastReview).toEqual(new Date(START.getTime() + HOUR));
    });
  });
});
