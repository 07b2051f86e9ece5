import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { choiceTextToHtml, mathTextToHtml, segmentsToHtml } from '@academy/shared/math-html';
import { splitMathText } from '@academy/shared/math-text';
import { FIXTURE_BANK } from '../helpers/fixture-bank.ts';
import { buildTestApp, jsonCall, signUp } from '../helpers/test-app.ts';
import { answer } from '../practice/practice-helpers.ts';

// Each math field goes out beside its rendering (decision 039): the web
// inserts the HTML and never typesets.

const { app } = await buildTestApp(
  { PUBLIC_FORM_RATE_LIMIT_MAX: '1000' },
  { bankRoot: FIXTURE_BANK },
);
const student = await signUp(app);
const get = (url: string) => jsonCall(app, 'GET', url, undefined, student.cookie);

/** KaTeX's drawing plus MathML for screen readers. */
const MATH = /<span class="katex"><span class="katex-mathml"><math /;

describe('practice', () => {
  it('serves the question with its body, choices and hints rendered', async () => {
    const res = await get('/api/questions/test-system-001/practice');
    expect(res.statusCode).toBe(200);
    const q = res.json();
    expect(q.bodyLatex).toBe('If $x + y = 10$ and $x - y = 4$, what is the value of $x$?');
    expect(q.bodyHtml).toBe(mathTextToHtml(q.bodyLatex));
    expect(q.bodyHtml).toMatch(/^If <span class="katex">/);
    expect(q.bodyHtml).toMatch(MATH);
    expect(q.choices[2]).toEqual({
      id: 'C',
      latex: '$7$',
      text: '7',
      html: choiceTextToHtml('$7$'),
    });
    expect(q.indepthHints[0].html).toMatch(MATH);
    expect(q.hints[0].html).toBe('Adding the two equations removes one variable.');
  });

  it('sends the drawn question compressed: the rendered math is most of it', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/questions/submodule/algebra/random',
      headers: { cookie: student.cookie, 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    const json = brotliDecompressSync(res.rawPayload);
    expect(JSON.parse(json.toString()).bodyHtml).toMatch(MATH);
    expect(res.rawPayload.length).toBeLessThan(json.length / 4);
  });

  it('serves the answer and explanation rendered once the answer is checked', async () => {
    await answer(app, student.cookie, 'test-system-001', false);
    const shown = (await get('/api/questions/test-system-001/answer')).json();
    expect(shown.correctAnswerHtml).toBe(mathTextToHtml('$7$'));
    expect(shown.explanationHtml).toBe(mathTextToHtml(shown.explanationLatex));
    expect(shown.explanationHtml).toMatch(MATH);
  });
});

describe('previously answered questions', () => {
  it('lists each question with its preview rendered, the rest when it is opened', async () => {
    const [q] = (await get('/api/progress/answered-questions')).json().questions;
    expect(q.questionId).toBe('test-system-001');
    // The card is a button named by the plain text (body): its preview is drawn, not spoken.
    expect(q.previewHtml).toBe(segmentsToHtml(splitMathText(q.bodyLatex), 'none'));
    expect(q.previewHtml).toMatch(/^If <span class="katex"><span class="katex-html"/);
    expect(q.previewHtml).not.toMatch(/<math/);
    expect(q.bodyHtml).toBeUndefined();
    const opened = (await get('/api/progress/answered-questions/test-system-001')).json();
    expect(opened.bodyHtml).toBe(mathTextToHtml(q.bodyLatex));
    expect(opened.bodyHtml).toMatch(MATH);
    expect(opened.choices[0].html).toMatch(MATH);
    expect(opened.correctAnswerHtml).toMatch(MATH);
    expect(opened.explanationHtml).toBe(mathTextToHtml(opened.explanationLatex));
  });
});

const evaluation = (await jsonCall(app, 'GET', '/api/questions/evaluation')).json();

describe('the evaluation', () => {
  const all = [...evaluation.firstSectionQuestions, ...evaluation.secondSectionQuestions];

  it('serves every question and choice rendered', () => {
    for (const q of all) {
      expect(q.bodyHtml).toBe(mathTextToHtml(q.bodyLatex));
      for (const c of q.choices) expect(c.html).toBe(choiceTextToHtml(c.latex));
    }
    expect(all.some((q) => MATH.test(q.bodyHtml))).toBe(true);
  });

  it('shows the missed questions rendered after submission', async () => {
    const res = await jsonCall(app, 'POST', '/api/questions/evaluation/submit', {
      email: 'parent.math@example.com',
      answers: { [all[0]._id]: 'A' },
    });
    expect(res.statusCode).toBe(200);
    const { missed } = res.json().result;
    expect(missed.length).toBeGreaterThanOrEqual(all.length - 1);
    for (const m of missed) {
      expect(m.questionHtml).toBe(mathTextToHtml(m.question));
      expect(m.correctAnswerHtml).toBe(mathTextToHtml(m.correctAnswer));
      expect(m.explanationHtml).toBe(mathTextToHtml(m.explanation));
    }
  });
});
