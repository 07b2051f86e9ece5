// Generates questions/advanced-math/polynomial-functions.hard.generated.yaml (issue 39): the
// h-series of polynomial functions, with three graphs drawn by the figure kit. Templates here: a
// value of a cubic (rated 1); a factor read from a graph (2, figure); a box's volume (2, in
// context); a constant from a remainder (3); how often a graph meets a horizontal line (3,
// figure); the sum of the zeros of a factored cubic (3); a quadratic from its zeros and
// intercept (3); where a profit model is zero (3, in context); a difference of cubes divided
// (3). The rated 4-5 templates are in hard-polynomial-functions-level5.ts.
// Each key is computed one way and confirmed another: zeros and factors are substituted into
// the polynomial (and every distractor shown not to fit), rewritten forms are compared with the
// original at several values, and points read from a graph are counted by a numerical scan of
// the same function the figure draws.
// Run: cd apps/server && npx tsx content/generators/advanced-math/hard-polynomial-functions.ts
import { writeGeneratedQuestions } from '../lib/write.ts';
import { check } from '../lib/check.ts';
import { frac } from '../lib/fraction.ts';
import { letterCycle } from '../lib/choices.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import { Plot } from '../lib/figure-kit/plot.ts';
import { evalPoly, fromRoots, mulPoly, poly } from './polynomials.ts';
import { agrees, m, mcItem, numItem } from './items.ts';
import { zerosOf } from './roots.ts';
import { levelFiveItems } from './hard-polynomial-functions-level5.ts';
import { polynomialContexts } from './contexts-polynomials-radicals.ts';
import type { BankQuestion } from '../../schema.ts';

const CONCEPT = 'polynomial-functions';
const GEN = 'generators/advanced-math/hard-polynomial-functions.ts';
const nextId = generatedIds(CONCEPT, 'h');
const nextLetter = letterCycle(0);
const out: BankQuestion[] = [];

// P1. p(x) = 2x^3 - x + 4 at x = -2.
{
  const P = [2, 0, -1, 4];
  check(evalPoly(P, -2) === 2 * -8 + 2 + 4, 'P1');
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts: [CONCEPT],
        difficulty: 1,
        body: `If $p(x) = ${poly(P)}$, what is the value of $p(-2)$?`,
        hints: ['Substitute $-2$ for every $x$, using parentheses.'],
        superhints: [
          '$(-2)^3 = -8$, so the first term is $2(-8)$. Then subtract $(-2)$ and add $4$.',
        ],
      },
      m(evalPoly(P, -2)),
      [m(-14), m(22), m(-18)],
      nextLetter(),
      (l) => `$p(-2) = 2(-8) - (-2) + 4 = -16 + 2 + 4 = -10$, choice ${l}.`,
    ),
  );
}

// P2. A factor read from the graph of (x + 2)(x - 1)(x - 3).
{
  const id = nextId();
  const roots = [-2, 1, 3];
  const P = fromRoots(roots);
  const options = [3, -3, 2, -1];
  const fits = options.filter((r) => evalPoly(P, r) === 0);
  check(fits.length === 1 && fits[0] === 3, 'P2 only x - 3 vanishes at a zero');
  const plot = new Plot({
    title: `Graph of the cubic polynomial y = p(x), rising from left to right overall; it crosses the x-axis at x = -2, x = 1 and x = 3, and crosses the y-axis at y = ${evalPoly(P, 0)}`,
    xMin: -4,
    xMax: 5,
    yMin: -10,
    yMax: 12,
    yStep: 2,
  }).curve((x) => evalPoly(P, x));
  out.push({
    ...mcItem(
      {
        id,
        concepts: [CONCEPT],
        difficulty: 2,
        body: 'The graph of the polynomial function $y = p(x)$ is shown. Which of the following must be a factor of $p(x)$?',
        hints: [
          'Each $x$-intercept of the graph is a zero of $p$.',
          'If $p(r) = 0$, then $(x - r)$ is a factor of $p(x)$.',
        ],
        superhints: [
          'Read the three $x$-intercepts. For each choice, find the value of $x$ that makes it zero and see whether the graph crosses there.',
        ],
      },
      m('x - 3'),
      [m('x + 3'), m('x - 2'), m('x + 1')],
      nextLetter(),
      (l) =>
        `The graph crosses the $x$-axis at $-2$, $1$ and $3$, so $p(3) = 0$ and $x - 3$ is a factor, choice ${l}. $x + 3$ would need a zero at $-3$, $x - 2$ one at $2$ and $x + 1$ one at $-1$, and the graph does not cross at any of these.`,
    ),
    figure: plot.save('advanced-math', id),
    figurePosition: 'top',
  });
}

// P3. V(x) = x(10 - 2x)(8 - 2x) at x = 1.
{
  const V = (x: number) => x * (10 - 2 * x) * (8 - 2 * x);
  check(V(1) === 48 && evalPoly(mulPoly([1, 0], mulPoly([-2, 10], [-2, 8])), 1) === 48, 'P3');
  out.push(
    numItem(
      {
        id: nextId(),
        concepts: [CONCEPT],
        difficulty: 2,
        body: 'An open box is made from a $10$-inch by $8$-inch sheet of cardboard by cutting a square with sides of $x$ inches from each corner and folding up the sides. Its volume, in cubic inches, is $V(x) = x(10 - 2x)(8 - 2x)$. What is the volume, in cubic inches, when $x = 1$?',
        hints: ['Substitute $1$ for $x$ in every factor.'],
        superhints: [
          'Each factor becomes a number: the height $1$, the length $10 - 2$ and the width $8 - 2$. Multiply them.',
        ],
      },
      frac(V(1)),
      [
        1 * (10 - 1) * (8 - 1), // took x, not 2x, off each side
        10 * 8, // left out the cut corners
        1 + (10 - 2) + (8 - 2), // added the factors
      ],
      '$V(1) = 1(10 - 2)(8 - 2) = 1 \\cdot 8 \\cdot 6 = 48$ cubic inches.',
    ),
  );
}

// P4. p(x) = x^3 + kx^2 - 4x + 3 leaves remainder 5 on division by x - 2: 4k + 3 = 5, k = 1/2.
{
  const k = frac(1, 2);
  const P = [1, 0.5, -4, 3];
  // Independent: synthetic division by x - 2 leaves the remainder as its last entry.
  const rows = P.reduce<number[]>((acc, c) => [...acc, c + 2 * (acc.at(-1) ?? 0)], []);
  check(rows.at(-1) === 5 && evalPoly(P, 2) === 5, 'P4 remainder');
  out.push(
    numItem(
      {
        id: nextId(),
        concepts: [CONCEPT],
        difficulty: 3,
        body: 'When the polynomial $p(x) = x^3 + kx^2 - 4x + 3$, where $k$ is a constant, is divided by $x - 2$, the remainder is $5$. What is the value of $k$?',
        hints: ['The remainder when $p(x)$ is divided by $x - a$ is $p(a)$.'],
        superhints: ['Compute $p(2)$ in terms of $k$ and set it equal to the remainder.'],
      },
      k,
      [
        frac(-3, 4), // set p(2) = 0, as for a factor
        frac(5 - 3, 2), // wrote k(2)^2 as 2k
        frac(4, 5 - 3), // divided the wrong way: 4k = 2 as k = 4/2
      ],
      '$p(2) = 8 + 4k - 8 + 3 = 4k + 3$. Setting $4k + 3 = 5$ gives $k = \\frac{1}{2}$.',
    ),
  );
}

// P5. y = x^3 - 3x meets y = 1 three times (local maximum 2, local minimum -2).
{
  const id = nextId();
  const f = (x: number) => x ** 3 - 3 * x;
  const found = zerosOf((x) => f(x) - 1, -3.0005, 3, 0.001);
  check(found.length === 3 && f(-1) === 2 && f(1) === -2, 'P5 three crossings');
  const plot = new Plot({
    title:
      'Graph of y = f(x), a cubic that rises to a local maximum at (-1, 2), falls through the origin to a local minimum at (1, -2), then rises again',
    xMin: -3,
    xMax: 3,
    yMin: -5,
    yMax: 5,
  })
    .curve(f)
    .point(-1, 2, { label: '(-1, 2)', anchor: 'n' })
    .point(1, -2, { label: '(1, -2)', anchor: 's' });
  out.push({
    ...mcItem(
      {
        id,
        concepts: [CONCEPT],
        difficulty: 3,
        body: 'The graph of the polynomial function $y = f(x)$ is shown. For how many values of $x$ is $f(x) = 1$?',
        hints: [
          'The solutions of $f(x) = 1$ are the $x$-coordinates of the points where the graph meets the line $y = 1$.',
        ],
        superhints: [
          'Imagine the horizontal line $y = 1$. It lies between the local minimum and the local maximum; count the crossings on each part of the curve.',
        ],
      },
      m(3),
      [m(1), m(2), m(0)],
      nextLetter(),
      (l) =>
        `The line $y = 1$ is below the local maximum $2$ and above the local minimum $-2$, so it crosses the rising part on the left, the falling part in the middle and the rising part on the right: $3$ values, choice ${l}.`,
    ),
    figure: plot.save('advanced-math', id),
    figurePosition: 'top',
  });
}

// P6. (x - 2)(x^2 + 4x + 3): zeros 2, -1, -3, sum -2.
{
  const P = mulPoly([1, -2], [1, 4, 3]);
  check(
    [2, -1, -3].every((r) => evalPoly(P, r) === 0),
    'P6 zeros',
  );
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts: [CONCEPT],
        difficulty: 3,
        body: 'What is the sum of all the zeros of the function $p(x) = (x - 2)(x^2 + 4x + 3)$?',
        hints: ['Factor the quadratic factor too.'],
        superhints: [
          '$x^2 + 4x + 3$ is a product of two binomials. List all three zeros, then add.',
        ],
      },
      m(-2),
      [m(2), m(6), m(-4)],
      nextLetter(),
      (l) =>
        `$p(x) = (x - 2)(x + 1)(x + 3)$, so the zeros are $2$, $-1$ and $-3$, with sum $-2$, choice ${l}.`,
    ),
  );
}

// P7. A quadratic with zeros 3 and -1 and p(0) = -6: 2(x - 3)(x + 1).
{
  const right = fromRoots([3, -1], 2);
  check(evalPoly(right, 0) === -6 && evalPoly(right, 3) === 0 && evalPoly(right, -1) === 0, 'P7');
  const wrong = [fromRoots([3, -1]), fromRoots([-3, 1], 2), fromRoots([3, -1], -2)];
  for (const w of wrong) check(!agrees(w, (x) => evalPoly(right, x)), 'P7 distractor');
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts: [CONCEPT],
        difficulty: 3,
        body: 'A quadratic function $p$ has zeros at $x = 3$ and $x = -1$, and $p(0) = -6$. Which of the following defines $p$?',
        hints: ['A quadratic with zeros $3$ and $-1$ can be written $a(x - 3)(x + 1)$.'],
        superhints: [
          'Substitute $x = 0$ into $a(x - 3)(x + 1)$ and set it equal to $-6$ to find $a$.',
        ],
      },
      m(`p(x) = ${poly(right)}`),
      wrong.map((w) => m(`p(x) = ${poly(w)}`)),
      nextLetter(),
      (l) =>
        `$p(x) = a(x - 3)(x + 1)$ and $p(0) = -3a = -6$, so $a = 2$ and $p(x) = 2(x^2 - 2x - 3) = ${poly(right)}$, choice ${l}.`,
    ),
  );
}

// P8. Profit -x^3 + 12x^2 - 20x is zero at x = 2 and x = 10 (and 0).
{
  const P = [-1, 12, -20, 0];
  check([0, 2, 10].every((r) => evalPoly(P, r) === 0) && evalPoly(P, 5) > 0, 'P8 zeros');
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts: [CONCEPT],
        difficulty: 3,
        body: 'A company models its monthly profit, in thousands of dollars, from making $x$ hundred units of a product as $P(x) = -x^3 + 12x^2 - 20x$. At which positive production levels, in hundreds of units, does the model give a profit of zero?',
        hints: ['Set $P(x) = 0$ and factor out the common factor first.'],
        superhints: [
          '$P(x) = -x(x^2 - 12x + 20)$. Factor the quadratic and keep the positive zeros.',
        ],
      },
      '$2$ and $10$ only',
      ['$4$ and $5$ only', '$-2$ and $-10$ only', '$12$ and $20$ only'],
      nextLetter(),
      (l) =>
        `$P(x) = -x(x^2 - 12x + 20) = -x(x - 2)(x - 10)$. The zeros are $0$, $2$ and $10$; the positive ones are $2$ and $10$, choice ${l}.`,
    ),
  );
}

// P9. (x^3 - 8)/(x - 2) = x^2 + 2x + 4.
{
  const right = [1, 2, 4];
  check(
    agrees(mulPoly(right, [1, -2]), (x) => x ** 3 - 8),
    'P9 product gives back x^3 - 8',
  );
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts: [CONCEPT, 'equivalent-expressions'],
        difficulty: 3,
        body: 'For $x \\ne 2$, which of the following is equivalent to $\\dfrac{x^3 - 8}{x - 2}$?',
        hints: ['$x^3 - 8$ is a difference of cubes, $x^3 - 2^3$.'],
        superhints: [
          '$a^3 - b^3 = (a - b)(a^2 + ab + b^2)$. Or divide: multiply a candidate by $x - 2$ and see whether you get $x^3 - 8$.',
        ],
      },
      m(poly(right)),
      [m('x^2 + 4'), m('x^2 - 2x + 4'), m('x^2 + 2x - 4')],
      nextLetter(),
      (l) =>
        `$x^3 - 8 = (x - 2)(x^2 + 2x + 4)$, so the quotient is $x^2 + 2x + 4$, choice ${l}. Check: $(x - 2)(x^2 + 2x + 4) = x^3 + 2x^2 + 4x - 2x^2 - 4x - 8 = x^3 - 8$.`,
    ),
  );
}

out.push(...levelFiveItems(nextId, nextLetter));
out.push(...polynomialContexts(nextId, nextLetter));
writeGeneratedQuestions('advanced-math', `${CONCEPT}.hard`, GEN, out);
