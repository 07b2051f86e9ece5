// The rated-5 templates of r-linear-functions.ts (issue 39, r series): the x-intercept of
// f(2x - 1) for an f known from two values; the triangle of a line, its perpendicular through its
// x-intercept and the y-axis; a linear f that swaps two numbers (its slope must be -1); a line
// that a translation maps onto itself (its slope is fixed by the translation); f(0) from a point
// on the graph of a shifted copy of f.
// Keys by algebra; confirmed by evaluating the composed function, a shoelace area with a dot
// product for the right angle, a search over slopes and integer pairs, the translation tested
// at several x, and the shifted graph evaluated at its point.
import { check } from '../lib/check.ts';
import { frac } from '../lib/fraction.ts';
import { range, same, type Series } from './r-kit.ts';

export const hardItems: ((s: Series) => void)[] = [
  // The x-intercept of g(x) = f(2x - 1).
  (s) => {
    const f = (x: number) => -4 * x + 13; // f(1) = 9, f(4) = -3
    const g = (x: number) => f(2 * x - 1);
    check(f(1) === 9 && f(4) === -3 && same(g(17 / 8), 0), 'LH1 g(17/8) = 0');
    s.numeric(
      {
        difficulty: 5,
        body: 'For the linear function $f$, $f(1) = 9$ and $f(4) = -3$. The function $g$ is defined by $g(x) = f(2x - 1)$. What is the $x$-coordinate of the $x$-intercept of the graph of $y = g(x)$ in the $xy$-plane?',
        hints: ['Find $f(x)$ first, then the input that makes $f$ equal to $0$.'],
        superhints: [
          '$f(x) = -4x + 13$ is $0$ at $x = \\frac{13}{4}$. The graph of $g$ crosses the $x$-axis where $2x - 1$ equals that input.',
        ],
      },
      frac(17, 8),
      [frac(13, 4), frac(9, 8), frac(13, 8)],
      (l) =>
        `The slope of $f$ is $\\frac{-3 - 9}{4 - 1} = -4$, so $f(x) = -4x + 13$, which is $0$ when $x = \\frac{13}{4}$. Then $g(x) = 0$ when $2x - 1 = \\frac{13}{4}$: $2x = \\frac{17}{4}$ and $x = \\frac{17}{8}$, choice ${l}. (Or $g(x) = -4(2x - 1) + 13 = -8x + 17$.) $\\frac{13}{4}$ is the zero of $f$, not of $g$; $\\frac{9}{8}$ subtracts the $1$ instead of adding it; $\\frac{13}{8}$ ignores the $-1$.`,
    );
  },

  // A line, its perpendicular through its x-intercept, and the y-axis: the triangle's area.
  (s) => {
    // 2x + 5y = 20 meets the axes at (10, 0) and (0, 4); the perpendicular has slope 5/2.
    const yq = 0 - (5 / 2) * 10;
    const A = 0.5 * (4 - yq) * 10;
    const pts = [
      [0, 4],
      [0, yq],
      [10, 0],
    ];
    const shoelace =
      Math.abs(
        pts.reduce(
          (t, [x, y], i) => t + x! * pts[(i + 1) % 3]![1]! - pts[(i + 1) % 3]![0]! * y!,
          0,
        ),
      ) / 2;
    // The directions (5, -2) of the line and (2, 5) of the perpendicular have dot product 0.
    const [dl, dm] = [
      [5, -2],
      [2, 5],
    ];
    check(dl[0]! * dm[0]! + dl[1]! * dm[1]! === 0, 'LH2 perpendicular directions');
    check(same(shoelace, A) && A === 145, 'LH2 area 145');
    s.typed(
      {
        difficulty: 5,
        body: 'In the $xy$-plane, line $\\ell$ has the equation $2x + 5y = 20$. Line $m$ is perpendicular to line $\\ell$ and passes through the $x$-intercept of line $\\ell$. What is the area, in square units, of the triangle formed by line $\\ell$, line $m$ and the $y$-axis?',
        hints: [
          'The three vertices are where the lines meet each other and where each meets the $y$-axis.',
          "Line $m$'s slope is the negative reciprocal of line $\\ell$'s slope.",
        ],
        superhints: [
          'Line $\\ell$ meets the axes at $(10, 0)$ and $(0, 4)$ and has slope $-\\frac{2}{5}$, so line $m$ has slope $\\frac{5}{2}$ and passes through $(10, 0)$. Find its $y$-intercept. The base of the triangle lies on the $y$-axis, and its height is the distance from the $y$-axis to $(10, 0)$.',
        ],
        also: ['linear-equations-two-variables'],
      },
      A,
      'Line $\\ell$ meets the $x$-axis at $(10, 0)$ and the $y$-axis at $(0, 4)$; its slope is $-\\frac{2}{5}$. Line $m$ has slope $\\frac{5}{2}$ and passes through $(10, 0)$: $y = \\frac{5}{2}(x - 10)$, with $y$-intercept $(0, -25)$. The triangle has vertices $(0, 4)$, $(0, -25)$ and $(10, 0)$: its base on the $y$-axis is $4 - (-25) = 29$ and its height is $10$, so its area is $\\frac{1}{2}(29)(10) = 145$. Taking the base as $25$ (from the origin) or forgetting the $\\frac{1}{2}$ are the usual slips.',
    );
  },

  // A linear f that swaps two different numbers has slope -1.
  (s) => {
    const f = (x: number) => -x + 14; // f(4) = 10
    // Second way: for each slope a (steps of 1/4) with f(4) = 10, look for integers p != q with
    // f(p) = q and f(q) = p; only a = -1 has any.
    const slopes = range(-5, 5, 0.25).filter((a) => {
      const F = (x: number) => a * (x - 4) + 10;
      return range(-30, 30).some((p) =>
        range(-30, 30).some((q) => p !== q && same(F(p), q) && same(F(q), p)),
      );
    });
    check(slopes.length === 1 && slopes[0] === -1 && f(4) === 10 && f(-2) === 16, 'LH3');
    s.choose(
      {
        difficulty: 5,
        body: 'For the linear function $f$, $f(p) = q$ and $f(q) = p$, where $p$ and $q$ are different numbers. If $f(4) = 10$, what is the value of $f(-2)$?',
        hints: ['The graph of $f$ passes through the points $(p, q)$ and $(q, p)$.'],
        superhints: [
          'The slope between $(p, q)$ and $(q, p)$ is $\\frac{p - q}{q - p}$, which does not depend on $p$ and $q$. Use that slope with the point $(4, 10)$.',
        ],
      },
      16,
      'The graph of $f$ passes through $(p, q)$ and $(q, p)$, so its slope is $\\frac{p - q}{q - p} = -1$ (since $p \\ne q$). With $f(4) = 10$: $f(x) = -(x - 4) + 10 = -x + 14$, and $f(-2) = 16$. (For example $f(0) = 14$ and $f(14) = 0$.) A slope of $1$ would make $f(p) = p + c$, which cannot send $p$ to $q$ and $q$ back to $p$.',
      [4, 10, 12],
      '$4$ comes from a slope of $1$, $10$ from a slope of $0$, and $12$ is $f(2)$.',
    );
  },

  // A translation that maps the line onto itself fixes its slope.
  (s) => {
    // f(x - 4) + 6 = f(x) for all x: -4m + 6 = 0, m = 3/2; f(0) = -5.
    const mm = 6 / 4;
    const f = (x: number) => mm * x - 5;
    check(
      [-3, 0, 2.5, 7].every((x) => same(f(x - 4) + 6, f(x))),
      'LH4 the same line',
    );
    check(
      range(-4, 4, 0.25)
        .filter((t) => same(t * (1 - 4) - 5 + 6, t * 1 - 5))
        .join() === '1.5',
      'LH4 only the slope 3/2',
    );
    s.typed(
      {
        difficulty: 5,
        body: 'For the linear function $f$, $f(0) = -5$. In the $xy$-plane, the graph of $y = f(x - 4) + 6$ is the same line as the graph of $y = f(x)$. What is the value of $f(3)$?',
        hints: [
          'The graph of $y = f(x - 4) + 6$ is the graph of $f$ moved $4$ units right and $6$ units up.',
        ],
        superhints: [
          'Moving a line $4$ right and $6$ up gives back the same line only if the line itself rises $6$ for every $4$ to the right. Or write $f(x) = mx - 5$ and compare $m(x - 4) - 5 + 6$ with $mx - 5$.',
        ],
      },
      frac(-1, 2),
      'Write $f(x) = mx - 5$. Then $f(x - 4) + 6 = mx - 4m + 1$, and this equals $mx - 5$ for all $x$ only if $-4m + 1 = -5$, so $m = \\frac{3}{2}$. Then $f(3) = \\frac{9}{2} - 5 = -\\frac{1}{2}$. A translation maps a line onto itself only along the line: $6$ up for $4$ across is the slope.',
    );
  },

  // f(0) from a point on f and a point on a shifted copy of f.
  (s) => {
    // f(2) = 3; y = f(x + 4) - 5 through (-1, 4) means f(3) = 9: slope 6.
    const f = (x: number) => 6 * x - 9;
    check(f(2) === 3 && f(-1 + 4) - 5 === 4 && f(0) === -9, 'LH5 both points');
    s.numeric(
      {
        difficulty: 5,
        body: 'For the linear function $f$, the graph of $y = f(x)$ in the $xy$-plane passes through the point $(2, 3)$, and the graph of $y = f(x + 4) - 5$ passes through the point $(-1, 4)$. What is the value of $f(0)$?',
        hints: [
          'What does the second point say about $f$ itself? Substitute $x = -1$ and $y = 4$.',
        ],
        superhints: [
          'The point gives $f(-1 + 4) - 5 = 4$, that is $f(3) = 9$. Now you know two values of $f$.',
        ],
      },
      -9,
      [-3, 11, 15],
      (l) =>
        `The second point gives $f(3) - 5 = 4$, so $f(3) = 9$. With $f(2) = 3$, the slope is $6$, and $f(0) = 3 - 2(6) = -9$, choice ${l}. Using $f(3) = 4 - 5 = -1$ gives slope $-4$ and $11$; going back one step instead of two gives $-3$; a slope of $-6$ gives $15$.`,
    );
  },
];
