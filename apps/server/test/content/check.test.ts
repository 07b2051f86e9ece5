import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent, type CheckOptions } from '../../content/tools/check.ts';
import { formatProblem, loadContent } from '../../content/tools/load.ts';

const fixtures = join(import.meta.dirname, 'fixtures');
const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A copy of fixtures/valid with the files of fixtures/<name> laid over it. */
function bankWith(name?: string): string {
  const root = mkdtempSync(join(tmpdir(), 'content-check-'));
  roots.push(root);
  cpSync(join(fixtures, 'valid'), root, { recursive: true });
  if (name) cpSync(join(fixtures, name), root, { recursive: true });
  return root;
}

const problems = (root: string, options?: CheckOptions) =>
  checkContent(loadContent(root), options).map(formatProblem);

const angles = 'questions/geometry/angles.yaml';
const linear = 'questions/algebra/linear-equations.yaml';

describe('content checker', () => {
  it('passes the valid fixture bank', () => {
    expect(problems(bankWith())).toEqual([]);
  });

  it('reports a YAML syntax error with its line', () => {
    const root = bankWith();
    // Written here rather than as a fixture file, because prettier parses every .yaml it sees.
    writeFileSync(
      join(root, angles),
      'submodule: geometry\nquestions:\n  - id: a\n    body: x: y\n',
    );
    expect(problems(root)).toEqual([
      `${angles}:4: YAML: Nested mappings are not allowed in compact mappings`,
    ]);
  });

  it('refuses a math text over 1000 characters', () => {
    const root = bankWith();
    const file = join(root, angles);
    const long = `What is $y$? ${'Read the figure. '.repeat(60)}`;
    writeFileSync(file, readFileSync(file, 'utf8').replace(/body: '[^']*'/, `body: '${long}'`));
    expect(problems(root)).toEqual([
      `${angles}:7: questions[0].body: is over 1000 characters, the most a math text may hold`,
    ]);
  });

  it.each([
    [
      'schema-error',
      [
        `${angles}:5: questions[0].difficulty: Too big: expected number to be <=5`,
        `${angles}:6: questions[0].hint: unknown field`,
      ],
    ],
    [
      'katex-error',
      [
        `${angles}:7: questions[0].body: KaTeX cannot render "\\fracc{y}{2}": ` +
          'Undefined control sequence: \\fracc',
      ],
    ],
    [
      'unclosed-math',
      [`${angles}:16: questions[0].hints[0]: "$" opens math that is never closed (\\$ for money)`],
    ],
    [
      'mc-answer-missing',
      [
        `${angles}:13: questions[0].choices[3].id: choice id C is repeated`,
        `${angles}:14: questions[0].answer: answer D is not a choice id (A, B, C, C)`,
      ],
    ],
    [
      'mc-repeated-choices',
      [`${angles}:13: questions[0].choices[3].text: repeats the text of choice C`],
    ],
    [
      'mc-numbers-out-of-order',
      [
        `${angles}:10: questions[0].choices: choices that are all numbers go in numeric order, ` +
          'smallest first, as on the test',
      ],
    ],
    [
      'free-entry-not-number',
      [
        `${linear}:24: questions[1].accepted[1]: "1 ticket/s" is neither a number nor plain text ` +
          '(letters, digits, spaces)',
      ],
    ],
    [
      'free-entry-sat-rules',
      ['1.0000', '+1'].map(
        (form, i) =>
          `${linear}:24: questions[1].accepted[${i + 1}]: "${form}" breaks the SAT entry rules: ` +
          'only digits . / - and at most 5 characters (6 with a minus)',
      ),
    ],
    [
      'free-entry-rounded-decimal',
      [
        `${linear}:24: questions[1].accepted[1]: "0.667" is 2/3 cut or rounded: list only 2/3 ` +
          '(the answer checker accepts the decimals that fill the field from it; a listed one ' +
          'lets shorter ones through)',
      ],
    ],
    [
      'evaluation-number-input',
      [
        'evaluation/evaluation.yaml:22: sections[1].questions[0].accepted[1]: ' +
          '"one fifty" is not a number, as a number_input answer must be',
      ],
    ],
    [
      'duplicate-id',
      [`${angles}:3: questions[0].id: id "linear-equations-002" is already used at ${linear}:19`],
    ],
    [
      'duplicate-body',
      [`${angles}:7: questions[0].body: the same body is already used at ${linear}:7`],
    ],
    [
      'unknown-concept',
      [`${angles}:4: questions[0].concepts[1]: unknown concept "angels" (not in bank.yaml)`],
    ],
    [
      'unknown-submodule',
      [
        'questions/statistics/angles.yaml:1: submodule: unknown submodule "statistics" ' +
          '(not in bank.yaml)',
      ],
    ],
    [
      'concept-wrong-submodule',
      [
        `${angles}:4: questions[0].concepts[1]: concept "linear-equations" belongs to submodule ` +
          '"algebra", not "geometry"',
      ],
    ],
    [
      'evaluation-unknown-domain',
      [
        'evaluation/evaluation.yaml:18: sections[1].questions[0].domain: ' +
          'unknown domain "trigonometry" (not a submodule in bank.yaml)',
      ],
    ],
    [
      'missing-figure',
      [`${angles}:8: questions[0].figure: file figures/geometry/angles-002.svg does not exist`],
    ],
    [
      'figure-without-title',
      [
        `${angles}:8: questions[0].figure: figures/geometry/angles-001.svg has no <title> ` +
          'saying what it shows (its text for screen readers)',
      ],
    ],
    [
      'british-spelling',
      [
        'bank.yaml:23: concepts[1]: spells "neighbouring" the British way (students read US English)',
        `${angles}:7: questions[0].body: spells "labelled" the British way (students read US English)`,
        `${angles}:8: questions[0].figure: spells "coloured" the British way (students read US English)`,
        `${angles}:16: questions[0].hints[0]: spells "centre" the British way (students read US English)`,
      ],
    ],
    [
      'hint-reveals-answer',
      [
        `${angles}:16: questions[0].hints[0]: gives away the answer "$130$"`,
        `${angles}:18: questions[0].superhints[0]: gives away the answer "$130$"`,
      ],
    ],
  ])('refuses %s with file, line, field and reason', (name, expected) => {
    expect(problems(bankWith(name))).toEqual(expected);
  });

  it('enforces the minimum counts only when asked', () => {
    const root = bankWith();
    expect(problems(root)).toEqual([]);
    expect(problems(root, { requireMinimums: true })).toEqual([
      'bank.yaml:8: submodules[0]: submodule "algebra" has 2 questions; at least 250 are required',
      'bank.yaml:13: submodules[1]: submodule "geometry" has 1 question; at least 250 are required',
      'bank.yaml:19: concepts[0]: concept "linear-equations" has 2 questions; at least 28 are required',
      ...[
        '1 easy question (levels 1-2)',
        '1 medium question (level 3)',
        '0 hard questions (levels 4-5)',
      ].map(
        (has) =>
          `bank.yaml:19: concepts[0]: concept "linear-equations" has ${has}; at least 5 are required`,
      ),
      'bank.yaml:23: concepts[1]: concept "angles" has 1 question; at least 28 are required',
      ...[
        '1 easy question (levels 1-2)',
        '0 medium questions (level 3)',
        '0 hard questions (levels 4-5)',
      ].map(
        (has) => `bank.yaml:23: concepts[1]: concept "angles" has ${has}; at least 5 are required`,
      ),
      'evaluation/evaluation.yaml:5: sections[0].questions: 22 questions expected ' +
        '(one module of the SAT section), found 1',
      'evaluation/evaluation.yaml:17: sections[1].questions: 22 questions expected ' +
        '(one module of the SAT section), found 1',
      'evaluation/reading-writing.yaml:1: file is missing',
    ]);
  });

  // The whole bank: its check grows with it, and 30 seconds is tight on a loaded machine.
  it('passes the real bank, minimums included', () => {
    const content = loadContent(resolve(import.meta.dirname, '../../content'));
    expect(checkContent(content, { requireMinimums: true }).map(formatProblem)).toEqual([]);
  }, 120_000);
});
