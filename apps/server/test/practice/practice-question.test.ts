import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { questionServes } from '../../src/db/schema/index.ts';
import { FIXTURE_BANK } from '../helpers/fixture-bank.ts';
import { buildTestApp, jsonCall, signUp } from '../helpers/test-app.ts';
import { answer } from './practice-helpers.ts';

const { app, database } = await buildTestApp(
  { GUEST_FREE_QUESTIONS: '2' },
  { bankRoot: FIXTURE_BANK },
);

const practice = (id: string, cookie?: string) =>
  jsonCall(app, 'GET', `/api/questions/${id}/practice`, undefined, cookie);
const get = async (path: string, cookie: string) =>
  (await jsonCall(app, 'GET', path, undefined, cookie)).json();

describe('GET /api/questions/:id/practice (Retry this question)', () => {
  it('hands out the question as a random pick does, without its answer', async () => {
    const { cookie } = await signUp(app);
    const res = await practice('test-system-001', cookie);
    expect(res.statusCode).toBe(200);
    const question = res.json();
    expect(question).toMatchObject({
      _id: 'test-system-001',
      subModule: 'algebra',
      type: 'multiple_choice',
    });
    for (const secret of [
      'correctAnswer',
      'correctAnswerLatex',
      'explanation',
      'acceptedAnswers',
    ]) {
      expect(question).not.toHaveProperty(secret);
    }
  });

  it('restarts the clock of the question: the retry is timed from its serve', async () => {
    const { cookie, user } = await signUp(app);
    await answer(app, cookie, 'test-linear-001', false);
    const servedAt = async () =>
      (
        await database.db
          .select({ at: questionServes.servedAt })
          .from(questionServes)
          .where(
            and(
              eq(questionServes.userId, user._id),
              eq(questionServes.questionId, 'test-linear-001'),
            ),
          )
      )[0]!.at.getTime();
    const before = await servedAt();
    expect((await practice('test-linear-001', cookie)).statusCode).toBe(200);
    expect(await servedAt()).toBeGreaterThan(before);
  });

  it('a retry is a later attempt: recorded, but first-attempt points and scores stay', async () => {
    const { cookie } = await signUp(app);
    await answer(app, cookie, 'test-system-001', false);
    const scoresBefore = await get('/api/modules/submodules/algebra/concept-scores', cookie);
    const totalsBefore = (await get('/api/progress', cookie)).totals;

    expect((await practice('test-system-001', cookie)).statusCode).toBe(200);
    const retry = await answer(app, cookie, 'test-system-001', true);
    expect(retry.check.json()).toEqual({ isCorrect: true });
    expect(retry.record.json()).toMatchObject({
      isCorrect: true,
      isFirstAttempt: false,
      pointsEarned: 0,
    });

    expect(await get('/api/modules/submodules/algebra/concept-scores', cookie)).toEqual(
      scoresBefore,
    );
    const totals = (await get('/api/progress', cookie)).totals;
    expect(totals).toMatchObject({
      answered: totalsBefore.answered,
      correct: totalsBefore.correct,
      points: totalsBefore.points,
      attempts: totalsBefore.attempts + 1,
    });
    const [reviewed] = (await get('/api/progress/answered-questions', cookie)).questions;
    expect(reviewed).toMatchObject({
      questionId: 'test-system-001',
      isCorrect: true,
      attempts: 2,
      pointsEarned: 0,
      firstAttemptCorrect: false,
      correctOnTry: 2,
    });
  });

  it('a Guest past the trial retries the questions used, and gets 403 for any other', async () => {
    const { cookie } = await signUp(app);
    await answer(app, cookie, 'test-linear-001', false);
    await answer(app, cookie, 'test-linear-002', false);
    const retry = await practice('test-linear-001', cookie);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ _id: 'test-linear-001' });
    // Its check and its answer are allowed as before: the question was used.
    const again = await answer(app, cookie, 'test-linear-001', true);
    expect([again.check.statusCode, again.record.statusCode]).toEqual([200, 200]);
    const res = await practice('test-system-001', cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Subscription required' });
    const random = await jsonCall(
      app,
      'GET',
      '/api/questions/submodule/algebra/random',
      undefined,
      cookie,
    );
    expect(random.statusCode).toBe(403);
  });

  it('needs a session, a well-formed id and a question that exists', async () => {
    const { cookie } = await signUp(app);
    expect((await practice('test-linear-001')).statusCode).toBe(401);
    expect((await practice('Bad%20Id!', cookie)).statusCode).toBe(400);
    const missing = await practice('no-such-question', cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Question not found' });
  });
});
