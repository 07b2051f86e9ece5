// Migration 0051 marks the modules stored before it: a module whose break is still on was never
// on screen; every other one was. Its statement runs here over a real whole SAT left on its break.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestAttemptView } from '@academy/shared/tests';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAttemptModules } from '../../src/db/schema/index.ts';
import { DEFAULT_CONTENT_ROOT } from '../../src/features/content/service.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { testStudent } from '../tests/timed-tests-helpers.ts';

// The real clock: the statement compares the break's end with the database's now().
const { app, database } = await buildTestApp({}, { bankRoot: DEFAULT_CONTENT_ROOT });

const migration = readFileSync(
  resolve(import.meta.dirname, '../../src/db/migrations/0051_test_modules_reached.sql'),
  'utf8',
);
const backfill = migration.slice(migration.indexOf('UPDATE'));

const byModule = (a: { attempt: string; index: number }, b: { attempt: string; index: number }) =>
  a.attempt < b.attempt ? -1 : a.attempt > b.attempt ? 1 : a.index - b.index;

describe('migration 0051 backfill', () => {
  it('leaves unreached only the module behind a break still on', async () => {
    const s = await testStudent(app, database);
    const { attemptId } = await s.start('sat-full');
    await s.finish(attemptId);
    expect((await s.finish(attemptId)).json<TestAttemptView>().status).toBe('on_break');
    const other = await s.start('sat-math-full');
    const reached = () =>
      database.db
        .select({
          attempt: testAttemptModules.attemptId,
          index: testAttemptModules.index,
          reached: testAttemptModules.reached,
        })
        .from(testAttemptModules)
        .then((rows) => rows.sort(byModule));
    // As before 0051: every module took the column's default.
    await database.db
      .update(testAttemptModules)
      .set({ reached: true })
      .where(eq(testAttemptModules.reached, false));

    await database.db.execute(sql.raw(backfill));

    const expected = [
      { attempt: attemptId, index: 1, reached: true },
      { attempt: attemptId, index: 2, reached: true },
      { attempt: attemptId, index: 3, reached: false },
      { attempt: other.attemptId, index: 1, reached: true },
    ];
    expect(await reached()).toEqual(expected.sort(byModule));
  });
});
