import { findUnclosedMath, isImageSource, splitMathText } from '@academy/shared/math-text';
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../content/tools/check.ts';
import { loadContent } from '../../content/tools/load.ts';
import { toBankRecords } from '../../src/features/content/records.ts';
import { DEFAULT_CONTENT_ROOT } from '../../src/features/content/service.ts';
import { loadEvaluation } from '../../src/features/evaluation/evaluation-store.ts';
import { mathTextToHtml } from '@academy/shared/math-html';

const hasMath = (text: string) => splitMathText(text).some((s) => s.kind === 'math');

/** What a screen reader reads: the MathML, one <math> for each formula of the field. */
const mathCount = (html: string) => html.match(/<math /g)?.length ?? 0;

/** Every field rendered without a KaTeX error, and every formula in it with its MathML. */
function expectRendered(fields: [where: string, text: string][]) {
  const failures: string[] = [];
  for (const [where, text] of fields) {
    if (isImageSource(text)) continue;
    const html = mathTextToHtml(text);
    const formulas = splitMathText(text).filter((s) => s.kind === 'math').length;
    if (html.includes('katex-error')) failures.push(`${where}: KaTeX error`);
    if (mathCount(html) !== formulas)
      failures.push(`${where}: ${formulas} formulas, MathML for ${mathCount(html)}`);
  }
  expect(failures).toEqual([]);
}

describe('mathTextToHtml', () => {
  it('renders inline and display math with KaTeX and MathML, and keeps prose as text', () => {
    const html = mathTextToHtml('Solve $x^2 = 4$ then $$\\frac{1}{2}$$ and pay \\$5.');
    expect(mathCount(html)).toBe(2);
    expect(html.match(/class="katex-display"/g)).toHaveLength(1);
    // The display formula sits in the box the web lets scroll sideways.
    expect(html).toContain('<span class="math-display"><span class="katex-display">');
    expect(html).toMatch(/^Solve <span class="katex">/);
    expect(html).toMatch(/and pay \$5\.$/);
  });

  it('renders \\( \\) and \\[ \\] delimiters', () => {
    expect(mathCount(mathTextToHtml('\\(a+b\\) and \\[c\\]'))).toBe(2);
  });

  it('keeps the punctuation after inline math inside it, so no line starts with a period', () => {
    const html = mathTextToHtml('The root is $x = 4$. The point is $(0, 5)$, then $$y$$.');
    expect(html).toContain('<mtext>.</mtext>');
    expect(html).toContain('<mtext>,</mtext>');
    expect(html).toContain('</span> The point is ');
    // Display math stands on its own line: what follows it stays prose.
    expect(html.endsWith('</span>.')).toBe(true);
  });

  it('escapes HTML in prose and turns no TeX into links or markup', () => {
    const html = mathTextToHtml('<img src=x onerror=alert(1)> & $\\href{javascript:alert(1)}{x}$');
    expect(html).toMatch(/^&lt;img src=x onerror=alert\(1\)&gt; &amp; /);
    expect(html).not.toMatch(/<img|<a |javascript:alert\(1\)"/);
  });

  it('gives nothing for an image source: the web shows the field as an image', () => {
    expect(mathTextToHtml('data:image/png;base64,AAAA')).toBe('');
    expect(mathTextToHtml(' https://example.com/a.png')).toBe('');
  });
});

describe('the real content, rendered on the server', () => {
  const content = loadContent(DEFAULT_CONTENT_ROOT);

  it('passes the checker, which renders every bank and evaluation formula with KaTeX', () => {
    const mathProblems = checkContent(content).filter(
      (p) => p.message.startsWith('KaTeX cannot render') || p.message.includes('opens math'),
    );
    expect(mathProblems).toEqual([]);
  });

  it('renders every field of every bank question, each formula with MathML', () => {
    const { questions } = toBankRecords(content);
    expect(questions.length).toBeGreaterThan(100);
    const fields = questions.flatMap((q): [string, string][] => [
      [`${q.id} body`, q.bodyLatex],
      ...q.choices!.map((c): [string, string] => [`${q.id} choice ${c.id}`, c.latex]),
      ...q.hints!.map((h): [string, string] => [`${q.id} hint ${h.order}`, h.latex]),
      ...q.indepthHints!.map((h): [string, string] => [`${q.id} superhint ${h.order}`, h.latex]),
      [`${q.id} answer`, q.correctAnswerLatex],
      [`${q.id} explanation`, q.explanationLatex],
    ]);
    expect(fields.filter(([, text]) => hasMath(text)).length).toBeGreaterThan(1000);
    expect(fields.filter(([, text]) => findUnclosedMath(text))).toEqual([]);
    expectRendered(fields);
  });

  it('renders every field of the evaluation, as its loader serves them', () => {
    const evaluation = loadEvaluation(DEFAULT_CONTENT_ROOT)!;
    const payload = JSON.parse(evaluation.publicJson) as {
      firstSectionQuestions: { _id: string; bodyLatex: string; bodyHtml: string }[];
    };
    const served = payload.firstSectionQuestions[0]!;
    expect(served.bodyHtml).toBe(mathTextToHtml(served.bodyLatex));
    const fields = evaluation.questions.flatMap((q): [string, string][] => [
      [`${q.id} body`, q.body],
      [`${q.id} answer`, q.correctAnswer],
      [`${q.id} explanation`, q.explanation],
    ]);
    expectRendered(fields);
    for (const q of evaluation.questions) {
      expect(q.html.body).toBe(mathTextToHtml(q.body));
      expect(q.html.explanation).toBe(mathTextToHtml(q.explanation));
    }
  });
});
