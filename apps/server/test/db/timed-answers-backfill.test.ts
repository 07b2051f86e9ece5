// Migration 0054 gives the practice answers a timed test made before 2026-12-07 the time they were
// given in the test, not their module's end, and leaves every other answer as it was.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answers, testAttemptModules } from '../../src/db/schema/index.ts';
import { DEFAULT_CONTENT_ROOT } from '../../src/features/content/service.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import {
  keysOf,
  movableClock,
  practiceAnswerBefore,
  testStudent,
} from '../tests/timed-tests-helpers.ts';

const clock = movableClock();
const { app, database } = await buildTestApp({}, { bankRoot: DEFAULT_CONTENT_ROOT, clock });

const migration = readFileSync(
  resolve(import.meta.dirname, '../../src/db/migrations/0054_timed_answers_at_their_time.sql'),
  'utf8',
);

const answeredAt = (userId: string) =>
  database.db
    .select({ question: answers.questionId, at: answers.answeredAt, timed: answers.inTimedTest })
    .from(answers)
    .where(eq(answers.userId, userId))
    .then((rows) => rows.sort((a, b) => a.question.localeCompare(b.question)));

describe('migration 0054 backfill', () => {
  it('moves a timed test answer from its module end to when it was given', async () => {
    const s = await testStudent(app, database);
    const practisedAt = new Date(clock.now().getTime() - 86_400_000);
    await practiceAnswerBefore(database, s.user._id, practisedAt);
    const { attemptId, module } = await s.start('short-algebra');
    const seats = module.questions.slice(0, 2).map((q) => q._id);
    const keys = await keysOf(database, attemptId, seats);
    clock.advanceSeconds(60);
    const givenAt = clock.now();
    for (const seat of seats) {
      expect((await s.answer(attemptId, seat, keys.get(seat)!.right)).statusCode).toBe(200);
    }
    clock.advanceSeconds(600);
    expect((await s.finish(attemptId)).statusCode).toBe(200);
    const [ended] = await database.db
      .select({ at: testAttemptModules.finishedAt })
      .from(testAttemptModules)
      .where(and(eq(testAttemptModules.attemptId, attemptId), eq(testAttemptModules.index, 1)));
    // As stored before 2026-12-07: the test's answers at the module's end.
    await database.db
      .update(answers)
      .set({ answeredAt: ended!.at! })
      .where(and(eq(answers.userId, s.user._id), eq(answers.inTimedTest, true)));

    await database.db.execute(migration);

    const rows = await answeredAt(s.user._id);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.at.getTime()).toBe((row.timed ? givenAt : practisedAt).getTime());
    }
  });
});
