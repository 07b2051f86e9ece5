// The days a student studied, as /api/progress, /api/progress/stats and the dashboard count
// them: a timed test answered late on Sunday evening in Dallas and ended after midnight studies
// on both days, and its answers are in the weeks the charts show.
import { ACADEMY } from '@academy/shared/academy';
import { academyDay, addDays } from '@academy/shared/academy-day';
import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_ROOT } from '../../src/features/content/service.ts';
import { weekStartOf } from '../../src/features/progress/dashboard.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { keysOf, practiceAnswerBefore, testStudent } from '../tests/timed-tests-helpers.ts';

let current = new Date();
const clock = {
  now: () => current,
  set: (to: Date) => {
    current = to;
  },
};
const { app, database } = await buildTestApp({}, { bankRoot: DEFAULT_CONTENT_ROOT, clock });

/** A Dallas time of a YYYY-MM-DD day. */
const at = (day: string, hour: number, minute = 0) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(new TZDate(y!, m! - 1, d!, hour, minute, ACADEMY.timeZone).getTime());
};
const today = academyDay(new Date());

/**
 * A student whose timed test is answered at 11:58 PM on `day` in Dallas and ended five minutes
 * after midnight; `practisedOn`: a practice answer on that day at noon, before the test.
 */
async function lateTestTaker(day: string, practisedOn?: string) {
  const s = await testStudent(app, database);
  if (practisedOn) await practiceAnswerBefore(database, s.user._id, at(practisedOn, 12), 60_000);
  clock.set(at(day, 23, 55));
  const { attemptId, module } = await s.start('short-algebra');
  const seats = module.questions.slice(0, 3).map((q) => q._id);
  const keys = await keysOf(database, attemptId, seats);
  clock.set(at(day, 23, 58));
  for (const seat of seats) {
    expect((await s.answer(attemptId, seat, keys.get(seat)!.right)).statusCode).toBe(200);
  }
  clock.set(at(addDays(day, 1), 0, 5));
  expect((await s.finish(attemptId)).statusCode).toBe(200);
  return s;
}

describe('the days a student studied', () => {
  it('are the same days for /api/progress and the dashboard', async () => {
    // Practice two days ago, then a test answered yesterday night and ended today.
    const s = await lateTestTaker(addDays(today, -1), addDays(today, -2));
    const progress = (await s.call('GET', '/api/progress')).json();
    const dashboard = (await s.call('GET', '/api/progress/dashboard')).json();
    expect(progress.totals.currentStreakDays).toBe(3);
    expect(dashboard.totals.currentStreakDays).toBe(3);
    expect(progress.totals.timeSpentMs).toBe(dashboard.totals.timeSpentMs);
    // The stats' recent days are those days, newest first, each with its answers.
    const stats = (await s.call('GET', '/api/progress/stats')).json();
    expect(stats.totals.currentStreakDays).toBe(3);
    expect(stats.recentDays).toEqual([
      { date: today, answered: 0, correct: 0 },
      { date: addDays(today, -1), answered: 3, correct: 3 },
      { date: addDays(today, -2), answered: 1, correct: 0 },
    ]);
  });

  it('start the charts at the first answer of a test that ended the day after', async () => {
    // Two weeks ago on Sunday night: the test ends on the Monday of the week after.
    const sunday = addDays(weekStartOf(today), -8);
    const s = await lateTestTaker(sunday);
    const { weeks, totals } = (await s.call('GET', '/api/progress/dashboard')).json();
    expect(totals.answered).toBe(3);
    expect(weeks[0]).toMatchObject({ weekStart: weekStartOf(sunday), answered: 3, correct: 3 });
    expect(weeks.reduce((sum: number, w: { answered: number }) => sum + w.answered, 0)).toBe(3);
  });
});
