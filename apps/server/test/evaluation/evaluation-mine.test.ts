import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { evaluationSubmissions } from '../../src/db/schema/index.ts';
import { buildTestApp, jsonCall, signUp } from '../helpers/test-app.ts';
import { verifyEmailOf } from '../helpers/verification.ts';

const { app, database } = await buildTestApp({ PUBLIC_FORM_RATE_LIMIT_MAX: '1000' });

const questions = (await jsonCall(app, 'GET', '/api/questions/evaluation')).json();
const first = questions.firstSectionQuestions[0];
const submit = (email: string, cookie?: string) =>
  jsonCall(
    app,
    'POST',
    '/api/questions/evaluation/submit',
    { email, answers: { [first._id]: 'A' } },
    cookie,
  );

describe("a signed-in user's evaluations", () => {
  it('are kept with the account and listed newest first with the range and section counts', async () => {
    const { cookie, user, email } = await signUp(app);
    expect((await submit(email, cookie)).statusCode).toBe(200);
    const second = await submit('a.parent@example.com', cookie);
    expect(second.statusCode).toBe(200);
    const rows = await database.db
      .select({ userId: evaluationSubmissions.userId })
      .from(evaluationSubmissions)
      .where(eq(evaluationSubmissions.email, email));
    expect(rows).toEqual([{ userId: user._id }]);

    const res = await jsonCall(app, 'GET', '/api/evaluation/mine', undefined, cookie);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toHaveLength(2);
    expect(data[0]).toEqual({
      id: expect.any(String),
      kind: 'math',
      submittedAt: expect.any(String),
      scoreRange: second.json().result.scoreRange,
      sections: [
        { correct: expect.any(Number), total: 22 },
        { correct: 0, total: 22 },
      ],
    });
    expect(Date.parse(data[0].submittedAt)).toBeGreaterThanOrEqual(Date.parse(data[1].submittedAt));
  });

  it("an anonymous submission is no one's, and another user sees none of them", async () => {
    await submit('anonymous@example.com');
    const [row] = await database.db
      .select({ userId: evaluationSubmissions.userId })
      .from(evaluationSubmissions)
      .where(eq(evaluationSubmissions.email, 'anonymous@example.com'));
    expect(row?.userId).toBeNull();
    const other = await signUp(app);
    const res = await jsonCall(app, 'GET', '/api/evaluation/mine', undefined, other.cookie);
    expect(res.json()).toEqual({ data: [] });
  });

  it('take in one sent signed out from the address, once the account has proven it', async () => {
    // The result page invites a visitor to create an account: there, they find it again.
    const email = 'visitor.first@example.com';
    expect((await submit(email.toUpperCase())).statusCode).toBe(200);
    const { cookie } = await signUp(app, { email });
    const mine = async () =>
      (await jsonCall(app, 'GET', '/api/evaluation/mine', undefined, cookie)).json().data;
    // Not before: anyone may sign up with another person's address (decision 052).
    expect(await mine()).toEqual([]);
    await verifyEmailOf(app, database, email);
    expect(await mine()).toEqual([expect.objectContaining({ kind: 'math' })]);
  });

  it('needs a session', async () => {
    const res = await jsonCall(app, 'GET', '/api/evaluation/mine');
    expect(res.statusCode).toBe(401);
  });
});
