import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { evaluationSubmissions } from '../../src/db/schema/index.ts';
import { buildTestApp, jsonCall } from '../helpers/test-app.ts';
import { mailsTo } from '../payments/helpers.ts';

const { app, database } = await buildTestApp({ PUBLIC_FORM_RATE_LIMIT_MAX: '1000' });

const questions = (await jsonCall(app, 'GET', '/api/questions/evaluation')).json();
const answers = { [questions.firstSectionQuestions[0]._id]: 'A' };
const submit = (body: object) =>
  jsonCall(app, 'POST', '/api/questions/evaluation/submit', { answers, ...body });
const rowOf = async (email: string) =>
  (
    await database.db
      .select()
      .from(evaluationSubmissions)
      .where(eq(evaluationSubmissions.email, email))
  )[0]!;

describe('the section times of a submitted evaluation', () => {
  it('stores them and says whether each section took at most 35 minutes', async () => {
    const email = 'timed@example.com';
    const res = await submit({ email, sectionSeconds: [1860, 2101] });
    expect(res.statusCode).toBe(200);
    const timing = { sectionSeconds: [1860, 2101], finishedInTime: [true, false] };
    expect(res.json()).toMatchObject({ success: true, result: { timing } });
    const row = await rowOf(email);
    expect(row.sectionSeconds).toEqual([1860, 2101]);
    expect(row.result).toMatchObject({ timing });
  });

  it('counts exactly 35 minutes as in time', async () => {
    const res = await submit({ email: 'limit@example.com', sectionSeconds: [2100, 0] });
    expect(res.json().result.timing.finishedInTime).toEqual([true, true]);
  });

  // Answers in a section whose recorded time is under a second: started, not "not started".
  it('counts a section with answers as started, though its recorded time is 0', async () => {
    const email = 'quick@example.com';
    const res = await submit({ email, sectionSeconds: [0, 0] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.timing).toEqual({
      sectionSeconds: [0, 0],
      finishedInTime: [true, true],
      sectionAnswered: [1, 0],
    });
    const [receipt] = await mailsTo(database.db, email, 'evaluation-receipt');
    expect(receipt!.textBody).toMatch(
      /^Section 1: \d+ of \d+; time: under a minute — within the 35 minutes$/m,
    );
    expect(receipt!.textBody).toMatch(/^Section 2: 0 of \d+; time: not started$/m);
  });

  it('accepts a submission without them, as older pages send', async () => {
    const email = 'untimed@example.com';
    const res = await submit({ email });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).not.toHaveProperty('timing');
    const row = await rowOf(email);
    expect(row.sectionSeconds).toBeNull();
    expect(row.result).not.toHaveProperty('timing');
  });

  it.each([
    [[-1, 10]],
    [[10.5, 10]],
    [[86401, 0]],
    [[100]],
    [[1, 2, 3]],
    [['60', 60]],
    [null],
    ['1200,1300'],
    [{ 0: 1, 1: 2 }],
  ])('refuses %o with 400 in the usual shape, storing nothing', async (sectionSeconds) => {
    const before = (await database.db.select().from(evaluationSubmissions)).length;
    const res = await submit({ email: 'bad.times@example.com', sectionSeconds });
    expect(res.statusCode).toBe(400);
    const message = 'Section times must be two whole numbers of seconds from 0 to 86400';
    // One item per failing rule, each naming the field (an element's index after a dot).
    const { errors, ...rest } = res.json();
    expect(rest).toEqual({ message });
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) {
      expect(error).toEqual({ param: expect.stringMatching(/^sectionSeconds/), msg: message });
    }
    expect(await database.db.select().from(evaluationSubmissions)).toHaveLength(before);
  });
});
