// A question taken out of the bank keeps its review card (the review shows it as it was), but a
// card that can no longer be served must not hold up, or be counted with, the cards that can.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { questions } from '../../src/db/schema/index.ts';
import { FIXTURE_BANK } from '../helpers/fixture-bank.ts';
import { buildTestApp, jsonCall, signUp } from '../helpers/test-app.ts';
import { answerWith, fixedClock } from './review-helpers.ts';

const DAY = 86_400_000;
const clock = fixedClock(new Date());
const { app, database, config } = await buildTestApp({}, { bankRoot: FIXTURE_BANK, clock });
const student = await signUp(app);
// Missed first, so its card is due first, the longest overdue.
await answerWith(app, student.cookie, 'test-system-001', false);
clock.set(new Date(clock.now().getTime() + 60_000));
await answerWith(app, student.cookie, 'test-linear-002', false);
await database.db
  .update(questions)
  .set({ retiredAt: new Date() })
  .where(eq(questions.id, 'test-system-001'));
// The bank as a server started after the import that retired it loads it.
const after = await buildApp({ config, database, logger: false, clock });
afterAll(() => after.close());

const get = (url: string) => jsonCall(after, 'GET', url, undefined, student.cookie);

describe('review cards of a question that left the bank', () => {
  it('are neither served nor counted, and the other cards due are served', async () => {
    clock.set(new Date(clock.now().getTime() + 2 * DAY));
    expect((await get('/api/review/summary')).json()).toMatchObject({ due: 1, total: 1 });
    const due = (await get('/api/review/due?limit=1')).json();
    expect(due.map((q: { _id: string }) => q._id)).toEqual(['test-linear-002']);
  });
});
