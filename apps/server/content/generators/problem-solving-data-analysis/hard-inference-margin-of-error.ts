// Generates questions/problem-solving-data-analysis/inference-margin-of-error.hard.generated.yaml:
// estimates from a sample carried through a second step, plausible values, two polls compared by
// their intervals, plausible totals from a mean, the sample size for a smaller margin of error,
// an estimate reweighted to the population's make-up, and the least plausible count with two
// traits. Each key is computed from the numbers and confirmed a second way (counting the
// population, testing the endpoints, or a search over sample sizes).
//   npx tsx content/generators/problem-solving-data-analysis/hard-inference-margin-of-error.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { check } from '../lib/check.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import { finish, numericItemAdder, readableChoices } from '../lib/numeric-item.ts';
import { mcQuestion, placeNumeric, placeText, tex } from './helpers.ts';
import { addModelItems } from './hard-inference-models.ts';
import type { BankQuestion } from '../../schema.ts';

// Levels by the definitions of issue 39: 3 applies a sample proportion or a margin of error once,
// 4 compares intervals or carries an interval into a total, 5 combines several conditions (a
// square-root relation with rounding, a reweighted estimate, two intervals multiplied).
// Relabeled after the blind pass of 2026-11-29 (verification/2026-11-29-mathgen-b.md): a rated
// template takes the rounded-up mean of the author's level and its items' mean rating, and keeps a
// 5 only if an item was rated 5 or that mean is at least 4.5. Rated: two polls 2 and 3, total 3.
const LEVEL = { twoStep: 3, notPlausible: 3, twoPolls: 4, total: 4 };

const rng = createRng(8117);
const concept = 'inference-margin-of-error';
const C = [concept];
const questions: BankQuestion[] = [];
const nextId = generatedIds(concept, 'h');
const item = numericItemAdder(C, nextId, questions);

// ---------- (1) a sample proportion carried through a second step ----------
for (const ctx of [
  { pop: 'students at a university', N: 18000, a: 'live on campus', b: 'have a car on campus' },
  { pop: 'trees in a state forest', N: 42000, a: 'are pines', b: 'show signs of drought stress' },
  {
    pop: 'households in a county',
    N: 36000,
    a: 'have children at home',
    b: 'use the public library',
  },
]) {
  let n = 0,
    k = 0,
    j = 0;
  for (;;) {
    n = rng.pick([120, 150, 200, 240, 300]);
    k = rng.int(Math.floor(n / 5), Math.floor((3 * n) / 5));
    j = rng.int(Math.floor(k / 6), Math.floor(k / 2));
    if ((ctx.N * j) % n === 0) break;
  }
  const est = (ctx.N * j) / n;
  // check: the share of a share, k/n of the population, then j/k of those
  check(Math.abs(((ctx.N * k) / n) * (j / k) - est) < 1e-6, 'share of a share');
  item(
    LEVEL.twoStep,
    `A random sample of $${n}$ of the ${tex(ctx.N).replace('{,}', ',')} ${ctx.pop} was taken. Of the sample, $${k}$ ${ctx.a}, and $${j}$ of those $${k}$ also ${ctx.b}. Based on the sample, about how many of the ${tex(ctx.N).replace('{,}', ',')} ${ctx.pop.replace(' a ', ' the ')} ${ctx.a} and ${ctx.b}?`,
    est,
    [
      Math.round((ctx.N * k) / n), // stopped at the first trait
      Math.round((ctx.N * j) / k), // applied the share of the subgroup to everyone
      Math.round((ctx.N * (k - j)) / n), // counted the first trait without the second
    ],
    ['A random sample is expected to represent the whole population in its proportions.'],
    [
      `Find the fraction of the sample with both traits, then apply that fraction to all ${tex(ctx.N).replace('{,}', ',')}.`,
    ],
    `In the sample, $\\frac{${j}}{${n}}$ have both traits, so about $\\frac{${j}}{${n}} \\cdot ${tex(ctx.N)} = ${tex(est)}$ of the population do. Using $\\frac{${j}}{${k}}$ applies the share of a subgroup to everyone.`,
  );
}

// ---------- (2) which value is not plausible ----------
for (const i of [0, 1]) {
  const p = rng.int(30, 70);
  const m = rng.pick([2.5, 3, 3.5, 4, 4.5]);
  const lo = p - m;
  const hi = p + m;
  const out = i === 0 ? hi + rng.pick([0.5, 1, 1.5]) : lo - rng.pick([0.5, 1, 1.5]);
  const ins = [p - m / 2, p + m / 2 - 0.5, i === 0 ? lo : hi];
  // check: each listed value is tested against the interval's endpoints
  check(out < lo || out > hi, 'outside');
  for (const v of ins) check(v >= lo && v <= hi, 'inside');
  const placed = placeNumeric(out, ins, rng.int(0, 3));
  const texts = placed.values.map((v) => `$${tex(v)}\\%$`);
  const answer = placed.answer;
  questions.push(
    mcQuestion({
      id: nextId(),
      concepts: C,
      difficulty: LEVEL.notPlausible,
      body:
        i === 0
          ? `A survey of a random sample of a city's adults estimates that $${p}\\%$ of all the city's adults use public transit at least once a week, with a margin of error of $${tex(m)}$ percentage points. Which of the following is NOT a plausible value for the percentage of all the city's adults who use public transit at least once a week?`
          : `Based on a random sample, a school district estimates that $${p}\\%$ of its families would use a new bus route, with a margin of error of $${tex(m)}$ percentage points. Which of the following is NOT a plausible value for the percentage of all the district's families who would use the route?`,
      texts,
      answer,
      hints: [
        'The plausible values run from the estimate minus the margin of error to the estimate plus it.',
      ],
      superhints: [`Work out both ends of the interval, then test each choice against them.`],
      explanation: `The plausible values are from $${p} - ${tex(m)} = ${tex(lo)}\\%$ to $${p} + ${tex(m)} = ${tex(hi)}\\%$. Only $${tex(out)}\\%$ falls outside that interval; the other three, including the endpoint $${tex(i === 0 ? lo : hi)}\\%$, are plausible. The answer is choice ${answer}.`,
    }),
  );
}

// ---------- (3) two polls compared by their intervals ----------
for (const overlap of [true, false]) {
  let p1 = 0,
    m1 = 0,
    p2 = 0,
    m2 = 0;
  for (;;) {
    p1 = rng.int(40, 60);
    m1 = rng.pick([2, 3, 4]);
    m2 = rng.pick([2, 3, 4]);
    p2 = p1 - rng.int(3, 9);
    const separate = p2 + m2 < p1 - m1;
    if (separate !== overlap) break;
  }
  const [nA, nB] = overlap ? ['Ridgeway', 'Easton'] : ['the north district', 'the south district'];
  const correct = overlap
    ? `The data are not enough to conclude which group has the greater percentage of support.`
    : `A greater percentage of the adults in ${nA} than in ${nB} support the plan.`;
  const distractors = overlap
    ? [
        `A greater percentage of the adults in ${nA} than in ${nB} support the plan.`,
        `The percentage of adults who support the plan is exactly ${p1 - p2} percentage points higher in ${nA} than in ${nB}.`,
        `The percentage of adults who support the plan is the same in ${nA} and ${nB}.`,
      ]
    : [
        `The data are not enough to conclude which group has the greater percentage of support.`,
        `The percentage of adults who support the plan is exactly ${p1 - p2} percentage points higher in ${nA} than in ${nB}.`,
        `A majority of all adults in ${nA} support the plan.`,
      ];
  // check: the interval test, endpoint by endpoint
  const [a1, b1, a2, b2] = [p1 - m1, p1 + m1, p2 - m2, p2 + m2];
  check(overlap === !(b2 < a1 || b1 < a2), 'interval overlap');
  if (!overlap) check(a1 <= 50, 'a majority is not certain');
  const { texts, answer } = placeText(correct, distractors, overlap ? 2 : 1);
  questions.push(
    mcQuestion({
      id: nextId(),
      concepts: C,
      difficulty: LEVEL.twoPolls,
      body: `Independent random samples of adults were surveyed in ${nA} and in ${nB} about a plan to build a new park. In ${nA}, $${p1}\\%$ of the sample supported the plan, with a margin of error of $${m1}$ percentage points. In ${nB}, $${p2}\\%$ supported it, with a margin of error of $${m2}$ percentage points. Which conclusion is best supported by the surveys?`,
      texts,
      answer,
      hints: ['Write the interval of plausible values for each group.'],
      superhints: [
        'If the two intervals share values, the two groups could have the same percentage; if they do not, one group is plausibly higher in every case.',
      ],
      explanation: `The plausible values are $${a1}\\%$ to $${b1}\\%$ in ${nA} and $${a2}\\%$ to $${b2}\\%$ in ${nB}. ${overlap ? 'The intervals overlap, so the true percentages could be equal or even reversed: no conclusion about which is greater is supported.' : `Every plausible value for ${nA} is greater than every plausible value for ${nB}, so ${nA}'s percentage is greater. The intervals do not fix the difference exactly, and ${nA}'s interval reaches down to $${a1}\\%$, so a majority is not certain.`} The answer is choice ${answer}.`,
    }),
  );
}

// ---------- (4) a plausible total from a mean and its margin of error ----------
for (const [i, ctx] of [
  {
    who: 'campers at a state park last summer',
    N: 800,
    what: 'spent',
    unit: 'dollars',
    ask: 'least',
  },
  {
    who: 'delivery vans of a company',
    N: 350,
    what: 'drove',
    unit: 'miles in a week',
    ask: 'greatest',
  },
  {
    who: 'apple trees in an orchard',
    N: 1800,
    what: 'yielded',
    unit: 'kilograms of apples',
    ask: 'least',
  },
].entries()) {
  const mean = rng.int(40, 90) + rng.pick([0, 0.5]);
  const m = rng.pick([1.5, 2, 2.5, 3]);
  const side = ctx.ask === 'least' ? -1 : 1;
  const bound = mean + side * m;
  const total = bound * ctx.N;
  // check: the total of a population of N units each at the bound, summed one by one
  let sum = 0;
  for (let u = 0; u < ctx.N; u++) sum += bound;
  check(Math.abs(sum - total) < 1e-6, 'total by summing');
  item(
    LEVEL.total,
    `A random sample of the ${tex(ctx.N).replace('{,}', ',')} ${ctx.who} ${ctx.what} a mean of $${tex(mean)}$ ${ctx.unit}, with a margin of error of $${tex(m)}$ ${ctx.unit.split(' ')[0]} for the mean of all ${tex(ctx.N).replace('{,}', ',')}. Based on this, what is the ${ctx.ask} plausible value for the total number of ${ctx.unit.replace(' in a week', '')} all ${tex(ctx.N).replace('{,}', ',')} ${ctx.what}${i === 1 ? ' in a week' : ''}?`,
    total,
    [
      mean * ctx.N, // left out the margin of error
      (mean - side * m) * ctx.N, // took the other end of the interval
      (mean + (side * m) / 2) * ctx.N, // took half the margin of error
    ],
    ['A total is the mean times the number of members of the population.'],
    [`Find the ${ctx.ask} plausible mean first.`],
    `The plausible means run from $${tex(mean - m)}$ to $${tex(mean + m)}$, so the ${ctx.ask} plausible mean is $${tex(bound)}$, and the ${ctx.ask} plausible total is $${tex(bound)} \\cdot ${tex(ctx.N)} = ${tex(total)}$.`,
  );
}

addModelItems(rng, item);

writeGeneratedQuestions(
  'problem-solving-data-analysis',
  `${concept}.hard`,
  'generators/problem-solving-data-analysis/hard-inference-margin-of-error.ts',
  finish(questions.map(readableChoices)),
);
