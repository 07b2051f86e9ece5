// Generates questions/problem-solving-data-analysis/ratios-rates-proportions.l5v.generated.yaml
// (series v, level 5): proportions that change while the process runs.
//   (1) Drain x liters of a mixture and refill with one pure ingredient, twice: the other
//       ingredient keeps the fraction 1 - x/V each time, so its share is multiplied by the square
//       (a step the question never names; treating the two refills as one of 2x liters, or the
//       mixture as unchanged between them, is the usual error). The root of the square equation
//       that drains more than the tank holds is rejected.
//   (2) One worker starts a job alone and a second joins; the pay is split by the part of the job
//       each did, and one share is given. The second worker's share fixes the time they worked
//       together at once, and the head start follows; splitting by hours instead is the error.
// Keys by algebra with exact fractions; each confirmed by simulating the process over a grid of
// candidate values (hundredths of a liter, minutes of work) and finding the only one that fits.
//   npx tsx content/generators/problem-solving-data-analysis/ratios-rates-proportions-l5v.ts
import { check } from '../lib/check.ts';
import {
  frac,
  fracAdd,
  fracDiv,
  fracEq,
  fracMul,
  fracSub,
  fracValue,
  type Frac,
} from '../lib/fraction.ts';
import { itemSeries } from '../lib/item-series.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { tex } from './helpers.ts';

const s = itemSeries('ratios-rates-proportions', 'v', 2);
const ONE = frac(1);

// ---------------------------------------------------------------------------------------------
// (1) drain and refill twice
/** The fraction of the kept ingredient after draining x of V and refilling, twice. */
function afterTwo(V: number, start: Frac, x: Frac): Frac {
  let kept = fracMul(frac(V), start); // liters of the ingredient that is not added
  for (let i = 0; i < 2; i++) kept = fracMul(kept, fracSub(ONE, fracDiv(x, frac(V))));
  return fracDiv(kept, frac(V));
}

/** Every x in hundredths of a liter, 0 < x < V, that leaves the kept ingredient at `end`. */
function scanDrain(V: number, start: Frac, end: Frac): Frac[] {
  const out: Frac[] = [];
  for (let h = 1; h < V * 100; h++)
    if (fracEq(afterTwo(V, start, frac(h, 100)), end)) out.push(frac(h, 100));
  return out;
}

{
  const V = 40;
  const [startPct, endPct] = [36, 64]; // antifreeze; water is 64% and then 36%
  const water0 = frac(100 - startPct, 100);
  const water1 = frac(100 - endPct, 100);
  // (1 - x/V)^2 = water1 / water0 = 9/16, so 1 - x/V = 3/4 (or -3/4, which drains 70 liters)
  const ratio = fracDiv(water1, water0);
  const root = frac(Math.round(Math.sqrt(ratio.n)), Math.round(Math.sqrt(ratio.d)));
  check(fracEq(fracMul(root, root), ratio), 'a rational square root');
  const key = fracMul(frac(V), fracSub(ONE, root));
  const rejected = fracMul(frac(V), fracAdd(ONE, root));
  const found = scanDrain(V, water0, water1);
  check(found.length === 1 && fracEq(found[0]!, key), 'the scan finds the key only');
  check(fracValue(rejected) > V, 'the other root drains more than the tank holds');
  // named errors
  const asOne = fracValue(fracMul(frac(V, 2), fracSub(ONE, ratio))); // one refill of 2x: 1 - 2x/V = ratio
  const noDrain = (V * (endPct - startPct)) / 100 / 2; // adds x of antifreeze twice, drains none
  const waterOnly = fracValue(
    fracMul(frac(V), fracSub(ONE, frac(Math.sqrt(water1.n), Math.sqrt(water1.d)))),
  ); // (1 - x/V)^2 = 0.36
  s.mcNumber({
    level: 5,
    body: `A car's radiator holds $${V}$ liters of coolant that is $${startPct}\\%$ antifreeze and $${100 - startPct}\\%$ water. A mechanic drains $x$ liters of the coolant and replaces them with $x$ liters of pure antifreeze, mixes it well, and then again drains $x$ liters of the coolant and replaces them with $x$ liters of pure antifreeze. The coolant is now $${endPct}\\%$ antifreeze. What is the value of $x$?`,
    answer: fracValue(key),
    wrong: [noDrain, asOne, waterOnly],
    show: (v) => `$${tex(v)}$`,
    hints: [
      'Follow the water, not the antifreeze: no water is ever added.',
      'Each drain removes the same fraction of the water that is in the radiator at that moment.',
    ],
    superhints: [
      `Each drain keeps the fraction $1 - \\frac{x}{${V}}$ of the water. The water starts at $${tex((V * (100 - startPct)) / 100)}$ liters and must end at $${tex((V * (100 - endPct)) / 100)}$ liters.`,
    ],
    explain: (l) =>
      `Only water is ever removed without being put back, and each drain takes the fraction $\\frac{x}{${V}}$ of the water present. The water starts at $${tex((V * (100 - startPct)) / 100)}$ liters and ends at $${tex((V * (100 - endPct)) / 100)}$ liters, so $${tex((V * (100 - startPct)) / 100)}\\left(1 - \\frac{x}{${V}}\\right)^2 = ${tex((V * (100 - endPct)) / 100)}$ and $\\left(1 - \\frac{x}{${V}}\\right)^2 = \\frac{${ratio.n}}{${ratio.d}}$. Then $1 - \\frac{x}{${V}} = \\frac{${root.n}}{${root.d}}$ and $x = ${tex(fracValue(key))}$, choice ${l}; the other root, $1 - \\frac{x}{${V}} = -\\frac{${root.n}}{${root.d}}$, gives $x = ${tex(fracValue(rejected))}$, more than the radiator holds. (Check: the water goes from $${tex((V * (100 - startPct)) / 100)}$ to $${tex(((V * (100 - startPct)) / 100) * fracValue(root))}$ to $${tex(((V * (100 - startPct)) / 100) * fracValue(ratio))}$ liters.) ` +
      `$${tex(asOne)}$ treats the two refills as one refill of $2x$ liters, as if the coolant were not stronger before the second drain. $${tex(noDrain)}$ adds $2x$ liters of antifreeze without removing the antifreeze that is drained. $${tex(waterOnly)}$ solves $\\left(1 - \\frac{x}{${V}}\\right)^2 = ${tex((100 - endPct) / 100)}$, forgetting that the coolant was only $${100 - startPct}\\%$ water at the start.`,
  });
}

{
  const V = 45;
  const [startPct, endPct] = [18, 8]; // concentrate, refilled with water
  const c0 = frac(startPct, 100);
  const c1 = frac(endPct, 100);
  const ratio = fracDiv(c1, c0);
  const root = frac(Math.round(Math.sqrt(ratio.n)), Math.round(Math.sqrt(ratio.d)));
  check(fracEq(fracMul(root, root), ratio), 'a rational square root');
  const key = fracMul(frac(V), fracSub(ONE, root));
  const found = scanDrain(V, c0, c1);
  check(found.length === 1 && fracEq(found[0]!, key), 'the scan finds the key only');
  check(fracValue(fracMul(frac(V), fracAdd(ONE, root))) > V, 'the other root is too large');
  s.typed({
    level: 5,
    body: `A tank holds $${V}$ liters of a cleaning solution that is $${startPct}\\%$ concentrate and the rest water. A worker drains $x$ liters of the solution and replaces them with $x$ liters of water, mixes it well, and then again drains $x$ liters of the solution and replaces them with $x$ liters of water. The solution is now $${endPct}\\%$ concentrate. What is the value of $x$?`,
    answer: key,
    hints: [
      'Follow the concentrate: it is only ever removed, never added.',
      'Each drain removes the same fraction of the concentrate that is in the tank at that moment.',
    ],
    superhints: [
      `Each drain keeps the fraction $1 - \\frac{x}{${V}}$ of the concentrate, and this happens twice. Compare the concentrate at the end with the concentrate at the start.`,
    ],
    explanation: `The concentrate starts at $${tex((V * startPct) / 100)}$ liters, and each drain keeps the fraction $1 - \\frac{x}{${V}}$ of it, so $${tex((V * startPct) / 100)}\\left(1 - \\frac{x}{${V}}\\right)^2 = ${tex((V * endPct) / 100)}$ and $\\left(1 - \\frac{x}{${V}}\\right)^2 = \\frac{${ratio.n}}{${ratio.d}}$. So $1 - \\frac{x}{${V}} = \\frac{${root.n}}{${root.d}}$ and $x = ${tex(fracValue(key))}$ (the negative square root would drain $${tex(fracValue(fracMul(frac(V), fracAdd(ONE, root))))}$ liters, more than the tank holds). Check: the concentrate goes from $${tex((V * startPct) / 100)}$ to $${tex(((V * startPct) / 100) * fracValue(root))}$ to $${tex((V * endPct) / 100)}$ liters. Treating the two refills as one refill of $2x$ liters gives $${tex(fracValue(fracMul(frac(V, 2), fracSub(ONE, ratio))))}$.`,
  });
}

// ---------------------------------------------------------------------------------------------
// (2) a head start, then together; the pay split by the part each did
interface Split {
  a: number; // hours the first worker needs alone
  b: number; // hours the second worker needs alone
  firstShare: Frac; // the first worker's part of the job (and of the pay)
}

/** By algebra: the second worker's part is T / b, so T = b (1 - share); then t0 = a share - T. */
function headStart(c: Split): { t0: Frac; T: Frac } {
  const T = fracMul(frac(c.b), fracSub(ONE, c.firstShare));
  const t0 = fracSub(fracMul(frac(c.a), c.firstShare), T);
  return { t0, T };
}

/** Scan: every head start in whole minutes (up to the whole job) that gives the first share. */
function scanHeadStart(c: Split): Frac[] {
  const out: Frac[] = [];
  const together = fracAdd(frac(1, c.a), frac(1, c.b));
  for (let min = 0; min <= c.a * 60; min++) {
    const t0 = frac(min, 60);
    const left = fracSub(ONE, fracDiv(t0, frac(c.a)));
    const T = fracDiv(left, together);
    const first = fracMul(fracAdd(t0, T), frac(1, c.a));
    if (fracEq(first, c.firstShare)) out.push(t0);
  }
  return out;
}

{
  const c: Split = { a: 6, b: 3, firstShare: frac(2, 3) };
  const { t0, T } = headStart(c);
  const found = scanHeadStart(c);
  check(found.length === 1 && fracEq(found[0]!, t0), 'the scan finds the head start');
  // named error: pay split by hours, so the first worker's hours are twice the second's
  const ratio = fracDiv(c.firstShare, fracSub(ONE, c.firstShare));
  const byHoursT = fracDiv(ONE, fracAdd(fracDiv(ratio, frac(c.a)), frac(1, c.b)));
  const byHours = fracMul(fracSub(ratio, ONE), byHoursT);
  const total = fracAdd(t0, T);
  s.mcNumber({
    level: 5,
    body: `Working alone, Maya can paint a fence in $${c.a}$ hours, and Leo can paint the same fence in $${c.b}$ hours. Maya started painting the fence alone; some time later Leo joined her, and they worked together until the fence was finished. They split the payment for the job in proportion to the part of the fence each of them painted, and Maya received twice as much as Leo. For how many hours did Maya paint before Leo joined her?`,
    answer: fracValue(t0),
    wrong: [fracValue(T), fracValue(byHours), fracValue(total)],
    show: (v) => `$${tex(v)}$`,
    hints: [
      'The payment tells you what part of the fence each of them painted.',
      'Leo painted only while they worked together. What part of the fence did he paint, and how long did that take him?',
    ],
    superhints: [
      `Leo painted $\\frac{1}{3}$ of the fence at $\\frac{1}{${c.b}}$ of a fence per hour. Maya painted the other $\\frac{2}{3}$ at $\\frac{1}{${c.a}}$ of a fence per hour, during her time alone and the time together.`,
    ],
    explain: (l) =>
      `Maya received twice Leo's pay, so she painted $\\frac{2}{3}$ of the fence and Leo $\\frac{1}{3}$. Leo paints $\\frac{1}{${c.b}}$ of the fence per hour, so they worked together for $\\frac{1}{3} \\times ${c.b} = ${tex(fracValue(T))}$ hour. Maya paints $\\frac{1}{${c.a}}$ per hour, so her $\\frac{2}{3}$ took $\\frac{2}{3} \\times ${c.a} = ${tex(fracValue(total))}$ hours in all, of which $${tex(fracValue(t0))}$ were before Leo joined, choice ${l}. (Check: alone she painted $\\frac{${tex(fracValue(t0))}}{${c.a}} = \\frac{1}{2}$ of the fence; together they painted $${tex(fracValue(T))}\\left(\\frac{1}{${c.a}} + \\frac{1}{${c.b}}\\right) = \\frac{1}{2}$.) ` +
      `$${tex(fracValue(T))}$ is the time they worked together, and $${tex(fracValue(total))}$ is all of Maya's time. $${tex(fracValue(byHours))}$ splits the pay by hours worked (Maya working twice as many hours as Leo), but the pay follows the part painted, and Leo paints faster.`,
  });
}

{
  const c: Split = { a: 10, b: 6, firstShare: frac(7, 10) };
  const { t0, T } = headStart(c);
  const found = scanHeadStart(c);
  check(found.length === 1 && fracEq(found[0]!, t0), 'the scan finds the head start');
  const [pay, first] = [200, 140];
  check(fracEq(frac(first, pay), c.firstShare), 'the pay split');
  s.typed({
    level: 5,
    body: `Working alone, Ana can mow a large field in $${c.a}$ hours, and Ben can mow the same field in $${c.b}$ hours. Ana started mowing the field alone; some time later Ben joined her, and they mowed together until the field was finished. They split the \\$${pay} payment in proportion to the part of the field each of them mowed, and Ana received \\$${first}. For how many hours did Ana mow before Ben joined her?`,
    answer: t0,
    hints: [
      'The payment tells you what part of the field each of them mowed.',
      'Ben mowed only while they worked together. What part did he mow, and how long did that take him?',
    ],
    superhints: [
      `Ben mowed $\\frac{${pay - first}}{${pay}}$ of the field at $\\frac{1}{${c.b}}$ of the field per hour. Ana mowed the rest at $\\frac{1}{${c.a}}$ of the field per hour, during her time alone and the time together.`,
    ],
    explanation: `Ana received $\\frac{${first}}{${pay}} = ${tex(fracValue(c.firstShare))}$ of the pay, so she mowed $${tex(fracValue(c.firstShare))}$ of the field and Ben $${tex(1 - fracValue(c.firstShare))}$. At $\\frac{1}{${c.b}}$ of the field per hour, Ben's part took $${tex(1 - fracValue(c.firstShare))} \\times ${c.b} = ${tex(fracValue(T))}$ hours, the time they worked together. At $\\frac{1}{${c.a}}$ per hour, Ana's part took $${tex(fracValue(c.firstShare))} \\times ${c.a} = ${tex(fracValue(fracAdd(t0, T)))}$ hours, so she mowed alone for $${tex(fracValue(fracAdd(t0, T)))} - ${tex(fracValue(T))} = ${tex(fracValue(t0))}$ hours. Check: alone she mowed $\\frac{${tex(fracValue(t0))}}{${c.a}} = ${tex(fracValue(t0) / c.a)}$ of the field, and together they mowed $${tex(fracValue(T))}\\left(\\frac{1}{${c.a}} + \\frac{1}{${c.b}}\\right) = ${tex(fracValue(T) * (1 / c.a + 1 / c.b))}$, which makes the whole field. Answering $${tex(fracValue(fracAdd(t0, T)))}$ gives all of Ana's time, not her time alone.`,
  });
}

writeGeneratedQuestions(
  'problem-solving-data-analysis',
  'ratios-rates-proportions.l5v',
  'generators/problem-solving-data-analysis/ratios-rates-proportions-l5v.ts',
  s.questions,
);
