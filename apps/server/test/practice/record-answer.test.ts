import { answerMessages } from '@academy/shared/questions';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { answers } from '../../src/db/schema/index.ts';
import { FIXTURE_BANK } from '../helpers/fixture-bank.ts';
import { buildTestApp, jsonCall, signUp } from '../helpers/test-app.ts';
import { answer } from './practice-helpers.ts';

const { app, database } = await buildTestApp({}, { bankRoot: FIXTURE_BANK });

const record = (cookie: string, body: Record<string, unknown>) =>
  jsonCall(app, 'POST', '/api/progress/record-answer', body, cookie);

describe('POST /api/progress/record-answer', () => {
  it('decides correctness itself: a client isCorrect of true on a wrong answer earns nothing', async () => {
    const { cookie } = await signUp(app);
    const res = await record(cookie, {
      questionId: 'test-system-001',
      answer: 'A',
      isCorrect: true,
      timeSpentMs: 999999,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isCorrect: false, isFirstAttempt: true, pointsEarned: 0 });
    expect(res.json().timeSpentMs).toBeLessThan(60_000);
  });

  it('gives the difficulty as points for a right first attempt, nothing for repeats', async () => {
    const { cookie } = await signUp(app);
    const first = await answer(app, cookie, 'test-system-002', true);
    expect(first.record.json()).toMatchObject({
      isCorrect: true,
      isFirstAttempt: true,
      pointsEarned: 4,
    });
    const again = await answer(app, cookie, 'test-system-002', true);
    expect(again.record.json()).toMatchObject({
      isCorrect: true,
      isFirstAttempt: false,
      pointsEarned: 0,
    });
  });

  it('a wrong first check cannot be turned into points by checking again before recording', async () => {
    const { cookie } = await signUp(app);
    for (const choice of ['A', 'B', 'D', 'C']) {
      await jsonCall(
        app,
        'POST',
        '/api/questions/test-system-001/check',
        { answer: choice },
        cookie,
      );
    }
    const res = await record(cookie, {
      questionId: 'test-system-001',
      answer: 'C',
      isCorrect: true,
    });
    expect(res.json()).toMatchObject({ isCorrect: true, isFirstAttempt: true, pointsEarned: 0 });
  });

  it('keeps hints and superhints opened with the attempt, and they never make it wrong', async () => {
    const { cookie, user } = await signUp(app);
    const res = await record(cookie, {
      questionId: 'test-linear-001',
      answer: 'B',
      hintsUsed: 2,
      superhintsUsed: 1,
    });
    expect(res.json()).toMatchObject({ isCorrect: true, pointsEarned: 1 });
    const [row] = await database.db.select().from(answers).where(eq(answers.userId, user._id));
    expect(row).toMatchObject({ hintsUsed: 2, superhintsUsed: 1, isCorrect: true });
  });

  it('concurrent records lose nothing and keep exactly one first attempt', async () => {
    const { cookie, user } = await signUp(app);
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        record(cookie, { questionId: 'test-linear-002', answer: '2/3' }),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await database.db.select().from(answers).where(eq(answers.userId, user._id));
    expect(rows).toHaveLength(12);
    expect(rows.filter((r) => r.isFirstAttempt)).toHaveLength(1);
    expect(rows.reduce((sum, r) => sum + r.pointsEarned, 0)).toBe(2);
  });

  it('many users answering at once: each reply matches what was stored, nothing mixed up', async () => {
    const people = await Promise.all([signUp(app), signUp(app), signUp(app)]);
    // Arrive together, so they are stored in groups: right and wrong, repeats, three users.
    const calls = people.flatMap(({ cookie, user }, p) =>
      ['2/3', '5', '2/3', '0.666'].map((typed, n) => ({
        user: user._id,
        typed,
        reply: record(cookie, { questionId: 'test-linear-002', answer: typed, hintsUsed: p + n }),
      })),
    );
    for (const { user, typed, reply } of calls) {
      const res = await reply;
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.isCorrect).toBe(typed !== '5');
      const [row] = await database.db
        .select()
        .from(answers)
        .where(eq(answers.userId, user))
        .then((rows) =>
          rows.filter((r) => r.isFirstAttempt === body.isFirstAttempt && r.answer === typed),
        );
      expect(row).toMatchObject({ isCorrect: body.isCorrect, pointsEarned: body.pointsEarned });
    }
    for (const { user } of people) {
      const rows = await database.db.select().from(answers).where(eq(answers.userId, user._id));
      expect(rows).toHaveLength(4);
      expect(rows.filter((r) => r.isFirstAttempt)).toHaveLength(1);
    }
  });

  it('refuses bad input with 400 and unknown questions with 404', async () => {
    const { cookie } = await signUp(app);
    expect((await record(cookie, { answer: 'A' })).statusCode).toBe(400);
    expect((await record(cookie, { questionId: 'test-linear-001' })).statusCode).toBe(400);
    expect(
      (await record(cookie, { questionId: 'test-linear-001', answer: 'x'.repeat(201) })).statusCode,
    ).toBe(400);
    expect((await record(cookie, { questionId: 'DROP TABLE', answer: 'A' })).statusCode).toBe(400);
    expect((await record(cookie, { questionId: 'missing-question', answer: 'A' })).statusCode).toBe(
      404,
    );
  });

  it('refuses a choice the question does not have, in the check and the record, and keeps nothing', async () => {
    const { cookie, user } = await signUp(app);
    const notAChoice = { param: 'answer', msg: answerMessages.notAChoice };
    const checked = await jsonCall(
      app,
      'POST',
      '/api/questions/test-system-001/check',
      { answer: 'Z' },
      cookie,
    );
    expect(checked.statusCode).toBe(400);
    expect(checked.json().errors).toEqual([notAChoice]);
    const recorded = await record(cookie, { questionId: 'test-system-001', answer: 'E' });
    expect(recorded.statusCode).toBe(400);
    expect(recorded.json().errors).toEqual([notAChoice]);
    expect(await database.db.select().from(answers).where(eq(answers.userId, user._id))).toEqual(
      [],
    );
    // A choice's letter in either case, with spaces around it, is the choice.
    expect(
      (await record(cookie, { questionId: 'test-system-001', answer: ' c ' })).json(),
    ).toMatchObject({
      isCorrect: true,
    });
  });

  it('says in words which counts are out of range', async () => {
    const { cookie } = await signUp(app);
    const res = await record(cookie, { questionId: 'test-linear-001', answer: 'B', hintsUsed: -3 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { param: 'hintsUsed', msg: answerMessages.openedCount('hintsUsed') },
    ]);
  });
});
