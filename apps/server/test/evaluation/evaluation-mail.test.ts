import { DEFAULT_ACADEMY_CONTACT } from '@academy/shared/academy';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { evaluationSubmissions } from '../../src/db/schema/index.ts';
import { DEFAULT_CONTENT_ROOT } from '../../src/features/content/service.ts';
import { loadEvaluation } from '../../src/features/evaluation/evaluation-store.ts';
import { scoreEvaluation } from '../../src/features/evaluation/scoring.ts';
import { createMailSender } from '../../src/features/mail/sender.ts';
import { buildTestApp, jsonCall } from '../helpers/test-app.ts';
import { freePort, startSmtpSink, waitFor } from '../mail/smtp-sink.ts';

const port = await freePort();
const { app, database, config } = await buildTestApp({
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  ACADEMY_EMAIL: 'tutor@academy.test',
  PUBLIC_FORM_RATE_LIMIT_MAX: '1000',
});
const { questions } = loadEvaluation(DEFAULT_CONTENT_ROOT)!;
// Section 1 answered right, section 2 left blank: a score between 200 and 800.
const answers = Object.fromEntries(
  questions.filter((q) => q.section === 1).map((q) => [q.id, q.accepted[0]!]),
);
const { scoreRange } = scoreEvaluation(questions, answers);

// The sender's clock, moved ahead to pass the retry backoff without waiting for it.
let offsetMs = 1000;
const mailer = createMailSender({
  db: database.db,
  mail: config.mail,
  now: () => new Date(Date.now() + offsetMs),
});

const submit = (email: string) =>
  jsonCall(app, 'POST', '/api/questions/evaluation/submit', { email, answers });

describe('evaluation mail over real SMTP', () => {
  it('delivers the report with the score to the academy and the receipt to the student', async () => {
    const sink = await startSmtpSink(port);
    expect((await submit('student.one@example.com')).statusCode).toBe(200);
    await mailer.runOnce();
    await waitFor(() => sink.received.length >= 2);
    const report = sink.received.find((m) => m.to.includes('tutor@academy.test'))!;
    // The range's dash is quoted-printable on the wire.
    const range = `${scoreRange.low}=E2=80=93${scoreRange.high}`;
    expect(report.raw).toContain(`Estimated SAT Math score: ${range}`);
    expect(report.raw).toContain('Section 1: 22 of 22');
    expect(report.raw).toContain('Section 2: 0 of 22');
    const receipt = sink.received.find((m) => m.to.includes('student.one@example.com'))!;
    expect(receipt.raw).toContain('feedback for free');
    expect(receipt.raw).toContain(`Estimated SAT Math score: ${range}`);
    expect(receipt.raw).toContain('Section 2: 0 of 22');
    // The tutor answers the report with the feedback: the reply reaches the student. The
    // student's reply reaches the academy, not the no-reply sender.
    expect(report.raw).toContain('Reply-To: student.one@example.com');
    expect(receipt.raw).toContain(`Reply-To: ${DEFAULT_ACADEMY_CONTACT.email}`);
    await sink.close();
  });

  it('with SMTP down keeps the submission and sends the mail once SMTP is back', async () => {
    const res = await submit('student.two@example.com');
    expect(res.statusCode).toBe(200);
    const [stored] = await database.db
      .select()
      .from(evaluationSubmissions)
      .where(eq(evaluationSubmissions.email, 'student.two@example.com'));
    expect(stored?.scoredAt).toBeInstanceOf(Date);
    expect((await mailer.runOnce()).failed).toBeGreaterThanOrEqual(2);

    const sink = await startSmtpSink(port);
    offsetMs += 10 * 60_000;
    await mailer.runOnce();
    await waitFor(
      () => sink.received.filter((m) => m.to.includes('student.two@example.com')).length === 1,
    );
    expect(sink.received.some((m) => m.to.includes('tutor@academy.test'))).toBe(true);
    await sink.close();
  });
});
