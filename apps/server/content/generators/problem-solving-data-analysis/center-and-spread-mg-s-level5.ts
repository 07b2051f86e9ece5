// The five templates rated 5 of center-and-spread-mg-s.ts (author's level until a blind pass rates
// them), each a data set pinned down by several conditions at once: the greatest range of seven
// integers with a given mean, median and only mode; the values of x that make the mean of a data
// set equal its median (three cases by where x falls, one of them easy to miss), as a sum and as a
// count; the whole-number frequencies for which a median and a bound on the mean both hold (an
// even count puts the median between two values); the greatest median of seven integers with a
// given mean and range.
// Each key is computed by the case analysis and confirmed by brute force: every data set (or
// every frequency, or x on a fine grid with exact arithmetic) is tried and the conditions tested.
import { check, close } from '../lib/check.ts';
import { frac, fracEq, type Frac } from '../lib/fraction.ts';
import type { Series } from '../lib/item-series.ts';
import { mean, median } from './statistics.ts';

/** Sorted lists of `n` positive integers with the given sum, each at most `top`. */
function sortedLists(n: number, total: number, top: number): number[][] {
  const out: number[][] = [];
  const walk = (prefix: number[], low: number, left: number) => {
    const k = n - prefix.length;
    if (k === 0) {
      if (left === 0) out.push(prefix);
      return;
    }
    for (let v = low; v <= top && v * k <= left; v++) walk([...prefix, v], v, left - v);
  };
  walk([], 1, total);
  return out;
}

/** The values x (multiples of 1/8 from -100 to 100) at which the mean equals the median. */
function meanIsMedian(data: number[]): number[] {
  const found: number[] = [];
  for (let i = -800; i <= 800; i++) {
    const x = i / 8;
    const all = [...data, x];
    if (close(mean(all), median(all), 1e-12)) found.push(x);
  }
  return found;
}

/** Solutions of mean = median, case by case: x below, between and above the middle values. */
function byCases(data: number[]): Frac[] {
  const [a, b, c, d, e] = [...data].sort((u, v) => u - v) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const S = a + b + c + d + e;
  const out: Frac[] = [];
  const keep = (x: Frac, lo: number, hi: number) => {
    const v = x.n / x.d;
    if (v >= lo && v <= hi && !out.some((f) => fracEq(f, x))) out.push(x);
  };
  keep(frac(3 * (b + c) - S), -Infinity, b); // x at most b: median (b + c) / 2
  keep(frac(3 * c - S, -2), b, c); // b to c: median (x + c) / 2, so 6 (x + c) / 2 = S + x
  keep(frac(3 * c - S, -2), c, d); // c to d: median (c + x) / 2, the same equation
  keep(frac(3 * (c + d) - S), d, Infinity); // x at least d: median (c + d) / 2
  return out.sort((u, v) => u.n / u.d - v.n / v.d);
}

export function spreadLevel5(s: Series): void {
  // (6) the greatest range of 7 positive integers: mean 12, median 10, only mode 15
  {
    let best = 0;
    for (const l of sortedLists(7, 84, 84)) {
      if (l[3] !== 10) continue;
      const counts = new Map<number, number>();
      for (const v of l) counts.set(v, (counts.get(v) ?? 0) + 1);
      const top = Math.max(...counts.values());
      const modes = [...counts].filter(([, c]) => c === top).map(([v]) => v);
      if (modes.length === 1 && modes[0] === 15) best = Math.max(best, l[6]! - l[0]!);
    }
    check(best === 37 && mean([1, 2, 3, 10, 15, 15, 38]) === 12, 'the widest list');
    s.typed({
      level: 5,
      body: `A data set consists of $7$ positive integers. The mean of the data set is $12$, the median is $10$, and the only mode is $15$. What is the greatest possible range of the data set?`,
      answer: best,
      hints: [
        'To make the range large, make the least value as small as possible and the greatest as large as possible.',
        'For $15$ to be the only mode it must appear more often than any other value.',
      ],
      superhints: [
        'The total is $7 \\times 12$. Put $15$ in the data exactly twice, just above the median, and make the three values below the median as small as possible without repeating any of them (and without repeating $10$).',
      ],
      explanation: `In order, the values are $a_1 \\le \\dots \\le a_7$ with $a_4 = 10$ and a total of $84$. For $15$ to be the only mode, it must appear at least twice, and if it appears only twice, no other value may repeat; if it appears three times, $a_5 = a_6 = a_7 = 15$ and the range is at most $14$. So take $15$ twice, as $a_5$ and $a_6$, and make $a_1$, $a_2$, $a_3$ as small as possible while different from each other and from $10$: $1$, $2$, $3$. Then $a_7 = 84 - (1 + 2 + 3 + 10 + 15 + 15) = 38$, and the range is $38 - 1 = ${best}$. Repeating a small value (such as $1, 1, 1$) would make it a mode too, and forgetting the mode condition allows $1, 1, 1, 10, 10, 10, 51$ (range $50$), in which $15$ is not a mode at all.`,
    });
  }

  // (7) the sum of the values of x for which the mean equals the median
  {
    const data = [5, 8, 10, 11, 14];
    const cases = byCases(data);
    const grid = meanIsMedian(data);
    check(cases.length === 3 && grid.length === 3, 'three values of x');
    check(
      cases.every((f, i) => close(f.n / f.d, grid[i]!)),
      'the cases agree with the grid',
    );
    const total = grid.reduce((a, b) => a + b, 0);
    const [low, middle, high] = grid as [number, number, number];
    s.mcNumber({
      level: 5,
      body: `A data set consists of the six numbers $5$, $8$, $10$, $11$, $14$ and $x$. The mean of the data set is equal to its median. What is the sum of all possible values of $x$?`,
      answer: total,
      // only the middle case; the middle case missed; the low case missed
      wrong: [middle, low + high, middle + high],
      show: (v) => `$${v}$`,
      turn: false,
      hints: [
        'The median depends on where $x$ falls among the other five numbers, so try each position.',
        'For each position, write the median in terms of $x$ (or as a number), set it equal to $\\frac{48 + x}{6}$, and keep a solution only if it really falls in that position.',
      ],
      superhints: [
        'If $x \\le 8$, the median is $\\frac{8 + 10}{2}$. If $8 \\le x \\le 11$, the median is $\\frac{x + 10}{2}$. If $x \\ge 11$, the median is $\\frac{10 + 11}{2}$. Each case gives one equation.',
      ],
      explain: (l) =>
        `The mean is $\\frac{48 + x}{6}$. If $x \\le 8$, the median is $9$, so $48 + x = 54$ and $x = 6$, which is at most $8$: it works. If $8 \\le x \\le 11$, the median is $\\frac{x + 10}{2}$, so $48 + x = 3x + 30$ and $x = 9$, which is in that range. If $x \\ge 11$, the median is $10.5$, so $48 + x = 63$ and $x = 15$, which works. The possible values are $6$, $9$ and $15$, and their sum is $${total}$. Stopping after one case (often $x = 9$, the one in the middle) misses the other two, and missing one case gives $${low + high}$ or $${middle + high}$. The answer is choice ${l}.`,
    });
  }

  // (8) how many values of x make the mean equal the median (one of them is 0)
  {
    const data = [2, 6, 9, 12, 16];
    const cases = byCases(data);
    const grid = meanIsMedian(data);
    check(cases.length === 3 && grid.length === 3 && grid.includes(0), 'three values, one is 0');
    check(
      cases.every((f, i) => close(f.n / f.d, grid[i]!)),
      'the cases agree with the grid',
    );
    s.mcNumber({
      level: 5,
      body: `A data set consists of the six numbers $2$, $6$, $9$, $12$, $16$ and $x$, where $x$ is a real number. For how many values of $x$ is the mean of the data set equal to its median?`,
      answer: grid.length,
      wrong: [0, 1, 2],
      show: (v) => `$${v}$`,
      hints: [
        'Where $x$ falls among the other numbers decides which two values are in the middle.',
        'Check every position of $x$: below $6$, between $6$ and $12$, and above $12$.',
      ],
      superhints: [
        'The mean is $\\frac{45 + x}{6}$. Set it equal to the median in each case and keep a solution only if it lies in that case.',
      ],
      explain: (l) =>
        `The mean is $\\frac{45 + x}{6}$. If $x \\le 6$, the median is $7.5$, so $45 + x = 45$ and $x = 0$, which is at most $6$. If $6 \\le x \\le 12$, the median is $\\frac{x + 9}{2}$, so $45 + x = 3x + 27$ and $x = 9$. If $x \\ge 12$, the median is $10.5$, so $45 + x = 63$ and $x = 18$. All three work ($x = 0$, $9$ and $18$), so there are $3$ values. Answering $1$ or $2$ misses a case; $x = 0$ is easy to dismiss, but $0$ is a real number and the data set $0, 2, 6, 9, 12, 16$ has mean and median $7.5$. The answer is choice ${l}.`,
    });
  }

  // (9) how many whole frequencies k give median 3 and a mean below 3
  {
    const freq = (k: number) => [4, k, 6, 5, 3];
    const ok: number[] = [];
    for (let k = 1; k <= 200; k++) {
      const data = freq(k).flatMap((f, i) => Array<number>(f).fill(i + 1));
      if (median(data) === 3 && mean(data) < 3) ok.push(k);
    }
    // by the case analysis: a mean below 3 needs k > 3; the median needs k <= 9 (k = 10 gives 2.5)
    check(ok.join() === [4, 5, 6, 7, 8, 9].join(), 'k from 4 to 9');
    s.typed({
      level: 5,
      body: `The frequency table summarizes a data set of ratings from $1$ to $5$, where $k$ is a positive integer. The median of the data set is $3$, and the mean of the data set is less than $3$. How many different values of $k$ are possible? $$\\begin{array}{c|c} \\text{Rating} & \\text{Frequency} \\\\ \\hline 1 & 4 \\\\ 2 & k \\\\ 3 & 6 \\\\ 4 & 5 \\\\ 5 & 3 \\end{array}$$`,
      answer: ok.length,
      hints: [
        'Write the mean in terms of $k$ and solve the inequality.',
        'For the median, count how many values lie at or below $2$ and find when the middle of the data falls among the $3$s. The number of values is odd for some $k$ and even for others.',
      ],
      superhints: [
        'There are $18 + k$ values, and $4 + k$ of them are at most $2$. When $18 + k$ is even, the median is the mean of two middle values, and it is $3$ only if both are $3$s.',
      ],
      explanation: `The total of the ratings is $4 + 2k + 18 + 20 + 15 = 57 + 2k$ for $18 + k$ values, and $\\frac{57 + 2k}{18 + k} < 3$ gives $k > 3$. For the median: $4 + k$ values are $1$ or $2$ and the next $6$ are $3$s. If $k$ is odd, the middle value is the $\\frac{19 + k}{2}$th, a $3$ when $\\frac{19 + k}{2} > 4 + k$, that is $k < 11$. If $k$ is even, the two middle values are the $\\frac{18 + k}{2}$th and the next one; both are $3$s when $\\frac{18 + k}{2} > 4 + k$, that is $k < 10$ (for $k = 10$ the median is $2.5$). So $k$ is $4$, $5$, $6$, $7$, $8$ or $9$: $${ok.length}$ values. Forgetting the even case allows $k = 10$ too, and forgetting the mean allows $1$, $2$ and $3$.`,
    });
  }

  // (10) the greatest median of 7 positive integers with mean 10 and range 12
  {
    let best = 0;
    for (const l of sortedLists(7, 70, 70)) if (l[6]! - l[0]! === 12) best = Math.max(best, l[3]!);
    check(best === 15 && mean([3, 3, 4, 15, 15, 15, 15]) === 10, 'the greatest median');
    s.typed({
      level: 5,
      body: `A data set consists of $7$ positive integers. The mean of the data set is $10$, and the range is $12$. What is the greatest possible median of the data set?`,
      answer: best,
      hints: [
        'A large median needs the four greatest values to be large, but the range ties the greatest value to the least.',
        'Call the least value $m$; then every value is at most $m + 12$.',
      ],
      superhints: [
        'The total is $70$. With least value $m$, the median $M$ is at most $m + 12$, and the total is at least $3m + 3M + (m + 12)$. Try small values of $m$.',
      ],
      explanation: `Let the least value be $m$, so the greatest is $m + 12$ and the total is $70$. The three values below the median are at least $m$ and the three above it are at least the median $M$, so $m + m + m + M + M + M + (m + 12) \\le 70$, and also $M \\le m + 12$. If $m = 3$: $M$ can be $15 = m + 12$, since $3 + 3 + 3 + 15 + 15 + 15 + 15 = 69$ leaves $1$ to add to a value below the median: $3, 3, 4, 15, 15, 15, 15$. If $m = 4$: $4m + 3M + 12 \\le 70$ gives $M \\le 14$. If $m \\ge 5$: $3M \\le 58 - 4m \\le 38$, so $M \\le 12$. If $m \\le 2$: $M \\le m + 12 \\le 14$. So the greatest median is $${best}$. Ignoring the range would allow $1, 1, 1, 16, 17, 17, 17$, with median $16$ but range $16$.`,
    });
  }
}
