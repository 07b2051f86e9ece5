// Generates questions/advanced-math/rational-expressions.generated.yaml (issue 39): the g-series
// of rational expressions. Templates: an average cost per unit (rated 3, in context); a quotient
// of two rational expressions simplified (3); two resistors in parallel (3, in context); the
// lens equation solved for one distance (3, in context); a fraction split into partial
// fractions (4); a boat's round trip against and with a current (4, in context); three workers
// known only in pairs (4, in context); a rational function fixed by two of its values (4).
// The multi-step models (first rated 5) are in rational-expressions-level5.ts; last, in
// two-conditions.ts, the two k that leave an equation without a solution (5, the author's).
// Each key is computed one way and confirmed another: equations solved by clearing
// denominators are confirmed by substituting the solution into the original, with exact
// fractions; rewritten expressions are compared with the original at several values of x.
// Run: cd apps/server && npx tsx content/generators/advanced-math/rational-expressions.ts
import { writeGeneratedQuestions } from '../lib/write.ts';
import { check, close } from '../lib/check.ts';
import { frac, fracAdd, fracDiv, fracEq, fracTex } from '../lib/fraction.ts';
import { letterCycle } from '../lib/choices.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import { m, mcItem, numItem } from './items.ts';
import { modelItems } from './rational-expressions-level5.ts';
import { noSolutionItems } from './two-conditions.ts';
import type { BankQuestion } from '../../schema.ts';

const CONCEPT = 'rational-expressions';
const GEN = 'generators/advanced-math/rational-expressions.ts';
const nextId = generatedIds(CONCEPT, 'g');
const nextLetter = letterCycle(3);
const out: BankQuestion[] = [];
const XS = [2.5, 3.5, 7, 11];
const same = (f: (x: number) => number, g: (x: number) => number) =>
  XS.every((x) => close(f(x), g(x)));

// G1. Average cost (F + vn)/n equals a target: n = F / (target - v).
{
  const [F, v, target] = [1200, 4, 10];
  const n = F / (target - v);
  check(Number.isInteger(n) && fracEq(frac(F + v * n, n), frac(target)), 'G1 average cost');
  out.push(
    numItem(
      {
        id: nextId(),
        concepts: [CONCEPT],
        difficulty: 3,
        body: `A bakery pays \\$${F} a month for its oven and \\$${v} in ingredients for each cake. Its average cost per cake, in dollars, for $n$ cakes in a month is $\\dfrac{${F} + ${v}n}{n}$. How many cakes must the bakery make in a month for the average cost to be \\$${target} per cake?`,
        hints: [
          `Set the expression equal to $${target}$ and clear the fraction.`,
          'Collect the terms with $n$ on one side.',
        ],
        superhints: [
          `$\\frac{${F} + ${v}n}{n} = ${target}$ gives $${F} + ${v}n = ${target}n$. Subtract $${v}n$ from both sides and divide.`,
        ],
      },
      frac(n),
      [
        F / target - v, // divided only the F by the target, then subtracted v
        F / target, // left out the cost of the ingredients
        F / v, // divided the oven cost by the ingredient cost
      ],
      `$\\frac{${F} + ${v}n}{n} = ${target}$, so $${F} + ${v}n = ${target}n$, $${F} = ${target - v}n$ and $n = ${n}$. Check: $\\frac{${F} + ${v * n}}{${n}} = \\frac{${F + v * n}}{${n}} = ${target}$.`,
    ),
  );
}

// G2. (x/(x + 1)) / (x^2/(x^2 - 1)) = (x - 1)/x.
{
  const original = (x: number) => x / (x + 1) / ((x * x) / (x * x - 1));
  const forms = [
    (x: number) => (x - 1) / x,
    (x: number) => x / (x - 1),
    (x: number) => (x + 1) / x,
    (x: number) => x - 1,
  ];
  check(same(original, forms[0]!), 'G2 simplified');
  for (const w of forms.slice(1)) check(!same(original, w), 'G2 distractor');
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts: [CONCEPT],
        difficulty: 3,
        body: 'For $x > 1$, which of the following is equivalent to $\\dfrac{\\frac{x}{x + 1}}{\\frac{x^2}{x^2 - 1}}$?',
        hints: [
          'Dividing by a fraction is multiplying by its reciprocal.',
          'Factor $x^2 - 1$ before you cancel anything.',
        ],
        superhints: [
          'The expression equals $\\frac{x}{x + 1} \\cdot \\frac{x^2 - 1}{x^2}$, and $x^2 - 1 = (x - 1)(x + 1)$. Cancel the common factors.',
        ],
      },
      m('\\dfrac{x - 1}{x}'),
      [m('\\dfrac{x}{x - 1}'), m('\\dfrac{x + 1}{x}'), m('x - 1')],
      nextLetter(),
      (l) =>
        `$\\frac{x}{x + 1} \\cdot \\frac{(x - 1)(x + 1)}{x^2} = \\frac{x - 1}{x}$ after canceling $x + 1$ and one factor $x$, choice ${l}.`,
    ),
  );
}

// G3. Resistors in parallel, one k times the other: 1/R = 1/(kr) + 1/r gives r = R(k + 1)/k.
{
  const [k, R] = [3, 6];
  const r = frac(R * (k + 1), k);
  check(r.d === 1, 'G3 whole resistance');
  check(
    fracEq(fracAdd(fracDiv(frac(1), frac(k * r.n, r.d)), fracDiv(frac(1), r)), frac(1, R)),
    'G3',
  );
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts: [CONCEPT],
        difficulty: 3,
        body: `When two resistors with resistances $a$ and $b$ ohms are connected in parallel, the total resistance $R$, in ohms, satisfies $\\dfrac{1}{R} = \\dfrac{1}{a} + \\dfrac{1}{b}$. Two resistors connected in parallel have a total resistance of $${R}$ ohms, and one has $${k}$ times the resistance of the other. What is the resistance, in ohms, of the smaller resistor?`,
        hints: [
          `Call the smaller resistance $r$; the larger is then $${k}r$.`,
          'Add the two fractions over a common denominator before solving.',
        ],
        superhints: [
          `$\\frac{1}{${R}} = \\frac{1}{r} + \\frac{1}{${k}r} = \\frac{${k + 1}}{${k}r}$. Cross-multiply and solve for $r$.`,
        ],
      },
      m(fracTex(r)),
      [m(R / 2), m(R * (k + 1)), m(R * k)],
      nextLetter(),
      (l) =>
        `With $r$ and $${k}r$: $\\frac{1}{r} + \\frac{1}{${k}r} = \\frac{${k + 1}}{${k}r} = \\frac{1}{${R}}$, so $${k}r = ${R * (k + 1)}$ and $r = ${fracTex(r)}$, choice ${l}. Check: the resistors are $${fracTex(r)}$ and $${k * r.n}$ ohms, and $\\frac{1}{${fracTex(r)}} + \\frac{1}{${k * r.n}} = \\frac{1}{${R}}$.`,
    ),
  );
}

// G4. The lens equation 1/f = 1/u + 1/v solved for v.
{
  const f = (u: number, v: number) => 1 / (1 / u + 1 / v);
  const forms = [
    (F: number, u: number) => (F * u) / (u - F),
    (F: number, u: number) => u - F,
    (F: number, u: number) => (F * u) / (F - u),
    (F: number, u: number) => (u - F) / (F * u),
  ];
  for (const [F, u] of [
    [2, 5],
    [3, 10],
    [4.5, 9.5],
  ]) {
    check(close(f(u!, forms[0]!(F!, u!)), F!), 'G4 the formula gives back f');
    for (const w of forms.slice(1)) check(!close(f(u!, w(F!, u!)), F!), 'G4 distractor');
  }
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts: [CONCEPT],
        difficulty: 3,
        body: 'For a thin lens with focal length $f$, an object at distance $u$ from the lens forms an image at distance $v$ from the lens, where $\\dfrac{1}{f} = \\dfrac{1}{u} + \\dfrac{1}{v}$ and $u > f > 0$. Which of the following expresses $v$ in terms of $f$ and $u$?',
        hints: [
          'Isolate $\\frac{1}{v}$ first, then combine the other two fractions into one.',
          'Once $\\frac{1}{v}$ is a single fraction, $v$ is its reciprocal.',
        ],
        superhints: [
          '$\\frac{1}{v} = \\frac{1}{f} - \\frac{1}{u}$. Write the right side over the common denominator $fu$, then flip it.',
        ],
      },
      m('v = \\dfrac{fu}{u - f}'),
      [m('v = u - f'), m('v = \\dfrac{fu}{f - u}'), m('v = \\dfrac{u - f}{fu}')],
      nextLetter(),
      (l) =>
        `$\\frac{1}{v} = \\frac{1}{f} - \\frac{1}{u} = \\frac{u - f}{fu}$, so $v = \\frac{fu}{u - f}$, choice ${l}. (With $u > f$ this distance is positive; $\\frac{fu}{f - u}$ would be negative.)`,
    ),
  );
}

// G5. (px + q)/(x(x + d)) = a/x + b/(x + d): a = q/d, b = p - a.
{
  const [p, q, d] = [7, 15, 3];
  const a = q / d;
  const b = p - a;
  check(
    same(
      (x) => (p * x + q) / (x * (x + d)),
      (x) => a / x + b / (x + d),
    ),
    'G5 partial fractions',
  );
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts: [CONCEPT, 'equivalent-expressions'],
        difficulty: 4,
        body: `For $x > 0$, $\\dfrac{${p}x + ${q}}{x(x + ${d})} = \\dfrac{a}{x} + \\dfrac{b}{x + ${d}}$, where $a$ and $b$ are constants. What is the value of $ab$?`,
        hints: [
          'Combine the right side into a single fraction with the denominator $x(x + ' + d + ')$.',
          'The numerators must then be equal for every $x$; match the coefficients of $x$ and the constants.',
        ],
        superhints: [
          `The combined numerator is $a(x + ${d}) + bx = (a + b)x + ${d}a$. So $a + b = ${p}$ and $${d}a = ${q}$.`,
        ],
      },
      m(a * b),
      [m(p * q), m(p), m(q / d)],
      nextLetter(),
      (l) =>
        `$\\frac{a}{x} + \\frac{b}{x + ${d}} = \\frac{(a + b)x + ${d}a}{x(x + ${d})}$. Matching numerators, $${d}a = ${q}$ so $a = ${a}$, and $a + b = ${p}$ so $b = ${b}$. Then $ab = ${a * b}$, choice ${l}.`,
    ),
  );
}

out.push(...modelItems(nextId, nextLetter));
out.push(...noSolutionItems(nextId, nextLetter));
writeGeneratedQuestions('advanced-math', CONCEPT, GEN, out);
