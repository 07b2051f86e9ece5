// A test started anew while an attempt of it is under way: the old one is no result, listed
// nowhere (decision 032, addendum); and every list of results says how many were left blank.
import { TEST_GRACE_SECONDS, type TestResult } from '@academy/shared/tests';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_ROOT } from '../../src/features/content/service.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { keysOf, movableClock, testStudent } from './timed-tests-helpers.ts';

const clock = movableClock();
const { app, database } = await buildTestApp({}, { bankRoot: DEFAULT_CONTENT_ROOT, clock });

describe('a test started anew', () => {
  it('abandons the attempt under way: never listed, its page read only, a finished one kept', async () => {
    const s = await testStudent(app, database);
    const done = await s.start('short-algebra');
    const [first, second] = done.module.questions.map((q) => q._id);
    const keys = await keysOf(database, done.attemptId, [first!, second!]);
    await s.answer(done.attemptId, first!, keys.get(first!)!.right);
    await s.answer(done.attemptId, second!, keys.get(second!)!.wrong);
    await s.finish(done.attemptId);

    const left = await s.start('short-algebra');
    const question = left.module.questions[0]!._id;
    await s.answer(left.attemptId, question, 'A');
    const anew = await s.start('short-algebra');

    const listed = (await s.list()).json().find((t: { _id: string }) => t._id === 'short-algebra');
    expect(listed.inProgress).toMatchObject({ attemptId: anew.attemptId });
    expect((await s.answer(left.attemptId, question, 'B')).statusCode).toBe(409);
    clock.advanceSeconds(19 * 60 + TEST_GRACE_SECONDS + 1);
    await app.testExpiry.runOnce();
    const finished = (await s.call('GET', '/api/tests/finished')).json();
    // The abandoned one is in no list; the one ended with no answer is no result either.
    expect(finished).toEqual([
      expect.objectContaining({ attemptId: done.attemptId, correct: 1, total: 12, unanswered: 10 }),
    ]);
  });

  it('keeps the keys of a module never shown out of the abandoned attempt’s page', async () => {
    const s = await testStudent(app, database);
    const left = await s.start('sat-full');
    await s.finish(left.attemptId);
    // On the break: Math's first module is drawn, unseen, and is no question met.
    expect((await s.finish(left.attemptId)).json()).toMatchObject({ status: 'on_break' });
    await s.start('sat-full');

    const page = (await s.result(left.attemptId)).json<TestResult>();
    expect(page.modules.map((m) => m.index)).toEqual([1, 2]);
    expect(page.questions.every((q) => q.module <= 2)).toBe(true);
    // Nor is Math given a score from no question, or the SAT a total from one section.
    expect(page.sections).toBeUndefined();
    expect(page.scoreRange).toBeUndefined();
  });
});
