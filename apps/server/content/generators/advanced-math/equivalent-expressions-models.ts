// The in-context templates of equivalent-expressions.ts (E3): an area, a profit and a volume
// model, each rewritten as one polynomial and compared with the model at several values.
import { check } from '../lib/check.ts';
import type { Letter } from '../lib/choices.ts';
import { poly } from './polynomials.ts';
import { agrees, m, mcItem } from './items.ts';
import type { BankQuestion } from '../../schema.ts';

const CONCEPT = 'equivalent-expressions';

export function modelItems(nextId: () => string, nextLetter: () => Letter): BankQuestion[] {
  const out: BankQuestion[] = [];
  // E3. A model in context rewritten as one polynomial.
  {
    const contexts = [
      () => {
        const [a, b] = [4, 3];
        const right = [1, 2 * a - b, a * a];
        check(
          agrees(right, (x) => (x + a) ** 2 - b * x),
          'E3 patio',
        );
        return {
          body: `A square patio has sides of length $(x + ${a})$ feet. A rectangular planter that is $x$ feet long and $${b}$ feet wide stands on the patio. Which of the following expressions gives the area, in square feet, of the part of the patio not covered by the planter?`,
          right,
          wrong: [
            [1, a * a - b],
            [1, 2 * a + b, a * a],
            [1, -b, a * a],
          ],
          v: 'x',
          hint: 'Subtract the area of the planter from the area of the whole patio.',
          superhint: `The patio's area is $(x + ${a})^2$; expand it as $x^2 + 2(${a})x + ${a}^2$, then subtract the planter's area $${b}x$.`,
          explain: `The patio's area is $(x + ${a})^2 = ${poly([1, 2 * a, a * a])}$ and the planter covers $${b}x$, so the uncovered area is $${poly(right)}$`,
        };
      },
      () => {
        const [n, k, cost, fixed] = [200, 4, 30, 500];
        const right = [-k, n + k * cost, -n * cost - fixed];
        check(
          agrees(right, (p) => p * (n - k * p) - (cost * (n - k * p) + fixed)),
          'E3 profit',
        );
        return {
          body: `A shop sells $(${n} - ${k}p)$ mugs a week when the price of a mug is $p$ dollars. Each mug costs the shop \\$${cost}, and the shop pays \\$${fixed} a week in rent. The weekly profit is the revenue $p(${n} - ${k}p)$ minus the cost of the mugs and the rent. Which of the following expresses the weekly profit, in dollars?`,
          right,
          wrong: [
            [-k, n - k * cost, -n * cost - fixed],
            [-k, n + k * cost, -n * cost + fixed],
            [-k, n + cost, -fixed],
          ],
          v: 'p',
          hint: 'Write the cost of the mugs as the number of mugs times the cost of one mug, then subtract it and the rent from the revenue.',
          superhint: `Profit $= p(${n} - ${k}p) - ${cost}(${n} - ${k}p) - ${fixed}$. Distribute both products, minding the signs, and collect like terms.`,
          explain: `Profit $= p(${n} - ${k}p) - ${cost}(${n} - ${k}p) - ${fixed} = ${poly([-k, n, 0], 'p')} - ${n * cost} + ${k * cost}p - ${fixed} = ${poly(right, 'p')}$`,
        };
      },
      () => {
        const w = 12;
        const right = [4, -4 * w, w * w, 0];
        check(
          agrees(right, (x) => x * (w - 2 * x) ** 2),
          'E3 box',
        );
        return {
          body: `An open box is made from a square sheet of cardboard $${w}$ inches on a side by cutting a square $x$ inches on a side from each corner and folding up the sides. The volume of the box, in cubic inches, is $x(${w} - 2x)^2$. Which of the following is equivalent to this expression?`,
          right,
          wrong: [
            [4, 0, w * w, 0],
            [4, -2 * w, w * w, 0],
            [2, -4 * w, w * w, 0],
          ],
          v: 'x',
          hint: `Expand $(${w} - 2x)^2$ first, then multiply every term by $x$.`,
          superhint: `$(${w} - 2x)^2 = ${w}^2 - 2(${w})(2x) + (2x)^2$. Do not forget the middle term, and square the $2$ as well as the $x$.`,
          explain: `$(${w} - 2x)^2 = ${poly([4, -4 * w, w * w])}$, and multiplying by $x$ gives $${poly(right)}$`,
        };
      },
    ];
    for (const make of contexts) {
      const c = make();
      out.push(
        mcItem(
          {
            id: nextId(),
            concepts: [CONCEPT],
            difficulty: 3,
            body: c.body,
            hints: [c.hint],
            superhints: [c.superhint],
          },
          m(poly(c.right, c.v)),
          c.wrong.map((w) => m(poly(w, c.v))),
          nextLetter(),
          (l) => `${c.explain}, choice ${l}.`,
        ),
      );
    }
  }

  return out;
}
