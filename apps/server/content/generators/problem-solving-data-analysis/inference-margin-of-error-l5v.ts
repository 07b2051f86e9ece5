// Generates questions/problem-solving-data-analysis/inference-margin-of-error.l5v.generated.yaml
// (series v, level 5): estimates for a subgroup of a survey, whose margin of error is not the
// survey's. The step nothing names: an estimate based on fewer respondents has a larger margin
// of error, by the square root of the ratio of the sizes.
//   (1) The least total sample size for a next survey so that a subgroup, which is a fixed share
//       of the sample, gets a required margin of error: the subgroup's size first, then the total.
//   (2) Two age groups of one survey compared: with each group's own margin of error the
//       intervals overlap, while the survey's margin of error reused for each group makes them
//       look apart. The other choices confuse the sample with the population or reuse the
//       survey's margin of error for a group.
//   (3) The same comparison with one group's percent unknown: all the values for which the
//       intervals are apart, a threshold that moves with each group's own margin of error.
// Each margin of error is computed as m * sqrt(n / k) and confirmed without square roots
// (margin^2 * size is the same for every group); the least sample size is confirmed by a scan
// over whole sizes; the conclusions by a scan over percents in steps of 0.1 for a value plausible
// for both groups, and the threshold by a scan over the unknown percent in steps of 0.1.
//   npx tsx content/generators/problem-solving-data-analysis/inference-margin-of-error-l5v.ts
import { check, close } from '../lib/check.ts';
import { itemSeries } from '../lib/item-series.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { tex } from './helpers.ts';

const s = itemSeries('inference-margin-of-error', 'v', 1);
const ASSUME =
  'Assume that the margin of error of an estimate is inversely proportional to the square root of the number of respondents the estimate is based on, and that nothing else about the survey method changes.';

// ---------------------------------------------------------------------------------------------
// (1) the least total sample size for a subgroup's margin of error
interface SubgroupSize {
  n0: number; // the first survey's sample size
  m0: number; // its margin of error, in percentage points
  sharePct: number; // the subgroup's percent of the sample
  target: number; // the margin of error wanted for the subgroup
  population: string; // "adults in a state"
  group: string; // "adults aged 18 to 29"
}

function leastTotal(c: SubgroupSize): { key: number; subgroup: number } {
  // the subgroup needs k respondents with m0 sqrt(n0 / k) <= target: k >= n0 (m0 / target)^2
  const subgroup = c.n0 * (c.m0 / c.target) ** 2;
  const key = Math.ceil((subgroup * 100) / c.sharePct - 1e-9);
  // scan: the first whole N whose subgroup meets the target, compared without square roots
  // (m0^2 n0 <= target^2 k with k = share N); scaled by 400 to keep whole numbers
  let first = 0;
  for (let N = 1; N <= 100000 && !first; N++)
    if (
      Math.round(c.m0 * c.m0 * 4) * c.n0 * 100 <=
      Math.round(c.target * c.target * 4) * c.sharePct * N
    )
      first = N;
  check(first === key, `the scan finds ${first}, the algebra ${key}`);
  const margin = (N: number) => c.m0 * Math.sqrt(c.n0 / ((N * c.sharePct) / 100));
  check(margin(key) <= c.target + 1e-12 && margin(key - 1) > c.target, 'the margin at the key');
  return { key, subgroup };
}

{
  const c: SubgroupSize = {
    n0: 1200,
    m0: 3,
    sharePct: 15,
    target: 4,
    population: 'adults in a state',
    group: 'adults aged 18 to 29',
  };
  const { key, subgroup } = leastTotal(c);
  const linearSub = (c.n0 * c.m0) / c.target;
  const linearTotal = (linearSub * 100) / c.sharePct;
  const current = (c.n0 * c.sharePct) / 100;
  s.mcNumber({
    level: 5,
    body: `A polling firm surveyed a random sample of $${tex(c.n0)}$ ${c.population}, and the margin of error for the whole sample was $${c.m0}$ percentage points. Of the people in the sample, $${c.sharePct}\\%$ were ${c.group}. For its next survey, done the same way, the firm wants the estimates for ${c.group} alone to have a margin of error of at most $${c.target}$ percentage points, and it expects ${c.group} to again make up $${c.sharePct}\\%$ of the sample. ${ASSUME} What is the least total sample size the next survey needs?`,
    answer: key,
    wrong: [subgroup, linearSub, linearTotal],
    show: (v) => `$${tex(v)}$`,
    hints: [
      `An estimate for ${c.group} is based only on the respondents in that group, not on the whole sample.`,
      `First find how many ${c.group} the next survey needs; then find the whole sample that contains that many.`,
    ],
    superhints: [
      `A group of $k$ respondents has a margin of error of $${c.m0}\\sqrt{\\frac{${tex(c.n0)}}{k}}$ percentage points. Set this at most $${c.target}$, then remember that the group is only $${c.sharePct}\\%$ of the sample.`,
    ],
    explain: (l) =>
      `A margin of error based on $k$ respondents is $${c.m0}\\sqrt{\\frac{${tex(c.n0)}}{k}}$ (it is $${c.m0}$ when $k = ${tex(c.n0)}$). For ${c.group}, $${c.m0}\\sqrt{\\frac{${tex(c.n0)}}{k}} \\le ${c.target}$ gives $\\frac{${tex(c.n0)}}{k} \\le \\frac{${c.target * c.target}}{${c.m0 * c.m0}}$, so $k \\ge ${tex(subgroup)}$. (In the first survey the group had only $${tex(current)}$ respondents, so its margin of error was larger than $${c.m0}$.) The group is $${c.sharePct}\\%$ of the sample, so the sample needs $${tex(c.sharePct / 100)}N \\ge ${tex(subgroup)}$, that is $N \\ge ${tex(key)}$, choice ${l}. ` +
      `$${tex(subgroup)}$ is the number of ${c.group} needed, not the total. $${tex(linearSub)}$ and $${tex(linearTotal)}$ treat the margin of error as inversely proportional to the sample size itself, not to its square root.`,
  });
}

{
  const c: SubgroupSize = {
    n0: 1600,
    m0: 2.5,
    sharePct: 10,
    target: 5,
    population: 'registered voters in a county',
    group: 'first-time voters',
  };
  const { key, subgroup } = leastTotal(c);
  s.typed({
    level: 5,
    body: `A news organization surveyed a random sample of $${tex(c.n0)}$ ${c.population}, and the margin of error for the whole sample was $${c.m0}$ percentage points. Of the people in the sample, $${c.sharePct}\\%$ were ${c.group}. The organization will run a new survey the same way and wants the estimates for ${c.group} alone to have a margin of error of at most $${c.target}$ percentage points; it expects ${c.group} to again make up $${c.sharePct}\\%$ of the sample. ${ASSUME} What is the least total sample size the new survey needs?`,
    answer: key,
    hints: [
      `An estimate for ${c.group} is based only on the ${c.group} who respond, not on the whole sample.`,
      `Find how many ${c.group} are needed first, then the total sample that contains that many.`,
    ],
    superhints: [
      `A group of $k$ respondents has a margin of error of $${c.m0}\\sqrt{\\frac{${tex(c.n0)}}{k}}$ percentage points. Set this at most $${c.target}$ and solve for $k$; the group is only $${c.sharePct}\\%$ of the sample.`,
    ],
    explanation: `A margin of error based on $k$ respondents is $${c.m0}\\sqrt{\\frac{${tex(c.n0)}}{k}}$. For ${c.group}, $${c.m0}\\sqrt{\\frac{${tex(c.n0)}}{k}} \\le ${c.target}$ gives $\\sqrt{\\frac{${tex(c.n0)}}{k}} \\le ${tex(c.target / c.m0)}$, so $\\frac{${tex(c.n0)}}{k} \\le ${tex((c.target / c.m0) ** 2)}$ and $k \\ge ${tex(subgroup)}$. Since ${c.group} are $${c.sharePct}\\%$ of the sample, $${tex(c.sharePct / 100)}N \\ge ${tex(subgroup)}$ and $N \\ge ${tex(key)}$. The value $${tex(subgroup)}$ is the number of ${c.group} needed, not the total, and a margin of error inversely proportional to the sample size itself would give $${tex((c.n0 * c.m0) / c.target)}$ ${c.group} and a total of $${tex((((c.n0 * c.m0) / c.target) * 100) / c.sharePct)}$.`,
  });
}

// ---------------------------------------------------------------------------------------------
// (2) two groups of one survey compared, each with its own margin of error
interface Group {
  name: string; // "adults under 30"
  count: number;
  pct: number;
}
interface Compare {
  n: number;
  m: number;
  topic: string; // "a plan to add bike lanes downtown"
  place: string; // "a city"
  a: Group;
  b: Group;
}

const interval = (pct: number, moe: number): [number, number] => [pct - moe, pct + moe];
const overlap = (x: [number, number], y: [number, number]) => x[0] <= y[1] && y[0] <= x[1];

/** Each group's margin of error, checked without square roots: m^2 n = moe^2 count. */
function groupMargins(c: Compare): [number, number] {
  const out = [c.a, c.b].map((g) => c.m * Math.sqrt(c.n / g.count));
  [c.a, c.b].forEach((g, i) => check(close(out[i]! ** 2 * g.count, c.m * c.m * c.n), 'm^2 n'));
  check(
    out.every((x) => Number.isInteger(x * 2)),
    'margins in half points',
  );
  return out as [number, number];
}

/** Whether some percent (in steps of 0.1) is plausible for both groups. */
function sharedValue(x: [number, number], y: [number, number]): boolean {
  for (let i = 0; i <= 1000; i++) {
    const p = i / 10;
    if (p >= x[0] - 1e-9 && p <= x[1] + 1e-9 && p >= y[0] - 1e-9 && p <= y[1] + 1e-9) return true;
  }
  return false;
}

function compareBody(c: Compare): string {
  return `A random sample of $${tex(c.n)}$ adults in ${c.place} was asked whether they favor ${c.topic}. For the whole sample, the margin of error was $${c.m}$ percentage points. In the sample, $${tex(c.a.count)}$ respondents were ${c.a.name}, and $${c.a.pct}\\%$ of them favor the plan; $${tex(c.b.count)}$ respondents were ${c.b.name}, and $${c.b.pct}\\%$ of them favor the plan. ${ASSUME.replace(', and that nothing else about the survey method changes', '')} Which conclusion is best supported by the survey?`;
}

{
  const c: Compare = {
    n: 3600,
    m: 2,
    topic: 'a plan to add bike lanes downtown',
    place: 'a city',
    a: { name: 'adults under 30', count: 900, pct: 54 },
    b: { name: 'adults over 65', count: 400, pct: 46 },
  };
  const [ma, mb] = groupMargins(c);
  const [ia, ib] = [interval(c.a.pct, ma), interval(c.b.pct, mb)];
  const [na, nb] = [interval(c.a.pct, c.m), interval(c.b.pct, c.m)]; // the survey's margin reused
  check(overlap(ia, ib) && sharedValue(ia, ib), 'the groups share plausible values');
  check(!overlap(na, nb), 'with the survey margin the intervals would not overlap');
  check(ma !== c.m, 'the reused interval is not the right one');
  s.mcText({
    level: 5,
    body: compareBody(c),
    answer: `It is plausible that the same percent of all the city's ${c.a.name} as of all the city's ${c.b.name} favor the plan.`,
    wrong: [
      `A greater percent of all the city's ${c.a.name} than of all the city's ${c.b.name} favor the plan.`,
      `The plausible values for the percent of all the city's ${c.a.name} who favor the plan are from $${na[0]}\\%$ to $${na[1]}\\%$.`,
      `Between $${ia[0]}\\%$ and $${ia[1]}\\%$ of the $${c.a.count}$ ${c.a.name} in the sample favor the plan.`,
    ],
    hints: [
      `The estimate for ${c.a.name} is based on $${c.a.count}$ respondents, not $${tex(c.n)}$. Is its margin of error larger or smaller than $${c.m}$ points?`,
      'Find the interval of plausible values for each group, then compare the two intervals.',
    ],
    superhints: [
      `With $${c.a.count}$ respondents the margin of error is $${c.m}\\sqrt{\\frac{${tex(c.n)}}{${c.a.count}}}$ points, and with $${c.b.count}$ it is $${c.m}\\sqrt{\\frac{${tex(c.n)}}{${c.b.count}}}$. Do the two intervals share any values?`,
    ],
    explain: (l) =>
      `Each group's estimate rests on fewer respondents than the whole sample, so its margin of error is larger: $${c.m}\\sqrt{\\frac{${tex(c.n)}}{${c.a.count}}} = ${ma}$ points for ${c.a.name} and $${c.m}\\sqrt{\\frac{${tex(c.n)}}{${c.b.count}}} = ${mb}$ points for ${c.b.name}. The plausible values are $${ia[0]}\\%$ to $${ia[1]}\\%$ and $${ib[0]}\\%$ to $${ib[1]}\\%$. These intervals overlap (for example, $${(Math.max(ia[0], ib[0]) + Math.min(ia[1], ib[1])) / 2}\\%$ is in both), so the survey does not show that the two groups differ: the same percent in both is plausible, choice ${l}. ` +
      `Using the survey's margin of $${c.m}$ points for each group gives $${na[0]}\\%$ to $${na[1]}\\%$ and $${nb[0]}\\%$ to $${nb[1]}\\%$, which do not overlap; that is why the claim of a greater percent and the interval from $${na[0]}\\%$ to $${na[1]}\\%$ are not supported. The sampled ${c.a.name} are known exactly ($${c.a.pct}\\%$ of them favor the plan); a margin of error describes the population, not the sample.`,
  });
}

// (3) the same comparison with one group's percent unknown: for which values will the intervals
// be apart? The threshold moves with each group's own margin of error.
{
  const [n, m] = [2500, 2];
  const a: Group = { name: 'adults under 30', count: 625, pct: 61 };
  const bCount = 400;
  const bName = 'adults 65 or older';
  const [ma, mb] = groupMargins({ n, m, topic: '', place: '', a, b: { ...a, count: bCount } });
  const key = a.pct - ma - mb; // x + mb < pct - ma
  // scan x in steps of 0.1: the intervals are apart exactly when x is below the key
  for (let i = 0; i <= 1000; i++) {
    const x = i / 10;
    const apart = interval(x, mb)[1] < interval(a.pct, ma)[0] - 1e-9;
    check(apart === x < key - 1e-9, `apart at x = ${x}`);
  }
  const surveyBoth = a.pct - 2 * m; // the survey's margin reused for both groups
  const surveyB = a.pct - ma - m; // the right margin for one group, the survey's for the other
  const [la, lb] = [m * (n / a.count), m * (n / bCount)]; // scaled by n / count, not its root
  const linear = a.pct - la - lb;
  const wrongs = [linear, surveyB, surveyBoth];
  check(new Set([key, ...wrongs]).size === 4 && wrongs.every((w) => w > 0), 'four thresholds');
  s.mcNumber({
    level: 5,
    body: `A random sample of $${tex(n)}$ adults in a county was asked whether they favor a plan to keep the public libraries open later on weekdays. For the whole sample, the margin of error was $${m}$ percentage points. In the sample, $${a.count}$ respondents were ${a.name}, and $${a.pct}\\%$ of them favor the plan; $${bCount}$ respondents were ${bName}, and $x\\%$ of them favor the plan. ${ASSUME.replace(', and that nothing else about the survey method changes', '')} The county will conclude that a smaller percent of all its ${bName} than of all its ${a.name} favor the plan exactly when the two groups' intervals of plausible values do not overlap. Which of the following gives all the values of $x$ for which the county will reach this conclusion?`,
    answer: key,
    wrong: wrongs,
    show: (v) => `$x < ${tex(v)}$`,
    hints: [
      `Each group's estimate is based only on that group's respondents, so each group has its own margin of error.`,
      `The interval for ${bName} must lie entirely below the interval for ${a.name}.`,
    ],
    superhints: [
      `A group of $k$ respondents has a margin of error of $${m}\\sqrt{\\frac{${tex(n)}}{k}}$ points. Find the lower end of the interval for ${a.name} and the upper end of the interval for ${bName}, in terms of $x$.`,
    ],
    explain: (l) =>
      `The margins of error are $${m}\\sqrt{\\frac{${tex(n)}}{${a.count}}} = ${ma}$ points for ${a.name} and $${m}\\sqrt{\\frac{${tex(n)}}{${bCount}}} = ${mb}$ points for ${bName}. The interval for ${a.name} is $${a.pct - ma}\\%$ to $${a.pct + ma}\\%$, and the interval for ${bName} is $(x - ${mb})\\%$ to $(x + ${mb})\\%$. They do not overlap, with ${bName} lower, when $x + ${mb} < ${a.pct - ma}$, that is $x < ${tex(key)}$, choice ${l}. ` +
      `$x < ${tex(surveyBoth)}$ uses the whole sample's margin of $${m}$ points for both groups, and $x < ${tex(surveyB)}$ uses it for ${bName}; a group of only $${bCount}$ respondents has a larger margin. $x < ${tex(linear)}$ scales the margins by $\\frac{${tex(n)}}{${a.count}}$ and $\\frac{${tex(n)}}{${bCount}}$ (giving $${tex(la)}$ and $${tex(lb)}$ points) instead of by their square roots.`,
  });
}

writeGeneratedQuestions(
  'problem-solving-data-analysis',
  'inference-margin-of-error.l5v',
  'generators/problem-solving-data-analysis/inference-margin-of-error-l5v.ts',
  s.questions,
);
