// The structure templates of hard-quadratic-equations.ts: expressions in the roots without the
// roots (Vieta, rated 4), a rectangle from its perimeter and diagonal (4, in context), and a
// quadratic in x^2 - 5x with one branch that has no real roots (5).
// Each key is computed one way and confirmed another: root expressions from the sum and product,
// then from the roots found numerically; the rectangle from (l + w)^2 - (l^2 + w^2), then from its
// actual sides; the quartic's real solutions by substitution, then by a sign-change scan.
import { check, close } from '../lib/check.ts';
import { frac, fracDiv, fracTex } from '../lib/fraction.ts';
import type { Letter } from '../lib/choices.ts';
import { evalPoly, poly } from './polynomials.ts';
import { feItem, m, mcItem, numItem } from './items.ts';
import { quadraticRoots as roots, scanRoots } from './roots.ts';
import type { BankQuestion } from '../../schema.ts';

const CONCEPT = 'quadratic-equations';

export function structureItems(nextId: () => string, nextLetter: () => Letter): BankQuestion[] {
  const out: BankQuestion[] = [];

  // Q6. 1/a + 1/b and (r - s)^2 from the sum and product of the roots.
  {
    const P = [2, -7, 3];
    const sum = frac(7, 2);
    const prod = frac(3, 2);
    const value = fracDiv(sum, prod);
    const [a, b] = roots(P);
    check(close(1 / a! + 1 / b!, value.n / value.d), 'Q6 reciprocals');
    out.push(
      numItem(
        {
          id: nextId(),
          concepts: [CONCEPT],
          difficulty: 4,
          body: `If $a$ and $b$ are the two solutions to the equation $${poly(P)} = 0$, what is the value of $\\dfrac{1}{a} + \\dfrac{1}{b}$?`,
          hints: [
            'Write $\\frac{1}{a} + \\frac{1}{b}$ as a single fraction.',
            'The numerator and denominator you get are the sum and the product of the solutions.',
          ],
          superhints: [
            `$\\frac{1}{a} + \\frac{1}{b} = \\frac{a + b}{ab}$. For $Ax^2 + Bx + C = 0$, $a + b = -\\frac{B}{A}$ and $ab = \\frac{C}{A}$ (or solve the equation and add the reciprocals).`,
          ],
        },
        value,
        [
          fracDiv(prod, sum), // the fraction upside down: ab over a + b
          sum, // stopped at a + b
          fracDiv(frac(1), prod), // took 1/(ab)
        ],
        `$\\frac{1}{a} + \\frac{1}{b} = \\frac{a + b}{ab}$, with $a + b = ${fracTex(sum)}$ and $ab = ${fracTex(prod)}$, so the value is $${fracTex(value)}$. (The solutions are $3$ and $\\frac{1}{2}$, and $\\frac{1}{3} + 2 = \\frac{7}{3}$.)`,
      ),
    );
    const Q = [1, -6, 4];
    const [r, s] = roots(Q);
    const sq = 36 - 4 * 4;
    check(close((r! - s!) ** 2, sq), 'Q6 squared difference');
    out.push(
      mcItem(
        {
          id: nextId(),
          concepts: [CONCEPT],
          difficulty: 4,
          body: `If $r$ and $s$ are the two solutions to the equation $${poly(Q)} = 0$, what is the value of $(r - s)^2$?`,
          hints: [
            'Expand $(r - s)^2$ and try to write it using only $r + s$ and $rs$.',
            'For $x^2 + Bx + C = 0$, the solutions add to $-B$ and multiply to $C$.',
          ],
          superhints: [
            '$(r - s)^2 = r^2 - 2rs + s^2 = (r + s)^2 - 4rs$. Substitute the sum and the product.',
          ],
        },
        m(sq),
        [m(36 - 8), m(52), m(`2\\sqrt{5}`)],
        nextLetter(),
        (l) =>
          `$(r - s)^2 = (r + s)^2 - 4rs = 6^2 - 4(4) = ${sq}$, choice ${l}. (The solutions are $3 \\pm \\sqrt{5}$, which differ by $2\\sqrt{5}$, and $(2\\sqrt{5})^2 = 20$.)`,
      ),
    );
  }

  // Q7c. A rectangle from its perimeter and its diagonal: the area without the sides.
  for (const { l, w, asMc } of [
    { l: 15, w: 8, asMc: false },
    { l: 12, w: 5, asMc: true },
  ]) {
    const half = l + w;
    const diag = Math.sqrt(l * l + w * w);
    check(Number.isInteger(diag), 'Q7c whole diagonal');
    const area = (half * half - diag * diag) / 2;
    check(area === l * w, 'Q7c area from the sides');
    const text = {
      id: nextId(),
      concepts: [CONCEPT],
      difficulty: 4 as const,
      body: `A rectangular ${asMc ? 'television screen' : 'garden'} has a perimeter of $${2 * half}$ ${asMc ? 'inches' : 'meters'} and a diagonal of $${diag}$ ${asMc ? 'inches' : 'meters'}. What is the area of the ${asMc ? 'screen, in square inches' : 'garden, in square meters'}?`,
      hints: [
        'Call the sides $l$ and $w$ and write one equation from the perimeter and one from the diagonal.',
        'You need $lw$, not $l$ and $w$ themselves. Which identity connects $l + w$, $l^2 + w^2$ and $lw$?',
      ],
      superhints: [
        `$l + w = ${half}$ and $l^2 + w^2 = ${diag}^2$. Square the first equation: $(l + w)^2 = l^2 + 2lw + w^2$, and subtract the second.`,
      ],
    };
    const explanation = `$l + w = ${half}$ and $l^2 + w^2 = ${diag * diag}$. Since $(l + w)^2 = l^2 + w^2 + 2lw$, $2lw = ${half * half} - ${diag * diag} = ${2 * area}$ and the area is $lw = ${area}$. (The sides are $${l}$ and $${w}$: $${l} + ${w} = ${half}$ and $${l}^2 + ${w}^2 = ${diag}^2$.)`;
    out.push(
      asMc
        ? mcItem(
            text,
            m(area),
            [m(2 * area), m(half * half - diag * diag + 1), m(diag * diag - half)],
            nextLetter(),
            (x) => `${explanation} That is choice ${x}.`,
          )
        : feItem(text, frac(area), explanation),
    );
  }

  // Q7d. (x^2 - 5x)^2 + (x^2 - 5x) - 42 = 0: u = 6 gives two roots, u = -7 none.
  {
    const P = [1, -10, 26, -5, -42];
    const expanded = (x: number) => (x * x - 5 * x) ** 2 + (x * x - 5 * x) - 42;
    for (const x of [-2, 0.5, 3, 9]) check(close(evalPoly(P, x), expanded(x)), 'Q7d expansion');
    const real = scanRoots(P);
    check(real.length === 2 && close(real[0]!, -1) && close(real[1]!, 6), 'Q7d two real roots');
    check(25 - 4 * 7 < 0, 'Q7d the branch u = -7 has no real x');
    out.push(
      numItem(
        {
          id: nextId(),
          concepts: [CONCEPT],
          difficulty: 5,
          body: '$$(x^2 - 5x)^2 + (x^2 - 5x) - 42 = 0$$ What is the sum of all real solutions to the equation above?',
          hints: [
            'Let $u = x^2 - 5x$. The equation becomes a quadratic in $u$.',
            'Each value of $u$ gives its own quadratic in $x$. Check whether each one has real solutions before adding.',
          ],
          superhints: [
            '$u^2 + u - 42 = (u + 7)(u - 6) = 0$. Solve $x^2 - 5x = 6$ and $x^2 - 5x = -7$ separately; use the discriminant of each.',
          ],
        },
        frac(5),
        [
          6 - 7, // added the two values of u
          6, // kept only the root 6
          10, // added the roots of both branches
        ],
        'With $u = x^2 - 5x$: $u^2 + u - 42 = (u + 7)(u - 6) = 0$. If $u = 6$, $x^2 - 5x - 6 = (x - 6)(x + 1) = 0$, so $x = 6$ or $x = -1$. If $u = -7$, $x^2 - 5x + 7 = 0$ has discriminant $25 - 28 < 0$: no real solutions. The real solutions are $6$ and $-1$, with sum $5$. (Adding the roots of both branches would wrongly give $10$.)',
      ),
    );
  }

  return out;
}
