// GET /api/progress/dashboard against a scripted history: first attempts stored with the times
// a student would have made them over weeks, then read back as the progress page reads them.
import {
  PRACTICE_ESTIMATE_MIN_ANSWERS,
  progressDashboardSchema,
} from '@academy/shared/progress-dashboard';
import { TZDate } from '@date-fns/tz';
import { ACADEMY } from '@academy/shared/academy';
import { academyDay, addDays } from '@academy/shared/academy-day';
import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { answers, users } from '../../src/db/schema/index.ts';
import { bankWithManyQuestions } from '../helpers/fixture-bank.ts';
import { buildTestApp, jsonCall, signUp } from '../helpers/test-app.ts';

const bank = bankWithManyQuestions(40);
const { app, database } = await buildTestApp({}, { bankRoot: bank.root });

const HOUR = 3_600_000;
const now = Date.now();
/** When a YYYY-MM-DD day begins in Dallas, where the academy counts its days. */
const midnight = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new TZDate(y!, m! - 1, d!, ACADEMY.timeZone).getTime();
};
const todayDay = academyDay(new Date(now));
// This week's Monday in Dallas (getUTCDay of its noon: Sunday 0).
const mondayDay = addDays(todayDay, -((new Date(`${todayDay}T12:00:00Z`).getUTCDay() + 6) % 7));
const today = midnight(todayDay);
const monday = midnight(mondayDay);
/** The start of the Monday `weeks` weeks before this one, as a day and an instant. */
const weeksAgo = (weeks: number) => addDays(mondayDay, -7 * weeks);

interface Scripted {
  id: string;
  right: boolean;
  at: number;
  first?: boolean;
  timeSpentMs?: number;
}

// many-NNN has difficulty (N − 1) % 5 + 1; the fixture's system questions 3 and 4.
const difficulty = (id: string) =>
  id.startsWith('many-') ? ((Number(id.slice(5)) - 1) % 5) + 1 : id.endsWith('001') ? 3 : 4;

/** A new user whose answers are `history`, stored as practice stores them. */
async function userWith(history: Scripted[]) {
  const { cookie, email } = await signUp(app);
  const [user] = await database.db.select().from(users).where(eq(users.email, email));
  if (history.length) {
    await database.db.insert(answers).values(
      history.map((h) => ({
        userId: user!.id,
        questionId: h.id,
        answer: h.right ? 'B' : 'A',
        isCorrect: h.right,
        isFirstAttempt: h.first ?? true,
        pointsEarned: h.right && (h.first ?? true) ? difficulty(h.id) : 0,
        timeSpentMs: h.timeSpentMs ?? 60_000,
        answeredAt: new Date(h.at),
      })),
    );
  }
  return cookie;
}

async function dashboard(cookie: string) {
  const res = await jsonCall(app, 'GET', '/api/progress/dashboard', undefined, cookie);
  expect(res.statusCode).toBe(200);
  // The response keeps to the shared type the page reads.
  return progressDashboardSchema.parse(res.json());
}

const many = (n: number) => bank.ids[n - 1]!;

describe('the progress dashboard', () => {
  it('counts first attempts and right ones per week in Dallas, the current week last', async () => {
    const cookie = await userWith([
      // This week: 3 first attempts, 2 right, and a repeat that counts only as time.
      { id: many(1), right: true, at: monday + 60_000 },
      { id: many(2), right: true, at: monday + 120_000 },
      { id: many(3), right: false, at: monday + 180_000 },
      { id: many(3), right: true, at: monday + 240_000, first: false },
      // Last week: a second before this Monday, and Sunday at 8 PM in Dallas (Monday already
      // in UTC): 1 of 2 right.
      { id: many(4), right: true, at: monday - 1000 },
      { id: many(5), right: false, at: monday - 4 * HOUR },
      // Five weeks ago: 1 right; twenty weeks ago is outside the 12 weeks shown.
      { id: many(6), right: true, at: midnight(weeksAgo(5)) + 1000 },
      { id: many(7), right: false, at: midnight(weeksAgo(20)) },
    ]);
    const { weeks, totals } = await dashboard(cookie);
    expect(weeks).toHaveLength(12);
    expect(weeks.map((w) => w.weekStart)).toEqual(
      Array.from({ length: 12 }, (_, i) => weeksAgo(11 - i)),
    );
    expect(weeks[11]).toEqual({ weekStart: mondayDay, answered: 3, correct: 2, accuracy: 0.667 });
    expect(weeks[10]).toEqual({
      weekStart: weeksAgo(1),
      answered: 2,
      correct: 1,
      accuracy: 0.5,
    });
    expect(weeks[6]).toMatchObject({ answered: 1, correct: 1, accuracy: 1 });
    expect(weeks.reduce((sum, w) => sum + w.answered, 0)).toBe(6);
    // Totals count every first attempt, and the time of every attempt, repeats too; points are
    // the difficulties of the right first attempts.
    const rightFirst = [1, 2, 4, 6].map((n) => difficulty(many(n)));
    expect(totals).toMatchObject({
      answered: 7,
      correct: 4,
      points: rightFirst.reduce((sum, d) => sum + d, 0),
      timeSpentMs: 8 * 60_000,
    });
  });

  it('starts the weeks at the week a student first practised, not before', async () => {
    const recent = await userWith([
      { id: many(1), right: true, at: midnight(weeksAgo(3)) + 1000 },
      { id: many(2), right: false, at: monday + 1000 },
    ]);
    const { weeks } = await dashboard(recent);
    expect(weeks.map((w) => w.weekStart)).toEqual([3, 2, 1, 0].map(weeksAgo));
    // Begun this week: this week alone.
    const fresh = await userWith([{ id: many(3), right: true, at: monday + 1000 }]);
    expect((await dashboard(fresh)).weeks.map((w) => w.weekStart)).toEqual([mondayDay]);
  });

  it('keeps a streak of Dallas days ending today', async () => {
    const dayBack = (days: number) => midnight(addDays(todayDay, -days));
    const cookie = await userWith([
      { id: many(1), right: true, at: today + 1000 },
      { id: many(2), right: true, at: dayBack(1) + 1000 },
      { id: many(3), right: true, at: dayBack(2) + 1000 },
      { id: many(4), right: true, at: dayBack(4) + 1000 },
    ]);
    expect((await dashboard(cookie)).totals.currentStreakDays).toBe(3);
    // Evenings in Dallas, after the UTC date has turned: each counts for its own Dallas day.
    const evenings = await userWith([
      { id: many(1), right: true, at: today + 1000 },
      { id: many(2), right: true, at: dayBack(1) + 21 * HOUR },
      { id: many(3), right: true, at: dayBack(2) + 21 * HOUR },
    ]);
    expect((await dashboard(evenings)).totals.currentStreakDays).toBe(3);
  });

  it('shows mastery per topic and concept with done counts, and the weakest practised first', async () => {
    // Linear equations: 6 right in a row. Systems: 1 of 2 right. Circles: not started.
    const cookie = await userWith([
      ...[1, 2, 3, 4, 5, 6].map((n) => ({ id: many(n), right: true, at: now - (10 - n) * 1000 })),
      { id: 'test-system-001', right: true, at: now - 2000 },
      { id: 'test-system-002', right: false, at: now - 1000 },
    ]);
    const { topics, weakest } = await dashboard(cookie);
    const algebra = topics.find((t) => t.subModule === 'algebra')!;
    expect(algebra).toMatchObject({ answered: 8, total: 44 });
    const [linear, systems] = algebra.concepts;
    // Linear: 40 many-* questions, 2 test-linear and test-system-002 share it.
    expect(linear).toMatchObject({
      concept: 'linear-equations-one-variable',
      name: 'Linear Equations in One Variable',
      answered: 7,
      total: 43,
    });
    expect(linear!.score).toBeGreaterThan(5);
    expect(['Familiar', 'Proficient']).toContain(linear!.level);
    expect(systems).toMatchObject({ answered: 2, total: 2, level: 'Practicing' });
    expect(algebra.averageScore).toBe(Math.round(((linear!.score + systems!.score) / 2) * 10) / 10);
    expect(topics.find((t) => t.subModule === 'geometry-trigonometry')).toMatchObject({
      answered: 0,
      total: 0,
      averageScore: 0,
      concepts: [{ concept: 'circles', score: 0, level: 'Not started', answered: 0, total: 0 }],
    });
    // Not started is not weak: only the two practised concepts, lowest first.
    expect(weakest.map((c) => [c.concept, c.subModule, c.subModuleName])).toEqual([
      ['systems-of-linear-equations', 'algebra', 'Algebra'],
      ['linear-equations-one-variable', 'algebra', 'Algebra'],
    ]);
  });

  it('asks for more answers before it estimates a score', async () => {
    const fresh = await dashboard(await userWith([]));
    expect(fresh.estimate).toEqual({
      status: 'needMore',
      answersNeeded: PRACTICE_ESTIMATE_MIN_ANSWERS,
    });
    expect(fresh.weakest).toEqual([]);
    expect(fresh.totals).toEqual({
      answered: 0,
      correct: 0,
      points: 0,
      timeSpentMs: 0,
      currentStreakDays: 0,
    });
    const almost = await userWith(
      Array.from({ length: PRACTICE_ESTIMATE_MIN_ANSWERS - 1 }, (_, i) => ({
        id: many(i + 1),
        right: i % 2 === 0,
        at: now - 60_000 + i,
      })),
    );
    expect((await dashboard(almost)).estimate).toEqual({ status: 'needMore', answersNeeded: 1 });
  });

  it('estimates a range once enough questions were answered, higher for more right', async () => {
    const range = async (right: (i: number) => boolean) => {
      const cookie = await userWith(
        Array.from({ length: PRACTICE_ESTIMATE_MIN_ANSWERS }, (_, i) => ({
          id: many(i + 1),
          right: right(i),
          at: now - 60_000 + i,
        })),
      );
      const { estimate } = await dashboard(cookie);
      if (estimate.status !== 'ready') throw new Error('no estimate');
      return estimate;
    };
    const half = await range((i) => i % 2 === 0);
    const most = await range((i) => i % 10 !== 0);
    for (const r of [half, most]) {
      expect(r.low).toBeLessThan(r.high);
      expect(r.low % 10).toBe(0);
      expect(r.high % 10).toBe(0);
      expect(r.low).toBeGreaterThanOrEqual(200);
      expect(r.high).toBeLessThanOrEqual(800);
    }
    expect(most.low).toBeGreaterThan(half.low);
    expect(most.high).toBeGreaterThan(half.high);
  });

  it('follows a new answer at once', async () => {
    const cookie = await userWith([{ id: many(1), right: true, at: now - 5000 }]);
    expect((await dashboard(cookie)).totals.answered).toBe(1);
    await jsonCall(app, 'POST', `/api/questions/${many(2)}/check`, { answer: 'B' }, cookie);
    const recorded = await jsonCall(
      app,
      'POST',
      '/api/progress/record-answer',
      { questionId: many(2), answer: 'B', isCorrect: true, timeSpentMs: 0 },
      cookie,
    );
    expect(recorded.statusCode).toBe(200);
    const after = await dashboard(cookie);
    expect(after.totals).toMatchObject({ answered: 2, correct: 2 });
    expect(after.weeks.at(-1)!.answered).toBeGreaterThanOrEqual(1);
  });

  it('reads the days of a user once for calls that arrive together', async () => {
    const cookie = await userWith([
      { id: many(1), right: true, at: today + 1000 },
      { id: many(2), right: false, at: midnight(addDays(todayDay, -1)) + 1000 },
    ]);
    await dashboard(cookie); // signed in, and the session read once
    // A check of a new question (a Guest's trial counts it) makes the page stale; the next calls
    // come together, as when a page is opened in many tabs or its copy in memory expired.
    const selects = vi.spyOn(database.db, 'select');
    try {
      await jsonCall(app, 'POST', `/api/questions/${many(3)}/check`, { answer: 'B' }, cookie);
      selects.mockClear();
      const pages = await Promise.all(Array.from({ length: 20 }, () => dashboard(cookie)));
      expect(new Set(pages.map((page) => JSON.stringify(page))).size).toBe(1);
      // The days once (not once a call); the first attempts, when read again, once too.
      expect(selects.mock.calls.length).toBeLessThanOrEqual(2);
    } finally {
      selects.mockRestore();
    }
  });

  it('needs a signed-in user', async () => {
    const res = await jsonCall(app, 'GET', '/api/progress/dashboard');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Not authenticated' });
  });
});
