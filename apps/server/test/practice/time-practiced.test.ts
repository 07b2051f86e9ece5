// "Time practiced" (/progress, the dashboard, the family's views and the digest) is the time a
// student spent, once: each attempt's own time runs from the question's serve, so a second try
// on the same card repeats the first try's time within it.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answers, questionServes } from '../../src/db/schema/index.ts';
import { FIXTURE_BANK } from '../helpers/fixture-bank.ts';
import { buildTestApp, jsonCall, signUp } from '../helpers/test-app.ts';
import { answer } from './practice-helpers.ts';

const { app, database } = await buildTestApp({}, { bankRoot: FIXTURE_BANK });

/** Serves the question, as if `secondsAgo` seconds ago. */
async function servedAgo(cookie: string, userId: string, questionId: string, secondsAgo: number) {
  await jsonCall(app, 'GET', `/api/questions/${questionId}/practice`, undefined, cookie);
  await database.db
    .update(questionServes)
    .set({ servedAt: sql`now() - make_interval(secs => ${secondsAgo})` })
    .where(and(eq(questionServes.userId, userId), eq(questionServes.questionId, questionId)));
}

const timePracticed = async (cookie: string) => {
  const progress = (await jsonCall(app, 'GET', '/api/progress', undefined, cookie)).json();
  const dashboard = (
    await jsonCall(app, 'GET', '/api/progress/dashboard', undefined, cookie)
  ).json();
  expect(progress.totals.timeSpentMs).toBe(dashboard.totals.timeSpentMs);
  return progress.totals.timeSpentMs as number;
};

describe('time practiced', () => {
  it('counts a minute on one card once, however many tries it took', async () => {
    const { cookie, user } = await signUp(app);
    await servedAgo(cookie, user._id, 'test-system-001', 60);
    const wrong = await answer(app, cookie, 'test-system-001', false);
    const right = await answer(app, cookie, 'test-system-001', true);
    // Each try's own time is the card's time so far, as its review card shows it.
    expect(wrong.record.json().timeSpentMs).toBeGreaterThanOrEqual(60_000);
    expect(right.record.json().timeSpentMs).toBeGreaterThanOrEqual(60_000);
    const total = await timePracticed(cookie);
    expect(total).toBeGreaterThanOrEqual(60_000);
    expect(total).toBeLessThan(70_000);
  });

  it('counts a retry served again later in full', async () => {
    const { cookie, user } = await signUp(app);
    await servedAgo(cookie, user._id, 'test-linear-001', 40);
    await answer(app, cookie, 'test-linear-001', false);
    // The miss was an hour ago; the retry was served 30 seconds ago.
    await database.db
      .update(answers)
      .set({ answeredAt: sql`now() - interval '1 hour'` })
      .where(eq(answers.userId, user._id));
    await servedAgo(cookie, user._id, 'test-linear-001', 30);
    await answer(app, cookie, 'test-linear-001', true);
    const total = await timePracticed(cookie);
    expect(total).toBeGreaterThanOrEqual(70_000);
    expect(total).toBeLessThan(80_000);
  });
});
