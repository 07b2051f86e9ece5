// Generates questions/problem-solving-data-analysis/center-and-spread.l5v.generated.yaml (series
// v, level 5): data sets pinned down by several conditions at once, where the optimum needs a
// move nothing in the question suggests.
//   (1) The least possible greatest value of distinct integers with a given mean and median: the
//       values below the median must be pushed UP (as close to the median as they can go), the
//       opposite of the usual "make the others small", and the values above the median must
//       differ, so their total cannot be split evenly.
//   (2) The least possible score when the mean, the median and the only mode are given: the mode
//       forces the values above the median, and a lower value equal to the median (or two equal
//       lower values) would make a second mode, the case that is easy to miss. With seven scores
//       the mode may appear twice or three times, and the two cases must be compared.
// Each key is computed by the case reasoning and confirmed by brute force: every data set that
// meets the conditions is listed and the extreme read off.
//   npx tsx content/generators/problem-solving-data-analysis/center-and-spread-l5v.ts
import { check } from '../lib/check.ts';
import { itemSeries } from '../lib/item-series.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { mean, median } from './statistics.ts';

const s = itemSeries('center-and-spread', 'v', 2);

// ---------------------------------------------------------------------------------------------
// (1) the least possible greatest value of n distinct positive integers (n odd)

/** Every increasing list of k integers from `low` to `high` with the given sum. */
function increasing(k: number, low: number, high: number, total: number): number[][] {
  const out: number[][] = [];
  const walk = (prefix: number[], from: number, left: number) => {
    const r = k - prefix.length;
    if (r === 0) {
      if (left === 0) out.push(prefix);
      return;
    }
    for (let v = from; v <= high && v * r + (r * (r - 1)) / 2 <= left; v++)
      walk([...prefix, v], v + 1, left - v);
  };
  walk([], low, total);
  return out;
}

/** Brute force: a data set with the least greatest value among all that meet the conditions. */
function leastGreatestByScan(n: number, m: number, med: number): number[] {
  const k = (n - 1) / 2;
  const total = n * m;
  let best: number[] | undefined;
  for (let lowSum = 0; lowSum <= total; lowSum++) {
    const lows = increasing(k, 1, med - 1, lowSum);
    if (!lows.length) continue;
    for (const high of increasing(k, med + 1, total, total - med - lowSum)) {
      const data = [...lows[0]!, med, ...high];
      check(mean(data) === m && median(data) === med, 'a data set that meets the conditions');
      if (!best || high[k - 1]! <= best[n - 1]!) best = data; // ties: the latest, largest lower sum
    }
  }
  check(best !== undefined, 'some data set fits');
  return best;
}

/** By reasoning: lower values med-k..med-1, then the least top of k distinct values over med. */
function leastGreatestByReason(n: number, m: number, med: number, lowSum: number): number {
  const k = (n - 1) / 2;
  const upper = n * m - med - lowSum;
  // k distinct values with greatest g sum to at most g + (g - 1) + ... + (g - k + 1)
  let g = med + k;
  while (k * g - (k * (k - 1)) / 2 < upper) g++;
  return g;
}

{
  const [n, m, med] = [7, 20, 16];
  const k = (n - 1) / 2;
  const example = leastGreatestByScan(n, m, med);
  const key = example[n - 1]!;
  const topLows = Array.from({ length: k }, (_, i) => med - k + i); // 13, 14, 15
  const highLows = topLows.reduce((a, b) => a + b, 0);
  check(key === leastGreatestByReason(n, m, med, highLows), 'scan and reasoning agree');
  const upper = n * m - med - highLows;
  const smallLows = (k * (k + 1)) / 2; // 1 + 2 + 3
  const wrongSmall = leastGreatestByReason(n, m, med, smallLows);
  const wrongEven = Math.ceil(upper / k); // the three upper values need not differ
  const wrongMost = n * m - smallLows - med - (k - 1) * med - (k * (k - 1)) / 2; // the greatest possible
  check(example.slice(0, k).join() === topLows.join(), 'the best set pushes the lower values up');
  s.mcNumber({
    level: 5,
    body: `A data set consists of $${n}$ different positive integers. The mean of the data set is $${m}$, and the median is $${med}$. What is the least possible value of the greatest integer in the data set?`,
    answer: key,
    wrong: [wrongEven, wrongSmall, wrongMost],
    show: (v) => `$${v}$`,
    hints: [
      `The sum of the $${n}$ integers is fixed. To keep the greatest integer small, the three integers above the median should share their total as evenly as they can.`,
      'What should the three integers below the median be so that the three above it have as little as possible to share?',
    ],
    superhints: [
      `Make the integers below $${med}$ as large as possible: they must be different and less than $${med}$. Then the three integers above $${med}$ must be different, so they cannot all be equal.`,
    ],
    explain: (l) =>
      `The sum is $${n} \\times ${m} = ${n * m}$. The three integers below the median are different and less than $${med}$, so they total at most $${topLows.join(' + ')} = ${highLows}$; the larger they are, the less is left for the three above. So the three integers above $${med}$ total at least $${n * m} - ${med} - ${highLows} = ${upper}$. Three different integers with greatest value $g$ total at most $g + (g - 1) + (g - 2) = 3g - 3$, so $3g - 3 \\ge ${upper}$ and $g \\ge ${key}$. The data set ${example.map((v) => `$${v}$`).join(', ')} meets every condition, so the least possible greatest integer is $${key}$, choice ${l}. ` +
      `The value $${wrongEven}$ shares $${upper}$ equally ($${upper} \\div 3$ rounded up), but the three integers must be different. The value $${wrongSmall}$ makes the lower integers $1$, $2$ and $3$, which leaves more for the upper three, not less. The value $${wrongMost}$ is the greatest possible value of the greatest integer, not the least.`,
  });
}

{
  const [n, m, med] = [9, 15, 12];
  const k = (n - 1) / 2;
  const ex = leastGreatestByScan(n, m, med);
  const key = ex[n - 1]!;
  const topLows = Array.from({ length: k }, (_, i) => med - k + i); // 8 to 11
  const highLows = topLows.reduce((a, b) => a + b, 0);
  check(key === leastGreatestByReason(n, m, med, highLows), 'scan and reasoning agree');
  const upper = n * m - med - highLows;
  s.typed({
    level: 5,
    body: `A data set consists of $${n}$ different positive integers. The mean of the data set is $${m}$, and the median is $${med}$. What is the least possible value of the greatest integer in the data set?`,
    answer: key,
    hints: [
      `The sum of the $${n}$ integers is fixed. To keep the greatest integer small, the integers above the median should share their total as evenly as they can.`,
      'What should the integers below the median be so that the integers above it have as little as possible to share?',
    ],
    superhints: [
      `Make the four integers below $${med}$ as large as possible. The four integers above $${med}$ must be different, so the greatest of them is at least a little more than their average.`,
    ],
    explanation: `The sum is $${n} \\times ${m} = ${n * m}$. The four integers below the median are different and less than $${med}$, so they total at most $${topLows.join(' + ')} = ${highLows}$, which leaves at least $${n * m} - ${med} - ${highLows} = ${upper}$ for the four integers above $${med}$. Four different integers with greatest value $g$ total at most $g + (g - 1) + (g - 2) + (g - 3) = 4g - 6$, so $4g - 6 \\ge ${upper}$ and $g \\ge ${key}$. The data set ${ex.map((v) => `$${v}$`).join(', ')} has sum $${n * m}$ and median $${med}$, so the least possible greatest integer is $${key}$. Making the lower integers small ($1$, $2$, $3$, $4$) leaves more for the upper four and gives $${leastGreatestByReason(n, m, med, 10)}$; sharing $${upper}$ equally without keeping the integers different gives $${Math.ceil(upper / k)}$.`,
  });
  check(new Set(ex).size === n && ex.slice(0, k).join() === topLows.join(), 'the example set');
}

// ---------------------------------------------------------------------------------------------
// (2) the least possible score with a given mean, median and only mode (integer scores 0 to 100)

/** The only mode of a list, or undefined when no value is more frequent than every other. */
function onlyMode(xs: readonly number[]): number | undefined {
  const counts = new Map<number, number>();
  for (const x of xs) counts.set(x, (counts.get(x) ?? 0) + 1);
  const top = Math.max(...counts.values());
  const modes = [...counts].filter(([, c]) => c === top).map(([v]) => v);
  return top >= 2 && modes.length === 1 ? modes[0] : undefined;
}

/** Brute force over sorted lists of n integer scores from 0 to 100 with the given statistics. */
function leastScoreByScan(n: number, m: number, med: number, mode: number): number[] {
  const k = (n - 1) / 2;
  const total = n * m;
  let best: number[] | undefined;
  const uppers: number[][] = [];
  const up = (prefix: number[], from: number) => {
    if (prefix.length === k) return void uppers.push(prefix);
    for (let v = from; v <= 100; v++) up([...prefix, v], v);
  };
  up([], med);
  const lowers: number[][] = [];
  const low = (prefix: number[], from: number) => {
    if (prefix.length === k) return void lowers.push(prefix);
    for (let v = from; v <= med; v++) low([...prefix, v], v);
  };
  low([], 0);
  const lowBySum = new Map<number, number[][]>();
  for (const l of lowers) {
    const t = l.reduce((a, b) => a + b, 0);
    lowBySum.set(t, [...(lowBySum.get(t) ?? []), l]);
  }
  for (const u of uppers) {
    const need = total - med - u.reduce((a, b) => a + b, 0);
    for (const l of lowBySum.get(need) ?? []) {
      const data = [...l, med, ...u];
      if (median(data) !== med || onlyMode(data) !== mode) continue;
      if (!best || l[0]! < best[0]!) best = data;
    }
  }
  check(best !== undefined, 'some data set fits');
  return best;
}

{
  const [n, m, med, mode] = [5, 88, 92, 95];
  const best = leastScoreByScan(n, m, med, mode);
  const key = best[0]!;
  // by reasoning: the two scores above the median are both 95; the two below total 440 - 92 - 190
  // and the higher of them is at most 91 (92 would tie the mode), so the lower is at least 158 - 91
  const lowPair = n * m - med - 2 * mode;
  check(
    key === lowPair - (med - 1) && best.join() === [key, med - 1, med, mode, mode].join(),
    'reasoned',
  );
  const wrongTie = lowPair - med; // lets the second score equal the median: two 92s tie two 95s
  const wrongTop = n * m - med - 200 - med; // ignores the mode: the top two at 100, the second at 92
  const wrongEqual = lowPair / 2; // the two lowest equal, which also ties the mode
  check(onlyMode([wrongTie, med, med, mode, mode]) === undefined, 'the tie is a second mode');
  s.mcNumber({
    level: 5,
    body: `A student's scores on $${n}$ tests are integers from $0$ to $100$. The mean of the scores is $${m}$, the median is $${med}$, and the only mode is $${mode}$. What is the least possible score the student could have received on one of the tests?`,
    answer: key,
    wrong: [wrongTop, wrongTie, wrongEqual],
    show: (v) => `$${v}$`,
    hints: [
      `Write the scores in order. Which positions can the score $${mode}$ take, and how many times must it appear?`,
      'To make the lowest score small, make the other low score as large as the conditions allow.',
    ],
    superhints: [
      `The two scores above the median must both be $${mode}$. The other low score can be at most $${med}$, but check what a second $${med}$ would do to the mode.`,
    ],
    explain: (l) =>
      `In order, the scores are $a \\le b \\le ${med} \\le d \\le e$, and they total $${n} \\times ${m} = ${n * m}$. The only mode, $${mode}$, must appear at least twice, and only $d$ and $e$ can be greater than the median, so $d = e = ${mode}$. Then $a + b = ${n * m} - ${med} - ${2 * mode} = ${lowPair}$. To make $a$ least, make $b$ greatest: $b$ is at most $${med}$, but $b = ${med}$ would make $${med}$ appear twice, tying $${mode}$, and then $${mode}$ would not be the only mode. So $b = ${med - 1}$ and $a = ${key}$: the scores $${best.join(', ')}$ have mean $${m}$, median $${med}$ and only mode $${mode}$. The answer is $${key}$, choice ${l}. ` +
      `The value $${wrongTie}$ uses $b = ${med}$, which creates a second mode. The value $${wrongTop}$ puts the two highest scores at $100$, ignoring the mode (and also uses $b = ${med}$). The value $${wrongEqual}$ makes the two low scores equal, which is not the least and would also tie the mode.`,
  });
}

{
  const [n, m, med, mode] = [7, 80, 85, 90];
  const best = leastScoreByScan(n, m, med, mode);
  const key = best[0]!;
  // by reasoning: mode twice (90, 90, 100 above the median, then 84 and 83 below it) against mode
  // three times (90, 90, 90 above, then 85 and 84 may repeat once): the first leaves less
  const twice = n * m - med - (mode + mode + 100) - (med - 1) - (med - 2);
  const thrice = n * m - med - 3 * mode - med - (med - 1);
  check(key === twice && twice < thrice, 'twice beats three times');
  check(
    best.join() === [twice, med - 2, med - 1, med, mode, mode, 100].join(),
    'the best data set',
  );
  const wrongTies = n * m - med - (mode + mode + 100) - 2 * med; // 85 three times would tie
  s.typed({
    level: 5,
    body: `A gymnast's scores from $${n}$ judges are integers from $0$ to $100$. The mean of the scores is $${m}$, the median is $${med}$, and the only mode is $${mode}$. What is the least possible score from one of the judges?`,
    answer: key,
    hints: [
      `In order, three scores are at least the median and three are at most the median. How many times can $${mode}$ appear, and what does that allow the other scores to do?`,
      'To make the lowest score small, make every other score as large as the conditions allow.',
    ],
    superhints: [
      `Compare two cases: $${mode}$ appears exactly twice (then no other score may repeat, but one upper score can be $100$), or $${mode}$ appears three times (then other scores may appear twice).`,
    ],
    explanation: `In order, the scores are $a \\le b \\le c \\le ${med} \\le e \\le f \\le g$, totaling $${n} \\times ${m} = ${n * m}$. Only $e$, $f$ and $g$ can be $${mode}$. If $${mode}$ appears exactly twice, every other score appears once: take $e = f = ${mode}$ and $g = 100$, then $c = ${med - 1}$ and $b = ${med - 2}$ (another $${med}$ would tie the mode), so $a = ${n * m} - ${med} - ${2 * mode + 100} - ${med - 1} - ${med - 2} = ${twice}$. If $${mode}$ appears three times, other scores may appear twice: $e = f = g = ${mode}$, $c = ${med}$, $b = ${med - 1}$, and $a = ${n * m} - ${med} - ${3 * mode} - ${med} - ${med - 1} = ${thrice}$, which is greater. So the least possible score is $${key}$ (the scores $${best.join(', ')}$). Letting $b$ and $c$ both be $${med}$ gives $${wrongTies}$, but then $${med}$ appears three times and $${mode}$ is not the only mode.`,
  });
}

writeGeneratedQuestions(
  'problem-solving-data-analysis',
  'center-and-spread.l5v',
  'generators/problem-solving-data-analysis/center-and-spread-l5v.ts',
  s.questions,
);
