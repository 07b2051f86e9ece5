// Generates questions/advanced-math/quadratic-equations.hard.generated.yaml (issue 39): the
// h-series of quadratic equations. Templates here: factoring (rated 2), a rectangle's side from
// its area (2, in context), the quadratic formula with irrational roots (3), the sum of the
// solutions of an equation to rearrange first (3), a projectile reaching the ground and staying
// above a height (3 and 4, in context), and the discriminant conditions of parameters (3-4).
// The parameter and structure templates (rated 3-5) are in hard-quadratic-equations-parameters.ts
// and hard-quadratic-equations-structure.ts.
// Each key is computed one way and confirmed another: roots built from factors are substituted
// into the expanded equation; formula roots are substituted numerically, and every distractor
// is shown not to be a root; discriminant conditions are confirmed by a scan over the parameter
// that counts real roots from the parabola's vertex value.
// Run: cd apps/server && npx tsx content/generators/advanced-math/hard-quadratic-equations.ts
import { writeGeneratedQuestions } from '../lib/write.ts';
import { check, close } from '../lib/check.ts';
import { frac } from '../lib/fraction.ts';
import { letterCycle } from '../lib/choices.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import { evalPoly, factor, poly } from './polynomials.ts';
import { feItem, m, mcItem } from './items.ts';
import { parameterItems } from './hard-quadratic-equations-parameters.ts';
import { structureItems } from './hard-quadratic-equations-structure.ts';
import type { BankQuestion } from '../../schema.ts';

const CONCEPT = 'quadratic-equations';
const GEN = 'generators/advanced-math/hard-quadratic-equations.ts';
const nextId = generatedIds(CONCEPT, 'h');
const nextLetter = letterCycle(1);
const out: BankQuestion[] = [];

// Q1. Factoring: x^2 + bx + c = 0 built from two whole roots.
{
  const [r, s] = [-7, 3];
  const P = [1, -(r + s), r * s];
  check(evalPoly(P, r) === 0 && evalPoly(P, s) === 0, 'Q1 roots');
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts: [CONCEPT],
        difficulty: 2,
        body: `What are the solutions to the equation $${poly(P)} = 0$?`,
        hints: [`Look for two numbers whose product is $${r * s}$ and whose sum is $${-(r + s)}$.`],
        superhints: [
          'Write the left side as a product of two binomials $(x + m)(x + n)$, then set each factor equal to zero.',
        ],
      },
      `$x = ${r}$ and $x = ${s}$`,
      [`$x = ${-r}$ and $x = ${-s}$`, `$x = ${r}$ and $x = ${-s}$`, `$x = ${-r}$ and $x = ${s}$`],
      nextLetter(),
      (l) =>
        `$${poly(P)} = ${factor(r)}${factor(s)}$, so $x = ${r}$ or $x = ${s}$, choice ${l}. Taking the numbers from the factors without changing their signs gives the opposite roots.`,
    ),
  );
  const [w, d, area] = [9, 3, 108];
  check(w * (w + d) === area && evalPoly([1, d, -area], -(w + d)) === 0, 'Q1 rectangle');
  out.push(
    feItem(
      {
        id: nextId(),
        concepts: [CONCEPT],
        difficulty: 2,
        body: `A rectangular rug is $${d}$ feet longer than it is wide, and its area is $${area}$ square feet. What is the width of the rug, in feet?`,
        hints: [
          'Call the width $w$ and write the length in terms of $w$.',
          'Area is length times width; set it equal to the given area and solve the quadratic.',
        ],
        superhints: [
          `$w(w + ${d}) = ${area}$ gives $w^2 + ${d}w - ${area} = 0$. Factor it and keep the root that a width can be.`,
        ],
      },
      frac(w),
      `With width $w$, $w(w + ${d}) = ${area}$, so $w^2 + ${d}w - ${area} = 0$ and $(w - ${w})(w + ${w + d}) = 0$. A width is positive, so $w = ${w}$ feet (the rug is $${w}$ by $${w + d}$ feet).`,
    ),
  );
}

// Q2. The quadratic formula, roots (p ± sqrt(r))/q; distractors are shown not to be roots.
for (const set of [
  {
    P: [1, -4, -1],
    p: 2,
    r: 5,
    q: 1,
    wrong: [
      [-2, 5, 1],
      [2, 3, 1],
      [4, 5, 1],
    ],
  },
  {
    P: [2, -6, 3],
    p: 3,
    r: 3,
    q: 2,
    wrong: [
      [3, 15, 2],
      [-3, 3, 2],
      [3, 3, 1],
    ],
  },
  {
    P: [1, 6, 4],
    p: -3,
    r: 5,
    q: 1,
    wrong: [
      [3, 5, 1],
      [-3, 13, 1],
      [-6, 5, 1],
    ],
  },
]) {
  const roots = (p: number, r: number, q: number) => [
    (p + Math.sqrt(r)) / q,
    (p - Math.sqrt(r)) / q,
  ];
  check(
    roots(set.p, set.r, set.q).every((x) => close(evalPoly(set.P, x), 0)),
    'Q2 roots',
  );
  for (const [p, r, q] of set.wrong)
    check(!roots(p!, r!, q!).every((x) => close(evalPoly(set.P, x), 0)), 'Q2 distractor');
  const tex = (p: number, r: number, q: number) =>
    q === 1 ? `$x = ${p} \\pm \\sqrt{${r}}$` : `$x = \\dfrac{${p} \\pm \\sqrt{${r}}}{${q}}$`;
  const [a, b, c] = set.P as [number, number, number];
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts: [CONCEPT],
        difficulty: 3,
        body: `What are the solutions to the equation $${poly(set.P)} = 0$?`,
        hints: [
          'The left side does not factor over the integers; use the quadratic formula or complete the square.',
          'Simplify the square root of the discriminant before reducing the fraction.',
        ],
        superhints: [
          `With $a = ${a}$, $b = ${b}$, $c = ${c}$: $x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}$, and $b^2 - 4ac = ${b * b - 4 * a * c}$.`,
        ],
      },
      tex(set.p, set.r, set.q),
      set.wrong.map(([p, r, q]) => tex(p!, r!, q!)),
      nextLetter(),
      (l) =>
        `The discriminant is $${b}^2 - 4(${a})(${c}) = ${b * b - 4 * a * c}$, so $x = \\frac{${-b} \\pm \\sqrt{${b * b - 4 * a * c}}}{${2 * a}}$, which simplifies to ${tex(set.p, set.r, set.q)}, choice ${l}.`,
    ),
  );
}

// Q3. (x - a)^2 = bx + c rearranged: the sum of its solutions is 2a + b.
{
  const [a, b, c] = [3, 2, 9];
  const P = [1, -(2 * a + b), a * a - c];
  const D = P[1]! ** 2 - 4 * P[2]!;
  check(D > 0, 'Q3 two real roots');
  const sum = (-P[1]! + Math.sqrt(D)) / 2 + (-P[1]! - Math.sqrt(D)) / 2;
  check(close(sum, 2 * a + b), 'Q3 sum from the roots themselves');
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts: [CONCEPT],
        difficulty: 3,
        body: `What is the sum of the solutions to the equation $${factor(a)}^2 = ${b}x + ${c}$?`,
        hints: [
          'Expand the square and move every term to one side, so the equation reads $x^2 + Bx + C = 0$.',
          'For $x^2 + Bx + C = 0$, the sum of the solutions is $-B$.',
        ],
        superhints: [
          `$${factor(a)}^2 = ${poly([1, -2 * a, a * a])}$. Subtract $${b}x + ${c}$ from both sides and read the sum from the coefficient of $x$ (or solve and add).`,
        ],
      },
      m(2 * a + b),
      [m(2 * a), m(-(2 * a + b)), m(2 * a - b)],
      nextLetter(),
      (l) =>
        `Expanding and rearranging: $${poly(P)} = 0$. The solutions $x = ${(-P[1]! + Math.sqrt(D)) / 2}$ and $x = ${(-P[1]! - Math.sqrt(D)) / 2}$ add to $${2 * a + b}$ (the opposite of the $x$-coefficient), choice ${l}.`,
    ),
  );
}

// Q4. A projectile h(t) = -16t^2 + vt + h0: when it lands, and how long it stays above H.
{
  const [v, h0, land] = [24, 160, 4];
  check(evalPoly([-16, v, h0], land) === 0 && evalPoly([-16, v, h0], -2.5) === 0, 'Q4 landing');
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts: [CONCEPT],
        difficulty: 3,
        body: `A ball is thrown upward from the roof of a building. Its height above the ground, in feet, $t$ seconds after it is thrown is $h(t) = -16t^2 + ${v}t + ${h0}$. How many seconds after it is thrown does the ball hit the ground?`,
        hints: [
          'The ball is on the ground when its height is $0$.',
          'Divide the equation by a common factor before factoring.',
        ],
        superhints: [
          `$-16t^2 + ${v}t + ${h0} = 0$; dividing by $-8$ gives $2t^2 - ${v / 8}t - ${h0 / 8} = 0$. Factor it and keep the root that a time after the throw can be.`,
        ],
      },
      m(land),
      [m(2.5), m(5), m(10)],
      nextLetter(),
      (l) =>
        `Set $h(t) = 0$ and divide by $-8$: $2t^2 - ${v / 8}t - ${h0 / 8} = 0$, so $(2t + 5)(t - ${land}) = 0$. A time after the throw is positive, so $t = ${land}$, choice ${l}.`,
    ),
  );
  const [v2, h2, H, t1, t2] = [64, 5, 53, 1, 3];
  const above = [-16, v2, h2 - H];
  check(
    evalPoly(above, t1) === 0 && evalPoly(above, t2) === 0 && evalPoly(above, 2) > 0,
    'Q4 above',
  );
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts: [CONCEPT],
        difficulty: 4,
        body: `A model rocket is launched from a platform. Its height, in feet, $t$ seconds after launch is $h(t) = -16t^2 + ${v2}t + ${h2}$. For how many seconds is the rocket higher than $${H}$ feet?`,
        hints: [
          `Find the two times at which the rocket is exactly $${H}$ feet high.`,
          'The rocket is above that height between those two times.',
        ],
        superhints: [
          `$-16t^2 + ${v2}t + ${h2} = ${H}$ gives $16t^2 - ${v2}t + ${H - h2} = 0$. Divide by $16$, factor, and subtract the earlier time from the later one.`,
        ],
      },
      m(t2 - t1),
      [m(t2), m(t1 + t2), m(t1)],
      nextLetter(),
      (l) =>
        `$-16t^2 + ${v2}t + ${h2} = ${H}$ simplifies to $t^2 - ${v2 / 16}t + ${(H - h2) / 16} = 0$, so $t = ${t1}$ or $t = ${t2}$. The rocket is above $${H}$ feet between these times, for $${t2} - ${t1} = ${t2 - t1}$ seconds, choice ${l}.`,
    ),
  );
}

out.push(...parameterItems(nextId, nextLetter));
out.push(...structureItems(nextId, nextLetter));
writeGeneratedQuestions('advanced-math', `${CONCEPT}.hard`, GEN, out);
