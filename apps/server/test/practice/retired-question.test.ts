// A question that leaves the bank stays in its answerers' review, shown as it was, but is no
// longer practised: the review says so instead of offering a retry that could not be served.
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

  it('is no longer served for practice', async () => {
    expect((await get('/api/questions/test-system-001/practice')).statusCode).toBe(404);
  });
});
