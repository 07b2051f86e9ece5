// Generates questions/problem-solving-data-analysis/center-and-spread.generated.yaml and the
// figures it uses: dot plots and a bar graph drawn from the same random data the answers use.
//   npx tsx content/generators/problem-solving-data-analysis/center-and-spread.ts
import { createRng } from '../lib/random.ts';
import { writeFigure, writeGeneratedQuestions } from '../lib/write.ts';
import { frac } from '../lib/fraction.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import {
  entryForms,
  feQuestion,
  mcQuestion,
  numQuestion,
  placeText,
  tex,
  verify,
} from './helpers.ts';
import type { BankQuestion } from '../../schema.ts';
import { barChart } from '../lib/figure-kit/bar-chart.ts';
import { dotPlot } from '../lib/figure-kit/dot-plot.ts';
import { mean, median, sum } from './statistics.ts';

const rng = createRng(90210);
const concept = 'center-and-spread';
const questions: BankQuestion[] = [];
const nextId = generatedIds(concept);

/** Values with the given counts: counts[i] copies of lo + i. */
const expand = (lo: number, counts: readonly number[]) =>
  counts.flatMap((c, i) => Array<number>(c).fill(lo + i));

/** Median found by walking the counts, a second way to the same answer. */
function medianFromCounts(lo: number, counts: readonly number[]): number {
  const n = sum(counts);
  const at = (k: number) => {
    let seen = 0;
    for (let i = 0; i < counts.length; i++) {
      seen += counts[i] as number;
      if (seen >= k) return lo + i;
    }
    throw new Error('position out of range');
  };
  return n % 2 ? at((n + 1) / 2) : (at(n / 2) + at(n / 2 + 1)) / 2;
}

// ---------- (1) median from a dot plot, free entry, difficulty 2 ----------
{
  const ctx = rng.pick([
    {
      who: 'players on a basketball team',
      what: 'number of free throws made in a practice',
      how: (n: number) =>
        `how many free throws each of the $${n}$ players on a basketball team made in a practice`,
      axis: 'Free throws made',
      unit: 'free throws',
    },
    {
      who: 'volunteers at an animal shelter',
      what: 'number of hours worked last week',
      how: (n: number) =>
        `how many hours each of the $${n}$ volunteers at an animal shelter worked last week`,
      axis: 'Hours worked',
      unit: 'hours',
    },
  ]);
  let counts: number[] = [];
  for (;;) {
    counts = Array.from({ length: 9 }, (_, i) => Math.max(0, rng.int(0, 4) - (i > 6 ? 2 : 0)));
    const n = sum(counts);
    if (n % 2 === 1 && n >= 15 && n <= 21 && counts.every((c) => c <= 5)) break;
  }
  const lo = 2;
  const values = expand(lo, counts);
  const ans = median(values);
  verify('dot plot median', ans, medianFromCounts(lo, counts));
  const mid = (values.length + 1) / 2;
  const id = nextId();
  const figure = writeFigure(
    'problem-solving-data-analysis',
    id,
    dotPlot({
      title: `Dot plot of the ${ctx.what} for ${values.length} ${ctx.who}. Values: ${values.join(', ')}`,
      plots: [{ values }],
      min: lo,
      max: lo + 8,
      step: 1,
      xLabel: ctx.axis,
    }),
  );
  questions.push(
    feQuestion({
      id,
      concepts: [concept],
      difficulty: 2,
      body: `The dot plot shows ${ctx.how(values.length)}. What is the median of the data?`,
      figure,
      accepted: entryForms(frac(ans)),
      hints: [
        `With $${values.length}$ values, the median is the value in position $${mid}$ when the values are in order.`,
      ],
      superhints: [
        `Count the dots column by column from the left, keeping a running total, until the total reaches $${mid}$. The column where that happens gives the median.`,
      ],
      explanation: `The running totals from the left are ${counts
        .map((_, i) => sum(counts.slice(0, i + 1)))
        .filter((t, i) => (counts[i] as number) > 0 && t > 0)
        .map((t) => `$${t}$`)
        .join(
          ', ',
        )}. The $${mid}$th value falls in the column at $${ans}$, so the median is $${ans}$ ${ctx.unit}.`,
    }),
  );
}

// ---------- (2) mean from a bar graph of frequencies, free entry, difficulty 3 ----------
{
  const ctx = rng.pick([
    {
      who: 'members of a book club',
      what: 'number of books finished last month',
      how: (n: number) =>
        `how many books each of the $${n}$ members of a book club finished last month`,
      axis: 'Books finished',
      unit: 'books',
    },
    {
      who: 'students in a class',
      what: 'rating, from 1 to 5, given to a new school lunch',
      how: (n: number) =>
        `the rating, from $1$ to $5$, that each of the $${n}$ students in a class gave a new school lunch`,
      axis: 'Rating',
      unit: 'points',
    },
  ]);
  const lo = ctx.unit === 'books' ? 0 : 1;
  let counts: number[] = [];
  for (;;) {
    counts = Array.from({ length: 5 }, () => rng.int(1, 9));
    const n = sum(counts);
    const total = sum(counts.map((c, i) => c * (lo + i)));
    if ((n === 20 || n === 25 || n === 30 || n === 40) && frac(total, n).d !== 1) break;
  }
  const values = expand(lo, counts);
  const n = values.length;
  const total = sum(counts.map((c, i) => c * (lo + i)));
  const ans = frac(total, n);
  verify('frequency mean', ans.n / ans.d, mean(values));
  const id = nextId();
  const cats = counts.map((_, i) => String(lo + i));
  const figure = writeFigure(
    'problem-solving-data-analysis',
    id,
    barChart({
      title: `Bar graph of the ${ctx.what}: ${cats.map((c, i) => `${c}: ${counts[i]} ${ctx.who.split(' ')[0]}`).join(', ')}`,
      categories: cats,
      series: [{ name: 'Count', values: counts }],
      y: { min: 0, max: 10, step: 1, label: 'Number of ' + ctx.who.split(' ')[0] },
      xLabel: ctx.axis,
    }),
  );
  questions.push(
    numQuestion({
      id,
      concepts: [concept],
      difficulty: 3,
      body: `The bar graph shows ${ctx.how(n)}. What is the mean of the data?`,
      figure,
      answer: ans,
      wrong: [
        frac(sum(counts.map((_, i) => lo + i)), counts.length), // averaged the axis values
        frac(n, counts.length), // averaged the heights of the bars
        frac(total, counts.length), // divided the sum by the number of bars
      ],
      show: (v) => tex(v.n / v.d),
      hints: [
        "Each bar's height is how many times that value occurs.",
        `The mean is the sum of all $${n}$ values divided by $${n}$.`,
      ],
      superhints: [
        'Multiply each value on the horizontal axis by the height of its bar, add the products to get the sum of all the data, then divide by the number of data values.',
      ],
      explain: (l) =>
        `The sum of the data is ${counts
          .map((c, i) => `${lo + i}(${c})`)
          .join(' + ')
          .replace(/^/, '$')
          .concat(
            ` = ${total}$`,
          )}. The mean is $\\frac{${total}}{${n}} = ${tex(ans.n / ans.d)}$ ${ctx.unit}, choice ${l}.`,
    }),
  );
}

// ---------- (3) mean compared with median in a skewed dot plot, multiple choice, difficulty 3 ----------
{
  const rightSkew = rng.next() < 0.5;
  const ctx = rng.pick([
    {
      what: 'wait times, in minutes, of customers at a bank on one morning',
      axis: 'Wait time (minutes)',
    },
    {
      what: 'numbers of text messages sent by a group of friends in one hour',
      axis: 'Text messages sent',
    },
  ]);
  let counts: number[] = [];
  for (;;) {
    const base = [5, 4, 3, 2, 1, 1, 0, 1, 0, 1].map((c) => Math.max(0, c + rng.int(-1, 1)));
    counts = rightSkew ? base : [...base].reverse();
    const values = expand(1, counts);
    if (values.length >= 14 && Math.abs(mean(values) - median(values)) >= 0.6) break;
  }
  const values = expand(1, counts);
  const mu = mean(values);
  const md = median(values);
  verify('median by counting', md, medianFromCounts(1, counts));
  const greater = mu > md;
  verify('skew direction', greater ? 1 : 0, rightSkew ? 1 : 0);
  const id = nextId();
  const figure = writeFigure(
    'problem-solving-data-analysis',
    id,
    dotPlot({
      title: `Dot plot of ${values.length} ${ctx.what}. Values: ${values.join(', ')}`,
      plots: [{ values }],
      min: 1,
      max: 10,
      step: 1,
      xLabel: ctx.axis,
    }),
  );
  const correct = greater
    ? 'The mean is greater than the median.'
    : 'The mean is less than the median.';
  const placed = placeText(
    correct,
    [
      greater ? 'The mean is less than the median.' : 'The mean is greater than the median.',
      'The mean is equal to the median.',
      'The mean and the median cannot be compared without a list of the values.',
    ],
    0,
  );
  questions.push(
    mcQuestion({
      id,
      concepts: [concept],
      difficulty: 3,
      body: `The dot plot shows the ${ctx.what}. Which statement correctly compares the mean and the median of the data?`,
      figure,
      texts: placed.texts,
      answer: placed.answer,
      hints: [
        'Look at the shape of the distribution: is there a long tail on one side?',
        'The mean is pulled toward extreme values; the median is not.',
      ],
      superhints: [
        `Find the median by counting to the middle of the $${values.length}$ dots. Then decide which way the few values far from the cluster pull the mean, or compute the mean directly and compare.`,
      ],
      explanation: `The median is $${tex(md)}$ and the mean is $\\frac{${sum(values)}}{${values.length}} \\approx ${tex(Number(mu.toFixed(2)))}$. The data have a long tail toward the ${rightSkew ? 'larger' : 'smaller'} values, which pulls the mean in that direction, so ${correct.charAt(0).toLowerCase() + correct.slice(1)}`,
    }),
  );
}

// ---------- (4) range from a dot plot, free entry, difficulty 1 ----------
{
  const ctx = rng.pick([
    {
      what: 'number of push-ups each student in a gym class did in one minute',
      axis: 'Push-ups',
      who: 'students',
    },
    {
      what: 'number of tomatoes picked from each plant in a community garden',
      axis: 'Tomatoes picked',
      who: 'plants',
    },
  ]);
  const lo = rng.int(10, 20);
  let counts: number[] = [];
  for (;;) {
    counts = Array.from({ length: 13 }, (_, i) => (i === 0 || i === 12 ? 0 : rng.int(0, 3)));
    if (sum(counts) >= 12 && counts[1]! + counts[11]! > 0) break;
  }
  const values = expand(lo, counts);
  const ans = Math.max(...values) - Math.min(...values);
  const sorted = [...values].sort((a, b) => a - b);
  verify('range', ans, (sorted[sorted.length - 1] as number) - (sorted[0] as number));
  const id = nextId();
  const figure = writeFigure(
    'problem-solving-data-analysis',
    id,
    dotPlot({
      title: `Dot plot of the ${ctx.what}. Values: ${values.join(', ')}`,
      plots: [{ values }],
      min: lo,
      max: lo + 12,
      step: 1,
      xLabel: ctx.axis,
    }),
  );
  questions.push(
    feQuestion({
      id,
      concepts: [concept],
      difficulty: 1,
      body: `The dot plot shows the ${ctx.what}. What is the range of the data?`,
      figure,
      accepted: entryForms(frac(ans)),
      hints: ['The range is the greatest value minus the least value.'],
      superhints: [
        'Find the leftmost dot and the rightmost dot, read their values on the number line, and subtract.',
      ],
      explanation: `The least value is $${Math.min(...values)}$ and the greatest is $${Math.max(...values)}$, so the range is $${Math.max(...values)} - ${Math.min(...values)} = ${ans}$.`,
    }),
  );
}

writeGeneratedQuestions(
  'problem-solving-data-analysis',
  concept,
  'generators/problem-solving-data-analysis/center-and-spread.ts',
  questions,
);
