// The case templates of hard-absolute-value.ts: a solution to reject (4), integers strictly
// between two distances (3), a position twice as far from one place as from another (3, in
// context), two absolute values equal (4), and an inequality with x outside the bars.
// Each key is computed one way and confirmed another: by cases, then by a numerical scan for
// every zero (or a grid test of the inequality, or an enumeration of every integer).
import { check, close } from '../lib/check.ts';
import { frac } from '../lib/fraction.ts';
import type { Letter } from '../lib/choices.ts';
import { m, mcItem, numItem } from './items.ts';
import { zerosOf } from './roots.ts';
import type { BankQuestion } from '../../schema.ts';

const CONCEPT = 'absolute-value';
const zeros = (g: (x: number) => number) => zerosOf(g, -60, 60, 0.01);
const sameAs = (found: number[], expected: number[]) =>
  found.length === expected.length && expected.every((e, i) => close(found[i]!, e, 1e-2));

export function caseItems(nextId: () => string, nextLetter: () => Letter): BankQuestion[] {
  const out: BankQuestion[] = [];

  // C1. |x + 1| = 2x - 4: x = 5 works, x = 1 makes the right side negative.
  check(
    sameAs(
      zeros((x) => Math.abs(x + 1) - (2 * x - 4)),
      [5],
    ) && 2 * 1 - 4 < 0,
    'C1',
  );
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts: [CONCEPT],
        difficulty: 4,
        body: 'Which of the following gives all the solutions to the equation $|x + 1| = 2x - 4$?',
        hints: [
          'Split into the cases $x + 1 = 2x - 4$ and $x + 1 = -(2x - 4)$.',
          'An absolute value is never negative, so the right side must be at least $0$ at a solution.',
        ],
        superhints: [
          'Solve each case, then check each candidate in the original equation (or check that $2x - 4 \\ge 0$).',
        ],
      },
      '$x = 5$ only',
      ['$x = 1$ only', '$x = 1$ and $x = 5$', '$x = -5$ and $x = 1$'],
      nextLetter(),
      (l) =>
        `Case $x + 1 = 2x - 4$: $x = 5$, and $|6| = 6 = 2(5) - 4$ checks. Case $x + 1 = -(2x - 4)$: $3x = 3$, $x = 1$, but then the right side is $2(1) - 4 = -2$, which an absolute value cannot equal. Only $x = 5$, choice ${l}.`,
    ),
  );

  // C2. 1 < |x - 5| < 4: the integers 2, 3, 7, 8.
  {
    const ints: number[] = [];
    for (let x = -100; x <= 100; x++) if (Math.abs(x - 5) > 1 && Math.abs(x - 5) < 4) ints.push(x);
    check(ints.join() === '2,3,7,8', 'C2 integers');
    out.push(
      numItem(
        {
          id: nextId(),
          concepts: [CONCEPT],
          difficulty: 3,
          body: 'How many integers $x$ satisfy $1 < |x - 5| < 4$?',
          hints: [
            '$|x - 5|$ is the distance from $x$ to $5$. The integers you want are more than $1$ but less than $4$ away from $5$.',
            'There are integers on both sides of $5$.',
          ],
          superhints: [
            'The distance $|x - 5|$ must be $2$ or $3$. List the integers at those distances on each side of $5$.',
          ],
        },
        frac(ints.length),
        [
          ints.length / 2, // counted one side of 5 only
          4 - 1, // subtracted the bounds
          ints.length + 4, // included distances 1 and 4
        ],
        `The distance from $x$ to $5$ must be strictly between $1$ and $4$, so it is $2$ or $3$: $x = 3, 2$ to the left and $x = 7, 8$ to the right. That is ${ints.length} integers. (Counting only one side, or including distances $1$ and $4$, gives a wrong count.)`,
      ),
    );
  }

  // C3. |x| = 2|x - 12|: x = 8 and x = 24.
  check(
    sameAs(
      zeros((x) => Math.abs(x) - 2 * Math.abs(x - 12)),
      [8, 24],
    ),
    'C3',
  );
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts: [CONCEPT],
        difficulty: 3,
        body: 'Positions along a straight highway are measured in miles from a town at position $0$. A gas station is at position $12$. A rest area at position $x$ is twice as far from the town as it is from the gas station, so $|x| = 2|x - 12|$. Which of the following gives all possible positions of the rest area?',
        hints: [
          'The rest area could be between the town and the station, or beyond the station.',
          'Try each region separately and remove the bars according to the signs there.',
        ],
        superhints: [
          'For $0 \\le x \\le 12$: $x = 2(12 - x)$. For $x > 12$: $x = 2(x - 12)$. For $x < 0$: $-x = 2(12 - x)$. Solve each and keep the solutions in their region.',
        ],
      },
      '$8$ and $24$',
      ['$8$ only', '$24$ only', '$-24$ and $8$'],
      nextLetter(),
      (l) =>
        `Between the town and the station, $x = 2(12 - x)$ gives $x = 8$ ($8$ miles from the town, $4$ from the station). Beyond the station, $x = 2(x - 12)$ gives $x = 24$ ($24$ and $12$ miles). For $x < 0$, $-x = 24 - 2x$ gives $x = 24$, not negative, so nothing new. The positions are $8$ and $24$, choice ${l}.`,
    ),
  );

  // C4. |x - 2| = |2x + 1|: x = -3 and x = 1/3.
  check(
    sameAs(
      zeros((x) => Math.abs(x - 2) - Math.abs(2 * x + 1)),
      [-3, 1 / 3],
    ),
    'C4',
  );
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts: [CONCEPT],
        difficulty: 4,
        body: 'What is the sum of all solutions to the equation $|x - 2| = |2x + 1|$?',
        hints: [
          'Two numbers have the same absolute value when they are equal or opposite.',
          'Solve $x - 2 = 2x + 1$ and $x - 2 = -(2x + 1)$.',
        ],
        superhints: [
          'The first case is linear with one solution, and so is the second. Add the two solutions, written as fractions.',
        ],
      },
      m('-\\frac{8}{3}'),
      [m(-3), m('\\frac{1}{3}'), m('-\\frac{10}{3}')],
      nextLetter(),
      (l) =>
        `$x - 2 = 2x + 1$ gives $x = -3$, and $x - 2 = -2x - 1$ gives $x = \\frac{1}{3}$. Both check ($|-5| = |-5|$ and $|-\\frac{5}{3}| = |\\frac{5}{3}|$). The sum is $-3 + \\frac{1}{3} = -\\frac{8}{3}$, choice ${l}.`,
    ),
  );

  // C5. |x - 1| < 2x + 4 exactly when x > -1.
  for (let i = -600; i <= 600; i++) {
    const x = i / 40;
    check(Math.abs(x - 1) < 2 * x + 4 === x > -1, 'C5 grid');
  }
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts: [CONCEPT],
        difficulty: 4,
        body: 'Which of the following describes all solutions to the inequality $|x - 1| < 2x + 4$?',
        hints: [
          'Split into $x \\ge 1$, where $|x - 1| = x - 1$, and $x < 1$, where $|x - 1| = 1 - x$.',
          'Keep only the solutions of each case that lie in that region of the case, then combine.',
        ],
        superhints: [
          'For $x \\ge 1$: $x - 1 < 2x + 4$ holds for every such $x$. For $x < 1$: $1 - x < 2x + 4$. Solve it and intersect with $x < 1$.',
        ],
      },
      m('x > -1'),
      [m('x > -5'), m('-5 < x < -1'), m('x < -1 \\text{ or } x > 1')],
      nextLetter(),
      (l) =>
        `For $x \\ge 1$: $x - 1 < 2x + 4$ means $x > -5$, true for all these $x$. For $x < 1$: $1 - x < 2x + 4$ means $x > -1$, so $-1 < x < 1$. Together, $x > -1$, choice ${l}. (Solving only $x - 1 < 2x + 4$ gives $x > -5$, but $x = -2$ fails: $3 < 0$ is false.)`,
    ),
  );

  return out;
}
