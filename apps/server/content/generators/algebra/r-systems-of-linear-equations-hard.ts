// The hard templates of r-systems-of-linear-equations.ts (issue 39, r series; rated 5 but the
// ticket prices, rated 4 after the blind solve): the one k without a solution when the
// determinant has two roots and the other root gives the same line twice; the k with infinitely
// many solutions when one root makes both constants 0; the integer k that put the solution in
// Quadrant I; a ticket count with three prices tied by a ratio; the positive integers k that give
// an intersection with an integer x-coordinate (negative divisors count too). Every equation
// keeps a constant nonzero coefficient, so it is a line for every k (never 0 = c).
// Keys by algebra (factored determinants, Cramer's rule, divisors); confirmed by counting the
// solutions of each system for every k on a grid (`countSolutions`, by ranks), by testing every
// integer k, and by a search over whole numbers of tickets.
import { check } from '../lib/check.ts';
import { countSolutions, range, sys, type Series } from './r-kit.ts';

export const hardItems: ((s: Series) => void)[] = [
  // (k + 1)x + 2y = k + 4 and 3x + ky = 2k + 2: the determinant is (k + 3)(k - 2); k = 2 gives
  // the same line twice, so only k = -3 leaves no solution. The y-coefficient 2 of the first
  // equation and the x-coefficient 3 of the second keep both equations lines for every k.
  (s) => {
    const e1 = (k: number) => [k + 1, 2, k + 4];
    const e2 = (k: number) => [3, k, 2 * k + 2];
    // (k + 1)k - 2 * 3 = k^2 + k - 6, roots by the quadratic formula.
    const roots = [(-1 - Math.sqrt(25)) / 2, (-1 + Math.sqrt(25)) / 2];
    // At a root the lines are parallel; they are distinct when the constants are not in the
    // ratio of the x-coefficients.
    const key = roots.filter((k) => 3 * (k + 4) !== (k + 1) * (2 * k + 2));
    check(roots.join() === '-3,2' && key.join() === '-3', 'SH1 one of the two roots');
    const grid = range(-20, 20, 0.25);
    check(
      grid.every((k) => [e1(k), e2(k)].every(([a, b]) => a !== 0 || b !== 0)),
      'SH1 both equations are lines for every k',
    );
    const none = grid.filter((k) => countSolutions(e1(k), e2(k)) === 'none');
    const infinite = grid.filter((k) => countSolutions(e1(k), e2(k)) === 'infinite');
    check(none.join() === '-3' && infinite.join() === '2', 'SH1 no solution only at k = -3');
    // At k = 2, three points of the first line lie on the second.
    check(
      [0, 2, 4].every((x) => 3 * x + 2 * ((6 - 3 * x) / 2) === 2 * 2 + 2),
      'SH1 one line at k = 2',
    );
    s.typed(
      {
        difficulty: 5,
        body: `${sys('(k + 1)x + 2y = k + 4', '3x + ky = 2k + 2')} In the system of equations above, $k$ is a constant. If the system has no solution, what is the value of $k$?`,
        hints: [
          'A system of two linear equations has no solution when its lines are parallel and distinct: the coefficients of $x$ and $y$ are proportional, but the equations are not multiples of each other.',
          'Find every value of $k$ that makes the coefficients proportional, then test each one in the original equations.',
        ],
        superhints: [
          'The coefficients are proportional when $(k + 1)k = 2 \\cdot 3$, that is $(k + 3)(k - 2) = 0$. For each root, write out both equations and compare them, constants included.',
        ],
      },
      key[0] as number,
      'The system has exactly one solution unless the coefficients are proportional: $(k + 1)k - 2 \\cdot 3 = k^2 + k - 6 = (k + 3)(k - 2) = 0$. If $k = 2$, the equations are $3x + 2y = 6$ and $3x + 2y = 6$: the same line, so there are infinitely many solutions. If $k = -3$, they are $-2x + 2y = 1$ and $3x - 3y = -4$, that is $y = x + \\frac{1}{2}$ and $y = x + \\frac{4}{3}$: parallel lines with different $y$-intercepts, so there is no solution. Only $k = -3$ works. Answering $2$ stops at proportional coefficients without checking the constants, and $-1$ adds both roots.',
    );
  },

  // x + (k - 1)y = k + 2 and kx + 6y = k + 2: the determinant is -(k - 3)(k + 2); the lines
  // coincide only at k = -2 (both constants 0) and are parallel at k = 3. The x-coefficient 1 of
  // the first equation and the y-coefficient 6 of the second keep both equations lines.
  (s) => {
    const e1 = (k: number) => [1, k - 1, k + 2];
    const e2 = (k: number) => [k, 6, k + 2];
    // 1 * 6 - (k - 1)k = -(k^2 - k - 6), roots by the quadratic formula.
    const roots = [(1 - Math.sqrt(25)) / 2, (1 + Math.sqrt(25)) / 2];
    // The second equation is k times the first exactly when its constant is k times too.
    const key = roots.filter((k) => k * (k + 2) === k + 2);
    check(roots.join() === '-2,3' && key.join() === '-2', 'SH2 one of the two roots');
    const grid = range(-20, 20, 0.25);
    check(
      grid.every((k) => [e1(k), e2(k)].every(([a, b]) => a !== 0 || b !== 0)),
      'SH2 both equations are lines for every k',
    );
    const infinite = grid.filter((k) => countSolutions(e1(k), e2(k)) === 'infinite');
    const none = grid.filter((k) => countSolutions(e1(k), e2(k)) === 'none');
    check(infinite.join() === '-2' && none.join() === '3', 'SH2 infinite at -2, none at 3');
    // At k = -2, three points of x = 3y satisfy -2x + 6y = 0.
    check(
      [-1, 0, 5].every((y) => -2 * (3 * y) + 6 * y === 0),
      'SH2 one line at k = -2',
    );
    s.text(
      {
        difficulty: 5,
        body: `${sys('x + (k - 1)y = k + 2', 'kx + 6y = k + 2')} In the system of equations above, $k$ is a constant. Which of the following gives all values of $k$ for which the system has infinitely many solutions?`,
        hints: [
          'Infinitely many solutions means that the two equations describe the same line.',
          'First find the values of $k$ that make the coefficients of $x$ and $y$ proportional; then check each one in the original equations.',
        ],
        superhints: [
          'The coefficients are proportional when $1 \\cdot 6 = (k - 1)k$, that is $(k - 3)(k + 2) = 0$. For each root, write out both equations and decide whether one is a multiple of the other.',
        ],
      },
      '$-2$ only',
      ['$3$ only', '$-2$ and $3$', 'There is no such value of $k$.'],
      'C',
      (l) =>
        `The lines are parallel or the same exactly when the coefficients are proportional: $1 \\cdot 6 - (k - 1)k = -(k^2 - k - 6) = -(k - 3)(k + 2) = 0$. If $k = 3$, the equations are $x + 2y = 5$ and $3x + 6y = 5$, that is $x + 2y = \\frac{5}{3}$: parallel lines, no solution. If $k = -2$, they are $x - 3y = 0$ and $-2x + 6y = 0$; the second is $-2$ times the first, so both are the line $x = 3y$: infinitely many solutions. For every other $k$ there is exactly one solution. The answer is $-2$ only, choice ${l}. "$3$ only" and "$-2$ and $3$" stop at proportional coefficients without checking the constants ($k = 3$ gives no solution); "no such value" comes from comparing the ratio of the constants, which is $\\frac{0}{0}$ at $k = -2$, instead of checking that one equation is a multiple of the other.`,
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

  // Three ticket prices, two of the counts tied by a ratio: the third count (level 4: the blind
  // solver rated it 3, the author 5).
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
        difficulty: 4,
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
