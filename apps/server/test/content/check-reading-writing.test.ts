import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../content/tools/check.ts';
import { formatProblem, loadContent } from '../../content/tools/load.ts';
import { contentStats } from '../../content/tools/stats.ts';

// The Reading and Writing rules of issue 40, one broken at a time in a copy of the valid bank
// with its Reading and Writing module (fixtures/reading-writing over fixtures/valid).
const fixtures = join(import.meta.dirname, 'fixtures');
const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

const wic = 'questions/craft-structure/words-in-context.yaml';
const RAIN =
  'After weeks of dry weather, the first heavy rain was __blank__ to the farmers in the\n' +
  '            valley, who had begun to worry that their young corn plants would wither before summer.';

function bank(edit?: (text: string) => string, file = wic): string {
  const root = mkdtempSync(join(tmpdir(), 'content-rw-'));
  roots.push(root);
  cpSync(join(fixtures, 'valid'), root, { recursive: true });
  cpSync(join(fixtures, 'reading-writing'), root, { recursive: true });
  if (edit) writeFileSync(join(root, file), edit(readFileSync(join(root, file), 'utf8')));
  return root;
}

const problems = (root: string) => checkContent(loadContent(root)).map(formatProblem);
const swap = (from: string, to: string) => (text: string) => {
  if (!text.includes(from)) throw new Error(`fixture lacks ${from}`);
  return text.replace(from, to);
};

/** Five questions whose key is the longest choice in `longest` of them. */
function skillFile(longest: number): string {
  const questions = Array.from({ length: 5 }, (_, i) => {
    const key = i < longest ? 'a much longer right answer' : 'right';
    return `  - id: wic-${i}
    concepts: [words-in-context]
    difficulty: 2
    type: multiple_choice
    passage:
      texts:
        - text: 'Text number ${i}: the lighthouse keeper kept a __blank__ record of every ship that passed the point, noting its name, its flag, its cargo, and the hour it went by.'
    body: 'Which choice completes the text with the most logical and precise word or phrase?'
    choices:
      - { id: A, text: '${key}' }
      - { id: B, text: 'wrong one' }
      - { id: C, text: 'wrong two' }
      - { id: D, text: 'wrong three' }
    answer: A
    hints: ['Read the list after the blank.']
    superhints: ['The list shows how thorough the record was.']
    explanation: 'The list shows care; the other choices do not fit it.'
`;
  });
  return `submodule: craft-structure\nquestions:\n${questions.join('')}`;
}

describe('content checker, Reading and Writing', () => {
  it('passes a valid Reading and Writing question', () => {
    expect(problems(bank())).toEqual([]);
  });

  it.each([
    [
      'a passage under 25 words',
      swap(RAIN, 'The first rain was __blank__ to the farmers.'),
      [`${wic}:9: questions[0].passage.texts[0].text: has 8 words; a passage text holds 25 to 150`],
    ],
    [
      'a passage over 150 words',
      swap(RAIN, `${'The rain fell on the valley for days. '.repeat(20)}It was __blank__.`),
      [
        `${wic}:9: questions[0].passage.texts[0].text: has 163 words; a passage text holds 25 to 150`,
      ],
    ],
    [
      'an underline that is never closed',
      swap('dry weather', '[u]dry weather'),
      [
        `${wic}:9: questions[0].passage.texts[0].text: "[u]" is not part of a closed mark ` +
          '(__blank__, [u]...[/u] or [i]...[/i])',
      ],
    ],
    [
      'a Words in Context text without a blank',
      swap('__blank__', 'welcome'),
      [
        `${wic}:9: questions[0].passage.texts: a words-in-context question completes a __blank__ ` +
          'in its text',
      ],
    ],
    [
      'a question without a passage',
      (text: string) => text.replace(/ {4}passage:\n(?: {6,}.*\n)+/, ''),
      [`${wic}:3: questions[0].passage: a Reading and Writing question needs a passage`],
    ],
    [
      'British spelling in our own prose',
      swap('dry weather', 'dry weather and grey skies'),
      [
        `${wic}:9: questions[0].passage.texts[0].text: spells "grey" the British way ` +
          '(students read US English)',
      ],
    ],
    [
      'British punctuation in our own prose',
      swap('dry weather,', 'what they called "dry weather",'),
      [
        `${wic}:9: questions[0].passage.texts[0].text: puts a period or comma outside the ` +
          'closing quotation mark (US style puts it inside)',
      ],
    ],
    [
      'an introduction written into the text instead of passage.intro',
      swap('After weeks', 'The following text is from a story. After weeks'),
      [
        `${wic}:9: questions[0].passage.texts[0].text: starts with the introduction to the ` +
          'text: it goes in passage.intro',
      ],
    ],
    [
      'a pair of texts without labels',
      swap(
        '        - text: >-',
        `        - text: 'A first text of a pair, long enough to pass the count of words on its own, about rain and farms and corn in a dry valley.'\n        - text: >-`,
      ),
      [`${wic}:9: questions[0].passage.texts: a pair of texts is labeled "Text 1" and "Text 2"`],
    ],
    [
      'two choices with the same text',
      swap("{ id: D, text: 'forgettable' }", "{ id: D, text: 'welcome' }"),
      [`${wic}:17: questions[0].choices[3].text: repeats the text of choice A`],
    ],
    [
      'a hint that gives the key away',
      swap('Look at how the farmers felt before the rain.', 'The rain was welcome.'),
      [`${wic}:20: questions[0].hints[0]: gives away the answer "welcome"`],
    ],
    [
      'an excerpt from after 1930',
      swap(
        '    body:',
        "      source: { work: 'A Modern Novel', author: 'A. Writer', year: 1988 }\n    body:",
      ),
      [`${wic}:12: questions[0].passage.source.year: Too big: expected number to be <=1930`],
    ],
    [
      'an introduction naming its novel without italics',
      swap(
        '    passage:\n      texts:',
        "    passage:\n      intro: 'The following text is from A. Writer''s 1860 novel A Victorian Novel.'\n      source: { work: 'A Victorian Novel', author: 'A. Writer', year: 1860 }\n      texts:",
      ),
      [
        `${wic}:8: questions[0].passage.intro: names "A Victorian Novel" without setting it: a ` +
          'book, play or collection in [i]...[/i], a poem or story in quotation marks',
      ],
    ],
    [
      'a title mark that is never closed',
      swap(
        '    passage:\n      texts:',
        "    passage:\n      intro: 'From [i]A Novel.'\n      texts:",
      ),
      [
        `${wic}:8: questions[0].passage.intro: "[i]" is not part of a closed mark ` +
          '(__blank__, [u]...[/u] or [i]...[/i])',
      ],
    ],
  ])('refuses %s', (_name, edit, expected) => {
    expect(problems(bank(edit))).toEqual(expected);
  });

  it('passes a work named in italics, or a poem in quotation marks', () => {
    const novel = swap(
      '    passage:\n      texts:',
      "    passage:\n      intro: 'The following text is from A. Writer''s 1860 novel [i]A Victorian Novel[/i].'\n      source: { work: 'A Victorian Novel', author: 'A. Writer', year: 1860 }\n      texts:",
    );
    const poem = swap(
      '    passage:\n      texts:',
      "    passage:\n      intro: 'The following text is A. Writer''s poem \"Rain.\"'\n      source: { work: 'Rain', author: 'A. Writer', year: 1860 }\n      texts:",
    );
    expect(problems(bank(novel))).toEqual([]);
    expect(problems(bank(poem))).toEqual([]);
  });

  it('keeps a public-domain excerpt as published', () => {
    const excerpt = swap(
      '    body:',
      "      source: { work: 'A Victorian Novel', author: 'A. Writer', year: 1860 }\n    body:",
    );
    expect(problems(bank((text) => excerpt(swap('dry weather', 'grey weather')(text))))).toEqual(
      [],
    );
  });

  it('refuses a passage on a Math question', () => {
    const root = bank(
      swap(
        '    body:',
        `    passage:\n      texts:\n        - text: '${'Words of a passage. '.repeat(8)}'\n    body:`,
      ),
      'questions/geometry/angles.yaml',
    );
    expect(problems(root)).toEqual([
      'questions/geometry/angles.yaml:8: questions[0].passage: only Reading and Writing ' +
        'questions have a passage',
    ]);
  });

  it('refuses a skill whose key is the longest choice too often, and counts it in the stats', () => {
    const root = bank(() => skillFile(3));
    expect(problems(root)).toEqual([
      'bank.yaml:34: concepts[2]: the key is the longest choice in 3 of 5 "words-in-context" ' +
        'questions (at most 40%)',
    ]);
    expect(contentStats(loadContent(root)).longestKeys.get('words-in-context')).toEqual({
      longest: 3,
      total: 5,
    });
    expect(problems(bank(() => skillFile(2)))).toEqual([]);
  });

  it('refuses the Reading and Writing evaluation when its keys are the longest choice too often', () => {
    /** Two sections of two questions; the key is the longest choice in the first `longest`. */
    const evaluation = (longest: number) => {
      const question = (n: number) => `      - id: rw-eval-${n}
        domain: craft-structure
        skill: words-in-context
        difficulty: 2
        type: multiple_choice
        passage:
          texts:
            - text: 'Text number ${n}: the lighthouse keeper kept a __blank__ record of every ship that passed the point, noting its name, its flag, and its cargo.'
        body: 'Which choice completes the text with the most logical and precise word or phrase?'
        choices:
          - { id: A, text: '${n < longest ? 'a much longer right answer' : 'right'}' }
          - { id: B, text: 'wrong one' }
          - { id: C, text: 'wrong two' }
          - { id: D, text: 'wrong three' }
        answer: A
        explanation: 'The list shows care; the other choices do not fit it.'
`;
      const section = (from: number) => `  - questions:\n${question(from)}${question(from + 1)}`;
      return `version: 1\ntitle: SAT Reading and Writing Evaluation\nsections:\n${section(0)}${section(2)}`;
    };
    const withEvaluation = (longest: number) => {
      const root = bank();
      writeFileSync(join(root, 'evaluation/reading-writing.yaml'), evaluation(longest));
      return root;
    };
    expect(problems(withEvaluation(2))).toEqual([
      'evaluation/reading-writing.yaml:1: the key is the longest choice in 2 of 4 questions (at most 40%)',
    ]);
    expect(problems(withEvaluation(1))).toEqual([]);
    const [stats] = contentStats(loadContent(withEvaluation(1))).evaluations.filter(
      (e) => e.kind === 'reading-writing',
    );
    expect(stats?.longestKeys).toEqual({ longest: 1, total: 4 });
  });

  it('refuses a submodule of an unknown module', () => {
    const root = bank(
      swap('module: sat-reading-writing\n    name: Craft', 'module: sat-english\n    name: Craft'),
      'bank.yaml',
    );
    expect(problems(root)).toContain(
      'bank.yaml:21: submodules[2].module: unknown module "sat-english"',
    );
  });
});
