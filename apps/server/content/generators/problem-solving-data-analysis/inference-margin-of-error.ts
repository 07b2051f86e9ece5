// Generates questions/problem-solving-data-analysis/inference-margin-of-error.generated.yaml:
// estimating a population count from a random sample, turning a margin of error into a range of
// counts, and recognizing plausible values.
//   npx tsx content/generators/problem-solving-data-analysis/inference-margin-of-error.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { frac } from '../lib/fraction.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import {
  entryForms,
  feQuestion,
  mcQuestion,
  placeNumeric,
  placeText,
  plain,
  tex,
  verify,
} from './helpers.ts';
import type { BankQuestion } from '../../schema.ts';

const rng = createRng(2718);
const concept = 'inference-margin-of-error';
const questions: BankQuestion[] = [];
const nextId = generatedIds(concept);

// ---------- (1) estimate a count from a random sample, free entry, difficulty 2 ----------
{
  const ctx = rng.pick([
    {
      body: (N: number, n: number, k: number) =>
        `A school district has ${plain(N)} students. In a random sample of $${n}$ of these students, $${k}$ said they ride a school bus. Based on the sample, about how many of the district's students ride a school bus?`,
      unit: 'students',
    },
    {
      body: (N: number, n: number, k: number) =>
        `A shipment contains ${plain(N)} apples. An inspector checks a random sample of $${n}$ apples from the shipment and finds $${k}$ with bruises. Based on the sample, about how many apples in the shipment have bruises?`,
      unit: 'apples',
    },
  ]);
  let N = 0;
  let n = 0;
  let k = 0;
  for (;;) {
    n = rng.pick([40, 50, 60, 75, 80, 120]);
    k = rng.int(3, Math.floor(n / 3));
    N = 100 * rng.int(30, 150);
    if ((N * k) % n === 0) break;
  }
  const ans = (N * k) / n;
  verify('sample proportion scaled up', ans / N, k / n, 1e-12);
  questions.push(
    feQuestion({
      id: nextId(),
      concepts: [concept],
      difficulty: 2,
      body: ctx.body(N, n, k),
      accepted: entryForms(frac(ans)),
      hints: ["A random sample's proportion is the best estimate of the population's proportion."],
      superhints: [
        `Find the fraction $\\frac{${k}}{${n}}$ of the sample and multiply it by the number in the whole population.`,
      ],
      explanation: `In the sample, $\\frac{${k}}{${n}}$ of the ${ctx.unit} have the property. Applying that fraction to all $${tex(N)}$ gives $${tex(N)} \\times \\frac{${k}}{${n}} = ${tex(ans)}$ ${ctx.unit}.`,
    }),
  );
}

// ---------- (2) margin of error to a range of counts, multiple choice, difficulty 3 ----------
{
  const ctx = rng.pick([
    {
      pop: 'adults in a county',
      the: 'adults in the county who',
      what: 'said they had visited a county park in the past month',
      short: 'have visited a county park',
      unit: 'adults',
    },
    {
      pop: 'households in a city',
      the: 'households in the city that',
      what: 'said they compost food scraps',
      short: 'compost food scraps',
      unit: 'households',
    },
  ]);
  const N = 1000 * rng.int(20, 90);
  const p = rng.int(22, 68);
  const m = rng.pick([2, 3, 4, 5]);
  const n = rng.pick([400, 600, 800, 1200]);
  const lo = (N * (p - m)) / 100;
  const hi = (N * (p + m)) / 100;
  // independent check: the interval's center and width
  verify('interval center', (lo + hi) / 2, (N * p) / 100);
  verify('interval width', hi - lo, (2 * N * m) / 100);
  const range = (a: number, b: number) => `$${tex(a)}$ to $${tex(b)}$`;
  const correct = range(lo, hi);
  const point = (N * p) / 100;
  const distractors = [
    range((n * (p - m)) / 100, (n * (p + m)) / 100), // applied to the sample size
    range(point - (N * m) / 200, point + (N * m) / 200), // half the margin
    range((N * (p - 2 * m)) / 100, (N * (p + 2 * m)) / 100), // twice the margin on each side
  ];
  const placed = placeText(correct, distractors, 3);
  verify('choices distinct', new Set(placed.texts).size, 4);
  questions.push(
    mcQuestion({
      id: nextId(),
      concepts: [concept],
      difficulty: 3,
      body: `In a random sample of ${plain(n)} of the ${plain(N)} ${ctx.pop}, $${p}\\%$ ${ctx.what}. The margin of error for this estimate is $${m}$ percentage points. Which range best describes the plausible number of ${ctx.the} ${ctx.short}?`,
      texts: placed.texts,
      answer: placed.answer,
      hints: [
        `First write the plausible percentages as an interval, then convert them to numbers of ${ctx.unit}.`,
      ],
      superhints: [
        `The plausible percentages run from $${p} - ${m}$ to $${p} + ${m}$ percent. Apply each end of that interval to the whole population, not to the sample.`,
      ],
      explanation: `The plausible percentages are from $${p - m}\\%$ to $${p + m}\\%$. Of $${tex(N)}$, that is from $${tex((p - m) / 100)} \\times ${tex(N)} = ${tex(lo)}$ to $${tex((p + m) / 100)} \\times ${tex(N)} = ${tex(hi)}$. The other ranges apply the percentages to the sample of $${tex(n)}$, or use only half or twice the margin of error.`,
    }),
  );
}

// ---------- (3) which value is plausible, multiple choice, difficulty 2 ----------
{
  const ctx = rng.pick([
    {
      sample: 'registered voters in a state',
      all: "the state's registered voters",
      what: 'support a proposed change to voting hours',
    },
    {
      sample: "an internet provider's customers",
      all: "the provider's customers",
      what: 'are satisfied with their service',
    },
  ]);
  const p = rng.int(30, 70);
  const m = rng.pick([3, 4, 5]);
  const inside = p + rng.pick([-1, 1]) * rng.int(1, m - 1);
  const candidates = [
    p - m - rng.int(2, 4),
    p + m + rng.int(2, 4),
    p + m + rng.int(7, 12),
    p - m - rng.int(7, 12),
  ];
  const plausible = (v: number) => v >= p - m && v <= p + m;
  verify('exactly one plausible choice', [inside, ...candidates].filter(plausible).length, 1);
  const placed = placeNumeric(inside, candidates, 1);
  questions.push(
    mcQuestion({
      id: nextId(),
      concepts: [concept],
      difficulty: 2,
      body: `A survey of a random sample of ${ctx.sample} estimated that $${p}\\%$ of all ${ctx.all} ${ctx.what}, with a margin of error of $${m}$ percentage points. Which of the following is a plausible value for the percentage of all ${ctx.all} who ${ctx.what}?`,
      texts: placed.values.map((v) => `$${v}\\%$`),
      answer: placed.answer,
      hints: ['The plausible values are the sample estimate plus or minus the margin of error.'],
      superhints: [
        `Compute $${p} - ${m}$ and $${p} + ${m}$. A plausible value lies between them (inclusive).`,
      ],
      explanation: `The plausible values run from $${p} - ${m} = ${p - m}\\%$ to $${p} + ${m} = ${p + m}\\%$. Only $${inside}\\%$ lies in this interval.`,
    }),
  );
}

writeGeneratedQuestions(
  'problem-solving-data-analysis',
  concept,
  'generators/problem-solving-data-analysis/inference-margin-of-error.ts',
  questions,
);
