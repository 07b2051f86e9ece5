// The level-5 templates of hard-inference-margin-of-error.ts: the sample size for a smaller
// margin of error (a square-root relation and rounding up), an estimate reweighted to the
// population's make-up, and the least count in a sample that puts a whole interval above 50%.
import { check } from '../lib/check.ts';
import { frac } from '../lib/fraction.ts';
import type { AddNumericItem } from '../lib/numeric-item.ts';
import type { Rng } from '../lib/random.ts';
import { tex } from './helpers.ts';

// Relabeled after the blind pass of 2026-11-29 (verification/2026-11-29-mathgen-b.md): a rated
// template takes the rounded-up mean of the author's level and its items' mean rating, and keeps a
// 5 only if an item was rated 5 or that mean is at least 4.5. Rated: sample size 4, reweighted 3,
// above half 4.
const LEVEL = { sampleSize: 5, reweighted: 4, aboveHalf: 5 };
const plain = (n: number) => tex(n).replace(/\{,\}/g, ',');

export function addModelItems(rng: Rng, item: AddNumericItem) {
  // ---------- (5) the sample size for a smaller margin of error ----------
  for (const i of [0, 1]) {
    let n = 0,
      m1 = 0,
      m2 = 0,
      need = 0;
    for (;;) {
      n = rng.pick([300, 400, 500, 600, 750]);
      m1 = rng.pick([4, 4.5, 5, 5.5, 6]);
      m2 = rng.pick([2.5, 3, 3.5, 4]);
      need = Math.ceil(n * (m1 / m2) ** 2 - 1e-9);
      if (m2 < m1 && need !== n * (m1 / m2) ** 2) break;
    }
    // check: search sample sizes upward for the first whose margin is at most m2
    let s = n;
    while (m1 * Math.sqrt(n / s) > m2 + 1e-12) s++;
    check(s === need, 'least sample size by search');
    item(
      LEVEL.sampleSize,
      `A survey of a random sample of $${n}$ adults in a state had a margin of error of $${tex(m1)}$ percentage points. Assume the margin of error is inversely proportional to the square root of the sample size and that nothing else about the survey changes. ${i === 0 ? `What is the least number of adults a new random sample must include for the margin of error to be at most $${tex(m2)}$ percentage points?` : `The next survey must have a margin of error of at most $${tex(m2)}$ percentage points. At least how many more adults than last time must it include?`}`,
      i === 0 ? need : need - n,
      i === 1 ? [Math.ceil((n * m1) / m2) - n, need, 3 * n] : undefined,
      [
        'Inversely proportional to the square root: a sample $4$ times as large has half the margin of error.',
      ],
      [
        `Write $${tex(m1)}\\sqrt{${n}} = E\\sqrt{s}$ and require $E \\le ${tex(m2)}$; solve for $s$ and round in the right direction.`,
      ],
      `The margin of error times $\\sqrt{\\text{sample size}}$ stays the same, so a margin of $${tex(m2)}$ needs $s = ${n} \\cdot \\left(\\frac{${tex(m1)}}{${tex(m2)}}\\right)^2 \\approx ${tex(Math.round(n * (m1 / m2) ** 2 * 100) / 100)}$. A sample must be a whole number of people and a smaller one gives a larger margin, so round up to $${plain(need)}$${i === 1 ? `, which is $${plain(need)} - ${n} = ${need - n}$ more than before` : ''}. Scaling the sample by $\\frac{${tex(m1)}}{${tex(m2)}}$ without squaring is not enough.`,
    );
  }

  // ---------- (6) an estimate reweighted to the population's make-up ----------
  for (const [i, ctx] of [
    {
      g1: 'juniors',
      g2: 'seniors',
      pop: 'students at a high school',
      what: 'would attend a weekend study session',
    },
    {
      g1: 'full-time workers',
      g2: 'part-time workers',
      pop: 'employees of a retail chain',
      what: 'want a new scheduling app',
    },
  ].entries()) {
    let N = 0,
      q = 0,
      a = 0,
      b = 0,
      pa = 0,
      pb = 0,
      est = 0;
    for (;;) {
      N = rng.pick([1200, 2000, 2400, 3000, 4000]);
      q = rng.pick([30, 40, 60, 70]); // percent of the population in group 1
      a = rng.pick([60, 80, 100, 120]);
      b = rng.pick([60, 80, 100, 120]);
      pa = rng.pick([20, 25, 30, 40, 45, 60, 75]);
      pb = rng.pick([20, 25, 30, 40, 45, 60, 75]);
      est = (N * q * pa + N * (100 - q) * pb) / 10000;
      const pooled = (N * (a * pa + b * pb)) / (100 * (a + b));
      if (
        pa !== pb &&
        Number.isInteger(est) &&
        Math.abs(a / (a + b) - q / 100) > 0.1 &&
        Math.abs(pooled - est) > 20
      )
        break;
    }
    // check: build the population group by group and count
    const g1 = (N * q) / 100;
    const count = (g1 * pa) / 100 + ((N - g1) * pb) / 100;
    check(Math.abs(count - est) < 1e-9, 'reweighted count');
    const pooled = (N * (a * pa + b * pb)) / (100 * (a + b));
    item(
      LEVEL.reweighted,
      `Of the ${plain(N)} ${ctx.pop}, $${q}\\%$ are ${ctx.g1} and the rest are ${ctx.g2}. A random sample of $${a}$ ${ctx.g1} and a separate random sample of $${b}$ ${ctx.g2} were surveyed: $${pa}\\%$ of the sampled ${ctx.g1} and $${pb}\\%$ of the sampled ${ctx.g2} said they ${ctx.what}. Based on these samples, about how many of the ${plain(N)} ${ctx.pop.replace(' a ', ' the ')} ${ctx.what}?`,
      est,
      i === 0
        ? [frac(Math.round(pooled)), (N * (pa + pb)) / 200, (N * (q * pb + (100 - q) * pa)) / 10000]
        : undefined,
      [
        `The two samples are not in the same proportion as the ${ctx.pop}.`,
        'Estimate each group separately.',
      ],
      [
        `Find how many ${ctx.g1} and how many ${ctx.g2} there are, apply each group's sample percent to its own group, and add.`,
      ],
      `There are $${plain(g1)}$ ${ctx.g1} and $${plain(N - g1)}$ ${ctx.g2}. About $${pa}\\%$ of the ${ctx.g1}, $${tex((g1 * pa) / 100)}$, and $${pb}\\%$ of the ${ctx.g2}, $${tex(((N - g1) * pb) / 100)}$, ${ctx.what}: about $${tex(est)}$ in all. Pooling the two samples weights the groups by the sample sizes, $${a}$ and $${b}$, not by the population's $${q}\\%$ and $${100 - q}\\%$.`,
    );
  }

  // ---------- (7) the least count in a sample that puts the whole interval above 50% ----------
  for (const i of [0, 1]) {
    const n = rng.pick([400, 500, 625, 800]);
    const m = rng.pick([3.5, 4, 4.5, 5]);
    // need k/n * 100 - m > 50, i.e. k > n (50 + m) / 100
    const bound = (n * (50 + m)) / 100;
    const least = Math.floor(bound) + 1;
    // check: a search over every count from 0 to n
    const first = [...Array(n + 1).keys()].find((k) => (k / n) * 100 - m > 50);
    check(first === least, 'least count by search');
    item(
      LEVEL.aboveHalf,
      i === 0
        ? `A campaign will survey a random sample of $${n}$ likely voters about a ballot measure, and the margin of error will be $${tex(m)}$ percentage points. The campaign will announce that a majority of all likely voters support the measure only if every plausible value of the support is greater than $50\\%$. What is the least number of the $${n}$ sampled voters who must support the measure?`
        : `A city council will survey a random sample of $${n}$ residents about a new library, and the survey's margin of error will be $${tex(m)}$ percentage points. The council will build the library only if the entire interval of plausible values for the percentage of residents in favor lies above $50\\%$. What is the least number of the $${n}$ sampled residents who must be in favor?`,
      least,
      i === 1
        ? [Math.floor(n / 2) + 1, Math.ceil((n * (50 - m)) / 100), Math.floor(bound)]
        : undefined,
      ['The lowest plausible value is the sample percent minus the margin of error.'],
      [
        `Require (sample percent) $- ${tex(m)} > 50$, turn the percent into a count out of $${n}$, and check whether equality is allowed.`,
      ],
      `The lowest plausible value must exceed $50\\%$, so the sample percent must exceed $${tex(50 + m)}\\%$, that is more than $${tex(50 + m)}\\% \\cdot ${n} = ${tex(bound)}$ people. The least whole number greater than $${tex(bound)}$ is $${least}$. A bare majority of the sample, $${Math.floor(n / 2) + 1}$, leaves plausible values at or below $50\\%$.`,
    );
  }
}
