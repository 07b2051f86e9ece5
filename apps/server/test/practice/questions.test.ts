import { describe, expect, it } from 'vitest';
import { FIXTURE_BANK } from '../helpers/fixture-bank.ts';
import { buildTestApp, jsonCall, signUp } from '../helpers/test-app.ts';
import { FIXTURE, answer, type FixtureId } from './practice-helpers.ts';
import { ANSWER_FIELDS } from '../helpers/answer-fields.ts';

const { app } = await buildTestApp({}, { bankRoot: FIXTURE_BANK });

describe('GET /api/questions/submodule/:id/random', () => {
  it('serves an unanswered question of the submodule without its answer or explanation', async () => {
    const { cookie } = await signUp(app);
    const res = await jsonCall(
      app,
      'GET',
      '/api/questions/submodule/algebra/random',
      undefined,
      cookie,
    );
    expect(res.statusCode).toBe(200);
    const q = res.json();
    expect(Object.keys(FIXTURE)).toContain(q._id);
    expect(q).toMatchObject({
      subModule: 'algebra',
      difficulty: expect.any(Number),
      imagePosition: 'top',
    });
    expect(q.hints[0]).toMatchObject({
      _id: expect.any(String),
      order: 1,
      latex: expect.any(String),
    });
    expect(res.body).not.toMatch(ANSWER_FIELDS);
    expect(res.body).not.toMatch(/The answer is|Subtracting \$3\$|Adding the equations gives/);
  });

  it('answers NO_QUESTIONS_FOUND for an empty submodule and ALL_QUESTIONS_ANSWERED when done', async () => {
    const { cookie } = await signUp(app);
    const empty = await jsonCall(
      app,
      'GET',
      '/api/questions/submodule/geometry-trigonometry/random',
      undefined,
      cookie,
    );
    expect(empty.json()).toMatchObject({ body: 'NO_QUESTIONS_FOUND' });
    const served = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const q = (
        await jsonCall(app, 'GET', '/api/questions/submodule/algebra/random', undefined, cookie)
      ).json();
      expect(served.has(q._id)).toBe(false);
      served.add(q._id);
      await answer(app, cookie, q._id as FixtureId, false);
    }
    const done = await jsonCall(
      app,
      'GET',
      '/api/questions/submodule/algebra/random',
      undefined,
      cookie,
    );
    expect(done.json()).toMatchObject({ body: 'ALL_QUESTIONS_ANSWERED' });
  });

  it('hands the same question back until it is checked, then draws another', async () => {
    const { cookie } = await signUp(app);
    const draw = async () =>
      (
        await jsonCall(app, 'GET', '/api/questions/submodule/algebra/random', undefined, cookie)
      ).json()._id as FixtureId;
    const first = await draw();
    // A reload, or signing in again: the student keeps their place, and cannot skip it.
    for (let i = 0; i < 6; i++) expect(await draw()).toBe(first);

    await answer(app, cookie, first, false);
    const second = await draw();
    expect(second).not.toBe(first);
    expect(await draw()).toBe(second);
  });

  it('is 401 signed out, 400 for a malformed id and 404 for an unknown one', async () => {
    const { cookie } = await signUp(app);
    expect((await jsonCall(app, 'GET', '/api/questions/submodule/algebra/random')).statusCode).toBe(
      401,
    );
    expect(
      (await jsonCall(app, 'GET', '/api/questions/submodule/Bad%20Id!/random', undefined, cookie))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await jsonCall(
          app,
          'GET',
          `/api/questions/submodule/${'a'.repeat(150)}/random`,
          undefined,
          cookie,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await jsonCall(
          app,
          'GET',
          '/api/questions/submodule/no-such-thing/random',
          undefined,
          cookie,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/questions/:id/check', () => {
  it.each([
    ['test-linear-001', 'B', true],
    ['test-linear-001', 'b', true],
    ['test-linear-001', 'A', false],
    ['test-linear-002', '2/3', true],
    ['test-linear-002', '.6667', true],
    ['test-linear-002', '0.666', true],
    ['test-linear-002', '(2/3)', true],
    ['test-linear-002', '4/6', true],
    ['test-linear-002', '.66', false],
    ['test-linear-002', '0.67', false],
    ['test-system-002', '8.0', true],
    ['test-system-002', '−8', false],
  ])('%s with %s is %s', async (id, value, expected) => {
    const { cookie } = await signUp(app);
    const res = await jsonCall(
      app,
      'POST',
      `/api/questions/${id}/check`,
      { answer: value },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isCorrect: expected });
  });

  it('refuses empty, missing and over-long answers, and unknown questions', async () => {
    const { cookie } = await signUp(app);
    for (const body of [
      {},
      { answer: '' },
      { answer: '   ' },
      { answer: 'x'.repeat(201) },
      { answer: 5 },
    ]) {
      const res = await jsonCall(app, 'POST', '/api/questions/test-linear-001/check', body, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].param).toBe('answer');
    }
    expect(
      (await jsonCall(app, 'POST', '/api/questions/nope/check', { answer: 'A' }, cookie))
        .statusCode,
    ).toBe(404);
  });
});

describe('GET /api/questions/:id/answer', () => {
  it('is refused with 409 until the user has checked that question', async () => {
    const { cookie } = await signUp(app);
    const before = await jsonCall(
      app,
      'GET',
      '/api/questions/test-system-001/answer',
      undefined,
      cookie,
    );
    expect(before.statusCode).toBe(409);
    expect(before.json()).toEqual({ message: 'Check your answer before viewing the solution' });
    await jsonCall(app, 'POST', '/api/questions/test-system-001/check', { answer: 'A' }, cookie);
    const after = await jsonCall(
      app,
      'GET',
      '/api/questions/test-system-001/answer',
      undefined,
      cookie,
    );
    expect(after.json()).toMatchObject({
      correctAnswer: 'C',
      correctAnswerLatex: '$7$',
      explanationLatex: expect.stringContaining('Adding the equations'),
      explanation: expect.stringContaining('2x = 14'),
    });
  });

  it('one user checking does not open the answer for another', async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    await jsonCall(app, 'POST', '/api/questions/test-linear-002/check', { answer: '1' }, a.cookie);
    expect(
      (await jsonCall(app, 'GET', '/api/questions/test-linear-002/answer', undefined, b.cookie))
        .statusCode,
    ).toBe(409);
  });
});

describe('fixture sanity', () => {
  it('knows every fixture answer', () => expect(Object.keys(FIXTURE)).toHaveLength(4));
});
