// Skip, one concept, practise again and flags (issue 35), on the real server and database.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answers, questionFlags } from '../../src/db/schema/index.ts';
import { FIXTURE_BANK } from '../helpers/fixture-bank.ts';
import { buildTestApp, jsonCall, signUp } from '../helpers/test-app.ts';
import { FIXTURE, answer, type FixtureId } from './practice-helpers.ts';

const { app, database } = await buildTestApp({}, { bankRoot: FIXTURE_BANK });

const SYSTEMS = 'systems-of-linear-equations';
const SYSTEMS_QUESTIONS = ['test-system-001', 'test-system-002'];

const draw = async (cookie: string, query = '') =>
  (
    await jsonCall(app, 'GET', `/api/questions/submodule/algebra/random${query}`, undefined, cookie)
  ).json();
const skip = (cookie: string, id: string) =>
  jsonCall(app, 'POST', `/api/questions/${id}/skip`, {}, cookie);
const attemptsOf = async (userId: string) =>
  database.db.select().from(answers).where(eq(answers.userId, userId));

describe('POST /api/questions/:id/skip', () => {
  it('sends the question to the back of the queue, the oldest skip first', async () => {
    const { cookie } = await signUp(app);
    const order: string[] = [];
    for (let i = 0; i < 4; i++) {
      const q = await draw(cookie);
      expect(order).not.toContain(q._id);
      order.push(q._id);
      expect((await skip(cookie, q._id)).json()).toEqual({ skipped: true });
    }
    // Everything is skipped: the first skipped comes back, and stays until it is dealt with.
    expect((await draw(cookie))._id).toBe(order[0]);
    expect((await draw(cookie))._id).toBe(order[0]);
    await answer(app, cookie, order[0] as FixtureId, true);
    expect((await draw(cookie))._id).toBe(order[1]);
  });

  it('is not an answer: no attempt, no points, no streak, nothing done', async () => {
    const { cookie, user } = await signUp(app);
    const q = await draw(cookie);
    await skip(cookie, q._id);
    expect(await attemptsOf(user._id)).toHaveLength(0);
    const { totals } = (await jsonCall(app, 'GET', '/api/progress', undefined, cookie)).json();
    expect(totals).toMatchObject({ attempts: 0, points: 0, answered: 0, currentStreakDays: 0 });
  });

  it('is 409 for a question never served to the user and 404 for an unknown one', async () => {
    const { cookie } = await signUp(app);
    const res = await skip(cookie, 'test-linear-001');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'Only a question you were given can be skipped' });
    expect((await skip(cookie, 'no-such-question')).statusCode).toBe(404);
  });
});

describe('GET /api/questions/submodule/:id/random?concept=', () => {
  it('never serves a question of another concept, even one left unchecked', async () => {
    const { cookie } = await signUp(app);
    // Left unchecked outside the concept: resuming it would leave the concept.
    let outside = await draw(cookie);
    while (SYSTEMS_QUESTIONS.includes(outside._id)) {
      await answer(app, cookie, outside._id, true);
      outside = await draw(cookie);
    }
    for (let i = 0; i < 6; i++) {
      const q = await draw(cookie, `?concept=${SYSTEMS}`);
      if (!q._id) break;
      expect(SYSTEMS_QUESTIONS).toContain(q._id);
      if (i % 2 === 1) await answer(app, cookie, q._id, false);
      else await skip(cookie, q._id);
    }
    expect(await draw(cookie, `?concept=${SYSTEMS}`)).toEqual({
      body: 'ALL_QUESTIONS_ANSWERED',
      subModule: 'algebra',
      concept: SYSTEMS,
    });
    // Without the concept the place kept outside it comes back.
    expect((await draw(cookie))._id).toBe(outside._id);
  });

  it('is 400 with a clear message for a concept not in the submodule', async () => {
    const { cookie } = await signUp(app);
    const res = await jsonCall(
      app,
      'GET',
      '/api/questions/submodule/algebra/random?concept=no-such-concept',
      undefined,
      cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'That concept is not part of this submodule' });
    const malformed = await jsonCall(
      app,
      'GET',
      '/api/questions/submodule/algebra/random?concept=Bad%20Id!',
      undefined,
      cookie,
    );
    expect(malformed.statusCode).toBe(400);
  });
});

describe('POST /api/questions/submodule/:id/rounds', () => {
  it('starts a new round after all are answered: missed ones first, first attempts untouched', async () => {
    const { cookie, user } = await signUp(app);
    const missed = ['test-linear-001', 'test-system-001'];
    for (let i = 0; i < 4; i++) {
      const q = await draw(cookie);
      await answer(app, cookie, q._id, !missed.includes(q._id));
    }
    expect((await draw(cookie)).body).toBe('ALL_QUESTIONS_ANSWERED');
    const before = (await jsonCall(app, 'GET', '/api/progress', undefined, cookie)).json().totals;

    const round = await jsonCall(
      app,
      'POST',
      '/api/questions/submodule/algebra/rounds',
      {},
      cookie,
    );
    expect(round.statusCode).toBe(200);
    expect(round.json()).toMatchObject({ subModule: 'algebra', round: 1 });

    const inRound: string[] = [];
    for (let i = 0; i < 4; i++) {
      const q = await draw(cookie);
      inRound.push(q._id);
      const { record } = await answer(app, cookie, q._id, true);
      expect(record.json()).toMatchObject({ isFirstAttempt: false, pointsEarned: 0 });
    }
    expect(inRound.slice(0, 2).sort()).toEqual(missed);
    expect(new Set(inRound).size).toBe(4);
    expect((await draw(cookie)).body).toBe('ALL_QUESTIONS_ANSWERED');
    const after = (await jsonCall(app, 'GET', '/api/progress', undefined, cookie)).json().totals;
    expect(after).toMatchObject({ points: before.points, correct: before.correct, answered: 4 });
    expect(await attemptsOf(user._id)).toHaveLength(8);

    const again = await jsonCall(
      app,
      'POST',
      '/api/questions/submodule/algebra/rounds',
      {},
      cookie,
    );
    expect(again.json()).toMatchObject({ round: 2 });
    expect(Object.keys(FIXTURE)).toContain((await draw(cookie))._id);
  });

  it('marks each question of a round with its number, so the page can say it counts nothing', async () => {
    const { cookie } = await signUp(app);
    const first = await draw(cookie);
    expect(first).not.toHaveProperty('round');
    await answer(app, cookie, first._id, true);
    for (let i = 0; i < 3; i++) await answer(app, cookie, (await draw(cookie))._id, true);
    await jsonCall(app, 'POST', '/api/questions/submodule/algebra/rounds', {}, cookie);
    const inRound = await draw(cookie);
    expect(inRound).toMatchObject({ round: 1 });
    // Drawn again (a reload), the same question still says so; inside one concept too.
    expect(await draw(cookie)).toMatchObject({ _id: inRound._id, round: 1 });
    await answer(app, cookie, inRound._id, true);
    expect(await draw(cookie, `?concept=${SYSTEMS}`)).toMatchObject({ round: 1 });
  });

  // A round started when one concept was done (homework on it) served the topic's unanswered
  // questions as "Practice again", saying their answer counted nothing, though it was the first.
  it('marks only questions answered before: a first attempt in a round counts, and says nothing', async () => {
    const { cookie } = await signUp(app);
    for (const id of SYSTEMS_QUESTIONS) await answer(app, cookie, id as FixtureId, false);
    expect((await draw(cookie, `?concept=${SYSTEMS}`)).body).toBe('ALL_QUESTIONS_ANSWERED');
    await jsonCall(app, 'POST', '/api/questions/submodule/algebra/rounds', {}, cookie);
    for (let i = 0; i < 4; i++) {
      const q = await draw(cookie);
      const before = SYSTEMS_QUESTIONS.includes(q._id);
      expect(q.round, q._id).toBe(before ? 1 : undefined);
      const { record } = await answer(app, cookie, q._id, true);
      expect(record.json()).toMatchObject({ isFirstAttempt: !before });
    }
  });

  it('is 404 for an unknown submodule', async () => {
    const { cookie } = await signUp(app);
    const res = await jsonCall(app, 'POST', '/api/questions/submodule/nope/rounds', {}, cookie);
    expect(res.statusCode).toBe(404);
  });
});

describe('POST and DELETE /api/questions/:id/flag', () => {
  const flagsOf = (userId: string) =>
    database.db
      .select()
      .from(questionFlags)
      .where(
        and(eq(questionFlags.userId, userId), eq(questionFlags.questionId, 'test-linear-001')),
      );

  it('keeps one open flag per question: a second flag changes its note', async () => {
    const { cookie, user } = await signUp(app);
    const url = '/api/questions/test-linear-001/flag';
    const first = await jsonCall(app, 'POST', url, { note: '  Why is it B?\u200B ' }, cookie);
    expect(first.json()).toEqual({ questionId: 'test-linear-001', note: 'Why is it B?' });
    await jsonCall(app, 'POST', url, { note: 'Step 2 is unclear' }, cookie);
    expect((await flagsOf(user._id)).map((f) => f.note)).toEqual(['Step 2 is unclear']);
    await jsonCall(app, 'POST', url, {}, cookie);
    expect((await flagsOf(user._id)).map((f) => f.note)).toEqual([null]);

    expect((await jsonCall(app, 'DELETE', url, {}, cookie)).json()).toEqual({
      flagged: false,
    });
    expect(await flagsOf(user._id)).toHaveLength(0);
  });

  it('shows the open flag and its note whenever the question is fetched again', async () => {
    const { cookie } = await signUp(app);
    const url = '/api/questions/test-linear-001/flag';
    const state = async () => (await jsonCall(app, 'GET', url, undefined, cookie)).json();
    expect(await state()).toEqual({ questionId: 'test-linear-001', flag: null });
    await jsonCall(app, 'POST', url, { note: 'Why is it B?' }, cookie);
    expect(await state()).toMatchObject({ flag: { note: 'Why is it B?' } });
    expect(await state()).toMatchObject({ flag: { note: 'Why is it B?' } });
    await jsonCall(app, 'DELETE', url, {}, cookie);
    expect(await state()).toEqual({ questionId: 'test-linear-001', flag: null });
    expect(
      (await jsonCall(app, 'GET', '/api/questions/nope/flag', undefined, cookie)).statusCode,
    ).toBe(404);
  });

  it('flagged twice at once, still one flag', async () => {
    const { cookie, user } = await signUp(app);
    const url = '/api/questions/test-linear-001/flag';
    await Promise.all(
      ['one', 'two', 'three'].map((note) => jsonCall(app, 'POST', url, { note }, cookie)),
    );
    expect(await flagsOf(user._id)).toHaveLength(1);
  });

  it('refuses a note that is too long, and unknown questions', async () => {
    const { cookie } = await signUp(app);
    const long = await jsonCall(
      app,
      'POST',
      '/api/questions/test-linear-001/flag',
      { note: 'x'.repeat(501) },
      cookie,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: 'Note cannot be more than 500 characters' });
    const unknown = await jsonCall(app, 'POST', '/api/questions/nope/flag', {}, cookie);
    expect(unknown.statusCode).toBe(404);
  });
});
