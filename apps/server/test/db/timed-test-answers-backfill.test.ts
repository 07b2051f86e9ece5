// Migration 0045 gives the timed-test answers stored before it the test's time for each
// question. Its statement runs here over answers a real module stored, as they were before it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answers } from '../../src/db/schema/index.ts';
import { DEFAULT_CONTENT_ROOT } from '../../src/features/content/service.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { bankIdsOf, keysOf, testStudent } from '../tests/timed-tests-helpers.ts';

// The real clock: the statement matches the module's end to the answers' database stamps.
const { app, database } = await buildTestApp({}, { bankRoot: DEFAULT_CONTENT_ROOT });

const migration = readFileSync(
  resolve(import.meta.dirname, '../../src/db/migrations/0045_answers_in_timed_test.sql'),
  'utf8',
);
const backfill = migration.slice(migration.indexOf('UPDATE'));

describe('migration 0045 backfill', () => {
  it('marks a module’s answers with their seconds, and leaves practice answers alone', async () => {
    const s = await testStudent(app, database);
    const { attemptId, module } = await s.start('short-algebra');
    const [first, second] = module.questions;
    const keys = await keysOf(database, attemptId, [first!._id, second!._id]);
    const [third] = await bankIdsOf(database, attemptId, [module.questions[2]!._id]);
    for (const [q, seconds] of [
      [first!, 41],
      [second!, 17],
    ] as const) {
      const put = await s.call('PUT', `/api/tests/attempts/${attemptId}/answers/${q._id}`, {
        answer: keys.get(q._id)!.right,
        seconds,
      });
      expect(put.statusCode).toBe(200);
    }
    expect((await s.finish(attemptId)).statusCode).toBe(200);
    const stored = () =>
      database.db
        .select({ q: answers.questionId, ms: answers.timeSpentMs, timed: answers.inTimedTest })
        .from(answers)
        .where(eq(answers.userId, s.user._id))
        .orderBy(asc(answers.timeSpentMs));
    const afterTest = await stored();
    // As before 0045; and an answer given in practice, outside the test.
    await database.db
      .update(answers)
      .set({ timeSpentMs: 0, inTimedTest: false })
      .where(eq(answers.userId, s.user._id));
    await database.db.insert(answers).values({
      userId: s.user._id,
      questionId: third!,
      answer: 'A',
      isCorrect: false,
      isFirstAttempt: true,
      timeSpentMs: 9_000,
    });

    await database.db.execute(sql.raw(backfill));

    expect(await stored()).toEqual([{ q: third, ms: 9_000, timed: false }, ...afterTest]);
    expect(afterTest).toEqual([
      { q: keys.get(second!._id)!.id, ms: 17_000, timed: true },
      { q: keys.get(first!._id)!.id, ms: 41_000, timed: true },
    ]);
  });
});
