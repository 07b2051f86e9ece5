// The rated-5 templates of r-systems-of-linear-equations.ts (issue 39, r series): the values of
// k without a solution when one of them wipes out a whole equation (0 = 4); the k with infinitely
// many solutions when dividing by k - 3 hides it (0 = 0); the integer k that put the solution in
// Quadrant I; a ticket count with three prices tied by a ratio; the positive integers k that give
// an intersection with an integer x-coordinate (negative divisors count too).
// Keys by algebra (factored determinants, Cramer's rule, divisors); confirmed by counting the
// solutions of each system for every k on a grid (`countSolutions`, by ranks), by testing every
// integer k, and by a search over whole numbers of tickets.
import { check } from '../lib/check.ts';
import { countSolutions, range, sys, type Series } from './r-kit.ts';

export const hardItems: ((s: Series) => void)[] = [
  // (k - 1)x + (k - 1)y = 4 and 2x + ky = 6: no solution at k = 1 (0 = 4) and at k = 2.
  (s) => {
    // Determinant (k - 1)k - 2(k - 1) = (k - 1)(k - 2).
    const roots = [1, 2];
    const none = range(-20, 20, 0.25).filter(
      (k) => countSolutions([k - 1, k - 1, 4], [2, k, 6]) === 'none',
    );
    check(none.join() === roots.join(), 'SH1 no solution exactly at k = 1 and k = 2');
    s.typed(
      {
        difficulty: 5,
        body: `${sys('(k - 1)x + (k - 1)y = 4', '2x + ky = 6')} In the system of equations above, $k$ is a constant. What is the sum of all values of $k$ for which the system has no solution?`,
        hints: [
          'The system has exactly one solution unless the coefficients of $x$ and $y$ are proportional. Find when that happens.',
          'Before dividing an equation by an expression in $k$, ask what happens when that expression is $0$.',
        ],
        superhints: [
          'Exactly one solution needs $(k - 1)k - 2(k - 1) \\ne 0$, that is $(k - 1)(k - 2) \\ne 0$. Check each of $k = 1$ and $k = 2$ in the original equations.',
        ],
      },
      3,
      'The system has exactly one solution unless $(k - 1)k - 2(k - 1) = (k - 1)(k - 2) = 0$. If $k = 2$, the equations are $x + y = 4$ and $2x + 2y = 6$ (that is, $x + y = 3$): parallel lines, no solution. If $k = 1$, the first equation becomes $0x + 0y = 4$, which no pair satisfies: no solution again. The sum is $1 + 2 = 3$. Dividing the first equation by $k - 1$ loses $k = 1$ and gives $2$.',
    );
  },

  // (k - 3)x + (k - 3)y = k - 3 and x + ky = 4: infinitely many only at k = 3 (0 = 0).
  (s) => {
    const grid = range(-20, 20, 0.25);
    const infinite = grid.filter(
      (k) => countSolutions([k - 3, k - 3, k - 3], [1, k, 4]) === 'infinite',
    );
    const none = grid.filter((k) => countSolutions([k - 3, k - 3, k - 3], [1, k, 4]) === 'none');
    check(infinite.join() === '3' && none.join() === '1', 'SH2 infinite at 3, none at 1');
    s.text(
      {
        difficulty: 5,
        body: `${sys('(k - 3)x + (k - 3)y = k - 3', 'x + ky = 4')} In the system of equations above, $k$ is a constant. Which of the following gives all values of $k$ for which the system has infinitely many solutions?`,
        hints: [
          'For most values of $k$ the first equation simplifies to $x + y = 1$. For which value does it not?',
        ],
        superhints: [
          'If $k \\ne 3$, the first equation is $x + y = 1$, and $x + ky = 4$ is never the same line. If $k = 3$, look at what the first equation says about $x$ and $y$.',
        ],
      },
      '$3$ only',
      ['$1$ only', '$1$ and $3$', 'There is no such value of $k$.'],
      'C',
      (l) =>
        `If $k \\ne 3$, dividing by $k - 3$ turns the first equation into $x + y = 1$. The line $x + ky = 4$ is never the same line (its constant is $4$, not $1$), and it is parallel when $k = 1$: no solution then, one solution otherwise. If $k = 3$, the first equation is $0x + 0y = 0$, which every pair satisfies, so the solutions are all the points of $x + 3y = 4$: infinitely many. The answer is $3$ only, choice ${l}. "No such value" comes from dividing by $k - 3$ without checking $k = 3$; at $k = 1$ the system has no solution.`,
    );
  },

  // x - y = 3 and kx + 2y = 12: the integers k that put the solution in Quadrant I.
  (s) => {
    // Cramer: x = 18 / (k + 2) and y = (12 - 3k) / (k + 2): -2 < k < 4.
    const ks = [-1, 0, 1, 2, 3];
    const found = range(-100, 100).filter((k) => {
      if (countSolutions([1, -1, 3], [k, 2, 12]) !== 'one') return false;
      const x = 18 / (k + 2);
      const y = x - 3;
      check(Math.abs(k * x + 2 * y - 12) < 1e-9, 'SH3 the solution satisfies both');
      return x > 0 && y > 0;
    });
    check(found.join() === ks.join(), 'SH3 five integers');
    s.choose(
      {
        difficulty: 5,
        body: `${sys('x - y = 3', 'kx + 2y = 12')} In the system of equations above, $k$ is a constant. For how many integer values of $k$ does the system have a solution $(x, y)$ with $x > 0$ and $y > 0$?`,
        hints: ['Solve the system for $x$ and $y$ in terms of $k$.'],
        superhints: [
          'Substituting $y = x - 3$ gives $(k + 2)x = 18$, so $x = \\frac{18}{k + 2}$ and $y = \\frac{12 - 3k}{k + 2}$. Require both to be positive.',
        ],
      },
      ks.length,
      'Substituting $y = x - 3$: $kx + 2x - 6 = 12$, so $x = \\frac{18}{k + 2}$ (for $k = -2$ the lines are parallel and there is no solution). Then $y = \\frac{18}{k + 2} - 3 = \\frac{12 - 3k}{k + 2}$. $x > 0$ needs $k > -2$; then $y > 0$ needs $12 - 3k > 0$, so $k < 4$. The integers are $-1, 0, 1, 2, 3$: five values.',
      [3, 6, 7],
      '$3$ counts only the positive $k$; $6$ also counts $k = 4$, where $y = 0$; $7$ also counts $k = 4$ and $k = -2$, for which there is no solution.',
    );
  },

  // Three ticket prices, two of the counts tied by a ratio: the third count.
  (s) => {
    const [N, pa, ps, pc, R] = [400, 12, 8, 5, 3760];
    // a = 2c, s = N - 3c: 24c + 8(N - 3c) + 5c = R, so 5c = R - 8N.
    const c = (R - ps * N) / (2 * pa - 3 * ps + pc);
    const st = N - 3 * c;
    const fits = range(0, 133).filter((cc) => pa * 2 * cc + ps * (N - 3 * cc) + pc * cc === R);
    check(
      fits.length === 1 && fits[0] === c && st === 64 && pa * 2 * c === 2688,
      'SH4 one solution',
    );
    s.choose(
      {
        difficulty: 5,
        body: `A theater sold $${N}$ tickets for one show: adult tickets for \\$${pa}, student tickets for \\$${ps} and child tickets for \\$${pc}. It sold twice as many adult tickets as child tickets, and it took in \\$3,760 in all. How many student tickets did the theater sell?`,
        hints: [
          'Use the number of child tickets, $c$, to write the number of adult tickets and then the number of student tickets.',
        ],
        superhints: [
          `Adult tickets: $2c$. Student tickets: $${N} - 3c$. The money gives $${pa}(2c) + ${ps}(${N} - 3c) + ${pc}c = 3{,}760$.`,
        ],
        also: ['linear-equations-one-variable'],
      },
      st,
      `With $c$ child tickets, there are $2c$ adult tickets and $${N} - 3c$ student tickets. Then $${pa}(2c) + ${ps}(${N} - 3c) + ${pc}c = 3{,}760$, that is $5c + 3{,}200 = 3{,}760$, so $c = ${c}$. The theater sold $${2 * c}$ adult tickets and $${N} - ${3 * c} = ${st}$ student tickets; check: $2{,}688 + ${ps * st} + ${pc * c} = 3{,}760$.`,
      [112, 176, 224],
      '$112$ is the number of child tickets and $224$ the number of adult tickets; $176$ subtracts only the adult tickets from $400$.',
    );
  },

  // y = kx + 2 and y = 3x + 14: positive integers k with an integer x-coordinate.
  (s) => {
    // x(k - 3) = 12: k - 3 is a divisor of 12, positive or negative, and k > 0.
    const divisors = range(-12, 12).filter((d) => d !== 0 && 12 % d === 0);
    const ks = divisors
      .map((d) => d + 3)
      .filter((k) => k > 0)
      .sort((u, v) => u - v);
    const found = range(1, 200).filter((k) => k !== 3 && Number.isInteger(12 / (k - 3)));
    check(found.join() === ks.join() && ks.length === 8, 'SH5 eight values');
    s.typed(
      {
        difficulty: 5,
        body: `${sys('y = kx + 2', 'y = 3x + 14')} In the system of equations above, $k$ is a positive integer. For how many values of $k$ does the system have a solution $(x, y)$ in which $x$ is an integer?`,
        hints: ['Set the two expressions for $y$ equal and solve for $x$.'],
        superhints: [
          '$(k - 3)x = 12$, so $x = \\frac{12}{k - 3}$. $x$ is an integer when $k - 3$ divides $12$; remember that $k - 3$ can be negative, and that $k$ must be positive.',
        ],
      },
      ks.length,
      `Setting $kx + 2 = 3x + 14$ gives $(k - 3)x = 12$ ($k = 3$ gives parallel lines and no solution). So $x = \\frac{12}{k - 3}$ is an integer exactly when $k - 3$ is one of $\\pm 1, \\pm 2, \\pm 3, \\pm 4, \\pm 6, \\pm 12$, that is $k = ${divisors
        .map((d) => d + 3)
        .sort((u, v) => u - v)
        .join(
          ', ',
        )}$. The positive ones are $${ks.join(', ')}$: eight values. Counting only the positive divisors gives $6$.`,
    );
  },
];
