// A page that lost record-answer's reply sends the answer again with the same Idempotency-Key:
// it gets the first reply, and the answer is stored once (no second attempt, no second time).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { progressMessages } from '@academy/shared/progress';
import { answers } from '../../src/db/schema/index.ts';
import { createAnswerRequests } from '../../src/features/progress/answer-requests.ts';
import { FIXTURE_BANK } from '../helpers/fixture-bank.ts';
import { buildTestApp, signUp, TEST_ORIGIN } from '../helpers/test-app.ts';

const { app, database } = await buildTestApp({}, { bankRoot: FIXTURE_BANK });

const record = (cookie: string, body: Record<string, unknown>, key?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/progress/record-answer',
    headers: {
      origin: TEST_ORIGIN,
      'content-type': 'application/json',
      cookie,
      ...(key !== undefined ? { 'idempotency-key': key } : {}),
    },
    payload: JSON.stringify(body),
  });

const rowsOf = (userId: string) =>
  database.db.select().from(answers).where(eq(answers.userId, userId));

describe('record-answer sent again with its Idempotency-Key', () => {
  it('answers as the first time and stores the answer once', async () => {
    const { cookie, user } = await signUp(app);
    const key = randomUUID();
    const body = { questionId: 'test-system-002', answer: '8', hintsUsed: 1 };
    const first = await record(cookie, body, key);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ isCorrect: true, isFirstAttempt: true });
    const again = await record(cookie, body, key.toUpperCase());
    expect(again.statusCode).toBe(200);
    // Still the first attempt with its points, not a repeat worth nothing.
    expect(again.json()).toEqual(first.json());
    expect(await rowsOf(user._id)).toHaveLength(1);
    const review = await app.inject({
      method: 'GET',
      url: '/api/progress/answered-questions',
      headers: { cookie },
    });
    expect(review.json().questions[0]).toMatchObject({ questionId: body.questionId, attempts: 1 });

    // After a restart too: the keys kept are read again.
    const restarted = createAnswerRequests(database.db);
    expect(await restarted.recorded(user._id, key)).toMatchObject({
      questionId: body.questionId,
      answer: '8',
      isFirstAttempt: true,
      hintsUsed: 1,
    });
    expect(await restarted.recorded(user._id, randomUUID())).toBeUndefined();

    // A new try is a new request, with a key of its own: it is recorded.
    const retry = await record(cookie, { ...body, answer: '6' }, randomUUID());
    expect(retry.json()).toMatchObject({ isCorrect: false, isFirstAttempt: false });
    expect(await rowsOf(user._id)).toHaveLength(2);
  });

  it('refuses the key with another answer or question, and keeps each user’s keys apart', async () => {
    const { cookie, user } = await signUp(app);
    const key = randomUUID();
    await record(cookie, { questionId: 'test-system-002', answer: '8' }, key);
    for (const body of [
      { questionId: 'test-system-002', answer: '6' },
      { questionId: 'test-linear-001', answer: 'B' },
    ]) {
      const refused = await record(cookie, body, key);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: progressMessages.requestKeyReused });
    }
    expect(await rowsOf(user._id)).toHaveLength(1);

    const other = await signUp(app);
    const theirs = await record(other.cookie, { questionId: 'test-system-002', answer: '6' }, key);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toMatchObject({ isCorrect: false, isFirstAttempt: true });
  });

  it('answers each of many retries arriving together from its own first call', async () => {
    const people = await Promise.all([signUp(app), signUp(app), signUp(app)]);
    const calls = people.flatMap(({ cookie }) =>
      ['8', '6'].map((typed) => ({
        cookie,
        key: randomUUID(),
        body: { questionId: 'test-system-002', answer: typed },
      })),
    );
    const send = () => Promise.all(calls.map((c) => record(c.cookie, c.body, c.key)));
    const firstReplies = (await send()).map((r) => r.json());
    const retries = (await send()).map((r) => r.json());
    expect(retries).toEqual(firstReplies);
    expect(firstReplies.map((r) => r.isCorrect)).toEqual([true, false, true, false, true, false]);
    for (const { user } of people) expect(await rowsOf(user._id)).toHaveLength(2);
  });

  it('stores once a retry that arrives while its first call is still being stored', async () => {
    const { cookie, user } = await signUp(app);
    const key = randomUUID();
    const body = { questionId: 'test-system-002', answer: '8' };
    const [first, retry, otherAnswer] = await Promise.all([
      record(cookie, body, key),
      record(cookie, body, key),
      record(cookie, { ...body, answer: '6' }, key),
    ]);
    expect(first.json()).toMatchObject({ isCorrect: true, isFirstAttempt: true });
    expect(retry.json()).toEqual(first.json());
    expect(otherAnswer.statusCode).toBe(409);
    expect(await rowsOf(user._id)).toHaveLength(1);
  });

  it('refuses a key that is not a UUID, and records without one as before', async () => {
    const { cookie, user } = await signUp(app);
    const body = { questionId: 'test-linear-001', answer: 'B' };
    const refused = await record(cookie, body, 'not-a-uuid');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: progressMessages.requestKeyInvalid,
      errors: [{ param: 'Idempotency-Key', msg: progressMessages.requestKeyInvalid }],
    });
    expect(await rowsOf(user._id)).toHaveLength(0);
    expect((await record(cookie, body)).statusCode).toBe(200);
    expect((await record(cookie, body)).statusCode).toBe(200);
    expect(await rowsOf(user._id)).toHaveLength(2);
  });
});
