// Generates questions/algebra/linear-functions.mg-r.generated.yaml and one figure (issue 39, r
// series): an x-intercept between grid lines from a graph, a missing table value, a sum of
// functions that turns out constant, a shifted function's y-intercept (levels 2-3); f(0) from two
// conditions on f, the triangle of two perpendicular lines and the x-axis, where a
// perpendicular bisector meets the x-axis (level 4); the rated-5 templates live in
// r-linear-functions-hard.ts.
// Each key is computed by the template's algebra and confirmed a second way (the figure's own
// points, Lagrange interpolation, a shoelace area, equal distances, Cramer's rule).
// Run: cd apps/server && npx tsx content/generators/algebra/r-linear-functions.ts
import { check } from '../lib/check.ts';
import { frac, fracEq } from '../lib/fraction.ts';
import { plane } from '../lib/figure-kit/plane.ts';
import { writeFigure } from '../lib/write.ts';
import { same, Series } from './r-kit.ts';
import { hardItems } from './r-linear-functions-hard.ts';

const s = new Series('linear-functions', 'generators/algebra/r-linear-functions.ts');
const area = (p: number[][]) =>
  Math.abs(
    p.reduce(
      (t, [x, y], i) => t + x! * p[(i + 1) % p.length]![1]! - p[(i + 1) % p.length]![0]! * y!,
      0,
    ),
  ) / 2;

// 1. An x-intercept between grid lines, from a graph with two marked points (level 2).
{
  const P: [number, number] = [-2, 5];
  const Q: [number, number] = [2, -1];
  const slope = (Q[1] - P[1]) / (Q[0] - P[0]);
  const x0 = P[0] - P[1] / slope;
  check(same(x0, 4 / 3) && same(P[1] + slope * (x0 - P[0]), 0), 'L1 the x-intercept');
  const figure = writeFigure(
    'algebra',
    s.peekId(),
    plane({
      title:
        'The graph of the linear function f in the xy-plane: a line through the marked points (\u22122, 5) and (2, \u22121), falling from left to right',
      xMin: -4,
      xMax: 5,
      yMin: -3,
      yMax: 7,
      lines: [{ through: [P, Q] }],
      points: [{ at: P }, { at: Q }],
    }),
  );
  s.numeric(
    {
      difficulty: 2,
      figure,
      body: 'The graph of the linear function $f$ is shown in the $xy$-plane, with the points $(-2, 5)$ and $(2, -1)$ marked. What is the $x$-coordinate of the $x$-intercept of the graph?',
      hints: ['Find the slope from the two marked points, then the equation of the line.'],
      superhints: [
        'The slope is $\\frac{-1 - 5}{2 - (-2)} = -\\frac{3}{2}$. From $(2, -1)$, $y$ must rise by $1$ to reach $0$; on a line that falls $\\frac{3}{2}$ per unit to the right, that means moving left.',
      ],
    },
    frac(4, 3),
    [frac(3, 4), 2, frac(-4, 3)],
    (l) =>
      `The slope is $-\\frac{6}{4} = -\\frac{3}{2}$, so $f(x) = -\\frac{3}{2}(x - 2) - 1 = -\\frac{3}{2}x + 2$. Setting $f(x) = 0$ gives $x = \\frac{4}{3}$, choice ${l}. $2$ is the $y$-intercept, $\\frac{3}{4}$ uses the slope upside down, and $-\\frac{4}{3}$ has the wrong sign.`,
  );
}

// 2. A missing value in a table (level 2, typed).
{
  const xs = [1, 3, 6];
  const ys = [5, 11];
  const k = ys[1]! + ((ys[1]! - ys[0]!) / (xs[1]! - xs[0]!)) * (xs[2]! - xs[1]!);
  // Second way: Lagrange interpolation through the first two points.
  const lag = (ys[0]! * (6 - 3)) / (1 - 3) + (ys[1]! * (6 - 1)) / (3 - 1);
  check(same(k, lag) && k === 20, 'L2 the table value');
  s.choose(
    {
      difficulty: 2,
      body: 'For the linear function $f$, $f(1) = 5$, $f(3) = 11$ and $f(6) = k$. What is the value of $k$?',
      hints: ['How much does $f$ increase for each increase of $1$ in $x$?'],
      superhints: [
        'From $x = 1$ to $x = 3$, $f$ rises by $6$, so it rises $3$ per unit. From $x = 3$ to $x = 6$ is $3$ more units.',
      ],
    },
    k,
    'The slope is $\\frac{11 - 5}{3 - 1} = 3$. From $x = 3$ to $x = 6$, $f$ rises $3 \\times 3 = 9$ more, so $k = 11 + 9 = 20$.',
    [14, 18, 23],
    '$14$ adds only one step of $3$, $18$ is $3 \\times 6$ without the intercept, and $23$ adds four steps of $3$.',
  );
}

// 3. A sum of two functions that turns out constant (level 3).
{
  const fx = (x: number) => -2 * x + 15;
  const g = (x: number) => fx(x) + 2 * x;
  check(fx(2) === 11 && fx(6) === 3 && [0, 5, 9].every((x) => g(x) === 15), 'L3 g is constant');
  s.numeric(
    {
      difficulty: 3,
      body: 'For the linear function $f$, $f(2) = 11$ and $f(6) = 3$. The function $g$ is defined by $g(x) = f(x) + 2x$. What is the value of $g(5)$?',
      hints: ['Find the slope and the $y$-intercept of $f$ first.'],
      superhints: [
        'The slope of $f$ is $\\frac{3 - 11}{6 - 2}$. Write $f(x)$, then add $2x$ and simplify before substituting $5$.',
      ],
    },
    15,
    [5, 10, 25],
    (l) =>
      `The slope of $f$ is $\\frac{-8}{4} = -2$, and $f(2) = 11$ gives $f(x) = -2x + 15$. Then $g(x) = -2x + 15 + 2x = 15$ for every $x$, so $g(5) = 15$, choice ${l}. $5$ is $f(5)$ without the $2x$; $10$ is the $2x$ part alone; $25$ adds $2x$ twice.`,
  );
}

// 4. The y-intercept of a shifted function (level 3).
{
  const fx = (x: number) => 2 * x + 5;
  const h = (x: number) => fx(x - 3);
  check(h(0) === -1 && h(1) - h(0) === 2 && h(0) === 2 * 0 - 1, 'L4 h(x) = 2x - 1');
  s.numeric(
    {
      difficulty: 3,
      body: 'The function $f$ is defined by $f(x) = 2x + 5$, and the function $h$ is defined by $h(x) = f(x - 3)$. What is the $y$-coordinate of the $y$-intercept of the graph of $y = h(x)$ in the $xy$-plane?',
      hints: ['The $y$-intercept of the graph of $h$ is $h(0)$.'],
      superhints: ['$h(0) = f(0 - 3) = f(-3)$. Evaluate $f$ at $-3$.'],
    },
    -1,
    [5, 8, 11],
    (l) =>
      `$h(0) = f(-3) = 2(-3) + 5 = -1$, choice ${l}; equivalently $h(x) = 2(x - 3) + 5 = 2x - 1$. $5$ is the $y$-intercept of $f$, $11$ is $f(3)$ (a shift the wrong way), and $8$ adds $3$ to $f(0)$.`,
  );
}

// 5. f(0) from two conditions on a linear f (level 4).
{
  // f(x) = ax + b with 3a + b = 2(a + b) and 5a + b = 16: a - b = 0; Cramer's rule.
  const det = 1 * 1 - -1 * 5;
  const a = frac(0 * 1 - -1 * 16, det);
  const b = frac(1 * 16 - 0 * 5, det);
  const F = (x: number) => (a.n / a.d) * x + b.n / b.d;
  check(same(F(3), 2 * F(1)) && same(F(5), 16) && fracEq(b, frac(8, 3)), 'L5 f(0)');
  s.choose(
    {
      difficulty: 4,
      body: 'For the linear function $f$, $f(3) = 2f(1)$ and $f(5) = 16$. What is the value of $f(0)$?',
      hints: ['Write $f(x) = ax + b$ and turn each condition into an equation in $a$ and $b$.'],
      superhints: [
        '$f(3) = 2f(1)$ reads $3a + b = 2(a + b)$, which simplifies to a simple relation between $a$ and $b$. Combine it with $5a + b = 16$; $f(0)$ is $b$.',
      ],
    },
    b,
    'With $f(x) = ax + b$: $3a + b = 2a + 2b$ gives $a = b$, and $5a + b = 16$ then gives $6b = 16$, so $b = \\frac{8}{3}$. Since $f(0) = b$, $f(0) = \\frac{8}{3}$; check: $f(1) = \\frac{16}{3}$, $f(3) = \\frac{32}{3}$.',
    [frac(16, 5), frac(16, 3), 16],
    '$\\frac{16}{3}$ is $f(1)$, not $f(0)$; $16$ doubles only the $a$ of $f(1)$ ($3a + b = 2a + b$ gives $a = 0$); $\\frac{16}{5}$ drops the $b$ of $f(5)$ ($5b = 16$).',
  );
}

// 6. The triangle of two perpendicular lines and the x-axis (level 4).
{
  // Through (3, 4): slope 2 meets y = 0 at x = 1; slope -1/2 meets it at x = 11.
  const [x1, x2] = [3 - 4 / 2, 3 + 4 * 2];
  const A = 0.5 * (x2 - x1) * 4;
  check(
    same(
      A,
      area([
        [x1, 0],
        [x2, 0],
        [3, 4],
      ]),
    ) &&
      same(2 * -0.5, -1) &&
      A === 20,
    'L6 area',
  );
  // Line q with slope -2 (opposite only) or 1/2 (reciprocal only) meets the x-axis at 5 or -5.
  const [oppositeOnly, reciprocalOnly] = [0.5 * (3 + 4 / 2 - x1) * 4, 0.5 * (x1 - (3 - 4 * 2)) * 4];
  check(oppositeOnly === 8 && reciprocalOnly === 12, 'L6 the slope of q half right');
  s.choose(
    {
      difficulty: 4,
      body: 'In the $xy$-plane, line $p$ has slope $2$ and line $q$ is perpendicular to line $p$. The lines intersect at the point $(3, 4)$. What is the area, in square units, of the triangle formed by line $p$, line $q$ and the $x$-axis?',
      hints: ['Find where each line crosses the $x$-axis.', 'The third vertex is $(3, 4)$.'],
      superhints: [
        'Line $q$ has slope $-\\frac{1}{2}$. From $(3, 4)$, each line must drop $4$ units to reach the $x$-axis; find how far left or right that takes it. The base lies on the $x$-axis and the height is $4$.',
      ],
    },
    A,
    'Line $p$ drops $4$ units in $2$ units of $x$, so it meets the $x$-axis at $(1, 0)$. Line $q$, with slope $-\\frac{1}{2}$, drops $4$ units in $8$ units of $x$ to the right: $(11, 0)$. The base is $11 - 1 = 10$ and the height is $4$, so the area is $\\frac{1}{2}(10)(4) = 20$.',
    [oppositeOnly, reciprocalOnly, 2 * A],
    '$8$ gives line $q$ the slope $-2$ (the opposite of $2$ but not its reciprocal), $12$ gives it the slope $\\frac{1}{2}$ (the reciprocal but not the opposite), and $40$ leaves out the $\\frac{1}{2}$ of the area formula.',
  );
}

// 7. Where the perpendicular bisector of a segment meets the x-axis (level 4).
{
  // A(-1, 2), B(5, 10): midpoint (2, 6), slope 4/3, bisector slope -3/4.
  const x0 = 2 + (6 * 4) / 3;
  // Second way: the point (x, 0) equally far from A and B.
  const d2 = (x: number, p: [number, number]) => (x - p[0]) ** 2 + p[1] ** 2;
  check(same(d2(x0, [-1, 2]), d2(x0, [5, 10])) && x0 === 10, 'L7 equidistant');
  s.numeric(
    {
      difficulty: 4,
      body: 'In the $xy$-plane, line $\\ell$ is the perpendicular bisector of the segment with endpoints $(-1, 2)$ and $(5, 10)$: it is perpendicular to the segment and passes through its midpoint. At what $x$-coordinate does line $\\ell$ cross the $x$-axis?',
      hints: ['Find the midpoint and the slope of the segment.'],
      superhints: [
        'The midpoint is $(2, 6)$ and the segment has slope $\\frac{4}{3}$, so line $\\ell$ has slope $-\\frac{3}{4}$. Write $y - 6 = -\\frac{3}{4}(x - 2)$ and set $y = 0$.',
      ],
    },
    x0,
    [-6, frac(-5, 2), frac(5, 3)],
    (l) =>
      `The midpoint is $(2, 6)$ and the slope of the segment is $\\frac{8}{6} = \\frac{4}{3}$, so $\\ell$ has slope $-\\frac{3}{4}$: $y - 6 = -\\frac{3}{4}(x - 2)$. At $y = 0$, $x - 2 = 8$, so $x = 10$, choice ${l}. Check: $(10, 0)$ is $\\sqrt{125}$ from both endpoints. $-6$ uses the slope $\\frac{3}{4}$, $-\\frac{5}{2}$ uses the segment's own slope, and $\\frac{5}{3}$ draws the line through $(-1, 2)$ instead of the midpoint.`,
  );
}

for (const add of hardItems) add(s);
s.write();
