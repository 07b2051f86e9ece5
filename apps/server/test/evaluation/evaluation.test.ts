import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { evaluationSubmissions, mailOutbox } from '../../src/db/schema/index.ts';
import { DEFAULT_CONTENT_ROOT } from '../../src/features/content/service.ts';
import { buildTestApp, jsonCall } from '../helpers/test-app.ts';

const { app, database } = await buildTestApp({
  PUBLIC_FORM_RATE_LIMIT_MAX: '1000',
  ACADEMY_EMAIL: 'tutor@academy.test',
});

const questions = (await jsonCall(app, 'GET', '/api/questions/evaluation')).json();
const first = questions.firstSectionQuestions[0];

describe('GET /api/questions/evaluation', () => {
  it('gives both sections, open to anyone, without answers', async () => {
    const res = await jsonCall(app, 'GET', '/api/questions/evaluation');
    expect(res.statusCode).toBe(200);
    expect(questions.firstSectionQuestions).toHaveLength(22);
    expect(questions.secondSectionQuestions).toHaveLength(22);
    expect(first).toEqual({
      _id: expect.any(String),
      type: expect.any(String),
      bodyLatex: expect.any(String),
      bodyHtml: expect.any(String),
      choices: expect.any(Array),
    });
    expect(res.body).not.toMatch(/"answer"|accepted|explanation|correct/i);
  });

  it('gives each figure the words of what it shows, for screen readers', () => {
    const all = [...questions.firstSectionQuestions, ...questions.secondSectionQuestions];
    const figured = all.filter((q: { imageUrl?: string }) => q.imageUrl);
    expect(figured.length).toBeGreaterThan(0);
    for (const q of figured) expect(q.imageAlt).toMatch(/\w{3,}/);
    const svg = readFileSync(
      join(DEFAULT_CONTENT_ROOT, figured[0].imageUrl.replace(/^\/content\//, '')),
      'utf8',
    );
    expect(svg).toContain(`<title>${figured[0].imageAlt}</title>`);
  });
});

describe('POST /api/questions/evaluation/submit', () => {
  it('stores, scores and queues the report and the receipt', async () => {
    const email = 'parent.one@example.com';
    const res = await jsonCall(app, 'POST', '/api/questions/evaluation/submit', {
      email: `  ${email}  `,
      answers: { [first._id]: 'A' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: expect.stringContaining('Hooray!'),
      result: {
        scoreRange: { low: expect.any(Number), high: expect.any(Number) },
        sections: [expect.objectContaining({ total: 22 }), expect.objectContaining({ total: 22 })],
        domains: expect.arrayContaining([expect.objectContaining({ name: 'Algebra' })]),
        missed: expect.any(Array),
      },
      report: { id: expect.any(String), key: expect.any(String) },
    });
    const [row] = await database.db
      .select()
      .from(evaluationSubmissions)
      .where(eq(evaluationSubmissions.email, email));
    const { result } = res.json();
    expect(result.scoreRange.low).toBeLessThan(result.scoreRange.high);
    // In the order a score report lists them, as a timed test's result does, not the form's.
    expect(result.domains.map((d: { domain: string }) => d.domain)).toEqual([
      'algebra',
      'advanced-math',
      'problem-solving-data-analysis',
      'geometry-trigonometry',
    ]);
    // After submission the answers may be shown: each miss with its right answer explained.
    expect(result.missed).toHaveLength(44 - (row!.result as { correct: number }).correct);
    expect(result.missed.at(-1)).toMatchObject({
      userAnswer: null,
      correctAnswer: expect.stringMatching(/\S/),
      explanation: expect.stringMatching(/\S/),
    });
    expect(row).toMatchObject({ answers: { [first._id]: 'A' }, scoredAt: expect.any(Date) });
    expect(row!.result).toMatchObject({ total: 44, answered: 1 });
    const mails = await database.db.select().from(mailOutbox);
    const report = mails.find((m) => m.toAddress === 'tutor@academy.test');
    expect(report?.subject).toContain(email);
    expect(report?.textBody).toMatch(/Estimated SAT Math score: \d{3}–\d{3}/);
    expect(report?.textBody).toContain('Missed questions');
    const receipt = mails.find((m) => m.toAddress === email);
    expect(receipt?.textBody).toContain('feedback for free');
    expect(receipt?.textBody).toMatch(/Estimated SAT Math score: \d{3}–\d{3}/);
  });

  it.each([
    [{ email: '', answers: {} }, 'Please enter your email address'],
    [{ email: '   ', answers: {} }, 'Please enter your email address'],
    [{ email: 'abc', answers: {} }, 'Please enter a valid email address'],
    [{ email: 'a@', answers: {} }, 'Please enter a valid email address'],
  ])('refuses %o with %s', async (body, message) => {
    const res = await jsonCall(app, 'POST', '/api/questions/evaluation/submit', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ param: 'email', msg: message });
  });

  it('refuses a submission without an answer, storing nothing', async () => {
    const before = (await database.db.select().from(evaluationSubmissions)).length;
    for (const answers of [{}, { [first._id]: '   ' }]) {
      const res = await jsonCall(app, 'POST', '/api/questions/evaluation/submit', {
        email: 'no.answers@example.com',
        answers,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { param: 'answers', msg: 'Please answer at least one question' },
      ]);
    }
    expect(await database.db.select().from(evaluationSubmissions)).toHaveLength(before);
  });

  it('refuses foreign ids, oversized answers and 1,000 answers, storing nothing', async () => {
    const before = (await database.db.select().from(evaluationSubmissions)).length;
    const thousand = Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`q-${i}`, 'A']));
    for (const answers of [
      { 'not-a-question': 'A' },
      { [first._id]: 'x'.repeat(201) },
      thousand,
      [1, 2],
      'A',
    ]) {
      const res = await jsonCall(app, 'POST', '/api/questions/evaluation/submit', {
        email: 'a@b.co',
        answers,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(await database.db.select().from(evaluationSubmissions)).toHaveLength(before);
  });
});

describe('rate limit on the public form', async () => {
  const { app: limited } = await buildTestApp({ PUBLIC_FORM_RATE_LIMIT_MAX: '3' });
  it('a flood past the limit gets 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await jsonCall(limited, 'POST', '/api/questions/evaluation/submit', {
        email: `f${i}@example.com`,
        answers: { [first._id]: 'A' },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.headers['retry-after']).toMatch(/^\d+$/);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});
