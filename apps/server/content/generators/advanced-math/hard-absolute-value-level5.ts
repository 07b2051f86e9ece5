// The rated 4-5 templates of hard-absolute-value.ts: a difference of distances (4), the values of c
// for which ||x| - 3| = c has four solutions, a road allowed by two conditions (in context),
// |x^2 - 4| = 3x, and the constants for which a sum of distances is reached exactly twice.
// Each key is computed one way and confirmed another: by cases, then by a numerical scan for
// every zero (for a parameter, at every value tried), or by measuring the allowed road on a grid.
import { check, close } from '../lib/check.ts';
import { frac } from '../lib/fraction.ts';
import type { Letter } from '../lib/choices.ts';
import { feItem, m, mcItem, numItem } from './items.ts';
import { zerosOf } from './roots.ts';
import type { BankQuestion } from '../../schema.ts';

const CONCEPT = 'absolute-value';
const zeros = (g: (x: number) => number) => zerosOf(g, -60, 60, 0.01);
const sameAs = (found: number[], expected: number[]) =>
  found.length === expected.length && expected.every((e, i) => close(found[i]!, e, 1e-2));

export function levelFiveItems(nextId: () => string, nextLetter: () => Letter): BankQuestion[] {
  const out: BankQuestion[] = [];

  // C6. |x + 2| - |x - 4| = 3: only the middle region -2 <= x <= 4 works, x = 2.5.
  check(
    sameAs(
      zeros((x) => Math.abs(x + 2) - Math.abs(x - 4) - 3),
      [2.5],
    ),
    'C6',
  );
  out.push(
    feItem(
      {
        id: nextId(),
        concepts: [CONCEPT],
        difficulty: 4,
        body: 'What is the solution to the equation $|x + 2| - |x - 4| = 3$?',
        hints: [
          'The expressions inside the bars change sign at $x = -2$ and $x = 4$. Treat the three regions separately.',
          'In each region, remove the bars with the right signs, then check whether the solution lies in that region.',
        ],
        superhints: [
          'For $x < -2$ the left side is the constant $-6$; for $x > 4$ it is the constant $6$. Only the region $-2 \\le x \\le 4$ can work: there it is $(x + 2) - (4 - x)$.',
        ],
      },
      frac(5, 2),
      'For $x < -2$: $-(x + 2) + (x - 4) = -6 \\ne 3$. For $x > 4$: $(x + 2) - (x - 4) = 6 \\ne 3$. For $-2 \\le x \\le 4$: $(x + 2) - (4 - x) = 2x - 2 = 3$, so $x = \\frac{5}{2}$, which is in the region. Check: $|4.5| - |-1.5| = 3$.',
    ),
  );

  // C7. ||x| - 3| = c has four solutions exactly when 0 < c < 3.
  for (let i = -40; i <= 80; i++) {
    const c = i / 8;
    const count = zerosOf((x) => Math.abs(Math.abs(x) - 3) - c, -20.0005, 20, 0.01).length;
    check((count === 4) === (c > 0 && c < 3), `C7 count for c = ${c}`);
  }
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts: [CONCEPT],
        difficulty: 5,
        body: 'In the equation $\\big||x| - 3\\big| = c$, $c$ is a constant. For which values of $c$ does the equation have exactly four real solutions?',
        hints: [
          'Remove the outer bars first: $|x| - 3 = c$ or $|x| - 3 = -c$.',
          'An equation $|x| = d$ has two solutions if $d > 0$, one if $d = 0$, and none if $d < 0$.',
        ],
        superhints: [
          'The equation means $|x| = 3 + c$ or $|x| = 3 - c$. Find when both right sides are positive and different.',
        ],
      },
      m('0 < c < 3'),
      [m('c > 3'), m('c = 3'), m('c > 0')],
      nextLetter(),
      (l) =>
        `$\\big||x| - 3\\big| = c$ means $|x| = 3 + c$ or $|x| = 3 - c$ (for $c \\ge 0$). Four solutions need both values positive and different: $3 - c > 0$ and $c \\ne 0$, so $0 < c < 3$, choice ${l}. At $c = 3$ there are three solutions ($0$ and $\\pm 6$), for $c > 3$ two, and at $c = 0$ two.`,
    ),
  );

  // C8. Within 15 miles of mile 40 and at least 5 miles from mile 48: [25, 43] and [53, 55].
  {
    let allowed = 0;
    const step = 0.001;
    for (let i = 0; i < 100 / step; i++) {
      const x = (i + 0.5) * step;
      if (Math.abs(x - 40) <= 15 && Math.abs(x - 48) >= 5) allowed += step;
    }
    check(close(allowed, 20, 1e-6) && 43 - 25 + (55 - 53) === 20, 'C8 length by midpoint sum');
    out.push(
      numItem(
        {
          id: nextId(),
          concepts: [CONCEPT],
          difficulty: 5,
          body: 'Positions along a straight road are measured in miles from its start. A delivery van must stay within $15$ miles of its warehouse at mile $40$, and, because of a school zone, at least $5$ miles away from mile $48$. The positions $x$ allowed satisfy $|x - 40| \\le 15$ and $|x - 48| \\ge 5$. What is the total length, in miles, of the parts of the road where the van is allowed?',
          hints: [
            'Write each condition as an interval (or a pair of intervals) on the number line.',
            'The allowed positions are those in both sets. Draw them before measuring.',
          ],
          superhints: [
            '$|x - 40| \\le 15$ is $25 \\le x \\le 55$. $|x - 48| \\ge 5$ is $x \\le 43$ or $x \\ge 53$. Intersect, then add the lengths of the pieces.',
          ],
        },
        frac(20),
        [
          43 - 25, // left out the piece beyond the school zone
          55 - 25 - 5, // removed only 5 miles around mile 48
          55 - 25, // ignored the school zone
        ],
        'The first condition is $25 \\le x \\le 55$; the second removes $43 < x < 53$. The allowed parts are $25 \\le x \\le 43$ (length $18$) and $53 \\le x \\le 55$ (length $2$), $20$ miles in total.',
      ),
    );
  }

  // C9. |x^2 - 4| = 3x: x = 1 and x = 4 (x = -1 and x = -4 make 3x negative).
  check(
    sameAs(
      zeros((x) => Math.abs(x * x - 4) - 3 * x),
      [1, 4],
    ),
    'C9',
  );
  out.push(
    numItem(
      {
        id: nextId(),
        concepts: [CONCEPT, 'quadratic-equations'],
        difficulty: 5,
        body: 'What is the sum of all real solutions to the equation $|x^2 - 4| = 3x$?',
        hints: [
          'Split into $x^2 - 4 = 3x$ and $x^2 - 4 = -3x$; each is a quadratic.',
          'The left side is never negative, so a solution must make $3x \\ge 0$.',
        ],
        superhints: [
          'The cases factor as $(x - 4)(x + 1) = 0$ and $(x + 4)(x - 1) = 0$. Discard every root with $x < 0$, then add the rest.',
        ],
      },
      frac(5),
      [
        4 - 1 + 1 - 4, // kept all four roots
        4 - 1, // solved only the case x^2 - 4 = 3x
        4, // solved one case and dropped its negative root
      ],
      'Case $x^2 - 4 = 3x$: $(x - 4)(x + 1) = 0$, so $x = 4$ or $x = -1$. Case $x^2 - 4 = -3x$: $(x + 4)(x - 1) = 0$, so $x = -4$ or $x = 1$. The right side $3x$ must be at least $0$, so $-1$ and $-4$ are rejected. The solutions $4$ ($|12| = 12$) and $1$ ($|-3| = 3$) add to $5$.',
    ),
  );

  // C10. |x - 5| + |x + 1| = k has exactly two solutions for every k > 6: 14 integers up to 20.
  {
    const ks: number[] = [];
    for (let k = 1; k <= 20; k++) {
      const n = zerosOf((x) => Math.abs(x - 5) + Math.abs(x + 1) - k, -30.0005, 30, 0.01).length;
      if (n === 2) ks.push(k);
    }
    check(ks.length === 14 && ks[0] === 7, 'C10 count by scanning each k');
    out.push(
      mcItem(
        {
          id: nextId(),
          concepts: [CONCEPT],
          difficulty: 5,
          body: 'For how many integer values of $k$ from $1$ to $20$, inclusive, does the equation $|x - 5| + |x + 1| = k$ have exactly two real solutions?',
          hints: [
            '$|x - 5| + |x + 1|$ is the sum of the distances from $x$ to $5$ and to $-1$.',
            'What is that sum for every $x$ between $-1$ and $5$? What happens outside?',
          ],
          superhints: [
            'Between $-1$ and $5$ the sum is always $6$ (infinitely many solutions for $k = 6$). Outside, the sum grows by $2$ per unit, once on each side. So which $k$ give one solution on each side?',
          ],
        },
        m(ks.length),
        [m(ks.length + 1), m(20), m(ks.length - 1)],
        nextLetter(),
        (l) =>
          `For $-1 \\le x \\le 5$ the sum of distances is $6$; for $x > 5$ it is $2x - 4$ and for $x < -1$ it is $-2x + 4$, both greater than $6$. So $k < 6$ gives no solution, $k = 6$ infinitely many, and each $k > 6$ exactly two (one on each side). The integers $7$ to $20$ are $14$ values, choice ${l}.`,
      ),
    );
  }
  return out;
}
