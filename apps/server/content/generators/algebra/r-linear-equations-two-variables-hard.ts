// The hard templates of r-linear-equations-two-variables.ts (issue 39, r series; rated 5 but the
// translation with choices, rated 4, and the area item, rated 4 after the blind solve): a line
// translated in both directions (typed, and with the four sign choices as choices); the fewest
// tickets that cost an exact total (integer solutions, at least one of each); the constant that
// makes a line and the axes enclose a given area (both signs); the x-intercept of a line
// perpendicular to another through the midpoint of its intercepts; the number of purchases at
// an exact total with one kind at least as many as the other.
// Keys by algebra; confirmed by translated points, searches over whole numbers or over the
// constant, and a dot product for the perpendicular.
import { check } from '../lib/check.ts';
import { frac, fracEq } from '../lib/fraction.ts';
import { range, same, type Series } from './r-kit.ts';

const lineThrough = (p: [number, number], q: [number, number]) => {
  const slope = (q[1] - p[1]) / (q[0] - p[0]);
  return { slope, at: (x: number) => p[1] + slope * (x - p[0]) };
};

export const hardItems: ((s: Series) => void)[] = [
  // A line moved 3 left and 5 down: the new y-intercept (typed).
  (s) => {
    // (x, y) is on the new line when (x + 3, y + 5) is on 7x + 4y = 22: 7x + 4y = -19.
    const c = 22 - 7 * 3 - 4 * 5;
    const key = frac(c, 4);
    // Second way: move two points of the old line and draw the line through them.
    const old: [number, number][] = [
      [2, 2],
      [6, -5],
    ];
    check(
      old.every(([x, y]) => 7 * x + 4 * y === 22),
      'T1 points on the old line',
    );
    const [P, Q] = old.map(([x, y]) => [x - 3, y - 5] as [number, number]);
    const L = lineThrough(P!, Q!);
    check(same(L.at(0), c / 4), 'T1 the new y-intercept');
    s.typed(
      {
        difficulty: 5,
        body: 'In the $xy$-plane, the graph of $7x + 4y = 22$ is translated $3$ units to the left and $5$ units down. What is the $y$-coordinate of the $y$-intercept of the resulting graph?',
        hints: [
          'Pick two points on the original line, move each of them, and find the line through the moved points.',
          'Or: a point $(x, y)$ is on the new graph exactly when the point $3$ units right and $5$ units up from it is on the old graph.',
        ],
        superhints: [
          'Moving the graph left by $3$ and down by $5$ replaces $x$ by $x + 3$ and $y$ by $y + 5$ in the equation. Expand, collect the constants, then set $x = 0$.',
        ],
      },
      key,
      'A point $(x, y)$ is on the translated graph when $(x + 3, y + 5)$ is on the original one: $7(x + 3) + 4(y + 5) = 22$, that is $7x + 4y = -19$. At $x = 0$, $4y = -19$ and $y = -\\frac{19}{4}$. Check with points: $(2, 2)$ and $(6, -5)$ are on the original line; moved, they are $(-1, -3)$ and $(3, -10)$, the slope is $-\\frac{7}{4}$, and at $x = 0$ the line is at $-3 - \\frac{7}{4} = -\\frac{19}{4}$. Replacing $x$ by $x - 3$ and $y$ by $y - 5$ instead would move the graph the wrong way and give $\\frac{63}{4}$.',
    );
  },

  // A line moved 2 right and 3 up: the new x-intercept, the four sign choices as choices.
  (s) => {
    const moved = (dx: number, dy: number) => 15 + 5 * dx - 3 * dy; // 5(x - dx) - 3(y - dy) = 15
    const key = frac(moved(2, 3), 5);
    // Second way: move the intercepts (3, 0) and (0, -5) and find where the new line meets y = 0.
    const L = lineThrough([3 + 2, 0 + 3], [0 + 2, -5 + 3]);
    const x0 = 5 - 3 / L.slope;
    check(same(L.at(x0), 0) && same(x0, 16 / 5) && fracEq(key, frac(16, 5)), 'T2 x-intercept');
    const wrong = [moved(-2, -3), moved(2, -3), moved(-2, 3)].map((c) => frac(c, 5));
    s.numeric(
      {
        difficulty: 4,
        body: 'In the $xy$-plane, the graph of $5x - 3y = 15$ is translated $2$ units to the right and $3$ units up. What is the $x$-coordinate of the $x$-intercept of the resulting graph?',
        hints: ['Track two points of the original graph, such as its intercepts, as they move.'],
        superhints: [
          'A translation $2$ right and $3$ up replaces $x$ by $x - 2$ and $y$ by $y - 3$. Expand $5(x - 2) - 3(y - 3) = 15$ and set $y = 0$.',
        ],
      },
      key,
      wrong,
      (l) =>
        `The new graph is $5(x - 2) - 3(y - 3) = 15$, that is $5x - 3y = 16$; at $y = 0$, $x = \\frac{16}{5}$, choice ${l}. (Check: the intercepts $(3, 0)$ and $(0, -5)$ move to $(5, 3)$ and $(2, -2)$; the line through them has slope $\\frac{5}{3}$ and falls $3$ units to the $x$-axis in $\\frac{9}{5}$ units of $x$, at $5 - \\frac{9}{5} = \\frac{16}{5}$.) The other choices move the graph the wrong way: $x + 2$ and $y + 3$ give $\\frac{14}{5}$; $x - 2$ with $y + 3$ gives $\\frac{34}{5}$; $x + 2$ with $y - 3$ gives $-\\frac{4}{5}$.`,
    );
  },

  // The fewest tickets at an exact total: integer solutions with at least one of each.
  (s) => {
    const [ps, pa, total] = [8, 13, 250];
    // 13a ≡ 250 (mod 8), i.e. 5a ≡ 2 (mod 8), so a ≡ 2 (mod 8): a = 2, 10, 18.
    const as = [2, 10, 18];
    const fewest = Math.min(...as.map((a) => a + (total - pa * a) / ps));
    // Second way: every pair of whole numbers with at least one of each.
    const pairs = range(1, 40).flatMap((a) =>
      range(1, 40)
        .filter((t) => ps * t + pa * a === total)
        .map((t) => ({ a, t })),
    );
    check(pairs.map((p) => p.a).join() === as.join(), 'T3 the same solutions');
    check(Math.min(...pairs.map((p) => p.a + p.t)) === fewest && fewest === 20, 'T3 fewest');
    s.typed(
      {
        difficulty: 5,
        body: `A theater sells student tickets for \\$${ps} each and adult tickets for \\$${pa} each. A group bought at least one ticket of each type and paid exactly \\$${total}. What is the least possible number of tickets the group bought?`,
        hints: [
          `Write $${ps}s + ${pa}a = ${total}$ for $s$ student and $a$ adult tickets, both positive whole numbers.`,
          'Fewer tickets means more of the expensive ones; but not every number of adult tickets leaves an amount the student tickets can pay exactly.',
        ],
        superhints: [
          `$${total} - ${pa}a$ must be a positive multiple of $${ps}$. Try $a = 1, 2, 3, \\ldots$ until it works, then notice that adding $${ps}$ adult tickets keeps it working (it takes away $${pa}$ student tickets' worth of money).`,
        ],
        also: ['linear-equations-one-variable'],
      },
      fewest,
      `The purchases satisfy $${ps}s + ${pa}a = ${total}$ with $s \\ge 1$ and $a \\ge 1$ whole numbers. $${total} - ${pa}a$ must be divisible by $${ps}$: this happens for $a = 2$ ($s = 28$), $a = 10$ ($s = 15$) and $a = 18$ ($s = 2$); $a = 26$ would cost more than $\\$${total}$. The totals are $30$, $25$ and $20$ tickets, so the least is $20$. Dividing $${total}$ by $${pa}$ alone (about $19$ adult tickets) does not give an exact total.`,
    );
  },

  // The constant that makes a line and the axes enclose a given area: both signs (level 4: the
  // blind solver rated it 3, the author 5).
  (s) => {
    const [a, c, area] = [3, 24, 48];
    // Intercepts c/a = 8 and c/k: area = (1/2)(8)|24/k| = 96/|k|, so |k| = 2.
    const ks = [-2, 2];
    const found = range(-50, 50, 0.25).filter(
      (k) => k !== 0 && same(0.5 * Math.abs(c / a) * Math.abs(c / k), area),
    );
    check(found.join() === ks.join(), 'T4 the two values of k');
    s.text(
      {
        difficulty: 4,
        body: `In the $xy$-plane, the graph of $${a}x + ky = ${c}$, where $k$ is a nonzero constant, and the two coordinate axes enclose a triangle with an area of $${area}$ square units. Which of the following gives all possible values of $k$?`,
        hints: [
          'The triangle has its right angle at the origin; its legs run along the axes to the intercepts of the line.',
          'A length is never negative, but a coordinate can be.',
        ],
        superhints: [
          `The intercepts are $(${c / a}, 0)$ and $(0, \\frac{${c}}{k})$. The legs are $${c / a}$ and $\\left|\\frac{${c}}{k}\\right|$, so $\\frac{1}{2}(${c / a})\\left|\\frac{${c}}{k}\\right| = ${area}$. Solve for $|k|$.`,
        ],
      },
      '$-2$ and $2$',
      ['$2$ only', '$4$ only', '$-4$ and $4$'],
      'C',
      (l) =>
        `The $x$-intercept is $(8, 0)$ and the $y$-intercept is $(0, \\frac{24}{k})$. The legs of the right triangle are $8$ and $\\left|\\frac{24}{k}\\right|$, so $\\frac{1}{2}(8)\\left|\\frac{24}{k}\\right| = \\frac{96}{|k|} = 48$ and $|k| = 2$. Both $k = 2$ (intercept $(0, 12)$) and $k = -2$ (intercept $(0, -12)$) give the area $48$: choice ${l}. "$2$ only" forgets the triangle below the $x$-axis; the choices with $4$ leave out the $\\frac{1}{2}$ of the area formula.`,
    );
  },

  // Perpendicular through the midpoint of the intercepts of 4x - 3y = 24: its x-intercept.
  (s) => {
    // Intercepts (6, 0) and (0, -8), midpoint (3, -4); perpendicular slope -3/4.
    const key = frac(3 * 3 - 16, 3); // x - 3 = -16/3
    const x = 3 + (4 * 4) / -3; // y = 0 on y + 4 = -3/4 (x - 3)
    // Second way: (P - M) is perpendicular to the direction (3, 4) of 4x - 3y = 24.
    const dot = (px: number) => (px - 3) * 3 + (0 - -4) * 4;
    check(same(dot(-7 / 3), 0) && same(x, -7 / 3) && 4 * 6 === 24 && -3 * -8 === 24, 'T5');
    s.choose(
      {
        difficulty: 5,
        body: 'In the $xy$-plane, line $\\ell$ has the equation $4x - 3y = 24$. Line $m$ is perpendicular to line $\\ell$ and passes through the midpoint of the segment that joins the $x$-intercept and the $y$-intercept of line $\\ell$. What is the $x$-coordinate of the $x$-intercept of line $m$?',
        hints: [
          'Find both intercepts of line $\\ell$ and the midpoint between them.',
          "Line $m$'s slope is the negative reciprocal of line $\\ell$'s slope.",
        ],
        superhints: [
          'The intercepts are $(6, 0)$ and $(0, -8)$. Line $\\ell$ has slope $\\frac{4}{3}$, so line $m$ has slope $-\\frac{3}{4}$. Write line $m$ through the midpoint and set $y = 0$.',
        ],
        also: ['linear-functions'],
      },
      key,
      'Line $\\ell$ meets the axes at $(6, 0)$ and $(0, -8)$; the midpoint is $(3, -4)$. Line $\\ell$ has slope $\\frac{4}{3}$, so line $m$ has slope $-\\frac{3}{4}$: $y + 4 = -\\frac{3}{4}(x - 3)$. At $y = 0$: $4 = -\\frac{3}{4}(x - 3)$, so $x - 3 = -\\frac{16}{3}$ and $x = -\\frac{7}{3}$.',
      [frac(-16, 3), 3, frac(25, 3)],
      '$-\\frac{16}{3}$ is $x - 3$, not $x$; $3$ is the $x$-coordinate of the midpoint; $\\frac{25}{3}$ uses the slope $\\frac{3}{4}$.',
    );
  },

  // The number of purchases at an exact total with x >= y >= 1.
  (s) => {
    const [p6, p9, total] = [6, 9, 180];
    // 2x + 3y = 60: y even; x >= y means 60 - 3y >= 2y, y <= 12: y = 2, 4, ..., 12.
    const count = range(2, 12, 2).length;
    const brute = range(1, 30).flatMap((x) =>
      range(1, 20).filter((y) => p6 * x + p9 * y === total && x >= y),
    ).length;
    check(brute === count && count === 6, 'T6 the purchases');
    s.choose(
      {
        difficulty: 5,
        body: `A gardener buys herb plants that cost \\$${p6} each and shrubs that cost \\$${p9} each, and spends exactly \\$${total}. She buys at least one shrub, and she buys at least as many herb plants as shrubs. How many different combinations of numbers of herb plants and shrubs could she buy?`,
        hints: [
          `Write the total as an equation in $x$ herb plants and $y$ shrubs, and divide it by $3$.`,
          'Which numbers of shrubs leave an amount that buys a whole number of herb plants?',
        ],
        superhints: [
          `$${p6}x + ${p9}y = ${total}$ becomes $2x + 3y = 60$, so $3y$ must be even: $y$ is even. The condition $x \\ge y$ means $60 - 3y \\ge 2y$. List the even $y$ from $2$ up to that limit.`,
        ],
        also: ['linear-inequalities'],
      },
      count,
      `The purchases satisfy $${p6}x + ${p9}y = ${total}$, or $2x + 3y = 60$, so $x = \\frac{60 - 3y}{2}$ is a whole number only when $y$ is even. The condition $x \\ge y$ gives $60 - 3y \\ge 2y$, so $y \\le 12$. With $y \\ge 1$, the possible $y$ are $2, 4, 6, 8, 10, 12$ (with $x = 27, 24, 21, 18, 15, 12$): $6$ combinations.`,
      [5, 7, 10],
      '$5$ leaves out $12$ herb plants with $12$ shrubs, though $x = y$ is allowed; $7$ also counts buying no shrubs, which the problem rules out; $10$ drops the condition $x \\ge y$ (every even $y$ up to $20$, with $x = 0$ at $y = 20$).',
    );
  },
];
