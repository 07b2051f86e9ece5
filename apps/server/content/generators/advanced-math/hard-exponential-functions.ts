// Generates questions/advanced-math/exponential-functions.hard.generated.yaml: hard-series
// exponential functions and models. Templates: a model with exponent t/k rewritten to show the
// growth per unit; a yearly model rewritten per month; the percent change per year hidden in an
// exponent 2t; a value predicted from two data points; an original value before two years of a
// percent decrease; a function value at x = -1 from two other values; the percent r behind two
// years up and two years down by r% (rated 5). Each template's difficulty is set in its block.
// Each key is computed with exact fractions and confirmed another way: equivalent forms at
// several values of t, percent changes by applying them step by step, predictions by checking
// the fitted model against both data points.
// Run: cd apps/server && npx tsx content/generators/advanced-math/hard-exponential-functions.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { check, close } from '../lib/check.ts';
import {
  frac,
  fracDiv,
  fracEq,
  fracMul,
  fracSub,
  fracTex,
  fracValue,
  terminatingDecimal,
  type Frac,
} from '../lib/fraction.ts';
import { acceptedForms } from '../lib/answer-forms.ts';
import { choices, letterCycle } from '../lib/choices.ts';
import { numericChoices } from '../lib/numeric-item.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import type { BankQuestion } from '../../schema.ts';

const CONCEPT = 'exponential-functions';
const GEN = 'generators/advanced-math/hard-exponential-functions.ts';
const rng = createRng(0x0e_0539);
const nextId = generatedIds(CONCEPT, 'h');
const nextLetter = letterCycle(0);
const out: BankQuestion[] = [];

const dec = (v: Frac) => {
  const d = terminatingDecimal(v);
  check(d !== undefined, `${v.n}/${v.d} has no terminating decimal`);
  return d;
};
const pow = (b: Frac, n: number): Frac => {
  let r = frac(1);
  for (let i = 0; i < Math.abs(n); i++) r = fracMul(r, b);
  return n < 0 ? fracDiv(frac(1), r) : r;
};
/** Money and counts in prose: 14,450. */
const big = (v: number) => v.toLocaleString('en-US').replace(/,/g, '{,}');

// E1. f(t) = a * B^(t/k) rewritten as a * b^t with b^k = B.
{
  const difficulty = 3; // blind pass: h001 and h002 rated 3
  const sets = rng.shuffle([
    { a: 500, b: frac(11, 10), k: 2, what: 'bacteria in a culture', unit: 'hours' },
    { a: 1200, b: frac(6, 5), k: 2, what: 'subscribers to a newsletter', unit: 'months' },
    { a: 800, b: frac(4, 5), k: 2, what: 'milligrams of a medication in a patient', unit: 'hours' },
  ]);
  for (const { a, b, k, what, unit } of sets.slice(0, 2)) {
    const B = pow(b, k);
    const correct = `f(t) = ${a}(${dec(b)})^t`;
    // Mistakes: the base divided by k, the exponent t/k ignored, the percent change divided by k.
    const divided = fracDiv(B, frac(k));
    const percentSplit = frac(B.d * k + (B.n - B.d), B.d * k);
    const wrong = [
      `f(t) = ${a}(${dec(divided)})^t`,
      `f(t) = ${a}(${dec(B)})^t`,
      `f(t) = ${a}(${dec(percentSplit)})^t`,
    ];
    for (const t of [1, 2, 5]) {
      check(
        close(a * fracValue(B) ** (t / k), a * fracValue(b) ** t),
        'E1 forms agree at several t',
      );
    }
    check(!fracEq(percentSplit, b) && !fracEq(divided, b), 'E1 distractors are not equivalent');
    const mc = choices(
      `$${correct}$`,
      wrong.map((w) => `$${w}$`),
      nextLetter(),
    );
    const growth = fracValue(b) > 1;
    out.push({
      id: nextId(),
      concepts: [CONCEPT, 'equivalent-expressions'],
      difficulty,
      type: 'multiple_choice',
      body: `The function $f(t) = ${a}(${dec(B)})^{\\frac{t}{${k}}}$ models the number of ${what} $t$ ${unit} after tracking began. Which of the following equivalent functions shows, as a constant or coefficient, the factor by which the amount ${growth ? 'grows' : 'shrinks'} each ${unit.slice(0, -1)}?`,
      ...mc,
      hints: [
        `Use the rule $(x^m)^n = x^{mn}$ to rewrite $(${dec(B)})^{\\frac{t}{${k}}}$ as a power of a number with exponent $t$ alone.`,
        `You need the number whose ${k === 2 ? 'square' : 'cube'} is $${dec(B)}$.`,
      ],
      superhints: [
        `$(${dec(B)})^{\\frac{t}{${k}}} = \\left((${dec(B)})^{\\frac{1}{${k}}}\\right)^t$. Find $(${dec(B)})^{\\frac{1}{${k}}}$ exactly, then check by multiplying it by itself ${k === 2 ? 'once' : 'twice'}.`,
      ],
      explanation: `Since $(${dec(b)})^${k} = ${dec(B)}$, $(${dec(B)})^{\\frac{t}{${k}}} = \\left((${dec(b)})^${k}\\right)^{\\frac{t}{${k}}} = (${dec(b)})^t$, so $${correct}$, choice ${mc.answer}. The amount is multiplied by $${dec(b)}$ each ${unit.slice(0, -1)}. Dividing $${dec(B)}$ by $${k}$ or dividing its percent change by $${k}$ does not give an equivalent function.`,
    });
  }
}

// E2. A yearly model a(1 + r)^y rewritten with the time in months: a(1 + r)^(m/12).
{
  // Blind pass of the generated items (2026-11-29): h003 and h004 rated 3; the mean with the
  // author's 2, rounded up, is 3.
  const difficulty = 3;
  const sets = rng.shuffle([
    { a: 2500, rate: frac(6, 100), ctx: 'The value of an investment' },
    { a: 18000, rate: frac(3, 100), ctx: 'The population of a town' },
    { a: 900, rate: frac(9, 100), ctx: 'The number of members of a hiking club' },
  ]);
  for (const { a, rate, ctx } of sets.slice(0, 2)) {
    const base = dec(frac(rate.n + rate.d, rate.d));
    const monthlyRate = fracDiv(rate, frac(12));
    const wrongMonthly = dec(frac(monthlyRate.n + monthlyRate.d, monthlyRate.d));
    const correct = `${big(a)}(${base})^{\\frac{m}{12}}`;
    const wrong = [
      `${big(a)}(${base})^{12m}`,
      `${big(a)}(${wrongMonthly})^{m}`,
      `${big(a)}\\left(\\frac{${base}}{12}\\right)^{m}`,
    ];
    const yearly = (y: number) => a * (1 + fracValue(rate)) ** y;
    for (const m of [12, 30, 6]) {
      check(close(yearly(m / 12), a * Number(base) ** (m / 12)), 'E2 same values by month');
    }
    check(!close(yearly(2), a * Number(wrongMonthly) ** 24), 'E2 monthly-rate distractor differs');
    const mc = choices(
      `$${correct}$`,
      wrong.map((w) => `$${w}$`),
      nextLetter(),
    );
    out.push({
      id: nextId(),
      concepts: [CONCEPT],
      difficulty,
      type: 'multiple_choice',
      body: `${ctx} is modeled by $V(y) = ${big(a)}(${base})^y$, where $y$ is the number of years since the start of ${2020 + rng.int(0, 5)}. Which of the following gives the same values when the time is measured as $m$ months since that date?`,
      ...mc,
      hints: [
        'First express the number of years in terms of the number of months.',
        'Replace $y$ in the model by that expression; do not change the base.',
      ],
      superhints: [
        `A time of $m$ months is $\\frac{m}{12}$ years, so substitute $y = \\frac{m}{12}$. Check your choice with $m = 12$: it must give the same value as $y = 1$.`,
      ],
      explanation: `A time of $m$ months is $\\frac{m}{12}$ years, so $V = ${big(a)}(${base})^{\\frac{m}{12}}$, choice ${mc.answer}. Check: $m = 12$ gives $${big(a)}(${base})^1$, the value after one year. Dividing the yearly rate by $12$, as in $(${wrongMonthly})^m$, compounds to a little more than $${fracTex(frac(rate.n * 100, rate.d))}\\%$ a year, so it is not the same model.`,
    });
  }
}

// E3. The percent change per year when the exponent is 2t: (b^2 - 1) * 100.
{
  const difficulty = 3; // not sampled: square the base, read the percent; as E1 (rated 3), typed
  const sets = rng.shuffle([
    { a: 640, b: frac(3, 4), what: 'the amount of a pollutant in a lake, in kilograms' },
    { a: 150, b: frac(11, 10), what: 'the number of trees in a new forest plot' },
    { a: 3200, b: frac(9, 10), what: 'the value of a machine, in dollars' },
  ]);
  for (const { a, b, what } of sets.slice(0, 2)) {
    const yearly = pow(b, 2);
    const change = fracMul(fracSub(yearly, frac(1)), frac(100));
    const p = frac(Math.abs(change.n), change.d);
    // Independent: apply the half-year factor twice to 100 and read the change.
    const afterYear = fracMul(fracMul(frac(100), b), b);
    check(fracEq(fracSub(afterYear, frac(100)), change), 'E3 change applied step by step');
    const up = change.n > 0;
    const halfYear = fracMul(
      frac(Math.abs(fracSub(b, frac(1)).n), fracSub(b, frac(1)).d),
      frac(100),
    );
    const mc = numericChoices(
      p,
      [
        fracMul(halfYear, frac(2)), // doubled the base's change, ignoring compounding
        halfYear, // read the percent off the base, ignoring the 2 in the exponent
        fracMul(yearly, frac(100)), // read the yearly factor itself as the percent
      ],
      dec,
    );
    out.push({
      id: nextId(),
      concepts: [CONCEPT],
      difficulty,
      type: 'multiple_choice',
      body: `The function $f(t) = ${big(a)}(${dec(b)})^{2t}$ gives ${what}, $t$ years after it was first measured. According to the model, the quantity ${up ? 'increases' : 'decreases'} by $p\\%$ each year. What is the value of $p$?`,
      ...mc,
      hints: [
        `Rewrite $(${dec(b)})^{2t}$ as a power with exponent $t$ alone.`,
        'If a quantity is multiplied by $r$ each year, it changes by $(r - 1) \\times 100$ percent each year.',
      ],
      superhints: [
        `$(${dec(b)})^{2t} = \\left((${dec(b)})^2\\right)^t$. Compute the square, then find how far it is from $1$ and turn that into a percent.`,
      ],
      explanation: `$(${dec(b)})^{2t} = \\left((${dec(b)})^2\\right)^t = (${dec(yearly)})^t$, so each year the quantity is multiplied by $${dec(yearly)}$. That is a change of $${dec(yearly)} - 1 = ${dec(fracSub(yearly, frac(1)))}$, or ${up ? 'an increase' : 'a decrease'} of $${dec(p)}\\%$. So $p = ${dec(p)}$, choice ${mc.answer}. (The tempting $${fracTex(frac(Math.abs(fracSub(b, frac(1)).n) * 200, fracSub(b, frac(1)).d))}$ doubles the half-year change and ignores compounding.)`,
    });
  }
}

// E4. Exponential growth through two data points; predict a later value.
{
  const difficulty = 3; // blind pass: h007 and h008 rated 3
  const sets = rng.shuffle([
    {
      t1: 1,
      v1: 240,
      t2: 4,
      b: 2,
      t3: 6,
      what: 'The number of bacteria in a sample',
      ask: 'how many bacteria are in the sample',
      unit: 'hours',
    },
    {
      t1: 2,
      v1: 150,
      t2: 4,
      b: 3,
      t3: 5,
      what: 'The number of users of a new app, in thousands,',
      ask: 'how many thousand users does the app have',
      unit: 'months',
    },
    {
      t1: 1,
      v1: 625,
      t2: 3,
      b: frac(4, 5),
      t3: 5,
      what: 'The mass of a radioactive substance, in grams,',
      ask: 'how many grams of the substance remain',
      unit: 'days',
    },
  ]);
  for (const set of sets.slice(0, 2)) {
    const b = typeof set.b === 'number' ? frac(set.b) : set.b;
    const v2 = fracMul(frac(set.v1), pow(b, set.t2 - set.t1));
    const v3 = fracMul(v2, pow(b, set.t3 - set.t2));
    // Independent: fit a = v1 / b^t1 and check the model at all three times.
    const a = fracDiv(frac(set.v1), pow(b, set.t1));
    check(fracEq(fracMul(a, pow(b, set.t2)), v2), 'E4 model through the second point');
    check(fracEq(fracMul(a, pow(b, set.t3)), v3), 'E4 prediction from the fitted model');
    check(v2.d === 1 && v3.d === 1, 'E4 whole values');
    out.push({
      id: nextId(),
      concepts: [CONCEPT],
      difficulty,
      type: 'free_entry',
      body: `${set.what} is modeled by an exponential function of the time $t$, in ${set.unit}. The model gives $${big(set.v1)}$ at $t = ${set.t1}$ and $${big(v2.n)}$ at $t = ${set.t2}$. According to the model, ${set.ask} at $t = ${set.t3}$?`,
      accepted: acceptedForms(v3),
      hints: [
        `An exponential model multiplies by the same factor $b$ every ${set.unit.slice(0, -1)}. From $t = ${set.t1}$ to $t = ${set.t2}$, how many times is it applied?`,
        'Divide the two values to find a power of $b$, and then find $b$ itself.',
      ],
      superhints: [
        `$\\frac{${big(v2.n)}}{${big(set.v1)}} = b^{${set.t2 - set.t1}}$. Once you know $b$, multiply the value at $t = ${set.t2}$ by $b$ once for each ${set.unit.slice(0, -1)} up to $t = ${set.t3}$.`,
      ],
      explanation: `From $t = ${set.t1}$ to $t = ${set.t2}$ the value is multiplied by $b^{${set.t2 - set.t1}} = \\frac{${big(v2.n)}}{${big(set.v1)}} = ${fracTex(pow(b, set.t2 - set.t1))}$, so $b = ${fracTex(b)}$. From $t = ${set.t2}$ to $t = ${set.t3}$ it is multiplied by $b^{${set.t3 - set.t2}} = ${fracTex(pow(b, set.t3 - set.t2))}$: $${big(v2.n)} \\times ${fracTex(pow(b, set.t3 - set.t2))} = ${big(v3.n)}$. (A linear model through the two points would predict a different number.)`,
    });
  }
}

// E5. Two years of the same percent decrease; the original value.
{
  // Blind passes: h009 rated 2; h010 rated 3 in the pass of the generated items (2026-11-29),
  // and the mean with the author's 2, rounded up, is 3.
  const difficulty = 3;
  const sets = rng.shuffle([
    { orig: 20000, r: 15, what: 'A used car', verb: 'loses' },
    { orig: 32000, r: 25, what: 'A delivery van', verb: 'loses' },
    { orig: 2500, r: 20, what: 'A laptop', verb: 'loses' },
  ]);
  for (const { orig, r, what, verb } of sets.slice(0, 2)) {
    const keep = frac(100 - r, 100);
    const after = fracMul(frac(orig), pow(keep, 2));
    check(after.d === 1, 'E5 whole dollars after two years');
    const back = fracDiv(after, pow(keep, 2));
    check(fracEq(back, frac(orig)), 'E5 undoing the decrease');
    // Step by step: two separate decreases of r percent.
    let v = frac(orig);
    for (let i = 0; i < 2; i++) v = fracSub(v, fracMul(v, frac(r, 100)));
    check(fracEq(v, after), 'E5 step by step');
    // Mistakes: undo by increases of r%, undo 2r% at once by division, add 2r% back.
    const viaIncrease = fracMul(after, pow(frac(100 + r, 100), 2));
    const viaDouble = fracDiv(after, frac(100 - 2 * r, 100));
    const viaAdd = fracMul(after, frac(100 + 2 * r, 100));
    const money = (f: Frac) => `\\$${Math.round(fracValue(f)).toLocaleString('en-US')}`;
    const mc = choices(
      money(frac(orig)),
      [viaIncrease, viaDouble, viaAdd].map(money),
      nextLetter(),
    );
    out.push({
      id: nextId(),
      concepts: [CONCEPT],
      difficulty,
      type: 'multiple_choice',
      body: `${what} ${verb} $${r}\\%$ of its value each year. Two years after it was bought, it is worth \\$${after.n.toLocaleString('en-US')}. To the nearest dollar, what was its value when it was bought?`,
      ...mc,
      hints: [
        `Losing $${r}\\%$ means keeping $${100 - r}\\%$: the value is multiplied by $${dec(keep)}$ each year.`,
        'Write the value after two years in terms of the unknown original value, then undo the multiplication.',
      ],
      superhints: [
        `If $V$ is the original value, then $V(${dec(keep)})^2 = ${after.n}$. Divide by $(${dec(keep)})^2$; increasing by $${r}\\%$ twice does not undo two decreases of $${r}\\%$.`,
      ],
      explanation: `With original value $V$, $V(${dec(keep)})^2 = ${after.n}$, so $V = \\frac{${after.n}}{${dec(pow(keep, 2))}} = ${orig}$, that is ${money(frac(orig))}, choice ${mc.answer}. Check: $${orig} \\times ${dec(keep)} = ${dec(fracMul(frac(orig), keep))}$ after one year and $${dec(fracMul(frac(orig), keep))} \\times ${dec(keep)} = ${after.n}$ after two. Multiplying by $${dec(frac(100 + r, 100))}$ twice gives ${money(viaIncrease)}, which is too little, because each increase is taken of a smaller amount than the decrease it should undo.`,
    });
  }
}

// E6. f(x) = a * b^x with two values given; f(-1).
{
  const difficulty = 3; // not sampled: b^2 from a ratio, then a negative exponent; as E4 (rated 3)
  const a = 4;
  const b = 3;
  const f = (x: number) => fracMul(frac(a), pow(frac(b), x));
  const f1 = f(1);
  const f3 = f(3);
  // Recover b and a from the two values, then evaluate.
  const b2 = fracDiv(f3, f1);
  check(fracEq(b2, frac(b * b)) && Math.sqrt(b2.n) === b, 'E6 b from the ratio');
  const aFound = fracDiv(f1, frac(b));
  check(fracEq(aFound, frac(a)), 'E6 a from f(1)');
  const ans = f(-1);
  check(fracEq(fracMul(ans, pow(frac(b), 2)), f1), 'E6 f(-1) times b^2 is f(1)');
  const mc = numericChoices(ans, [
    frac(a, b * b), // divided a by b twice, stepping from x = 0 instead of x = 1
    fracDiv(frac(1), f1), // took f(-1) as the reciprocal of f(1)
    fracDiv(fracDiv(f1, b2), b2), // used b^2 as b: a = f(1)/9, then divided by 9 again
  ]);
  out.push({
    id: nextId(),
    concepts: [CONCEPT],
    difficulty,
    type: 'multiple_choice',
    body: `For the exponential function $f$, $f(x) = ab^x$, where $a$ and $b$ are positive constants. If $f(1) = ${f1.n}$ and $f(3) = ${f3.n}$, what is the value of $f(-1)$?`,
    ...mc,
    hints: [
      'Divide $f(3)$ by $f(1)$: the constant $a$ cancels.',
      'Going from $x = 1$ back to $x = -1$ is two steps down, each a division by $b$.',
    ],
    superhints: [
      `$\\frac{f(3)}{f(1)} = \\frac{ab^3}{ab} = b^2 = ${b2.n}$, so find the positive $b$. Then $f(-1) = \\frac{f(1)}{b^2}$.`,
    ],
    explanation: `$\\frac{f(3)}{f(1)} = b^2 = \\frac{${f3.n}}{${f1.n}} = ${b2.n}$, so $b = ${b}$ (since $b > 0$) and $a = \\frac{${f1.n}}{${b}} = ${a}$. Then $f(-1) = ${a}(${b})^{-1} = ${fracTex(ans)}$, choice ${mc.answer}.`,
  });
}

// E7. Two years of an r% increase, then two years of an r% decrease, leave the quantity D%
// below the start: ((1 + r)(1 - r))^2 = 1 - D, so 1 - r^2 = sqrt(1 - D).
{
  const difficulty = 3; // a blind second solver rated it 3: (1+r)^2(1-r)^2 = (1-r^2)^2 is two steps, and round percentages can be tried
  const sets = [
    { r: 20, what: 'The number of fish in a lake', noun: 'number of fish' },
    { r: 30, what: 'The monthly revenue of a small business', noun: 'monthly revenue' },
  ];
  for (const { r, what, noun } of sets) {
    const up = frac(100 + r, 100);
    const down = frac(100 - r, 100);
    const ratio = pow(fracMul(up, down), 2);
    const drop = fracMul(fracSub(frac(1), ratio), frac(100));
    // Independent: apply the four changes one at a time to 10,000.
    let v = frac(10000);
    for (const factor of [up, up, down, down]) v = fracMul(v, factor);
    check(fracEq(fracMul(frac(100), fracSub(frac(1), fracDiv(v, frac(10000)))), drop), 'E7 steps');
    // Only this whole r from 1 to 99 gives the stated drop.
    const found: number[] = [];
    for (let rr = 1; rr < 100; rr++) {
      const q = pow(fracMul(frac(100 + rr, 100), frac(100 - rr, 100)), 2);
      if (fracEq(fracMul(fracSub(frac(1), q), frac(100)), drop)) found.push(rr);
    }
    check(found.length === 1 && found[0] === r, 'E7 only this r');
    const oneYear = fracMul(up, down);
    out.push({
      id: nextId(),
      concepts: [CONCEPT],
      difficulty,
      type: 'free_entry',
      body: `${what} increased by $r\\%$ each year for two years and then decreased by $r\\%$ each year for the next two years. At the end of the four years, the ${noun} was $${dec(drop)}\\%$ less than at the start. What is the value of $r$?`,
      accepted: acceptedForms(frac(r)),
      hints: [
        'Write the quantity after four years as the starting amount times four factors, two of them $1 + \\frac{r}{100}$ and two of them $1 - \\frac{r}{100}$.',
        `Being $${dec(drop)}\\%$ less means being multiplied by $${dec(ratio)}$. Pair an increase with a decrease: their product is a difference of squares.`,
      ],
      superhints: [
        `With $x = \\frac{r}{100}$: $(1 + x)^2(1 - x)^2 = \\left(1 - x^2\\right)^2 = ${dec(ratio)}$. Take the positive square root first, then solve for $x$ and turn it back into a percent.`,
      ],
      explanation: `With $x = \\frac{r}{100}$, the ${noun} is multiplied by $(1 + x)^2(1 - x)^2 = \\left((1 + x)(1 - x)\\right)^2 = (1 - x^2)^2$. Being $${dec(drop)}\\%$ less than at the start means $(1 - x^2)^2 = 1 - ${dec(fracDiv(drop, frac(100)))} = ${dec(ratio)}$, so $1 - x^2 = ${dec(oneYear)}$ (it is positive), $x^2 = ${dec(fracSub(frac(1), oneYear))}$ and $x = ${dec(frac(r, 100))}$. So $r = ${r}$. Check: $${dec(up)}^2 \\times ${dec(down)}^2 = ${dec(pow(up, 2))} \\times ${dec(pow(down, 2))} = ${dec(ratio)}$. (An increase and a decrease of the same percent do not cancel: together they multiply by $1 - x^2$.)`,
    });
  }
}

writeGeneratedQuestions('advanced-math', `${CONCEPT}.hard`, GEN, out);
