import { describe, expect, it } from 'vitest';
import { bankWithManyQuestions } from '../helpers/fixture-bank.ts';
import { buildTestApp, jsonCall, signUp } from '../helpers/test-app.ts';

// The trial's limit held in memory and written later in groups let 25 to 34 of 150 concurrent
// checks through on PostgreSQL. The database decides now: exactly GUEST_FREE_QUESTIONS pass.
const LIMIT = 20;
const bank = bankWithManyQuestions(150);
const { app } = await buildTestApp(
  { GUEST_FREE_QUESTIONS: String(LIMIT) },
  { bankRoot: bank.root },
);

const check = (cookie: string, id: string) =>
  jsonCall(app, 'POST', `/api/questions/${id}/check`, { answer: 'A' }, cookie);
const record = (cookie: string, id: string) =>
  jsonCall(
    app,
    'POST',
    '/api/progress/record-answer',
    { questionId: id, answer: 'B', isCorrect: true, timeSpentMs: 0 },
    cookie,
  );
const questionsUsed = async (cookie: string) =>
  (await jsonCall(app, 'GET', '/api/progress', undefined, cookie)).json().totals.questionsUsed;

/** Which questions got through (200); every other answer must be the trial's 403. */
function passed(ids: string[], answers: { statusCode: number; json(): unknown }[]) {
  for (const res of answers.filter((r) => r.statusCode !== 200)) {
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Subscription required' });
  }
  return ids.filter((_, i) => answers[i]!.statusCode === 200);
}

describe('guest trial under concurrent calls', () => {
  it(`150 checks at once of different questions: exactly ${LIMIT} pass, the rest 403`, async () => {
    const { cookie } = await signUp(app);
    const answers = await Promise.all(bank.ids.map((id) => check(cookie, id)));
    const through = passed(bank.ids, answers);
    expect(through).toHaveLength(LIMIT);
    expect(await questionsUsed(cookie)).toBe(LIMIT);
    // The questions used may be revisited and recorded; any other stays refused.
    expect((await record(cookie, through[0]!)).statusCode).toBe(200);
    const refused = bank.ids.find((id) => !through.includes(id))!;
    expect((await check(cookie, refused)).statusCode).toBe(403);
    expect(await questionsUsed(cookie)).toBe(LIMIT);
  });

  it('150 record-answers at once, after a few checks: still exactly the limit', async () => {
    const { cookie } = await signUp(app);
    for (const id of bank.ids.slice(0, 5)) expect((await check(cookie, id)).statusCode).toBe(200);
    const answers = await Promise.all(bank.ids.map((id) => record(cookie, id)));
    const through = passed(bank.ids, answers);
    expect(through).toHaveLength(LIMIT);
    expect(through.slice(0, 5)).toEqual(bank.ids.slice(0, 5));
    expect(await questionsUsed(cookie)).toBe(LIMIT);
  });

  it('checks and records of one question at once count it once', async () => {
    const { cookie } = await signUp(app);
    const id = bank.ids[0]!;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? check(cookie, id) : record(cookie, id))),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    expect(await questionsUsed(cookie)).toBe(1);
  });
});
