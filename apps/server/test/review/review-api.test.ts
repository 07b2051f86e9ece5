import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { FIXTURE_BANK } from '../helpers/fixture-bank.ts';
import { buildTestApp, jsonCall, signUp } from '../helpers/test-app.ts';
import { answerWith } from './review-helpers.ts';
import { ANSWER_FIELDS } from '../helpers/answer-fields.ts';

// The test clock on, and a trial of one question: a Guest is past it after one miss.
const { app } = await buildTestApp(
  { TEST_CLOCK: 'on', GUEST_FREE_QUESTIONS: '1' },
  { bankRoot: FIXTURE_BANK },
);

const get = (url: string, cookie?: string) => jsonCall(app, 'GET', url, undefined, cookie);
const moveClock = (offsetDays: number) => jsonCall(app, 'POST', '/api/test/clock', { offsetDays });

describe('GET /api/review/due and /api/review/summary', () => {
  it('need a signed-in user', async () => {
    expect((await get('/api/review/due')).statusCode).toBe(401);
    expect((await get('/api/review/summary')).statusCode).toBe(401);
  });

  it('serve a missed question once it is due, without its answer, to a Guest past the trial', async () => {
    await moveClock(0);
    const { cookie } = await signUp(app);
    expect((await get('/api/review/summary', cookie)).json()).toEqual({
      due: 0,
      total: 0,
      nextDueAt: null,
    });
    await answerWith(app, cookie, 'test-system-001', false);

    const waiting = (await get('/api/review/summary', cookie)).json();
    expect(waiting).toMatchObject({ due: 0, total: 1 });
    const nextDue = Date.parse(waiting.nextDueAt);
    expect(nextDue - Date.now()).toBeGreaterThan(23 * 3_600_000);
    expect((await get('/api/review/due', cookie)).json()).toEqual([]);

    expect((await moveClock(2)).json().now).toEqual(expect.any(String));
    expect((await get('/api/review/summary', cookie)).json()).toMatchObject({ due: 1, total: 1 });
    const due = await get('/api/review/due?limit=5', cookie);
    expect(due.statusCode).toBe(200);
    expect(due.json()).toHaveLength(1);
    expect(due.json()[0]).toMatchObject({
      _id: 'test-system-001',
      hints: expect.any(Array),
      indepthHints: expect.any(Array),
    });
    expect(due.body).not.toMatch(ANSWER_FIELDS);

    // The Guest's trial is used up, yet the question they missed is theirs to practise again.
    const again = await answerWith(app, cookie, 'test-system-001', true);
    expect(again).toMatchObject({ isCorrect: true, isFirstAttempt: false });
    const after = (await get('/api/review/summary', cookie)).json();
    expect(after).toMatchObject({ due: 0, total: 1 });
    expect(Date.parse(after.nextDueAt)).toBeGreaterThan(nextDue);
    await moveClock(0);
  });

  it('refuses a bad limit with the API error shape', async () => {
    const { cookie } = await signUp(app);
    for (const limit of ['0', '51', 'many', '2.5']) {
      const res = await get(`/api/review/due?limit=${limit}`, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: expect.any(String),
        errors: [{ param: 'limit' }],
      });
    }
  });
});

describe('the test clock', () => {
  it('refuses a bad offset, and needs JSON from our origin', async () => {
    expect((await moveClock(Number.NaN)).statusCode).toBe(400);
    const form = await app.inject({
      method: 'POST',
      url: '/api/test/clock',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'offsetDays=5',
    });
    expect(form.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('is off unless TEST_CLOCK=on, and refused on an address others can reach', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).testClock).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', TEST_CLOCK: 'on' }).testClock).toBe(true);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        TEST_CLOCK: 'on',
        PUBLIC_URL: 'https://academy.example',
      }),
    ).toThrow(/TEST_CLOCK=on/);
  });
});
