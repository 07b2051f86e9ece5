// Generates questions/problem-solving-data-analysis/percentages.hard.generated.yaml: harder
// percent items (a chain of changes with an unknown original, percents of percents, a mixture
// after people join, the decrease that undoes two increases, a rise and fall by the same
// percent). Every key is computed, then confirmed a second way.
//   npx tsx content/generators/problem-solving-data-analysis/hard-percentages.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { frac, fracTex, terminatingDecimal } from '../lib/fraction.ts';
import { canBeEntered } from '../lib/answer-forms.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import { mcQuestion, money, numQuestion, placeNumeric, tex, verify } from './helpers.ts';
import type { BankQuestion } from '../../schema.ts';

// Difficulty of each template, calibrated by the blind solve of 2026-11-28
// (verification/2026-11-28-psda-geometry-hard.md): the second solver's rating of the template's
// sampled items, the lower one where they differed; a template with no sampled item is rated
// against those. None of these templates is a 5. The blind pass of the generated items
// (2026-11-29) rated percentOfPercent 3 (h004): the mean with the author's 2, rounded up, is 3.
const LEVEL = { chain: 3, percentOfPercent: 3, joining: 3, undoTwoIncreases: 3, riseAndFall: 3 };

const rng = createRng(5101);
const concept = 'percentages';
const questions: BankQuestion[] = [];
const nextId = generatedIds(concept, 'h');
let slot = 0;
const nextSlot = () => slot++ % 4;
const pct = (v: number) => `$${tex(v)}\\%$`;
const r4 = (v: number) => Number(v.toFixed(4));

// ---------- (1) three successive changes, the original unknown ----------
const chains = [
  {
    body: (a: number, b: number, c: number, f: number) =>
      `The price of a bicycle was increased by $${a}\\%$, then the new price was decreased by $${b}\\%$, and then that price was increased by $${c}\\%$. The final price was ${money(f, true)}. What was the original price of the bicycle, in dollars?`,
    unit: 'dollars',
    money: true,
  },
  {
    body: (a: number, b: number, c: number, f: number) =>
      `The number of subscribers to a newsletter grew by $${a}\\%$ in the first year, fell by $${b}\\%$ in the second year, and grew by $${c}\\%$ in the third year. At the end of the third year the newsletter had $${tex(f)}$ subscribers. How many subscribers did it have at the start of the first year?`,
    unit: 'subscribers',
    money: false,
  },
  {
    body: (a: number, b: number, c: number, f: number) =>
      `A town's water use rose by $${a}\\%$ in June, dropped by $${b}\\%$ in July, and rose by $${c}\\%$ in August, each change measured from the previous month. August's use was $${tex(f)}$ thousand gallons. How many thousand gallons did the town use in May?`,
    unit: 'thousand gallons',
    money: false,
  },
];
for (const [i, ctx] of chains.entries()) {
  let a = 0;
  let b = 0;
  let c = 0;
  let orig = 0;
  let f = 0;
  for (;;) {
    a = rng.pick([10, 20, 25, 50]);
    b = rng.pick([20, 25, 40, 50]);
    c = rng.pick([5, 10, 20, 30]);
    orig = 20 * rng.int(10, 120);
    f = (orig * (100 + a) * (100 - b) * (100 + c)) / 1e6;
    const mm = ((100 + a) * (100 - b) * (100 + c)) / 1e6;
    const wrongs = [
      Math.round(f / (1 + (a - b + c) / 100)),
      Math.round(f * (1 - c / 100) * (1 + b / 100) * (1 - a / 100)),
      Math.round(f * (2 - mm)),
    ];
    if (Number.isInteger(f) && a !== b && new Set([orig, ...wrongs]).size === 4) break;
  }
  // independent check: undo the changes one at a time, from the last to the first
  let back = f;
  back /= 1 + c / 100;
  back /= 1 - b / 100;
  back /= 1 + a / 100;
  verify('chain undone step by step', back, orig, 1e-9);
  const additive = r4(f / (1 + (a - b + c) / 100));
  const reversed = r4(f * (1 - c / 100) * (1 + b / 100) * (1 - a / 100));
  const m = r4(((100 + a) * (100 - b) * (100 + c)) / 1e6);
  const hints = [
    'Each change multiplies the amount at that moment by a factor; the three factors multiply.',
    'Undoing a percent change means dividing by its factor, not applying the opposite percent.',
  ];
  const superhints = [
    `If the original is $x$, the final amount is $x(${tex(1 + a / 100)})(${tex(1 - b / 100)})(${tex(1 + c / 100)})$. Set that equal to the final amount and solve.`,
  ];
  const explanation = `With original amount $x$, the final amount is $x(${tex(1 + a / 100)})(${tex(1 - b / 100)})(${tex(1 + c / 100)}) = ${tex(m)}x$. So $${tex(m)}x = ${tex(f)}$ and $x = ${tex(orig)}$ ${ctx.unit}. Adding the percents ($${a - b + c}\\%$ in all) gives about $${tex(Math.round(additive))}$, and applying the opposite changes to the final amount gives about $${tex(Math.round(reversed))}$; neither accounts for each change being taken on a different amount. Taking the net change of $${tex(Math.round((m - 1) * 1e4) / 100)}\\%$ off the final amount instead of dividing gives about $${tex(Math.round(f * (2 - m)))}$.`;
  if (i < 1) {
    questions.push(
      numQuestion({
        id: nextId(),
        concepts: [concept],
        difficulty: LEVEL.chain,
        body: ctx.body(a, b, c, f),
        answer: orig,
        wrong: [Math.round(additive), Math.round(reversed), Math.round(f * (2 - m))],
        show: (v) => tex(v.n / v.d),
        hints,
        superhints,
        explain: (l) => `${explanation} The answer is choice ${l}.`,
      }),
    );
  } else {
    const placed = placeNumeric(
      orig,
      [Math.round(additive), Math.round(reversed), Math.round(f * (2 - m))],
      nextSlot(),
    );
    questions.push(
      mcQuestion({
        id: nextId(),
        concepts: [concept],
        difficulty: LEVEL.chain,
        body: ctx.body(a, b, c, f),
        texts: placed.values.map((v) => `$${tex(v)}$`),
        answer: placed.answer,
        hints,
        superhints,
        explanation: `${explanation} The answer is choice ${placed.answer}.`,
      }),
    );
  }
}

// ---------- (2) a percent of a percent: A is p% more than B, B is q% less than C ----------
const comparisons = [
  (p: number, q: number) =>
    `Library $A$ has $${p}\\%$ more books than Library $B$, and Library $B$ has $${q}\\%$ fewer books than Library $C$. The number of books in Library $A$ is what percent of the number of books in Library $C$?`,
  (p: number, q: number) =>
    `The positive number $A$ is $${p}\\%$ greater than the number $B$, and $B$ is $${q}\\%$ less than the number $C$. The value of $A$ is what percent of $C$?`,
  (p: number, q: number) =>
    `Tower $A$ is $${p}\\%$ taller than Tower $B$, and Tower $B$ is $${q}\\%$ shorter than Tower $C$. The height of Tower $A$ is what percent of the height of Tower $C$?`,
];
const usedPq = new Set<string>();
for (const body of comparisons) {
  let p = 0;
  let q = 0;
  let ans = 0;
  for (;;) {
    p = rng.pick([20, 25, 30, 40, 50, 60]);
    q = rng.pick([10, 20, 25, 30, 40]);
    ans = ((100 + p) * (100 - q)) / 100;
    if (p !== q && Number.isInteger(ans * 10) && ans !== 100 + p - q && !usedPq.has(`${p},${q}`))
      break;
  }
  usedPq.add(`${p},${q}`);
  // independent check: concrete values, C = 2000
  const cVal = 2000;
  const bVal = cVal - (cVal * q) / 100;
  const aVal = bVal + (bVal * p) / 100;
  verify('percent of a percent', (100 * aVal) / cVal, ans);
  const swapped = ((100 - p) * (100 + q)) / 100;
  const placed = placeNumeric(ans, [100 + p - q, swapped, (p * (100 - q)) / 100], nextSlot());
  questions.push(
    mcQuestion({
      id: nextId(),
      concepts: [concept],
      difficulty: LEVEL.percentOfPercent,
      body: body(p, q),
      texts: placed.values.map(pct),
      answer: placed.answer,
      hints: [
        'Write each comparison as a multiplication by a factor, using $A$, $B$ and $C$ for the three quantities.',
        'Start from $C$: the second comparison gives $B$, and the first one builds on $B$.',
      ],
      superhints: [
        `$B$ is $${tex(1 - q / 100)}$ times $C$, and $A$ is $${tex(1 + p / 100)}$ times $B$. Multiply the factors.`,
      ],
      explanation: `$B = ${tex(1 - q / 100)}C$, so $A = ${tex(1 + p / 100)} \\times ${tex(1 - q / 100)}C = ${tex(ans / 100)}C$, which is $${tex(ans)}\\%$ of $C$. Adding and subtracting the percents gives $${100 + p - q}\\%$, swapping which change is an increase gives $${tex(swapped)}\\%$, and $${tex((p * (100 - q)) / 100)}\\%$ is only the part of $A$ above $B$. The answer is choice ${placed.answer}.`,
    }),
  );
}

// ---------- (3) a group's percent after new members join ----------
const groups = [
  {
    who: 'members of a chess club',
    trait: 'are in high school',
    join: (n: number) => `$${n}$ new members, all in high school, join the club`,
  },
  {
    who: 'employees of a company',
    trait: 'work remotely',
    join: (n: number) => `the company hires $${n}$ more employees, all of whom work remotely`,
  },
];
for (const [i, ctx] of groups.entries()) {
  let x = 0;
  let y = 0;
  let n = 0;
  let N = 0;
  for (;;) {
    x = rng.pick([20, 25, 30, 40, 45]);
    y = x + rng.pick([5, 10, 15, 20]);
    n = rng.int(3, 30);
    N = (n * (100 - y)) / (y - x);
    const wrongs = [Math.round((100 * n) / (y - x)), (x * N) / 100, N + n];
    if (
      Number.isInteger(N) &&
      N >= 20 &&
      N <= 400 &&
      (x * N) % 100 === 0 &&
      new Set([N, ...wrongs]).size === 4
    )
      break;
  }
  // independent check: count the members with the trait before and after
  const before = (x * N) / 100;
  verify('percent after joining', (100 * (before + n)) / (N + n), y);
  const wrongSimple = (100 * n) / (y - x); // treats the percent-point gain as n people of N
  const body = `Of the ${ctx.who}, exactly $${x}\\%$ ${ctx.trait}. After ${ctx.join(n)}, exactly $${y}\\%$ of them ${ctx.trait}. How many ${ctx.who.split(' of ')[0]} were there before the ${i === 0 ? 'new members joined' : 'new hires'}?`;
  const hints = [
    'Let $N$ be the original number. Count those with the trait before and after.',
    'The percent after is taken of the new total, not of $N$.',
  ];
  const superhints = [
    `Before: $${tex(x / 100)}N$ have the trait. After: $${tex(x / 100)}N + ${n}$ of the $N + ${n}$ do. Set that equal to $${tex(y / 100)}(N + ${n})$.`,
  ];
  const explanation = `If there were $N$ at first, then $${tex(x / 100)}N + ${n} = ${tex(y / 100)}(N + ${n})$. So $${tex(x / 100)}N + ${n} = ${tex(y / 100)}N + ${tex((y * n) / 100)}$, which gives $${tex((y - x) / 100)}N = ${tex(((100 - y) * n) / 100)}$ and $N = ${N}$. Check: $${before} + ${n} = ${before + n}$ of $${N + n}$ is $${y}\\%$. Treating the $${y - x}$-point rise as $${n}$ people out of the original group gives $${tex(Number(wrongSimple.toFixed(2)))}$, which ignores that the total grew; $${N + n}$ is the total after, and $${before}$ counts only those who had the trait at first. The answer is $${N}$.`;
  if (i === 0) {
    questions.push(
      numQuestion({
        id: nextId(),
        concepts: [concept],
        difficulty: LEVEL.joining,
        body,
        answer: N,
        wrong: [Math.round(wrongSimple), before, N + n],
        show: (v) => tex(v.n / v.d),
        hints,
        superhints,
        explain: (l) => explanation.replace(/The answer is .*$/, `The answer is choice ${l}.`),
      }),
    );
  } else {
    const placed = placeNumeric(N, [Math.round(wrongSimple), before, N + n], nextSlot());
    questions.push(
      mcQuestion({
        id: nextId(),
        concepts: [concept],
        difficulty: LEVEL.joining,
        body,
        texts: placed.values.map((v) => `$${tex(v)}$`),
        answer: placed.answer,
        hints,
        superhints,
        explanation: explanation.replace(
          /The answer is .*$/,
          `The answer is choice ${placed.answer}.`,
        ),
      }),
    );
  }
}

// ---------- (4) the single decrease that undoes two increases ----------
{
  const pairs: [number, number][] = [];
  for (const p1 of [10, 20, 25, 50, 60])
    for (const p2 of [20, 25, 50, 60]) {
      const prod = (100 + p1) * (100 + p2);
      if (p1 !== p2 && canBeEntered(frac(100 * (prod - 1e4), prod))) pairs.push([p1, p2]);
    }
  const contexts = [
    (p1: number, p2: number) =>
      `A store raised the price of a printer by $${p1}\\%$ in March and raised the new price by another $${p2}\\%$ in April. In May the store lowered the price by $d\\%$, which brought it back to exactly the price before the March increase. What is the value of $d$?`,
    (p1: number, p2: number) =>
      `The value of a positive quantity $Q$ is increased by $${p1}\\%$, and the result is increased by $${p2}\\%$. By what percent must this last value be decreased to return to $Q$?`,
  ];
  const shuffled = rng.shuffle(pairs);
  for (const [k, body] of contexts.entries()) {
    const [p1, p2] = shuffled[k] as [number, number];
    const m = ((100 + p1) * (100 + p2)) / 1e4;
    // d = 100 (1 - 1/m) = 100 (m - 1) / m, exactly, with integers
    const exact = frac(100 * ((100 + p1) * (100 + p2) - 1e4), (100 + p1) * (100 + p2));
    // independent check: start at 1000 and apply all three changes in floating point
    verify(
      'back to start',
      1000 * (1 + p1 / 100) * (1 + p2 / 100) * (1 - exact.n / exact.d / 100),
      1000,
    );
    questions.push(
      numQuestion({
        id: nextId(),
        concepts: [concept],
        difficulty: LEVEL.undoTwoIncreases,
        body: body(p1, p2),
        answer: exact,
        wrong: [
          p1 + p2, // undid the two percents as if they were taken on the same amount
          frac(100 * ((100 + p1) * (100 + p2) - 1e4), 1e4), // gave the combined increase
          frac(1e6, (100 + p1) * (100 + p2)), // gave 1/m as the percent
        ],
        show: (v) => (terminatingDecimal(v) ? tex(v.n / v.d) : fracTex(v)) + (k === 1 ? '\\%' : ''),
        hints: [
          'The decrease is taken on the amount after both increases, which is larger than the starting amount.',
          'Find the single factor of the two increases together first.',
        ],
        superhints: [
          `Together the increases multiply by $${tex(1 + p1 / 100)} \\times ${tex(1 + p2 / 100)} = ${tex(m)}$. The decrease must multiply by $\\frac{1}{${tex(m)}}$, so $1 - \\frac{d}{100} = \\frac{1}{${tex(m)}}$.`,
        ],
        explain: (l) =>
          `The two increases multiply the amount by $${tex(1 + p1 / 100)} \\times ${tex(1 + p2 / 100)} = ${tex(m)}$. To return, $1 - \\frac{d}{100} = \\frac{1}{${tex(m)}}$, so $\\frac{d}{100} = \\frac{${tex(m - 1)}}{${tex(m)}}$ and $d = ${fracTex(exact)}$. The tempting $${p1 + p2}$ undoes the percents as if they were taken on the same amount. The answer is choice ${l}.`,
      }),
    );
  }
}

// ---------- (5) a rise and a fall by the same percent ----------
{
  const settings = [
    {
      body: (p: number, loss: number) =>
        `The price of a share of stock rose by $${p}\\%$ on Monday and then fell by $${p}\\%$ on Tuesday. At the close on Tuesday, the price was ${money(loss)} lower than it was before Monday's rise. What was the price, in dollars, before Monday's rise?`,
    },
    {
      body: (p: number, loss: number) =>
        `A positive number $x$ is increased by $${p}\\%$, and the result is then decreased by $${p}\\%$. The final number is $${tex(loss)}$ less than $x$. What is the value of $x$?`,
    },
  ];
  const percents = rng.shuffle([20, 30, 40, 15]);
  for (const [i, s] of settings.entries()) {
    const p = percents[i] as number;
    const x = i === 0 ? 50 * rng.int(2, 12) : 100 * rng.int(2, 9);
    const loss = (x * p * p) / 1e4;
    verify('same percent up and down', x - x * (1 + p / 100) * (1 - p / 100), loss, 1e-9);
    // independent check: solve x (p/100)^2 = loss for x
    verify('solved for x', loss / (p / 100) ** 2, x, 1e-9);
    const forgets = Number(((100 * loss) / p).toFixed(2));
    const afterRise = x * (1 + p / 100);
    const placed = placeNumeric(x, [forgets, x - loss, afterRise], nextSlot());
    questions.push(
      mcQuestion({
        id: nextId(),
        concepts: [concept],
        difficulty: LEVEL.riseAndFall,
        body: s.body(p, loss),
        texts: placed.values.map((v) => (i === 0 ? money(v) : `$${tex(v)}$`)),
        answer: placed.answer,
        hints: [
          'A rise and a fall by the same percent do not cancel: the fall is taken on a larger amount.',
          `Write the final amount as $x$ times two factors and compare it with $x$.`,
        ],
        superhints: [
          `$x(${tex(1 + p / 100)})(${tex(1 - p / 100)}) = ${tex(1 - (p * p) / 1e4)}x$, so the final amount is $${tex((p * p) / 100)}\\%$ of $x$ below $x$.`,
        ],
        explanation: `The final amount is $x(${tex(1 + p / 100)})(${tex(1 - p / 100)}) = ${tex(1 - (p * p) / 1e4)}x$, which is $${tex((p * p) / 1e4)}x$ less than $x$. So $${tex((p * p) / 1e4)}x = ${tex(loss)}$ and $x = ${tex(x)}$. Taking the drop as $${p}\\%$ of $x$ gives $${tex(forgets)}$, $${tex(x - loss)}$ is the amount after both changes, and $${tex(afterRise)}$ is the amount after the rise alone. The answer is choice ${placed.answer}.`,
      }),
    );
  }
}

// Near-duplicates retired after the blind solve of 2026-11-28: the third item of a template that
// varies only its numbers and its context. They are still built, so the random stream and every
// other item stay as they were, but not written, and their ids are never reused.
const retired = new Set(['percentages-h003', 'percentages-h006']);

writeGeneratedQuestions(
  'problem-solving-data-analysis',
  `${concept}.hard`,
  'generators/problem-solving-data-analysis/hard-percentages.ts',
  questions.filter((q) => !retired.has(q.id)),
);
