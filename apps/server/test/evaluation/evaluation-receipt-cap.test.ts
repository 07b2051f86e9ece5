// One address gets at most 3 evaluation receipts a day; every submission is still stored,
// scored and reported to the academy, and the submitter sees the same success.
import { evaluationMessages } from '@academy/shared/evaluation';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { evaluationSubmissions, mailOutbox } from '../../src/db/schema/index.ts';
import { buildTestApp, jsonCall, uniqueEmail } from '../helpers/test-app.ts';

const { app, database } = await buildTestApp({
  PUBLIC_FORM_RATE_LIMIT_MAX: '1000',
  ACADEMY_EMAIL: 'tutor@academy.test',
});
const { firstSectionQuestions } = (await jsonCall(app, 'GET', '/api/questions/evaluation')).json();
const answers = { [firstSectionQuestions[0]._id]: 'A' };

const mailsTo = async (kind: string, to: string) =>
  (
    await database.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.kind} = ${kind} and lower(${mailOutbox.toAddress}) = ${to}`)
  ).length;

describe('the evaluation receipt cap', () => {
  it('sends the 4th submission of a day no receipt, but stores, scores and reports it', async () => {
    const email = uniqueEmail('evaluee');
    for (const address of [email, email, email, email.toUpperCase()]) {
      const res = await jsonCall(app, 'POST', '/api/questions/evaluation/submit', {
        email: address,
        answers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: evaluationMessages.success });
    }
    const scored = await database.db
      .select()
      .from(evaluationSubmissions)
      .where(sql`lower(${evaluationSubmissions.email}) = ${email}`);
    expect(scored).toHaveLength(4);
    expect(scored.every((s) => s.scoredAt !== null)).toBe(true);

    expect(await mailsTo('evaluation-receipt', email)).toBe(3);
    const reports = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'evaluation-report'));
    expect(reports.filter((r) => r.replyTo?.toLowerCase() === email)).toHaveLength(4);

    // Someone else still gets theirs.
    const other = uniqueEmail('other');
    await jsonCall(app, 'POST', '/api/questions/evaluation/submit', { email: other, answers });
    expect(await mailsTo('evaluation-receipt', other)).toBe(1);
    expect(
      await database.db.$count(evaluationSubmissions, isNotNull(evaluationSubmissions.scoredAt)),
    ).toBe(5);
  });
});
