// Generates questions/problem-solving-data-analysis/probability.generated.yaml: probabilities and
// conditional probabilities from random two-way tables, and a two-stage percent problem.
//   npx tsx content/generators/problem-solving-data-analysis/probability.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { frac, fracEq, fracTex, type Frac } from '../lib/fraction.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import {
  entryForms,
  feQuestion,
  mcQuestion,
  numQuestion,
  pickUnused,
  placeNumeric,
  tex,
  verify,
} from './helpers.ts';
import type { BankQuestion } from '../../schema.ts';
import { sum } from './statistics.ts';

const rng = createRng(31415);
const concept = 'probability';
const questions: BankQuestion[] = [];
const nextId = generatedIds(concept);

interface TableCtx {
  intro: string;
  rows: string[];
  cols: string[];
  /** noun for one member, e.g. "student" */
  one: string;
  rowPhrase: (r: string) => string;
  colPhrase: (c: string) => string;
}

const tables: TableCtx[] = [
  {
    intro:
      'A survey asked students at a high school whether they play a sport and whether they play a musical instrument.',
    rows: ['Plays a sport', 'No sport'],
    cols: ['Instrument', 'No instrument'],
    one: 'student',
    rowPhrase: (r) => (r === 'Plays a sport' ? 'plays a sport' : 'does not play a sport'),
    colPhrase: (c) => (c === 'Instrument' ? 'plays an instrument' : 'does not play an instrument'),
  },
  {
    intro: 'A car dealership recorded the type and the color of each car it sold last month.',
    rows: ['Sedan', 'SUV'],
    cols: ['Red', 'Silver', 'Black'],
    one: 'car',
    rowPhrase: (r) => `is a${r === 'SUV' ? 'n' : ''} ${r === 'SUV' ? 'SUV' : 'sedan'}`,
    colPhrase: (c) => `is ${c.toLowerCase()}`,
  },
  {
    intro:
      'A museum recorded the age group of each visitor on one day and whether the visitor bought a single-visit ticket or used a membership.',
    rows: ['Child', 'Adult', 'Senior'],
    cols: ['Single visit', 'Membership'],
    one: 'visitor',
    rowPhrase: (r) => `is ${r === 'Adult' ? 'an adult' : `a ${r.toLowerCase()}`}`,
    colPhrase: (c) => (c === 'Membership' ? 'used a membership' : 'bought a single-visit ticket'),
  },
  {
    intro: 'A bakery recorded the size and the flavor of every cake ordered in one week.',
    rows: ['Small', 'Large'],
    cols: ['Vanilla', 'Chocolate', 'Lemon'],
    one: 'order',
    rowPhrase: (r) => `is for a ${r.toLowerCase()} cake`,
    colPhrase: (c) => `is for a ${c.toLowerCase()} cake`,
  },
];
const usedTables = new Set<TableCtx>();

function makeTable(ctx: TableCtx) {
  const cells = ctx.rows.map(() => ctx.cols.map(() => rng.int(8, 60)));
  const rowTotals = cells.map((r) => sum(r));
  const colTotals = ctx.cols.map((_, j) => sum(cells.map((r) => r[j] as number)));
  const total = sum(rowTotals);
  verify('table totals agree', total, sum(colTotals));
  const header = ['', ...ctx.cols.map((c) => `\\text{${c}}`), '\\text{Total}'].join(' & ');
  const body = ctx.rows
    .map((r, i) => [`\\text{${r}}`, ...(cells[i] as number[]), rowTotals[i]].join(' & '))
    .join(' \\\\ ');
  const foot = ['\\text{Total}', ...colTotals, total].join(' & ');
  const latex = `$$\\begin{array}{l|${'c|'.repeat(ctx.cols.length)}c} ${header} \\\\ \\hline ${body} \\\\ \\hline ${foot} \\end{array}$$`;
  return { cells, rowTotals, colTotals, total, latex };
}

const cell = (t: ReturnType<typeof makeTable>, i: number, j: number) =>
  (t.cells[i] as number[])[j] as number;
const fracText = (f: Frac) => `$${fracTex(f)}$`;

/** Multiple-choice fractions: placed by value, shown as fractions. */
function fractionChoices(correct: Frac, wrong: Frac[], target: number) {
  const all = [correct, ...wrong];
  const placed = placeNumeric(
    correct.n / correct.d,
    wrong.map((f) => f.n / f.d),
    target,
  );
  const texts = placed.values.map((v) => {
    const f = all.find((x) => Math.abs(x.n / x.d - v) < 1e-12);
    if (!f) throw new Error('lost a fraction choice');
    return fracText(f);
  });
  return { texts, answer: placed.answer };
}

// ---------- (1) probability of a column category, free entry, difficulty 1 ----------
{
  const ctx = pickUnused(rng, tables, usedTables);
  let t = makeTable(ctx);
  let j = rng.int(0, ctx.cols.length - 1);
  const fitsAsFraction = (f: Frac) => `${f.n}/${f.d}`.length <= 5;
  while (!fitsAsFraction(frac(t.colTotals[j] as number, t.total))) {
    t = makeTable(ctx);
    j = rng.int(0, ctx.cols.length - 1);
  }
  const ans = frac(t.colTotals[j] as number, t.total);
  verify(
    'column probability',
    ans.n / ans.d,
    sum(t.cells.map((r) => r[j] as number)) / sum(t.rowTotals),
  );
  const raw = `${t.colTotals[j]}/${t.total}`;
  questions.push(
    feQuestion({
      id: nextId(),
      concepts: [concept],
      difficulty: 1,
      body: `${ctx.intro} The results are shown in the table. If one ${ctx.one} is selected at random from the table, what is the probability that the ${ctx.one} ${ctx.colPhrase(ctx.cols[j] as string)}? ${t.latex}`,
      accepted: entryForms(ans, [raw]),
      answerLatex: `$${fracTex(ans)}$`,
      hints: ['The selection is from the whole table, so the denominator is the grand total.'],
      superhints: [
        `Find the total of the "${ctx.cols[j]}" column in the bottom row and divide it by the total number in the table.`,
      ],
      explanation: `The "${ctx.cols[j]}" column total is $${t.colTotals[j]}$ out of $${t.total}$ in all, so the probability is $\\frac{${t.colTotals[j]}}{${t.total}}${ans.d === t.total ? '' : ` = ${fracTex(ans)}`}$.`,
    }),
  );
}

// ---------- (2) P(column | row), multiple choice, difficulty 2 ----------
{
  const ctx = pickUnused(rng, tables, usedTables);
  let t = makeTable(ctx);
  let i = 0;
  let j = 0;
  let wrong: Frac[] = [];
  let correct = frac(1);
  for (let tries = 0; ; tries++) {
    if (tries > 200) throw new Error('no distinct choices');
    t = makeTable(ctx);
    i = rng.int(0, ctx.rows.length - 1);
    j = rng.int(0, ctx.cols.length - 1);
    const c = cell(t, i, j);
    correct = frac(c, t.rowTotals[i] as number);
    wrong = [
      frac(c, t.colTotals[j] as number), // conditions on the wrong variable
      frac(c, t.total), // joint probability
      frac(t.colTotals[j] as number, t.total), // ignores the condition
    ];
    const vals = [correct, ...wrong];
    if (vals.every((a, x) => vals.every((b, y) => x === y || !fracEq(a, b)))) break;
  }
  verify(
    'conditional probability',
    correct.n / correct.d,
    cell(t, i, j) / sum(t.cells[i] as number[]),
  );
  const placed = fractionChoices(correct, wrong, 0);
  const row = ctx.rows[i] as string;
  const col = ctx.cols[j] as string;
  questions.push(
    mcQuestion({
      id: nextId(),
      concepts: [concept],
      difficulty: 2,
      body: `${ctx.intro} The results are shown in the table. If ${ctx.one === 'order' ? 'an' : 'a'} ${ctx.one} that ${ctx.rowPhrase(row)} is selected at random, what is the probability that the ${ctx.one} ${ctx.colPhrase(col)}? ${t.latex}`,
      texts: placed.texts,
      answer: placed.answer,
      hints: [`Only the "${row}" row matters, because the ${ctx.one} is chosen from that row.`],
      superhints: [
        `Divide the entry where the "${row}" row meets the "${col}" column by the total of the "${row}" row.`,
      ],
      explanation: `There are $${t.rowTotals[i]}$ in the "${row}" row, and $${cell(t, i, j)}$ of them are in the "${col}" column, so the probability is $\\frac{${cell(t, i, j)}}{${t.rowTotals[i]}}${correct.d === t.rowTotals[i] ? '' : ` = ${fracTex(correct)}`}$. Dividing by the column total, by the grand total, or using the column total alone answers a different question.`,
    }),
  );
}

// ---------- (3) P(row | column), free entry, difficulty 2 ----------
{
  const ctx = pickUnused(rng, tables, usedTables);
  let t = makeTable(ctx);
  let i = 0;
  let j = 0;
  let ans = frac(1);
  for (let tries = 0; ; tries++) {
    if (tries > 200) throw new Error('no answer that fits the entry rules');
    t = makeTable(ctx);
    i = rng.int(0, ctx.rows.length - 1);
    j = rng.int(0, ctx.cols.length - 1);
    ans = frac(cell(t, i, j), t.colTotals[j] as number);
    if (`${ans.n}/${ans.d}`.length <= 5) break;
  }
  verify(
    'reverse conditional',
    ans.n / ans.d,
    cell(t, i, j) / sum(t.cells.map((r) => r[j] as number)),
  );
  const row = ctx.rows[i] as string;
  const col = ctx.cols[j] as string;
  const grand = sum(t.colTotals);
  questions.push(
    numQuestion({
      id: nextId(),
      concepts: [concept],
      difficulty: 2,
      body: `${ctx.intro} The results are shown in the table. If ${ctx.one === 'order' ? 'an' : 'a'} ${ctx.one} that ${ctx.colPhrase(col)} is selected at random, what is the probability that the ${ctx.one} ${ctx.rowPhrase(row)}? ${t.latex}`,
      answer: ans,
      wrong: [
        frac(cell(t, i, j), t.rowTotals[i] as number), // divided by the row total: the reverse condition
        frac(cell(t, i, j), grand), // divided by the grand total
        frac((t.colTotals[j] as number) - cell(t, i, j), t.colTotals[j] as number), // the rest of the column
      ],
      hints: [
        `The ${ctx.one} is chosen from the "${col}" column, so that column is the whole sample space.`,
      ],
      superhints: [
        `Divide the entry in the "${row}" row of the "${col}" column by the "${col}" column total (not by a row total).`,
      ],
      explain: (l) =>
        `The "${col}" column has $${t.colTotals[j]}$ in all, and $${cell(t, i, j)}$ of them are in the "${row}" row, so the probability is $\\frac{${cell(t, i, j)}}{${t.colTotals[j]}}${ans.d === t.colTotals[j] ? '' : ` = ${fracTex(ans)}`}$, choice ${l}. Dividing by the row total answers the reverse question, and dividing by the grand total gives the probability of both.`,
    }),
  );
}

// ---------- (4) P(row and column), multiple choice, difficulty 2 ----------
{
  const ctx = pickUnused(rng, tables, usedTables);
  let t = makeTable(ctx);
  let i = 0;
  let j = 0;
  let correct = frac(1);
  let wrong: Frac[] = [];
  for (let tries = 0; ; tries++) {
    if (tries > 200) throw new Error('no distinct choices');
    t = makeTable(ctx);
    i = rng.int(0, ctx.rows.length - 1);
    j = rng.int(0, ctx.cols.length - 1);
    const c = cell(t, i, j);
    correct = frac(c, t.total);
    wrong = [
      frac(c, t.rowTotals[i] as number),
      frac(c, t.colTotals[j] as number),
      frac((t.rowTotals[i] as number) + (t.colTotals[j] as number) - c, t.total), // "or" instead of "and"
    ];
    const vals = [correct, ...wrong];
    if (vals.every((a, x) => vals.every((b, y) => x === y || !fracEq(a, b)))) break;
  }
  verify('joint probability', correct.n / correct.d, cell(t, i, j) / sum(t.colTotals));
  const placed = fractionChoices(correct, wrong, 0);
  const row = ctx.rows[i] as string;
  const col = ctx.cols[j] as string;
  questions.push(
    mcQuestion({
      id: nextId(),
      concepts: [concept],
      difficulty: 2,
      body: `${ctx.intro} The results are shown in the table. If one ${ctx.one} is selected at random from the table, what is the probability that the ${ctx.one} ${ctx.rowPhrase(row)} and ${ctx.colPhrase(col)}? ${t.latex}`,
      texts: placed.texts,
      answer: placed.answer,
      hints: ['Both conditions must hold at once, so look for the single cell where they meet.'],
      superhints: [
        'The selection is from the whole table, so divide that one cell by the grand total.',
      ],
      explanation: `The cell in the "${row}" row and the "${col}" column holds $${cell(t, i, j)}$ of the $${t.total}$ in the table, so the probability is $\\frac{${cell(t, i, j)}}{${t.total}}${correct.d === t.total ? '' : ` = ${fracTex(correct)}`}$. Dividing by a row or column total gives a conditional probability instead, and adding the row and column totals, less the shared cell, counts those that meet either condition.`,
    }),
  );
}

// ---------- (5) two-stage percents, free entry, difficulty 5 ----------
{
  let p = 0;
  let a = 0;
  let b = 0;
  let ans = frac(1);
  for (let tries = 0; ; tries++) {
    if (tries > 500) throw new Error('no answer that fits the entry rules');
    p = rng.pick([30, 40, 45, 55, 60, 65, 70]);
    a = rng.int(2, 9);
    b = rng.int(2, 9);
    if (a === b) continue;
    ans = frac(p * a, p * a + (100 - p) * b);
    if (`${ans.n}/${ans.d}`.length <= 5 && ans.d > 2) break;
  }
  // independent check: count parts in a batch of 10,000
  const batch = 10000;
  const fromA = (batch * p) / 100;
  const defA = (fromA * a) / 100;
  const defB = ((batch - fromA) * b) / 100;
  verify('two-stage probability', ans.n / ans.d, defA / (defA + defB));
  questions.push(
    feQuestion({
      id: nextId(),
      concepts: [concept, 'percentages'],
      difficulty: 5,
      body: `A factory makes bolts on two machines. Machine A makes $${p}\\%$ of the bolts and machine B makes the rest. Of the bolts made by machine A, $${a}\\%$ are defective; of the bolts made by machine B, $${b}\\%$ are defective. If a defective bolt is selected at random, what is the probability that it was made by machine A?`,
      accepted: entryForms(ans),
      answerLatex: `$${fracTex(ans)}$`,
      hints: [
        'Imagine a batch of $10{,}000$ bolts and count how many come from each machine.',
        'The bolt is chosen from the defective bolts only.',
      ],
      superhints: [
        `In $10{,}000$ bolts, machine A makes $${p}\\%$ of them and machine B makes the rest. Find $${a}\\%$ of A's bolts and $${b}\\%$ of B's bolts to count the defective bolts from each machine, then divide A's defective bolts by all defective bolts.`,
      ],
      explanation: `In $10{,}000$ bolts, machine A makes $${tex(fromA)}$ and machine B makes $${tex(batch - fromA)}$. The defective ones number $${a / 100} \\times ${tex(fromA)} = ${defA}$ from A and $${b / 100} \\times ${tex(batch - fromA)} = ${defB}$ from B. The probability is $\\frac{${defA}}{${defA} + ${defB}} = \\frac{${defA}}{${defA + defB}} = ${fracTex(ans)}$.`,
    }),
  );
}

writeGeneratedQuestions(
  'problem-solving-data-analysis',
  concept,
  'generators/problem-solving-data-analysis/probability.ts',
  questions,
);
