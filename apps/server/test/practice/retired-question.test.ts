// A question that leaves the bank stays in its answerers' review, shown as it was, but is no
// longer practised: the review says so instead of offering a retry that could not be served.
// The answers given to it stay the student's: their concept scores keep them, while "done X of
// Y" counts the questions still offered.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { questions } from '../../src/db/schema/index.ts';
import { FIXTURE_BANK } from '../helpers/fixture-bank.ts';
import { buildTestApp, jsonCall, signUp } from '../helpers/test-app.ts';
import { answer } from './practice-helpers.ts';

const { app, database, config } = await buildTestApp({}, { bankRoot: FIXTURE_BANK });
const student = await signUp(app);
await answer(app, student.cookie, 'test-system-001', false);
await answer(app, student.cookie, 'test-linear-002', true);
const scorer = await signUp(app);
await answer(app, scorer.cookie, 'test-system-001', true);
await answer(app, scorer.cookie, 'test-linear-001', true);
const progressOf = async (server: typeof app) => {
  const read = async (url: string) =>
    (await jsonCall(server, 'GET', url, undefined, scorer.cookie)).json();
  const [overview, dashboard, conceptScores, submodules, stats] = await Promise.all([
    read('/api/progress'),
    read('/api/progress/dashboard'),
    read('/api/modules/submodules/algebra/concept-scores'),
    read('/api/modules/submodules'),
    read('/api/progress/stats'),
  ]);
  return { overview, dashboard, conceptScores, submodules, stats };
};
const before = await progressOf(app);
await database.db
  .update(questions)
  .set({ retiredAt: new Date() })
  .where(eq(questions.id, 'test-system-001'));
// The bank as a server started after the import that retired it loads it.
const after = await buildApp({ config, database, logger: false });
afterAll(() => after.close());

const get = (url: string) => jsonCall(after, 'GET', url, undefined, student.cookie);

describe('a question retired from the bank', () => {
  it('stays in the review list, marked retired; the others are not', async () => {
    const list = (await get('/api/progress/answered-questions')).json().questions;
    const byId = new Map(list.map((q: { questionId: string }) => [q.questionId, q]));
    expect(byId.get('test-system-001')).toMatchObject({ retired: true });
    expect(byId.get('test-linear-002')).not.toHaveProperty('retired');
    expect((await get('/api/progress/answered-questions/test-system-001')).json()).toMatchObject({
      retired: true,
      imagePosition: 'top',
    });
  });

  it('keeps counting in the concept scores and averages; "done" counts what is offered', async () => {
    const systems = { concept: 'systems-of-linear-equations', score: 3.4 };
    const linear = { concept: 'linear-equations-one-variable', score: 2.7 };
    expect(before.conceptScores).toEqual([
      { ...linear, answered: 1, total: 3, level: 'Practicing' },
      { ...systems, answered: 1, total: 2, level: 'Practicing' },
    ]);
    const since = await progressOf(after);
    expect(since.conceptScores).toEqual([
      { ...linear, answered: 1, total: 3, level: 'Practicing' },
      { ...systems, answered: 0, total: 1, level: 'Practicing' },
    ]);
    for (const { overview, dashboard, submodules } of [before, since]) {
      expect(overview.totals).toMatchObject({ answered: 2, points: 4 });
      expect(overview.subModules[0]).toMatchObject({ subModule: 'algebra', averageScore: 3.1 });
      expect(submodules[0]).toMatchObject({ _id: 'algebra', averageScore: 3.1 });
      expect(dashboard.topics[0]).toMatchObject({ subModule: 'algebra', averageScore: 3.1 });
      expect(dashboard.weakest.map((c: { concept: string }) => c.concept)).toEqual([
        linear.concept,
        systems.concept,
      ]);
    }
    expect(before.overview.subModules[0]).toMatchObject({ answered: 2, total: 4, correct: 2 });
    expect(since.overview.subModules[0]).toMatchObject({ answered: 1, total: 3, correct: 1 });
    expect(since.submodules[0]).toMatchObject({ answered: 1, questionCount: 3 });
    expect(since.dashboard.topics[0]).toMatchObject({ answered: 1, total: 3 });
    expect(since.dashboard.topics[0].concepts[1]).toMatchObject({
      ...systems,
      level: 'Practicing',
      answered: 0,
      total: 1,
    });
    // Its answer stays among the student's answers by difficulty, as in their totals.
    expect(since.stats.byDifficulty).toEqual(before.stats.byDifficulty);
  });

  it('is no longer served for practice', async () => {
    expect((await get('/api/questions/test-system-001/practice')).statusCode).toBe(404);
  });
});
