// What a timed test gives practice once a module ends: its answers as first attempts, each with
// the time the test counted on it, and the module's time as time practiced, counted once; and
// what practice gives a test: the questions already answered come last.
import type { AnsweredQuestionsPage } from '@academy/shared/progress';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answers, questions } from '../../src/db/schema/index.ts';
import { DEFAULT_CONTENT_ROOT } from '../../src/features/content/service.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { bankIdsOf, keysOf, movableClock, testStudent } from './timed-tests-helpers.ts';

const clock = movableClock();
const { app, database } = await buildTestApp({}, { bankRoot: DEFAULT_CONTENT_ROOT, clock });

const student = (tier?: string) => testStudent(app, database, tier);

describe('a timed test feeding practice', () => {
  it('feeds answers to mastery as first attempts once the module ends', async () => {
    const s = await student();
    const { attemptId, module } = await s.start('short-advanced-math');
    const keys = await keysOf(
      database,
      attemptId,
      module.questions.map((q) => q._id),
    );
    for (const q of module.questions.slice(0, 3)) {
      await s.answer(attemptId, q._id, keys.get(q._id)!.right);
    }
    const before = (await s.call('GET', '/api/progress')).json();
    await s.finish(attemptId);
    const after = (await s.call('GET', '/api/progress')).json();
    expect(after.totals.answered - before.totals.answered).toBe(3);
  });

  it('counts a module’s time as time practiced: to its end, or to its last answer when left', async () => {
    const s = await student();
    const timePracticed = async () => ({
      progress: (await s.call('GET', '/api/progress')).json().totals.timeSpentMs,
      dashboard: (await s.call('GET', '/api/progress/dashboard')).json().totals.timeSpentMs,
    });
    expect(await timePracticed()).toEqual({ progress: 0, dashboard: 0 });

    // Ended early, nothing answered: the minutes spent count all the same.
    const early = await s.start('short-algebra');
    clock.advanceSeconds(5 * 60);
    await s.finish(early.attemptId);
    expect(await timePracticed()).toEqual({ progress: 300_000, dashboard: 300_000 });

    // Left open for a day after an answer at 3 minutes: it counts the 3 minutes, not its length
    // nor the day.
    const { attemptId, module } = await s.start('short-advanced-math');
    clock.advanceSeconds(3 * 60);
    expect((await s.answer(attemptId, module.questions[0]!._id, 'A')).statusCode).toBe(200);
    clock.advanceSeconds(24 * 3600);
    await s.view(attemptId);
    expect(await timePracticed()).toEqual({ progress: 480_000, dashboard: 480_000 });

    // Started and left without an answer: no study, and no result among the finished tests.
    const left = await s.start('short-algebra');
    clock.advanceSeconds(24 * 3600);
    await s.view(left.attemptId);
    expect(await timePracticed()).toEqual({ progress: 480_000, dashboard: 480_000 });
    const finished = (await s.call('GET', '/api/tests/finished')).json();
    expect(finished.map((t: { attemptId: string }) => t.attemptId)).toEqual([attemptId]);
  });

  it('gives each answer the test’s time for it: the review shows it, time practiced counts it once', async () => {
    const s = await student();
    const answered = async () =>
      (await s.call('GET', '/api/progress/answered-questions')).json<AnsweredQuestionsPage>();
    // Read before the module ends, so the summary kept in memory is updated in place too.
    expect((await answered()).questions).toEqual([]);

    const { attemptId, module } = await s.start('short-algebra');
    const [first, second] = module.questions;
    const keys = await keysOf(database, attemptId, [first!._id, second!._id]);
    const put = (questionId: string, answer: string, seconds: number) =>
      s.call('PUT', `/api/tests/attempts/${attemptId}/answers/${questionId}`, { answer, seconds });
    expect((await put(first!._id, keys.get(first!._id)!.wrong, 70)).statusCode).toBe(200);
    expect((await put(second!._id, keys.get(second!._id)!.right, 50)).statusCode).toBe(200);
    clock.advanceSeconds(4 * 60);
    expect((await s.finish(attemptId)).statusCode).toBe(200);

    const time = Object.fromEntries(
      (await answered()).questions.map((q) => [q.questionId, [q.timeSpentMs, q.inTimedTest]]),
    );
    expect(time).toEqual({
      [keys.get(first!._id)!.id]: [70_000, true],
      [keys.get(second!._id)!.id]: [50_000, true],
    });
    // As stored, for the next read of the summary and the item statistics' medians.
    const stored = await database.db
      .select({ ms: answers.timeSpentMs, inTimedTest: answers.inTimedTest })
      .from(answers)
      .where(eq(answers.userId, s.user._id));
    expect(stored.sort((a, b) => a.ms - b.ms)).toEqual([
      { ms: 50_000, inTimedTest: true },
      { ms: 70_000, inTimedTest: true },
    ]);
    // The module's four minutes, not four minutes and the two answers' two.
    const progress = (await s.call('GET', '/api/progress')).json();
    expect(progress.totals.timeSpentMs).toBe(240_000);
  });

  // A question practised, its key and explanation seen, came back in the full test.
  it('draws no question answered in practice while the domain has others', async () => {
    const s = await student();
    const algebra = (
      await database.db
        .select({ id: questions.id })
        .from(questions)
        .where(eq(questions.submoduleId, 'algebra'))
    ).map((r) => r.id);
    const unpractised = new Set(algebra.slice(0, 15));
    await database.db.insert(answers).values(
      algebra
        .filter((id) => !unpractised.has(id))
        .map((questionId) => ({
          userId: s.user._id,
          questionId,
          answer: 'A',
          isCorrect: false,
          isFirstAttempt: true,
        })),
    );
    const { attemptId, module } = await s.start('short-algebra');
    const ids = await bankIdsOf(
      database,
      attemptId,
      module.questions.map((q) => q._id),
    );
    expect(ids).toHaveLength(12);
    expect(ids.filter((id) => !unpractised.has(id))).toEqual([]);
  });
});
