// A form's right answers are spread over the letters, as Bluebook's are: drawn at random from a
// balanced bank, one Reading and Writing module in five had one letter right 11 or more times in
// 27, so always guessing it scored far above chance.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_ROOT } from '../../src/features/content/service.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { keysOf, movableClock, testStudent } from './timed-tests-helpers.ts';

const clock = movableClock();
const { app, database } = await buildTestApp({}, { bankRoot: DEFAULT_CONTENT_ROOT, clock });

/** How often each letter is the right choice among a module's choice questions. */
async function letterCounts(attemptId: string, seats: string[]) {
  const keys = await keysOf(database, attemptId, seats);
  const counts = new Map<string, number>();
  for (const key of keys.values()) {
    if (key.type === 'multiple_choice') counts.set(key.right, (counts.get(key.right) ?? 0) + 1);
  }
  return counts;
}

describe('the right answers of a form', () => {
  it.each([
    ['sat-reading-writing-full', 27, 8],
    ['sat-math-full', 16, 5],
  ])(
    '%s: no letter right more than a quarter of the %i choice questions and one',
    async (testId, choices, limit) => {
      for (let n = 0; n < 8; n++) {
        const student = await testStudent(app, database);
        const { attemptId, module } = await student.start(testId);
        const counts = await letterCounts(
          attemptId,
          module.questions.map((q) => q._id),
        );
        expect([...counts.values()].reduce((sum, c) => sum + c, 0)).toBe(choices);
        expect(Math.max(...counts.values())).toBeLessThanOrEqual(limit);
      }
    },
    60_000,
  );
});
