// Generates questions/problem-solving-data-analysis/scatterplots-and-models.hard.generated.yaml:
// harder modeling (the residual of a data point from a line of best fit given by two of its
// points, and the percent change per period of an exponential model fitted to two values).
// Each key is computed, then confirmed a second way (the line through the other point, or the
// model applied period by period).
//   npx tsx content/generators/problem-solving-data-analysis/hard-scatterplots-and-models.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import { mcQuestion, placeNumeric, tex, verify } from './helpers.ts';
import type { BankQuestion } from '../../schema.ts';

// Difficulty of each template, calibrated by the blind solve of 2026-11-28
// (verification/2026-11-28-psda-geometry-hard.md): the second solver's rating of the template's
// sampled items, the lower one where they differed; a template with no sampled item is rated
// against those. None of these templates is a 5.
const LEVEL = { residual: 3, exponentialRate: 3 };

const rng = createRng(9043);
const concept = 'scatterplots-and-models';
const questions: BankQuestion[] = [];
const nextId = generatedIds(concept, 'h');
let slot = 3;
const nextSlot = () => slot++ % 4;

// ---------- (1) the residual of a point, from a line of best fit given by two points ----------
const fits = [
  {
    intro:
      "For a group of students, a scatterplot shows each student's test score, $y$, against the number of hours the student studied, $x$.",
    xr: [1, 10],
    m: [2, 3, 4, 5],
    b: [50, 65],
  },
  {
    intro:
      "For the days of one summer, a scatterplot shows the number of cold drinks a café sold, $y$, against the day's high temperature in degrees Fahrenheit, $x$.",
    xr: [60, 95],
    m: [3, 4, 6],
    b: [-150, -60],
  },
  {
    intro:
      "For a sample of used cars of one model, a scatterplot shows each car's price in hundreds of dollars, $y$, against its age in years, $x$.",
    xr: [1, 12],
    m: [-8, -6, -5],
    b: [150, 220],
  },
];
for (const ctx of fits) {
  let x1 = 0;
  let x2 = 0;
  let x0 = 0;
  let m = 0;
  let b = 0;
  let e = 0;
  for (;;) {
    m = rng.pick(ctx.m);
    b = rng.int(ctx.b[0] as number, ctx.b[1] as number);
    [x1, x2, x0] = [0, 0, 0].map(() => rng.int(ctx.xr[0] as number, ctx.xr[1] as number)) as [
      number,
      number,
      number,
    ];
    e = rng.pick([-9, -7, -6, -4, 4, 5, 7, 8]);
    const y0 = m * x0 + b + e;
    const forgotIntercept = y0 - m * x0;
    if (
      x1 < x2 &&
      x2 - x1 >= 3 &&
      x0 !== x1 &&
      x0 !== x2 &&
      m * x1 + b > 0 &&
      y0 > 0 &&
      new Set([e, -e, forgotIntercept, y0 - (m * x1 + b)]).size === 4
    )
      break;
  }
  const y1 = m * x1 + b;
  const y2 = m * x2 + b;
  const y0 = m * x0 + b + e;
  // key: slope from the two points, the line through the first, the residual actual - predicted
  const slope = (y2 - y1) / (x2 - x1);
  const predicted = y1 + slope * (x0 - x1);
  const residual = y0 - predicted;
  // independent check: the line through the second point, and the intercept form
  verify('predicted through the other point', y2 + slope * (x0 - x2), predicted);
  verify('residual', residual, e);
  const wrongAtFirst = y0 - y1; // compares with the first point's value instead of the line
  const placed = placeNumeric(residual, [-residual, y0 - m * x0, wrongAtFirst], nextSlot());
  questions.push(
    mcQuestion({
      id: nextId(),
      concepts: [concept],
      difficulty: LEVEL.residual,
      body: `${ctx.intro} The line of best fit passes through the points $(${x1}, ${y1})$ and $(${x2}, ${y2})$. One data point in the scatterplot is $(${x0}, ${y0})$. What is the residual of this data point, that is, its actual value of $y$ minus the value of $y$ predicted by the line of best fit?`,
      texts: placed.values.map((v) => `$${tex(v)}$`),
      answer: placed.answer,
      hints: [
        'Find the equation of the line of best fit from the two points on it.',
        `Use the line to predict the value at $x = ${x0}$, then compare it with the actual value.`,
      ],
      superhints: [
        `The slope is $\\frac{${y2} - ${y1 < 0 ? `(${y1})` : y1}}{${x2} - ${x1}}$. The prediction at $x = ${x0}$ is $${y1} + \\text{slope} \\times (${x0} - ${x1})$. The residual is actual minus predicted, so its sign matters.`,
      ],
      explanation: `The slope is $\\frac{${y2 - y1}}{${x2 - x1}} = ${tex(slope)}$, so the line is $y = ${tex(slope)}x ${b < 0 ? '-' : '+'} ${Math.abs(b)}$. At $x = ${x0}$ it predicts $${tex(predicted)}$, and the residual is $${y0} - ${tex(predicted)} = ${tex(residual)}$. Subtracting the other way gives $${tex(-residual)}$, leaving out the intercept gives $${tex(y0 - m * x0)}$, and comparing with the point $(${x1}, ${y1})$ instead of the line gives $${tex(wrongAtFirst)}$. The answer is choice ${placed.answer}.`,
    }),
  );
}

// ---------- (2) an exponential model through two values: the percent change per period ----------
const growth = [
  {
    body: (a: number, k: number, v: number) =>
      `The number of users of a new app was $${tex(a)}$ at the end of its first month and $${tex(v)}$ at the end of month ${k + 1}. An exponential model $f(t) = ab^t$, where $t$ is the number of months after the first month, fits both values exactly. By what percent does the model's number of users increase each month?`,
    num: 6,
    den: 5,
  },
  {
    body: (a: number, k: number, v: number) =>
      `A lab measured $${tex(a)}$ milligrams of a substance, and $${k}$ hours later it measured $${tex(v)}$ milligrams. An exponential model fits both measurements, with the amount decreasing by the same percent each hour. By what percent does the amount decrease each hour?`,
    num: 4,
    den: 5,
  },
  {
    body: (a: number, k: number, v: number) =>
      `The value of an investment was \\$${tex(a).replace('{,}', ',')} on January 1 of one year and \\$${tex(v).replace('{,}', ',')} on January 1 exactly ${k} years later. If the value grew by the same percent each year, by what percent did it grow each year?`,
    num: 11,
    den: 10,
  },
];
for (const g of growth) {
  const k = g.num === 11 ? 3 : 2;
  const c = rng.int(2, g.num === 11 ? 3 : 9);
  const a = g.den ** k * c * (g.num === 11 ? 1 : 25);
  const v = (a * g.num ** k) / g.den ** k;
  const perPeriod = (100 * Math.abs(g.num - g.den)) / g.den;
  // independent check: apply the per-period factor k times
  let value = a;
  for (let i = 0; i < k; i++) value *= 1 + (Math.sign(g.num - g.den) * perPeriod) / 100;
  verify('model through both values', value, v, 1e-9);
  const total = (100 * Math.abs(v - a)) / a;
  const average = total / k;
  const factorAsPercent = (100 * g.num) / g.den;
  const placed = placeNumeric(perPeriod, [total, average, factorAsPercent], nextSlot());
  questions.push(
    mcQuestion({
      id: nextId(),
      concepts: [concept],
      difficulty: LEVEL.exponentialRate,
      body: g.body(a, k, v),
      texts: placed.values.map((x) => `$${tex(x, 2)}\\%$`),
      answer: placed.answer,
      hints: [
        'In an exponential model, each period multiplies the amount by the same factor $b$.',
        `Over ${k} periods the amount is multiplied by $b^{${k}}$.`,
      ],
      superhints: [
        `Solve $b^{${k}} = \\frac{${tex(v)}}{${tex(a)}}$ for $b$; the percent change per period is the distance of $b$ from $1$, written as a percent.`,
      ],
      explanation: `Over ${k} periods the amount is multiplied by $\\frac{${tex(v)}}{${tex(a)}} = ${tex(v / a)}$, so $b^{${k}} = ${tex(v / a)}$ and $b = ${tex(g.num / g.den)}$. Each period the amount changes by $${tex(perPeriod)}\\%$. The total change is $${tex(total, 2)}\\%$; dividing it by ${k} treats the model as linear, and $${tex(factorAsPercent)}\\%$ is the factor itself. The answer is choice ${placed.answer}.`,
    }),
  );
}

// Near-duplicates retired after the blind solve of 2026-11-28: the third item of a template that
// varies only its numbers and its context. They are still built, so the random stream and every
// other item stay as they were, but not written, and their ids are never reused.
const retired = new Set(['scatterplots-and-models-h002']);

writeGeneratedQuestions(
  'problem-solving-data-analysis',
  `${concept}.hard`,
  'generators/problem-solving-data-analysis/hard-scatterplots-and-models.ts',
  questions.filter((q) => !retired.has(q.id)),
);
