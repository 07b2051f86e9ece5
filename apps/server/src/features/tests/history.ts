import { testMessages, type FinishedTest, type TestResult } from '@academy/shared/tests';
import { notFound } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { ContentStore } from '../catalog/content-store.ts';
import { testById } from './catalogue.ts';
import { createTestsRepository } from './repository.ts';
import { shownModules, testResult } from './result.ts';

/** How many finished tests a list shows: a term's weekly practice tests, with room. */
const FINISHED_TESTS_SHOWN = 20;

/**
 * A student's finished tests with at least one answer, newest first, as their result sums them
 * up: for the student's /tests page, the tutor's page of the student and the parent's /family.
 */
export function createFinishedTests(db: Db, content: ContentStore) {
  const repo = createTestsRepository(db);
  return async function finishedTests(
    userId: string,
    limit = FINISHED_TESTS_SHOWN,
  ): Promise<FinishedTest[]> {
    const snapshot = content.get();
    const finished = await repo.finished(userId, limit);
    return finished.flatMap(({ attempt, modules, answers }) => {
      const test = testById.get(attempt.testId);
      // A test started and left, whose time ran out without an answer, is no result: its
      // floor score would stand among real ones on every list of them.
      const given = answers.filter((a) => a.answer.trim() !== '').length;
      if (!test || given === 0) return [];
      const result = testResult(snapshot, test, attempt, modules, answers);
      return [
        {
          attemptId: result.attemptId,
          testId: result.testId,
          name: result.name,
          kind: result.kind,
          section: result.section,
          finishedAt: result.finishedAt,
          ...result.overall,
          unanswered: result.overall.total - given,
          ...(result.scoreRange && { scoreRange: result.scoreRange }),
          ...(result.sections && {
            sections: result.sections.map(({ section, scoreRange }) => ({ section, scoreRange })),
          }),
        },
      ];
    });
  };
}

/**
 * The result of a finished test of `userId`, as its student sees it, for the tutor (the student's
 * own page settles a test that ran out first; a tutor's look waits for that, or the sweep).
 */
export function createFinishedTestResult(db: Db, content: ContentStore) {
  const repo = createTestsRepository(db);
  return async function finishedTestResult(userId: string, attemptId: string): Promise<TestResult> {
    const attempt = await repo.findOwned(userId, attemptId);
    const test = attempt?.finishedAt && testById.get(attempt.testId);
    if (!attempt || !test) throw notFound(testMessages.attemptNotFound);
    const [modules, answers] = await Promise.all([
      repo.modules(attempt.id),
      repo.answers(attempt.id),
    ]);
    return testResult(content.get(), test, attempt, shownModules(attempt, modules), answers);
  };
}
