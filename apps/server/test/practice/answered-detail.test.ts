import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { choiceTextToHtml, mathTextToHtml } from '@academy/shared/math-html';
import { progressMessages } from '@academy/shared/progress';
import { FIXTURE_BANK } from '../helpers/fixture-bank.ts';
import { buildTestApp, jsonCall, signUp } from '../helpers/test-app.ts';
import { answer } from './practice-helpers.ts';

// The review list sends what a card shows; an opened card fetches its details (decision 043).

const { app } = await buildTestApp({}, { bankRoot: FIXTURE_BANK });
const student = await signUp(app);
await answer(app, student.cookie, 'test-system-001', false);
await answer(app, student.cookie, 'test-system-001', true);

const MATH = /<span class="katex"><span class="katex-mathml"><math /;
const detailUrl = (id: string) => `/api/progress/answered-questions/${id}`;
const get = (url: string, cookie = student.cookie, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { cookie, ...headers } });

describe('the review list', () => {
  it('sends every field of the spec and the rendered preview, no other rendered math', async () => {
    const res = await jsonCall(
      app,
      'GET',
      '/api/progress/answered-questions',
      undefined,
      student.cookie,
    );
    const [q] = res.json().questions;
    for (const field of [
      'questionId',
      'answeredAt',
      'bodyLatex',
      'type',
      'choices',
      'correctAnswer',
      'correctAnswerLatex',
      'userAnswer',
      'isCorrect',
      'explanation',
      'explanationLatex',
      'module',
      'subModule',
      'difficulty',
      'pointsEarned',
      'timeSpentMs',
      'concepts',
    ]) {
      expect(q, field).toHaveProperty(field);
    }
    expect(q.previewHtml).toMatch(/<span class="katex">/);
    expect(q.previewHtml).not.toMatch(/<math/);
    expect(q.choices[2]).toEqual({ id: 'C', latex: '$7$', text: '7' });
    for (const field of ['bodyHtml', 'correctAnswerHtml', 'explanationHtml', 'passage']) {
      expect(q, field).not.toHaveProperty(field);
    }
  });
});

describe('GET /api/progress/answered-questions/:id', () => {
  it("sends the list entry with every math field rendered and the user's latest answer", async () => {
    const [entry] = (
      await jsonCall(app, 'GET', '/api/progress/answered-questions', undefined, student.cookie)
    ).json().questions;
    const res = await get(detailUrl('test-system-001'));
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({ ...entry, choices: expect.any(Array) });
    expect(detail).toMatchObject({ userAnswer: 'C', isCorrect: true, attempts: 2 });
    expect(detail.bodyHtml).toBe(mathTextToHtml(detail.bodyLatex));
    expect(detail.choices[2]).toEqual({
      id: 'C',
      latex: '$7$',
      text: '7',
      html: choiceTextToHtml('$7$'),
    });
    expect(detail.correctAnswerHtml).toBe(mathTextToHtml('$7$'));
    expect(detail.explanationHtml).toBe(mathTextToHtml(detail.explanationLatex));
    expect(detail.explanationHtml).toMatch(MATH);
  });

  it('is compressed, tagged and revalidated: 304 for the current copy', async () => {
    const res = await get(detailUrl('test-system-001'), student.cookie, {
      'accept-encoding': 'gzip;q=0.5, br',
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toBe('accept-encoding');
    const json = JSON.parse(brotliDecompressSync(res.rawPayload).toString());
    expect(json.bodyHtml).toMatch(MATH);
    const etag = String(res.headers.etag);
    const again = await get(detailUrl('test-system-001'), student.cookie, {
      'if-none-match': etag,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await answer(app, student.cookie, 'test-system-001', false);
    const changed = await get(detailUrl('test-system-001'), student.cookie, {
      'if-none-match': etag,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ userAnswer: 'D', isCorrect: false, attempts: 3 });
  });

  it("answers 404 for a question the user never answered, another user's included", async () => {
    const other = await signUp(app);
    for (const [id, cookie] of [
      ['test-linear-001', student.cookie],
      ['test-system-001', other.cookie],
      ['no-such-question', student.cookie],
    ] as const) {
      const res = await get(detailUrl(id), cookie);
      expect(res.statusCode, id).toBe(404);
      expect(res.json(), id).toEqual({ message: progressMessages.answeredNotFound });
      expect(res.headers['cache-control'], id).toBe('no-store');
    }
  });

  it('needs a session and a well-formed id', async () => {
    expect((await get(detailUrl('test-system-001'), '')).statusCode).toBe(401);
    const bad = await get(detailUrl('bad%20id'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid questionId');
  });
});
