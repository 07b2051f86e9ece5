// Generates questions/problem-solving-data-analysis/probability.l5v.generated.yaml (series v,
// level 5): conditional probabilities where the whole to divide by has to be built first.
//   (1) A screening test's two hit rates and the share of positives who truly have the condition
//       are given; the unknown is the base rate, so the usual computation runs backward (an
//       unknown fraction p of the group, and the false positives are a share of 1 - p).
//   (2) Two students chosen from a group, given that at least one is a senior: the condition
//       removes only the all-junior pairs (most solvers fix one senior and answer 5/9).
//   (3) A two-circle (Venn) situation given by a percent, a "neither" and a conditional; the
//       pool's size follows from the total, and "exactly one" is the group to choose from.
// Each key is computed with exact fractions and confirmed by counting: a population of whole
// people is built (the unknown base rate or group size found by a scan over whole counts, which
// must find exactly one), and the probability is read off by counting the people or the pairs.
//   npx tsx content/generators/problem-solving-data-analysis/probability-l5v.ts
import { check } from '../lib/check.ts';
import {
  frac,
  fracAdd,
  fracDiv,
  fracEq,
  fracMul,
  fracSub,
  fracTex,
  fracValue,
  type Frac,
} from '../lib/fraction.ts';
import { itemSeries } from '../lib/item-series.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { tex } from './helpers.ts';

const s = itemSeries('probability', 'v', 3);
const ONE = frac(1);

/** Four fraction choices in increasing order (the series keeps them sorted). */
const fracChoice = (correct: Frac, wrong: Frac[]) => {
  const all = [correct, ...wrong];
  check(new Set(all.map((f) => `${f.n}/${f.d}`)).size === 4, 'four different fractions');
  return {
    answer: fracValue(correct),
    wrong: wrong.map(fracValue),
    show: (v: number) => `$${fracTex(all.find((f) => Math.abs(fracValue(f) - v) < 1e-12)!)}$`,
  };
};

// ---------------------------------------------------------------------------------------------
// (1) the base rate from the share of positives who have the condition
interface Screening {
  body: string;
  sens: number; // percent of those with the condition who test positive
  fp: number; // percent of those without it who test positive
  ppv: Frac; // share of the positives who have it
  who: string; // "people" / "parts"
  that: string; // "who" / "that"
  /** The named errors offered: all three of the usual ones, or the base rate's own overlap. */
  errors: ('noComplement' | 'positiveShare' | 'ppv' | 'bothEvents')[];
  has: string; // "have the condition" / "are defective"
  hasNot: string; // "do not" / "are not defective"
  positive: string; // "test positive" / "are flagged"
}

function screeningItem(c: Screening): void {
  const sens = frac(c.sens, 100);
  const fp = frac(c.fp, 100);
  // sens p (1 - ppv) = ppv fp (1 - p)
  const p = fracDiv(
    fracMul(c.ppv, fp),
    fracAdd(fracMul(sens, fracSub(ONE, c.ppv)), fracMul(c.ppv, fp)),
  );
  // second way: a population of 10,000 and every whole number of them who could have it
  const N = 10000;
  const fits: number[] = [];
  for (let k = 0; k <= N; k++) {
    const truePos = fracMul(frac(k), sens);
    const falsePos = fracMul(frac(N - k), fp);
    const all = fracAdd(truePos, falsePos);
    if (all.n > 0 && fracEq(fracDiv(truePos, all), c.ppv)) fits.push(k);
  }
  check(fits.length === 1 && fracEq(frac(fits[0]!, N), p), 'one base rate fits');
  const k = fits[0]!;
  const truePos = (k * c.sens) / 100;
  const falsePos = ((N - k) * c.fp) / 100;
  check(Number.isInteger(truePos) && Number.isInteger(falsePos), 'whole people');

  // named errors
  const noComplement = fracDiv(fracMul(c.ppv, fp), fracMul(sens, fracSub(ONE, c.ppv))); // fp of everyone
  const positiveShare = fracAdd(fracMul(sens, p), fracMul(fp, fracSub(ONE, p)));
  const bothEvents = fracMul(sens, p); // has the condition and tests positive
  const named = { noComplement, positiveShare, ppv: c.ppv, bothEvents };
  const ratio = fracDiv(c.ppv, fracSub(ONE, c.ppv)); // with : without among the positives
  const rf = fracMul(ratio, fp);
  const per1000 = (x: number) => tex((x * 1000) / N);
  s.mcNumber({
    level: 5,
    body: c.body,
    ...fracChoice(
      p,
      c.errors.map((e) => named[e]),
    ),
    hints: [
      `Call the unknown fraction $p$. Then the ${c.who} ${c.that} ${c.hasNot} make up $1 - p$.`,
      `Write the ${c.who} ${c.that} ${c.positive} in two parts: those ${c.that} ${c.has} and those ${c.that} ${c.hasNot}.`,
    ],
    superhints: [
      `Among those ${c.that} ${c.positive}, the ${c.who} ${c.that} ${c.has} and the ${c.who} ${c.that} ${c.hasNot} are in the ratio $${ratio.n} : ${ratio.d}$. So $${tex(c.sens / 100)}p = ${ratio.d === 1 ? ratio.n : fracTex(ratio)} \\times ${tex(c.fp / 100)}(1 - p)$.`,
    ],
    explain: (l) => {
      const why = {
        noComplement: `$${fracTex(noComplement)}$ takes $${c.fp}\\%$ of all the ${c.who} instead of $${c.fp}\\%$ of those ${c.that} ${c.hasNot}.`,
        positiveShare: `$${fracTex(positiveShare)}$ is the fraction of all the ${c.who} ${c.that} ${c.positive}, not of those ${c.that} ${c.has}.`,
        ppv: `$${fracTex(c.ppv)}$ is the share among those ${c.that} ${c.positive} only, not among all the ${c.who}.`,
        bothEvents: `$${fracTex(bothEvents)}$ counts only the ${c.who} ${c.that} ${c.has} and also ${c.positive} ($${c.sens}\\%$ of $p$).`,
      };
      return (
        `Let $p$ be the fraction of the ${c.who} ${c.that} ${c.has}. Those ${c.that} ${c.positive} are $${tex(c.sens / 100)}p$ ${c.that} ${c.has} and $${tex(c.fp / 100)}(1 - p)$ ${c.that} ${c.hasNot}. Since $${fracTex(c.ppv)}$ of them ${c.has}, the first part is $${fracTex(ratio)}$ times the second: $${tex(c.sens / 100)}p = ${tex(fracValue(rf))}(1 - p)$, so $(${tex(c.sens / 100)} + ${tex(fracValue(rf))})p = ${tex(fracValue(rf))}$ and $p = ${fracTex(p)}$, choice ${l}. Check with $1{,}000$ ${c.who}: $${per1000(k)}$ ${c.has} and $${per1000(truePos)}$ of them ${c.positive}; of the other $${per1000(N - k)}$, $${per1000(falsePos)}$ ${c.positive}; and $\\frac{${per1000(truePos)}}{${per1000(truePos + falsePos)}} = ${fracTex(c.ppv)}$. ` +
        c.errors.map((e) => why[e]).join(' ')
      );
    },
  });
}

screeningItem({
  body: `A screening test for a medical condition gives a positive result for $90\\%$ of people who have the condition and for $5\\%$ of people who do not have it. In a large group of people who were screened, $\\frac{2}{3}$ of the people with a positive result have the condition. What fraction of the people in the group have the condition?`,
  sens: 90,
  fp: 5,
  ppv: frac(2, 3),
  who: 'people',
  that: 'who',
  errors: ['noComplement', 'positiveShare', 'ppv'],
  has: 'have the condition',
  hasNot: 'do not have it',
  positive: 'test positive',
});

screeningItem({
  body: `A factory's inspection machine flags $80\\%$ of the parts that are defective and $10\\%$ of the parts that are not defective. Of the parts the machine flagged last week, $\\frac{2}{3}$ were defective. What fraction of all the parts the machine inspected last week were defective?`,
  sens: 80,
  fp: 10,
  ppv: frac(2, 3),
  who: 'parts',
  that: 'that',
  errors: ['bothEvents', 'noComplement', 'positiveShare'],
  has: 'are defective',
  hasNot: 'are not defective',
  positive: 'are flagged',
});

// ---------------------------------------------------------------------------------------------
// (2) two chosen at random, given that at least one is a senior
{
  const [juniors, seniors] = [4, 6];
  const group = [...Array<string>(juniors).fill('J'), ...Array<string>(seniors).fill('S')];
  const pairs: [string, string][] = [];
  for (let i = 0; i < group.length; i++)
    for (let j = i + 1; j < group.length; j++) pairs.push([group[i]!, group[j]!]);
  const atLeastOne = pairs.filter(([a, b]) => a === 'S' || b === 'S');
  const both = atLeastOne.filter(([a, b]) => a === 'S' && b === 'S');
  const exactlyOne = atLeastOne.length - both.length;
  const key = frac(both.length, atLeastOne.length);
  const choose2 = (n: number) => (n * (n - 1)) / 2;
  check(
    fracEq(key, frac(choose2(seniors), choose2(juniors + seniors) - choose2(juniors))),
    'counted pairs agree with the formula',
  );
  const unconditioned = frac(both.length, pairs.length);
  const fixOne = frac(seniors - 1, juniors + seniors - 1);
  const overExactlyOne = frac(both.length, exactlyOne);
  s.mcNumber({
    // 4 after the blind pass of 2026-11-29 (the solver: three routine counting steps).
    level: 4,
    body: `A teacher will choose $2$ different students at random from a group of $${juniors}$ juniors and $${seniors}$ seniors to present a project. Given that at least one of the $2$ students chosen is a senior, what is the probability that both students chosen are seniors?`,
    ...fracChoice(key, [unconditioned, fixOne, overExactlyOne]),
    hints: [
      'Count every possible pair of students the teacher could choose.',
      'The condition "at least one is a senior" removes some pairs. Which ones?',
    ],
    superhints: [
      `There are $${pairs.length}$ pairs in all. Only the pairs of two juniors fail the condition; count the pairs that are left, and how many of them are two seniors.`,
    ],
    explain: (l) =>
      `There are $\\frac{10 \\times 9}{2} = ${pairs.length}$ possible pairs. The pairs of two juniors number $\\frac{4 \\times 3}{2} = ${choose2(juniors)}$, so $${atLeastOne.length}$ pairs have at least one senior, and $\\frac{6 \\times 5}{2} = ${both.length}$ of them are two seniors. The probability is $\\frac{${both.length}}{${atLeastOne.length}} = ${fracTex(key)}$, choice ${l}. ` +
      `$${fracTex(unconditioned)}$ is the probability that both are seniors without the condition ($\\frac{${both.length}}{${pairs.length}}$). $${fracTex(fixOne)}$ fixes one particular senior and asks about the other student, but "at least one is a senior" does not say which student is the senior, so it is a different condition. $${fracTex(overExactlyOne)}$ divides by the $${exactlyOne}$ pairs with exactly one senior instead of all $${atLeastOne.length}$ pairs with at least one.`,
  });
}

// ---------------------------------------------------------------------------------------------
// (3) library and pool: a conditional, a "neither" and a total give the circles; then "exactly one"
{
  const [library, neither, alsoLibrary] = [55, 25, 60]; // percents
  const N = 200;
  const fits: number[] = [];
  for (let pool = 0; pool <= N; pool++) {
    const both = (pool * alsoLibrary) / 100;
    if (!Number.isInteger(both)) continue;
    const libOnly = (N * library) / 100 - both;
    const poolOnly = pool - both;
    if (libOnly >= 0 && libOnly + both + poolOnly + (N * neither) / 100 === N) fits.push(pool);
  }
  check(fits.length === 1, 'one size of the pool group fits');
  const pool = fits[0]!;
  const both = (pool * alsoLibrary) / 100;
  const libOnly = (N * library) / 100 - both;
  const poolOnly = pool - both;
  const residents = [
    ...Array<string>(libOnly).fill('L'),
    ...Array<string>(poolOnly).fill('P'),
    ...Array<string>(both).fill('LP'),
    ...Array<string>((N * neither) / 100).fill('-'),
  ];
  check(residents.length === N, 'everyone counted once');
  const exactly = residents.filter((r) => r === 'L' || r === 'P');
  const key = frac(exactly.filter((r) => r === 'L').length, exactly.length);
  // the same by algebra in percents: pool only is 40% of the pool group, and 100 - 25 - 55 of all
  const poolPct = frac(100 - neither - library, 1);
  const poolGroup = fracDiv(poolPct, frac(100 - alsoLibrary, 100));
  const libOnlyPct = fracSub(frac(library), fracMul(poolGroup, frac(alsoLibrary, 100)));
  check(fracEq(key, fracDiv(libOnlyPct, fracAdd(libOnlyPct, poolPct))), 'algebra agrees');
  const pct = (x: number) => tex((100 * x) / N);
  const doubled = frac(library, library + (100 * pool) / N);
  const overAny = frac(libOnly, N - (N * neither) / 100);
  const poolSide = frac(poolOnly, exactly.length);
  s.mcNumber({
    level: 5,
    body: `In a survey of the residents of a town, $${library}\\%$ of the residents said they use the public library, and $${neither}\\%$ said they use neither the public library nor the public pool. Of the residents who said they use the pool, $${alsoLibrary}\\%$ said they also use the library. If a resident who uses exactly one of the two (the library or the pool) is chosen at random, what is the probability that the resident uses the library?`,
    ...fracChoice(key, [doubled, overAny, poolSide]),
    hints: [
      'Sort the residents into four groups: library only, pool only, both, and neither.',
      'The percent who use the pool is not given. The residents who use the pool but not the library fill what the other groups leave.',
    ],
    superhints: [
      `If $P\\%$ of the residents use the pool, then $${tex(alsoLibrary / 100)}P\\%$ use both and $${tex(1 - alsoLibrary / 100)}P\\%$ use the pool only. The library users, the pool-only users and the "neither" group make up everyone.`,
    ],
    explain: (l) =>
      `Let $P\\%$ of the residents use the pool; $${tex(alsoLibrary / 100)}P\\%$ use both and $${tex(1 - alsoLibrary / 100)}P\\%$ use the pool only. The library users, the pool-only users and the "neither" group make up everyone: $${library} + ${tex(1 - alsoLibrary / 100)}P + ${neither} = 100$, so $P = ${pct(pool)}$. Then $${pct(both)}\\%$ use both, $${pct(libOnly)}\\%$ use the library only and $${pct(poolOnly)}\\%$ use the pool only. Of the $${pct(exactly.length)}\\%$ who use exactly one, $${pct(libOnly)}\\%$ use the library: $\\frac{${pct(libOnly)}}{${pct(exactly.length)}} = ${fracTex(key)}$, choice ${l}. ` +
      `$${fracTex(doubled)}$ divides the library users by the library users plus the pool users, which counts the $${pct(both)}\\%$ who use both twice and ignores "exactly one". $${fracTex(overAny)}$ divides the library-only users by everyone who uses at least one. $${fracTex(poolSide)}$ is the probability that the resident uses the pool.`,
  });
}

writeGeneratedQuestions(
  'problem-solving-data-analysis',
  'probability.l5v',
  'generators/problem-solving-data-analysis/probability-l5v.ts',
  s.questions,
);
