// A family that reloads the page after submitting finds the report again: the submission answers
// a key that only the submitting browser holds, and the report is sent again for it, for a day.
import type {
  EvaluationReportResponse,
  EvaluationSubmitResponse,
} from '@academy/shared/evaluation';
import { evaluationReportMessages } from '@academy/shared/evaluation-result';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { evaluationSubmissions } from '../../src/db/schema/index.ts';
import { DEFAULT_CONTENT_ROOT } from '../../src/features/content/service.ts';
import { loadEvaluation } from '../../src/features/evaluation/evaluation-store.ts';
import { buildTestApp, jsonCall, uniqueEmail } from '../helpers/test-app.ts';

const { app, database } = await buildTestApp({ PUBLIC_FORM_RATE_LIMIT_MAX: '1000' });
const first = loadEvaluation(DEFAULT_CONTENT_ROOT)!.questions[0]!;
const MATH = '/api/questions/evaluation';

const submit = async () => {
  const res = await jsonCall(app, 'POST', `${MATH}/submit`, {
    email: uniqueEmail('report'),
    answers: { [first.id]: 'Z' },
    sectionSeconds: [60, 0],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<EvaluationSubmitResponse>();
};

const askReport = (body: unknown, path = MATH) =>
  jsonCall(app, 'POST', `${path}/report`, body as Record<string, unknown>);

describe('an evaluation report opened again', () => {
  it('is the same report, for the key its submission answered', async () => {
    const sent = await submit();
    expect(sent.report).toEqual({ id: expect.any(String), key: expect.any(String) });
    const res = await askReport(sent.report);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<EvaluationReportResponse>().result).toEqual(sent.result);
    // Only the key's hash is kept: the database alone does not open a report.
    const [row] = await database.db
      .select({ hash: evaluationSubmissions.reportKeyHash })
      .from(evaluationSubmissions)
      .where(eq(evaluationSubmissions.id, sent.report.id));
    expect(row!.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.hash).not.toContain(sent.report.key);
  });

  it('is not found with another key, another submission or the other evaluation', async () => {
    const mine = await submit();
    const theirs = await submit();
    const refused = [
      await askReport({ ...mine.report, key: `${mine.report.key}x` }),
      await askReport({ id: theirs.report.id, key: mine.report.key }),
      await askReport(mine.report, `${MATH}/reading-writing`),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: evaluationReportMessages.notFound });
    }
  });

  it('is kept for a day', async () => {
    const sent = await submit();
    await database.db
      .update(evaluationSubmissions)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(evaluationSubmissions.id, sent.report.id));
    expect((await askReport(sent.report)).statusCode).toBe(404);
  });

  it('answers a malformed request with a 400, not a failure', async () => {
    for (const body of [{}, { id: 'not-a-uuid', key: 'k' }, { id: crypto.randomUUID(), key: '' }]) {
      const res = await askReport(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ message: evaluationReportMessages.notFound });
    }
  });
});
