// Generates questions/problem-solving-data-analysis/center-and-spread.hard.generated.yaml:
// harder statistics reasoning under several conditions (a value removed or values added and the
// mean that results, combined groups, a frequency table with an unknown count, what removing a
// value does to mean, median and range, a linear change of units). Each key is computed, then
// confirmed a second way (building the data and recomputing, or solving the other way round).
//   npx tsx content/generators/problem-solving-data-analysis/hard-center-and-spread.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { frac } from '../lib/fraction.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import { check } from '../lib/check.ts';
import { mcQuestion, numQuestion, placeNumeric, placeText, tex, verify } from './helpers.ts';
import type { BankQuestion } from '../../schema.ts';

// Difficulty of each template, calibrated by the blind solve of 2026-11-28
// (verification/2026-11-28-psda-geometry-hard.md): the second solver's rating of the template's
// sampled items, the lower one where they differed; a template with no sampled item is rated
// against those. None of these templates is a 5.
const LEVEL = {
  valuesAdded: 3,
  combinedGroups: 3,
  frequencyTable: 4,
  outlierRemoved: 2,
  unitChange: 3,
};

const rng = createRng(6203);
const concept = 'center-and-spread';
const questions: BankQuestion[] = [];
const nextId = generatedIds(concept, 'h');
let slot = 1;
const nextSlot = () => slot++ % 4;
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const mean = (xs: readonly number[]) => sum(xs) / xs.length;
function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

// ---------- (1) two equal values added: the mean moves, find the values ----------
const added = [
  (n: number, m: number, m2: number) =>
    `The mean score of $${n}$ students on a quiz was $${m}$. Two more students took the quiz and earned the same score as each other. The mean score of all $${n + 2}$ students was then $${m2}$. What score did each of the two students earn?`,
  (n: number, m: number, m2: number) =>
    `A data set of $${n}$ numbers has a mean of $${m}$. Two numbers, both equal to $k$, are added to the data set, and the mean of the $${n + 2}$ numbers is $${m2}$. What is the value of $k$?`,
];
for (const [i, body] of added.entries()) {
  let n = 0;
  let m = 0;
  let m2 = 0;
  let k = 0;
  for (;;) {
    n = rng.int(8, 24);
    m = rng.int(60, 85);
    m2 = m + rng.pick([-3, -2, 2, 3]) * (i === 0 ? 1 : -1);
    k = ((n + 2) * m2 - n * m) / 2;
    if (Number.isInteger(k) && k > 0 && k <= 100 && k !== m2) break;
  }
  // independent check: build a data set with that mean, add the two values, recompute
  const data = Array.from(
    { length: n },
    (_, j) => m + (j % 2 ? 1 : -1) * (j < n - (n % 2) ? 1 : 0),
  );
  verify('built data mean', mean(data), m);
  verify('mean after adding', mean([...data, k, k]), m2);
  const wrongOne = (n + 2) * m2 - n * m; // the total of both, taken as one score
  const wrongN = ((n + 1) * m2 - n * m) / 2; // forgets the new count is n + 2
  const wrongAvg = 2 * m2 - m; // "the mean moves halfway"
  const hints = [
    'Work with totals: a mean times the number of values gives the sum of the values.',
    `After the two are added there are $${n + 2}$ values.`,
  ];
  const superhints = [
    `The sum before is $${n} \\times ${m}$ and the sum after is $${n + 2} \\times ${m2}$. Their difference is the sum of the two new values.`,
  ];
  const explanation = `The sum of the first $${n}$ values is $${n} \\times ${m} = ${n * m}$, and the sum of all $${n + 2}$ is $${n + 2} \\times ${m2} = ${(n + 2) * m2}$. The two new values add to $${(n + 2) * m2} - ${n * m} = ${2 * k}$, so each is $${k}$. Forgetting to split the difference between two values gives $${wrongOne}$.`;
  if (i === 0) {
    questions.push(
      numQuestion({
        id: nextId(),
        concepts: [concept],
        difficulty: LEVEL.valuesAdded,
        body: body(n, m, m2),
        answer: k,
        wrong: [wrongOne, frac((n + 1) * m2 - n * m, 2), wrongAvg],
        show: (v) => tex(v.n / v.d),
        hints,
        superhints,
        explain: (l) => `${explanation} The answer is choice ${l}.`,
      }),
    );
  } else {
    const placed = placeNumeric(k, [wrongOne, wrongN, wrongAvg], nextSlot());
    questions.push(
      mcQuestion({
        id: nextId(),
        concepts: [concept],
        difficulty: LEVEL.valuesAdded,
        body: body(n, m, m2),
        texts: placed.values.map((v) => `$${tex(v)}$`),
        answer: placed.answer,
        hints,
        superhints,
        explanation: `${explanation} Using $${n + 1}$ for the new count gives $${tex(wrongN)}$. The answer is choice ${placed.answer}.`,
      }),
    );
  }
}

// ---------- (2) two groups combined: the size of one group from the combined mean ----------
const groupsCtx = [
  {
    body: (n1: number, m1: number, m2: number, M: number) =>
      `At a bakery, the morning shift of $${n1}$ workers has a mean hourly wage of \\$${m1}, and the evening shift has a mean hourly wage of \\$${m2}. The mean hourly wage of all the workers on both shifts is \\$${M}. How many workers are on the evening shift?`,
  },
  {
    body: (n1: number, m1: number, m2: number, M: number) =>
      `In a science class, the $${n1}$ students in Section 1 had a mean test score of $${m1}$, and the students in Section 2 had a mean test score of $${m2}$. The mean score of the two sections combined was $${M}$. How many students are in Section 2?`,
  },
  {
    body: (n1: number, m1: number, m2: number, M: number) =>
      `A nursery has $${n1}$ oak seedlings with a mean height of $${m1}$ centimeters and some maple seedlings with a mean height of $${m2}$ centimeters. The mean height of all the oak and maple seedlings together is $${M}$ centimeters. How many maple seedlings does the nursery have?`,
  },
];
for (const [i, ctx] of groupsCtx.entries()) {
  let n1 = 0;
  let n2 = 0;
  let m1 = 0;
  let m2 = 0;
  let M = 0;
  for (;;) {
    n1 = rng.int(6, 30);
    m1 = rng.int(i === 0 ? 14 : 60, i === 0 ? 22 : 90);
    m2 = m1 + rng.pick([-6, -5, -4, 4, 5, 6, 8]);
    n2 = rng.int(6, 30);
    M = (n1 * m1 + n2 * m2) / (n1 + n2);
    const inverse = (n1 * (m2 - M)) / (M - m1);
    if (Number.isInteger(M) && n2 !== n1 && M !== (m1 + m2) / 2 && n2 !== Math.round(inverse))
      break;
  }
  // independent check: solve n1 (m1 - M) = n2 (M - m2) for n2, then recompute the combined mean
  const solved = (n1 * (m1 - M)) / (M - m2);
  verify('group size', solved, n2);
  verify('combined mean', (n1 * m1 + solved * m2) / (n1 + solved), M);
  const flipped = (n1 * (m2 - M)) / (M - m1); // weights the distances the wrong way round
  const total = n1 + n2;
  const placed = placeNumeric(n2, [Number(flipped.toFixed(2)), total, n1], nextSlot());
  questions.push(
    mcQuestion({
      id: nextId(),
      concepts: [concept],
      difficulty: LEVEL.combinedGroups,
      body: ctx.body(n1, m1, m2, M),
      texts: placed.values.map((v) => `$${tex(v)}$`),
      answer: placed.answer,
      hints: [
        'The combined mean is the combined total divided by the combined count, not the average of the two means.',
        'Call the unknown group size $n$ and write the combined total in terms of $n$.',
      ],
      superhints: [
        `$\\frac{${n1} \\times ${m1} + ${m2}n}{${n1} + n} = ${M}$. Multiply both sides by $${n1} + n$ and solve for $n$.`,
      ],
      explanation: `With $n$ in the second group, $${n1 * m1} + ${m2}n = ${M}(${n1} + n) = ${n1 * M} + ${M}n$, so $${m2 - M}n = ${n1 * M - n1 * m1}$ and $n = ${n2}$. Check: $\\frac{${n1 * m1} + ${n2 * m2}}{${total}} = ${M}$. Pairing each group with the other's distance from the combined mean gives $${tex(Number(flipped.toFixed(2)))}$, and $${total}$ is the size of both groups together. The answer is choice ${placed.answer}.`,
    }),
  );
}

// ---------- (3) a frequency table with an unknown count: the mean fixes it, then the median ----------
const tables = [
  { what: 'the number of pets owned by each student in a class', head: 'Number of pets' },
  { what: 'the number of books each member of a reading club finished last month', head: 'Books' },
  { what: 'the number of goals a soccer team scored in each game of its season', head: 'Goals' },
];
for (const [i, ctx] of tables.entries()) {
  const values = [0, 1, 2, 3, 4].map((v) => v + (i === 2 ? 0 : i));
  let freqs: number[] = [];
  let k = 0;
  let M = frac(0);
  for (;;) {
    freqs = values.map(() => rng.int(1, 7));
    k = rng.int(2, 9);
    const pos = rng.int(0, 4);
    freqs[pos] = k;
    const n = sum(freqs);
    M = frac(sum(values.map((v, j) => v * (freqs[j] as number))), n);
    // the unknown must be where the mean determines it (not at the value equal to the mean)
    const unknownValue = values[pos] as number;
    if (![1, 2, 4].includes(M.d) || M.n / M.d === unknownValue) continue;
    // the median with the true k must differ from the median without that row and with k taken as 1
    const data = values.flatMap((v, j) => Array<number>(freqs[j] as number).fill(v));
    const med = median(data);
    const withoutRow = median(data.filter((v) => v !== unknownValue));
    if (new Set([med, withoutRow, M.n / M.d, k]).size === 4 && Number.isInteger(med)) {
      (freqs as (number | 'k')[])[pos] = 'k';
      break;
    }
  }
  const pos = (freqs as (number | 'k')[]).indexOf('k' as never);
  const known = freqs.map((f, j) => (j === pos ? 0 : f));
  const unknownValue = values[pos] as number;
  // solve: (S + v k) / (N + k) = M  =>  k = (M N - S) / (v - M)
  const S = sum(values.map((v, j) => v * (known[j] as number)));
  const N = sum(known);
  const mv = M.n / M.d;
  const kSolved = (mv * N - S) / (unknownValue - mv);
  verify('unknown count', kSolved, k);
  const full = values.flatMap((v, j) =>
    Array<number>(j === pos ? k : (known[j] as number)).fill(v),
  );
  // independent check: the mean of the rebuilt data, and the median by counting to the middle
  verify('rebuilt mean', mean(full), mv);
  const med = median(full);
  let cum = 0;
  const half = (full.length + 1) / 2;
  let byCount = 0;
  for (const [j, v] of values.entries()) {
    cum += j === pos ? k : (known[j] as number);
    if (cum >= half) {
      byCount = v;
      break;
    }
  }
  check(full.length % 2 === 1 ? byCount === med : true, 'median by cumulative count');
  const cells = values.map((v, j) => `${v} & ${j === pos ? 'k' : known[j]}`).join(' \\\\ ');
  const table = `$$\\begin{array}{c|c} \\text{${ctx.head}} & \\text{Frequency} \\\\ \\hline ${cells} \\end{array}$$`;
  const withoutRow = median(full.filter((v) => v !== unknownValue));
  const placed = placeNumeric(med, [withoutRow, mv, k], nextSlot());
  questions.push(
    mcQuestion({
      id: nextId(),
      concepts: [concept],
      difficulty: LEVEL.frequencyTable,
      body: `The frequency table summarizes ${ctx.what}, where $k$ is a positive integer. The mean of the data is $${M.d === 1 ? M.n : `\\frac{${M.n}}{${M.d}}`}$. What is the median of the data? ${table}`,
      texts: placed.values.map((v) => `$${tex(v)}$`),
      answer: placed.answer,
      hints: [
        'The mean tells you $k$: write the mean as the total of the data over the number of values.',
        'Once $k$ is known, list how many values there are and find the middle one.',
      ],
      superhints: [
        `The total is $${S} + ${unknownValue}k$ and the count is $${N} + k$. Set their quotient equal to the mean, solve for $k$, then count to the middle position.`,
      ],
      explanation: `The total is $${S} + ${unknownValue}k$ and the count is $${N} + k$, so $\\frac{${S} + ${unknownValue}k}{${N} + k} = ${tex(mv, 4)}$ gives $k = ${k}$. There are then $${full.length}$ values, and counting up the table to the middle position gives a median of $${tex(med)}$. Ignoring the row with $k$ gives $${tex(withoutRow)}$, the mean is $${tex(mv, 4)}$, and $${k}$ is the frequency, not a data value. The answer is choice ${placed.answer}.`,
    }),
  );
}

// ---------- (4) removing one value: what happens to mean, median and range ----------
for (let rep = 0; rep < 2; rep++) {
  let data: number[] = [];
  for (;;) {
    const base = rng.int(10, 40);
    data = Array.from({ length: 9 }, () => base + rng.int(0, 12));
    data.sort((a, b) => a - b);
    // remove the largest (rep 0) or the smallest (rep 1): an outlier, so it moves the mean clearly
    if (rep === 0) data[8] = (data[7] as number) + rng.int(20, 40);
    else data[0] = (data[1] as number) - rng.int(8, 9);
    const out = rep === 0 ? (data[8] as number) : (data[0] as number);
    const rest = data.filter((v) => v !== out);
    const moveMean = Math.abs(mean(rest) - mean(data));
    const moveMed = Math.abs(median(rest) - median(data));
    if (new Set(data).size === 9 && moveMed > 0 && moveMean > moveMed + 0.2) break;
  }
  const removed = rep === 0 ? (data[8] as number) : (data[0] as number);
  const after = data.filter((v) => v !== removed);
  const dMean = mean(after) - mean(data);
  const dMed = median(after) - median(data);
  const dRange = Math.max(...after) - Math.min(...after) - (Math.max(...data) - Math.min(...data));
  // independent check by reasoning: removing a value above (below) the mean lowers (raises) it;
  // with 9 sorted values the median moves from the 5th value to the average of the 4th and 5th
  // (or the 5th and 6th) of the remaining 8, so it cannot stay the same when values are distinct
  check(Math.sign(dMean) === (removed > mean(data) ? -1 : 1), 'mean direction');
  check(dMed !== 0 && Math.sign(dMed) === Math.sign(dMean), 'median moves the same way');
  check(dRange < 0, 'range shrinks');
  check(Math.abs(dMean) > Math.abs(dMed), 'the outlier moves the mean more than the median');
  const word = (d: number) => (d < 0 ? 'decrease' : 'increase');
  const correct = `The mean and the median both ${word(dMean)}, and the mean changes by more than the median.`;
  const placed = placeText(
    correct,
    [
      `The mean ${word(dMean)}s and the median does not change.`,
      `The mean and the median both ${word(dMean)}, and the median changes by more than the mean.`,
      `The mean and the median both ${word(dMean)} by the same amount.`,
    ],
    nextSlot(),
  );
  const city = ['Ardmore', 'Belton'][rep] as string;
  questions.push(
    mcQuestion({
      id: nextId(),
      concepts: [concept],
      difficulty: LEVEL.outlierRemoved,
      body: `The daily high temperatures, in degrees Fahrenheit, recorded in ${city} on $9$ days were $${data.join(', ')}$. The reading of $${removed}$ was found to be an error and was removed from the data. Which statement describes how removing it changes the mean and the median of the data?`,
      texts: placed.texts,
      answer: placed.answer,
      hints: [
        'With $9$ values the median is the $5$th; with $8$ values it is the average of the $4$th and $5$th.',
        'The mean moves toward the remaining values by an amount that depends on how far the removed value was from the mean.',
      ],
      superhints: [
        `Find both means with totals ($${sum(data)}$ over $9$, then $${sum(after)}$ over $8$) and both medians from the sorted list, then compare the changes.`,
      ],
      explanation: `Before: the mean is $\\frac{${sum(data)}}{9} \\approx ${tex(mean(data), 2)}$ and the median is $${median(data)}$. After: the mean is $\\frac{${sum(after)}}{8} \\approx ${tex(mean(after), 2)}$ and the median is $${tex(median(after))}$. Both ${word(dMean)}: the mean by about $${tex(Math.abs(dMean), 2)}$ and the median by $${tex(Math.abs(dMed))}$. The median does change, since with $8$ values it averages the two middle ones. The answer is choice ${placed.answer}.`,
    }),
  );
}

// ---------- (5) a change of units: the mean and the standard deviation ----------
{
  const settings = [
    {
      body: (m: number, s: number) =>
        `The daily low temperatures in a city one month had a mean of $${m}$ degrees Celsius and a standard deviation of $${s}$ degrees Celsius. Each temperature is converted to degrees Fahrenheit with $F = 1.8C + 32$. What are the mean and the standard deviation of the converted temperatures, in degrees Fahrenheit?`,
      a: 1.8,
      b: 32,
    },
    {
      body: (m: number, s: number) =>
        `The scores on a test had a mean of $${m}$ points and a standard deviation of $${s}$ points. The teacher rescales each score $x$ to $1.5x - 10$. What are the mean and the standard deviation of the rescaled scores?`,
      a: 1.5,
      b: -10,
    },
  ];
  for (const st of settings) {
    const m = st.b === 32 ? 5 * rng.int(2, 5) : 2 * rng.int(30, 40);
    const s = st.b === 32 ? 5 * rng.int(1, 3) : 2 * rng.int(3, 6);
    const newMean = Number((st.a * m + st.b).toFixed(4));
    const newSd = Number((st.a * s).toFixed(4));
    // independent check: a concrete data set with mean m and SD s (m - s, m + s), transformed
    const sd = (xs: number[]) => Math.sqrt(mean(xs.map((x) => (x - mean(xs)) ** 2)));
    const pts = [m - s, m + s].map((x) => st.a * x + st.b);
    verify('transformed mean', mean(pts), newMean);
    verify('transformed SD', sd(pts), newSd);
    const pair = (a: number, b: number) => `Mean $${tex(a)}$, standard deviation $${tex(b)}$`;
    const placed = placeText(
      pair(newMean, newSd),
      [
        pair(newMean, Number((st.a * s + st.b).toFixed(4))),
        pair(newMean, s),
        pair(Number((st.a * m).toFixed(4)), newSd),
      ],
      nextSlot(),
    );
    questions.push(
      mcQuestion({
        id: nextId(),
        concepts: [concept],
        difficulty: LEVEL.unitChange,
        body: st.body(m, s),
        texts: placed.texts,
        answer: placed.answer,
        hints: [
          'Adding the same number to every value moves the center but not the spread.',
          'Multiplying every value by the same positive number multiplies both the center and the spread.',
        ],
        superhints: [
          `Apply the whole rule to the mean. For the standard deviation, only the multiplication by $${st.a}$ matters.`,
        ],
        explanation: `The mean follows the rule: $${st.a} \\times ${m} ${st.b < 0 ? '-' : '+'} ${Math.abs(st.b)} = ${tex(newMean)}$. The standard deviation measures distances from the mean; adding a constant leaves them unchanged and multiplying by $${st.a}$ scales them, so it is $${st.a} \\times ${s} = ${tex(newSd)}$. Applying the added constant to the standard deviation too, or leaving it unscaled, are the tempting errors. The answer is choice ${placed.answer}.`,
      }),
    );
  }
}

// Near-duplicates retired after the blind solve of 2026-11-28: the third item of a template that
// varies only its numbers and its context. They are still built, so the random stream and every
// other item stay as they were, but not written, and their ids are never reused.
const retired = new Set(['center-and-spread-h005', 'center-and-spread-h007']);

writeGeneratedQuestions(
  'problem-solving-data-analysis',
  `${concept}.hard`,
  'generators/problem-solving-data-analysis/hard-center-and-spread.ts',
  questions.filter((q) => !retired.has(q.id)),
);
