// Generates questions/problem-solving-data-analysis/percentages.l5v.generated.yaml (series v,
// level 5): percent-change chains where the step that decides the answer is not named.
//   (1) Two parts change at different rates and the total's change is given; in the next period
//       the parts change at other rates. The first period fixes the split of the total (a step
//       the question never asks for), and the second period must be applied to the parts as they
//       are after the first one (the shares moved), not to the old shares.
//   (2) A price changes twice by the same p%, each time up or down: both mixed orders and the
//       double decrease each give a value of p, and most solvers stop at one pattern.
// Keys from the algebra of the factors (exact fractions); each confirmed a second way: the split
// by a scan over whole-number splits of 1,000 and the result by following a concrete population
// step by step; the values of p by trying every whole p from 1 to 99 in all four up/down orders.
//   npx tsx content/generators/problem-solving-data-analysis/percentages-l5v.ts
import { check, close } from '../lib/check.ts';
import { frac, fracAdd, fracEq, fracMul, fracSub, fracValue } from '../lib/fraction.ts';
import { itemSeries } from '../lib/item-series.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { tex } from './helpers.ts';

const s = itemSeries('percentages', 'v', 1);
const f = (pct: number) => frac(100 + pct, 100); // the factor of a percent change
const pc = (v: number) => `$${tex(v)}\\%$`;

// ---------------------------------------------------------------------------------------------
// (1) the split from the first period, then the second period on the changed parts
interface SplitContext {
  body: string;
  partA: string; // "produce" / "the north district"
  partB: string;
  first: [number, number, number]; // percent changes of A, B and the total in period 1
  second: [number, number]; // percent changes of A and B in period 2
  /** How the text names the periods: 'March' and 'April', or 'the first decade' and 'the second decade'. */
  periods: [string, string];
  whole: string; // "the bill", "the city's population"
}

function splitItem(c: SplitContext): void {
  const [a1, b1, t1] = c.first;
  const [a2, b2] = c.second;
  // share of A at the start: a1 x + b1 (1 - x) = t1
  const x = frac(t1 - b1, a1 - b1);
  const y = fracSub(frac(1), x);
  check(x.n > 0 && x.n < x.d, 'the split is a proper share');
  // a scan over whole splits of 1,000 finds the same share, and only it
  const splits: number[] = [];
  for (let k = 0; k <= 1000; k++)
    if (k * (100 + a1) + (1000 - k) * (100 + b1) === 1000 * (100 + t1)) splits.push(k);
  check(splits.length === 1 && fracEq(frac(splits[0]!, 1000), x), 'one split of 1,000');

  const end = fracAdd(fracMul(x, fracMul(f(a1), f(a2))), fracMul(y, fracMul(f(b1), f(b2))));
  const key = 100 * (fracValue(end) - 1);
  // second way: follow 1,000 units (people or dollars) period by period
  const A0 = splits[0]!;
  const B0 = 1000 - A0;
  const A1 = (A0 * (100 + a1)) / 100;
  const B1 = (B0 * (100 + b1)) / 100;
  check(close(A1 + B1, 10 * (100 + t1)), 'the first period gives the stated total');
  const A2 = (A1 * (100 + a2)) / 100;
  const B2 = (B1 * (100 + b2)) / 100;
  check(close(key, (A2 + B2) / 10 - 100), 'followed step by step');

  // named errors
  const oldShares =
    100 * (fracValue(f(t1)) * fracValue(fracAdd(fracMul(x, f(a2)), fracMul(y, f(b2)))) - 1);
  const addEach =
    100 *
      fracValue(
        fracAdd(fracMul(x, frac(100 + a1 + a2, 100)), fracMul(y, frac(100 + b1 + b2, 100))),
      ) -
    100;
  const halves = 100 * (fracValue(fracAdd(fracMul(f(a1), f(a2)), fracMul(f(b1), f(b2)))) / 2 - 1);
  const wrong = [oldShares, addEach, halves];
  check(
    wrong.every((w) => !close(w, key)),
    'the errors miss the key',
  );
  const second = 100 * fracValue(fracAdd(fracMul(x, f(a2)), fracMul(y, f(b2)))) - 100;
  const xPct = 100 * fracValue(x);
  const A1s = tex(A1);
  const B1s = tex(B1);

  s.mcNumber({
    level: 5,
    body: c.body,
    answer: key,
    wrong,
    show: pc,
    hints: [
      `What happened in ${c.periods[0]} is not only background: it tells you what share of ${c.whole} ${c.partA} made up at the start.`,
      `Once you know the split, follow each part through both changes separately before adding.`,
    ],
    superhints: [
      `If ${c.partA} made up the fraction $x$ of ${c.whole} at the start, then $${tex(1 + a1 / 100)}x + ${tex(1 + b1 / 100)}(1 - x) = ${tex(1 + t1 / 100)}$. After ${c.periods[0]}, the two parts are no longer in the same proportion, so apply the changes of ${c.periods[1]} to each part's new size.`,
    ],
    explain: (l) =>
      `Let ${c.partA} be the fraction $x$ of ${c.whole} at the start. The first change gives $${tex(1 + a1 / 100)}x + ${tex(1 + b1 / 100)}(1 - x) = ${tex(1 + t1 / 100)}$, so $x = ${tex(xPct / 100)}$. Out of $1{,}000$, take $${A0}$ for ${c.partA} and $${B0}$ for ${c.partB}: after ${c.periods[0]} the parts are $${A1s}$ and $${B1s}$ (total $${tex(A1 + B1)}$), and after ${c.periods[1]} they are $${tex(A2)}$ and $${tex(B2)}$, a total of $${tex(A2 + B2)}$. That is $${tex(key)}\\%$ more than at the start, choice ${l}. ` +
      `The value $${tex(oldShares)}\\%$ applies the changes of ${c.periods[1]} to the starting shares ($${tex(second)}\\%$) and compounds that with $${t1}\\%$, but after ${c.periods[0]} the share of ${c.partA} is no longer $${tex(xPct)}\\%$. The value $${tex(addEach)}\\%$ adds each part's two percent changes instead of multiplying them. The value $${tex(halves)}\\%$ treats the two parts as equal in size, which the change in the total in ${c.periods[0]} rules out.`,
  });
}

splitItem({
  body: `A family buys the same groceries every month. In March, the prices of the produce it buys rose by $10\\%$ and the prices of the packaged foods it buys fell by $10\\%$, and its monthly grocery bill rose by $2\\%$. In April, the prices of the produce fell by $10\\%$ and the prices of the packaged foods rose by $20\\%$. By what percent was the family's grocery bill at the end of April greater than its bill before the March changes?`,
  partA: 'produce',
  partB: 'packaged foods',
  first: [10, -10, 2],
  second: [-10, 20],
  periods: ['March', 'April'],
  whole: 'the bill',
});

splitItem({
  body: `A city is made up of a north district and a south district. From 2000 to 2010, the population of the north district increased by $25\\%$ and the population of the south district decreased by $5\\%$, and the population of the whole city increased by $7\\%$. From 2010 to 2020, the population of the north district decreased by $20\\%$ and the population of the south district increased by $10\\%$. By what percent was the city's population in 2020 greater than in 2000?`,
  partA: 'the north district',
  partB: 'the south district',
  first: [25, -5, 7],
  second: [-20, 10],
  periods: ['the first decade', 'the second decade'],
  whole: "the city's population",
});

// ---------------------------------------------------------------------------------------------
// (2) two changes of the same size p%, each an increase or a decrease
/** Every whole p from 1 to 99 for which some order of ups and downs gives the net decrease. */
function valuesOfP(netDecrease: number): { p: number; pattern: string }[] {
  const out: { p: number; pattern: string }[] = [];
  for (let p = 1; p <= 99; p++)
    for (const [s1, s2] of [
      [1, 1],
      [1, -1],
      [-1, 1],
      [-1, -1],
    ] as const)
      if ((100 + s1 * p) * (100 + s2 * p) === 100 * (100 - netDecrease))
        out.push({ p, pattern: `${s1 > 0 ? 'up' : 'down'}-${s2 > 0 ? 'up' : 'down'}` });
  return out;
}

/** The two cases by algebra: (1 - p)^2 = 1 - d and (1 + p)(1 - p) = 1 - d. */
function byCases(netDecrease: number): { twoDowns: number; mixed: number } {
  const d = netDecrease / 100;
  return { twoDowns: 100 * (1 - Math.sqrt(1 - d)), mixed: 100 * Math.sqrt(d) };
}

{
  const net = 36;
  const found = valuesOfP(net);
  const ps = [...new Set(found.map((v) => v.p))].sort((a, b) => a - b);
  const cases = byCases(net);
  check(
    ps.length === 2 && close(ps[0]!, cases.twoDowns) && close(ps[1]!, cases.mixed),
    'two values of p, one per case',
  );
  check(found.filter((v) => v.p === ps[1]).length === 2, 'both mixed orders give the larger p');
  const [lo, hi] = ps as [number, number];
  s.mcText({
    level: 5,
    body: `The price of a share of a stock changed on each of two days. On each day, the price either increased by $p\\%$ or decreased by $p\\%$ of its value at the start of that day, where $p$ is the same positive number on both days. At the end of the second day, the price was $${net}\\%$ less than at the start of the first day. Which of the following gives all possible values of $p$?`,
    answer: `$${lo}$ and $${hi}$`,
    wrong: [`$${lo}$ only`, `$${hi}$ only`, `$${net / 2}$ only`],
    hints: [
      'The question does not say which days the price went up and which it went down.',
      'Write each change as a factor, $1 + \\frac{p}{100}$ or $1 - \\frac{p}{100}$, and consider every order.',
    ],
    superhints: [
      'Two increases cannot make the price fall. One increase and one decrease (in either order) give the factor $\\left(1 + \\frac{p}{100}\\right)\\left(1 - \\frac{p}{100}\\right)$; two decreases give $\\left(1 - \\frac{p}{100}\\right)^2$. Solve each case.',
    ],
    explain: (l) =>
      `The final price is $${tex(1 - net / 100)}$ times the starting price. Two increases would raise it, so at least one day was a decrease. One increase and one decrease, in either order: $\\left(1 + \\frac{p}{100}\\right)\\left(1 - \\frac{p}{100}\\right) = 1 - \\left(\\frac{p}{100}\\right)^2 = ${tex(1 - net / 100)}$, so $\\frac{p}{100} = ${tex(hi / 100)}$ and $p = ${hi}$. Two decreases: $\\left(1 - \\frac{p}{100}\\right)^2 = ${tex(1 - net / 100)}$, so $1 - \\frac{p}{100} = ${tex(1 - lo / 100)}$ and $p = ${lo}$. Both are possible: \\$100 rising $${hi}\\%$ to \\$${100 + hi} and then falling $${hi}\\%$ ends at \\$${((100 + hi) * (100 - hi)) / 100}; \\$100 falling $${lo}\\%$ twice ends at \\$${100 - lo} and then \\$${((100 - lo) * (100 - lo)) / 100}. So the values are $${lo}$ and $${hi}$, choice ${l}. Choosing $${lo}$ only or $${hi}$ only misses one of the two cases, and $${net / 2}$ adds the two percent changes as if they were taken on the same price.`,
  });
}

{
  const net = 64;
  const found = valuesOfP(net);
  const ps = [...new Set(found.map((v) => v.p))].sort((a, b) => a - b);
  const cases = byCases(net);
  check(
    ps.length === 2 && close(ps[0]!, cases.twoDowns) && close(ps[1]!, cases.mixed),
    'two values of p, one per case',
  );
  const [lo, hi] = ps as [number, number];
  const sum = lo + hi;
  s.typed({
    level: 5,
    body: `The number of visitors to a website changed from the first week to the second week and again from the second week to the third week. Each time, the number either increased by $p\\%$ or decreased by $p\\%$ of the previous week's number, where $p$ is the same positive number both times. The number of visitors in the third week was $${net}\\%$ less than in the first week. What is the sum of all possible values of $p$?`,
    answer: sum,
    hints: [
      'The question does not say which change was an increase and which was a decrease.',
      'Two increases cannot give a smaller number. Consider one increase and one decrease, and then two decreases.',
    ],
    superhints: [
      `One of each gives the factor $1 - \\left(\\frac{p}{100}\\right)^2$, and two decreases give $\\left(1 - \\frac{p}{100}\\right)^2$. Set each equal to $${tex(1 - net / 100)}$ and keep every solution with $0 < p < 100$.`,
    ],
    explanation: `The third week's number is $${tex(1 - net / 100)}$ times the first week's. Two increases are impossible. One increase and one decrease (in either order): $1 - \\left(\\frac{p}{100}\\right)^2 = ${tex(1 - net / 100)}$, so $\\frac{p}{100} = ${tex(hi / 100)}$ and $p = ${hi}$ (for example, $1{,}000$ visitors, then $${tex((1000 * (100 + hi)) / 100)}$, then $${tex((10 * (100 + hi) * (100 - hi)) / 100)}$). Two decreases: $\\left(1 - \\frac{p}{100}\\right)^2 = ${tex(1 - net / 100)}$, so $1 - \\frac{p}{100} = ${tex(1 - lo / 100)}$ and $p = ${lo}$ ($1{,}000$, then $${tex(10 * (100 - lo))}$, then $${tex((10 * (100 - lo) * (100 - lo)) / 100)}$). Both work, so the sum is $${lo} + ${hi} = ${sum}$. Stopping at one case gives $${lo}$ or $${hi}$, and adding the changes as if they were taken on the same number gives $${net / 2}$.`,
  });
}

writeGeneratedQuestions(
  'problem-solving-data-analysis',
  'percentages.l5v',
  'generators/problem-solving-data-analysis/percentages-l5v.ts',
  s.questions,
);
