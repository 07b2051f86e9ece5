// Generates questions/problem-solving-data-analysis/scatterplots-and-models.generated.yaml and its
// scatterplots. Each plot's points are built so that the drawn line is exactly their
// least-squares line, and every value a question reads sits on a gridline.
//   npx tsx content/generators/problem-solving-data-analysis/scatterplots-and-models.ts
import { createRng } from '../lib/random.ts';
import { writeFigure, writeGeneratedQuestions } from '../lib/write.ts';
import { frac } from '../lib/fraction.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import {
  entryForms,
  feQuestion,
  mcQuestion,
  pickUnused,
  placeNumeric,
  tex,
  verify,
} from './helpers.ts';
import type { BankQuestion } from '../../schema.ts';
import { scatterPlot } from '../lib/figure-kit/scatter-plot.ts';
import { fitPoints, leastSquares } from './statistics.ts';

const rng = createRng(13579);
const concept = 'scatterplots-and-models';
const questions: BankQuestion[] = [];
const nextId = generatedIds(concept);

interface Ctx {
  title: string;
  sentence: string;
  xLabel: string;
  yLabel: string;
  xWord: string;
  yWord: string;
  xMin: number;
  xMax: number;
  xStep: number;
  yMax: number;
  yStep: number;
  /** question wording for a prediction at x, and the name of the data point at x */
  predict: (x: number) => string;
  /** names of the variables for an equation, and of the vertical quantity */
  vars: string;
  yName: string;
  pointAt: (x: number) => string;
  /** candidate slopes and intercepts, chosen so the line meets gridline intersections */
  slopes: number[];
  intercepts: number[];
}

const contexts: Ctx[] = [
  {
    title: 'trunk diameter against age for 12 trees',
    sentence:
      'the ages, in years, and trunk diameters, in inches, of $12$ trees of the same species',
    xLabel: 'Age (years)',
    yLabel: 'Trunk diameter (inches)',
    predict: (x) =>
      `what is the predicted trunk diameter, in inches, of a tree that is $${x}$ years old`,
    pointAt: (x) => `the tree that is $${x}$ years old`,
    vars: '$x$ is the age of a tree, in years, and $y$ is its trunk diameter, in inches',
    yName: 'trunk diameter',
    xWord: 'year of age',
    yWord: 'inches',
    xMin: 0,
    xMax: 50,
    xStep: 5,
    yMax: 28,
    yStep: 2,
    slopes: [0.4],
    intercepts: [2, 4],
  },
  {
    title: 'shipping cost against package weight for 12 packages',
    sentence:
      'the weights, in pounds, and shipping costs, in dollars, of $12$ packages sent by a small business',
    xLabel: 'Weight (pounds)',
    yLabel: 'Shipping cost (dollars)',
    predict: (x) =>
      `what is the predicted shipping cost, in dollars, of a package that weighs $${x}$ pounds`,
    pointAt: (x) => `the package that weighs $${x}$ pounds`,
    vars: '$x$ is the weight of a package, in pounds, and $y$ is its shipping cost, in dollars',
    yName: 'shipping cost',
    xWord: 'pound',
    yWord: 'dollars',
    xMin: 0,
    xMax: 20,
    xStep: 2,
    yMax: 36,
    yStep: 2,
    slopes: [1, 1.5],
    intercepts: [4, 6],
  },
  {
    title: 'ice cream cones sold against high temperature for 12 days',
    sentence:
      'the daily high temperature, in degrees Fahrenheit, and the number of ice cream cones a stand sold on each of $12$ days',
    xLabel: 'High temperature (°F)',
    yLabel: 'Cones sold',
    predict: (x) =>
      `how many cones is the stand predicted to sell on a day with a high temperature of $${x}$ degrees Fahrenheit`,
    pointAt: (x) => `the day with a high temperature of $${x}$ degrees Fahrenheit`,
    vars: '$x$ is the high temperature, in degrees Fahrenheit, and $y$ is the number of cones sold',
    yName: 'number of cones sold',
    xWord: 'degree Fahrenheit',
    yWord: 'cones',
    xMin: 40,
    xMax: 100,
    xStep: 10,
    yMax: 300,
    yStep: 20,
    slopes: [2, 3],
    intercepts: [-60, -40, -20],
  },
  {
    title: 'median home price against distance from the city center for 12 neighborhoods',
    sentence:
      'the distance, in miles, from the city center and the median home price, in thousands of dollars, for $12$ neighborhoods',
    xLabel: 'Distance from center (miles)',
    yLabel: 'Median price (thousands of dollars)',
    predict: (x) =>
      `what is the predicted median home price, in thousands of dollars, for a neighborhood $${x}$ miles from the city center`,
    pointAt: (x) => `the neighborhood that is $${x}$ miles from the city center`,
    vars: '$x$ is the distance from the city center, in miles, and $y$ is the median home price, in thousands of dollars',
    yName: 'median home price',
    xWord: 'mile farther from the center',
    yWord: 'thousand dollars',
    xMin: 0,
    xMax: 20,
    xStep: 2,
    yMax: 500,
    yStep: 50,
    slopes: [-15, -20],
    intercepts: [450, 480],
  },
];
const used = new Set<Ctx>();

function makePlot(ctx: Ctx, m: number, b: number, fixed?: [number, number]) {
  const xs: number[] = [];
  const span = ctx.xMax - ctx.xMin;
  for (let i = 0; i < 12; i++)
    xs.push(Number((ctx.xMin + (span * (i + 1.2 + rng.next() * 0.6)) / 13.5).toFixed(1)));
  const raw = xs.map((_, i) => (i % 2 ? -1 : 1) * ctx.yStep * (0.6 + rng.next() * 0.9));
  let fixedIdx = -1;
  if (fixed) {
    // replace the point closest to the fixed x with the fixed point
    fixedIdx = xs.reduce(
      (best, x, i) =>
        Math.abs(x - fixed[0]) < Math.abs((xs[best] as number) - fixed[0]) ? i : best,
      0,
    );
    xs[fixedIdx] = fixed[0];
    raw[fixedIdx] = fixed[1] - (m * fixed[0] + b);
    // keep the fixed point the only one at its x
    xs.forEach((x, i) => {
      if (i !== fixedIdx && Math.abs(x - fixed[0]) < ctx.xStep / 2)
        xs[i] = Number((x + ctx.xStep * 0.6).toFixed(1));
    });
  }
  const pts = fitPoints(
    xs,
    m,
    b,
    raw,
    new Set(fixedIdx >= 0 ? [fixedIdx] : []),
    1,
    ctx.yStep * 0.05,
  );
  for (const [, y] of pts)
    if (y < 0 || y > ctx.yMax) throw new Error(`point off the plot in ${ctx.title}`);
  const fit = leastSquares(pts);
  verify('least-squares slope', fit.m, m, 0.02);
  return pts;
}

function draw(id: string, ctx: Ctx, pts: Array<[number, number]>, m: number, b: number) {
  return writeFigure(
    'problem-solving-data-analysis',
    id,
    scatterPlot({
      title: `Scatterplot of ${ctx.title}, with a line of best fit`,
      x: { min: ctx.xMin, max: ctx.xMax, step: ctx.xStep, label: ctx.xLabel },
      y: {
        min: 0,
        max: ctx.yMax,
        step: ctx.yStep,
        label: ctx.yLabel,
        labelEvery: ctx.yMax / ctx.yStep > 12 ? 2 : 1,
      },
      points: pts,
      line: { m, b },
    }),
  );
}

/** An x on a labeled tick where the line meets a horizontal gridline, inside the plot. */
function gridX(ctx: Ctx, m: number, b: number, avoid: number[] = []): number {
  const options: number[] = [];
  for (let x = ctx.xMin + ctx.xStep * 2; x <= ctx.xMax - ctx.xStep; x += ctx.xStep) {
    const y = m * x + b;
    if (
      y > ctx.yStep &&
      y < ctx.yMax - ctx.yStep &&
      Math.abs(y / ctx.yStep - Math.round(y / ctx.yStep)) < 1e-9 &&
      !avoid.includes(x)
    )
      options.push(x);
  }
  if (!options.length) throw new Error(`no grid point on the line for ${ctx.title}`);
  return rng.pick(options);
}

// ---------- (1) predict from the line, multiple choice, difficulty 1 ----------
{
  const ctx = pickUnused(rng, contexts, used);
  const m = rng.pick(ctx.slopes);
  const b = rng.pick(ctx.intercepts);
  const pts = makePlot(ctx, m, b);
  const x0 = gridX(ctx, m, b);
  const pred = m * x0 + b;
  const id = nextId();
  const figure = draw(id, ctx, pts, m, b);
  verify('prediction by two-point form', pred, m * (x0 - ctx.xMax) + (m * ctx.xMax + b));
  const s = ctx.yStep;
  const placed = placeNumeric(
    pred,
    [pred - 2 * s, pred - s, pred + s, pred + 2 * s, pred + 3 * s],
    0,
  );
  questions.push(
    mcQuestion({
      id,
      concepts: [concept],
      difficulty: 1,
      body: `The scatterplot shows ${ctx.sentence}, along with a line of best fit. Based on the line of best fit, ${ctx.predict(x0)}?`,
      figure,
      texts: placed.values.map((v) => `$${tex(v)}$`),
      answer: placed.answer,
      hints: ['Use the line, not the nearest data point.'],
      superhints: [
        `Go up from $${tex(x0)}$ on the horizontal axis to the line, then across to the vertical axis and read the value there.`,
      ],
      explanation: `At $${tex(x0)}$ on the horizontal axis, the line of best fit crosses the horizontal gridline at $${tex(pred)}$, so the predicted value is $${tex(pred)}$ ${ctx.yWord}.`,
    }),
  );
}

// ---------- (2) slope of the line, multiple choice, difficulty 2 ----------
{
  const ctx = pickUnused(rng, contexts, used);
  const m = rng.pick(ctx.slopes);
  const b = rng.pick(ctx.intercepts);
  const pts = makePlot(ctx, m, b);
  const x1 = gridX(ctx, m, b);
  const x2 = gridX(ctx, m, b, [x1]);
  const id = nextId();
  const figure = draw(id, ctx, pts, m, b);
  const [xa, xb] = x1 < x2 ? [x1, x2] : [x2, x1];
  const slope = (m * xb + b - (m * xa + b)) / (xb - xa);
  verify('slope from two grid points', slope, m);
  const placed = placeNumeric(m, [1 / m, 10 * m, -m, m / 10], 0);
  questions.push(
    mcQuestion({
      id,
      concepts: [concept],
      difficulty: 2,
      body: `The scatterplot shows ${ctx.sentence}, along with a line of best fit. Which of the following is closest to the slope of the line of best fit?`,
      figure,
      texts: placed.values.map((v) =>
        Math.abs(v - 1 / m) < 1e-9 && !Number.isInteger(1 / m)
          ? `$${1 / m < 0 ? '-' : ''}\\frac{1}{${tex(Math.abs(m))}}$`
          : `$${tex(v)}$`,
      ),
      answer: placed.answer,
      hints: [
        'Pick two points on the line where it crosses gridline intersections.',
        'Check the scales of the two axes carefully; they are different.',
      ],
      superhints: [
        'The slope is the change in the vertical value divided by the change in the horizontal value between your two points. Decide first whether the line rises or falls.',
      ],
      explanation: `The line passes through $(${tex(xa)}, ${tex(m * xa + b)})$ and $(${tex(xb)}, ${tex(m * xb + b)})$, so its slope is $\\frac{${tex(m * xb + b)} - ${tex(m * xa + b)}}{${tex(xb)} - ${tex(xa)}} = ${tex(m)}$: the predicted value changes by $${tex(m)}$ ${ctx.yWord} per ${ctx.xWord}. A slope of the opposite sign would mean the line ${m > 0 ? 'falls' : 'rises'}, the reciprocal mixes up rise and run, and a value $10$ times too large or too small comes from misreading a scale.`,
    }),
  );
}

// ---------- (3) residual of a labeled point, free entry, difficulty 3 ----------
{
  const ctx = pickUnused(rng, contexts, used);
  const m = rng.pick(ctx.slopes);
  const b = rng.pick(ctx.intercepts);
  const x0 = gridX(ctx, m, b);
  const pred = m * x0 + b;
  const gap = ctx.yStep * rng.pick([2, 3]);
  const above = rng.next() < 0.5;
  const actual = above ? pred + gap : pred - gap;
  const pts = makePlot(ctx, m, b, [x0, actual]);
  verify('fixed point kept', pts.filter(([x, y]) => x === x0 && y === actual).length, 1);
  const id = nextId();
  const figure = draw(id, ctx, pts, m, b);
  verify('residual', Math.abs(actual - pred), gap);
  questions.push(
    feQuestion({
      id,
      concepts: [concept],
      difficulty: 3,
      body: `The scatterplot shows ${ctx.sentence}, along with a line of best fit. For ${ctx.pointAt(x0)}, how many ${ctx.yWord} ${above ? 'greater' : 'less'} is the actual ${ctx.yName} than the ${ctx.yName} predicted by the line of best fit?`,
      figure,
      accepted: entryForms(frac(gap)),
      hints: ['You need two values at the same horizontal position: the data point and the line.'],
      superhints: [
        `Read the data point at $${tex(x0)}$; it lies on a gridline. Then read the line at $${tex(x0)}$. Subtract the smaller value from the larger.`,
      ],
      explanation: `At $${tex(x0)}$ the data point is at $${tex(actual)}$ and the line of best fit is at $${tex(pred)}$. The actual ${ctx.yName} is $${above ? `${tex(actual)} - ${tex(pred)}` : `${tex(pred)} - ${tex(actual)}`} = ${tex(gap)}$ ${ctx.yWord} ${above ? 'greater' : 'less'} than predicted.`,
    }),
  );
}

// ---------- (4) equation of the line, multiple choice, difficulty 2 ----------
{
  // the y-intercept must be visible, so only contexts whose axis starts at 0 qualify
  const ctx = pickUnused(
    rng,
    contexts.filter((c) => c.xMin === 0 && c.intercepts.some((v) => v > 0)),
    used,
  );
  const m = rng.pick(ctx.slopes);
  const b = rng.pick(ctx.intercepts.filter((v) => v > 0));
  const pts = makePlot(ctx, m, b);
  const x1 = gridX(ctx, m, b);
  const id = nextId();
  const figure = draw(id, ctx, pts, m, b);
  const line = (mm: number, bb: number) =>
    `$y = ${tex(mm)}x ${bb < 0 ? '-' : '+'} ${tex(Math.abs(bb))}$`;
  const correct = line(m, b);
  const distractors = [line(b, m), line(Number((1 / m).toFixed(4)), b), line(m, m * ctx.xMax + b)];
  if (new Set([correct, ...distractors]).size !== 4) throw new Error('equation choices repeat');
  const target = 3;
  const texts = [...distractors];
  texts.splice(target, 0, correct);
  verify(
    'line through a grid point',
    m * x1 + b,
    leastSquares(pts).m * x1 + leastSquares(pts).b,
    0.05,
  );
  questions.push(
    mcQuestion({
      id,
      concepts: [concept],
      difficulty: 2,
      body: `The scatterplot shows ${ctx.sentence}, along with a line of best fit. Which equation could represent the line of best fit, where ${ctx.vars}?`,
      figure,
      texts,
      answer: (['A', 'B', 'C', 'D'] as const)[target],
      hints: [
        'Read where the line meets the vertical axis, then find its slope from a second point.',
      ],
      superhints: [
        `The $y$-intercept is the value of the line when $x = 0$. For the slope, use the intercept and the point where the line crosses a gridline at $x = ${tex(x1)}$.`,
      ],
      explanation: `The line meets the vertical axis at $(0, ${tex(b)})$ and passes through $(${tex(x1)}, ${tex(m * x1 + b)})$, so its slope is $\\frac{${tex(m * x1 + b)} - ${tex(b)}}{${tex(x1)}} = ${tex(m)}$ and its equation is ${correct}. The other choices swap the slope and intercept, invert the slope, or use the value at the right edge as the intercept.`,
    }),
  );
}

writeGeneratedQuestions(
  'problem-solving-data-analysis',
  concept,
  'generators/problem-solving-data-analysis/scatterplots-and-models.ts',
  questions,
);
