// Generates questions/advanced-math/nonlinear-systems.l5u.generated.yaml: level 5 nonlinear
// systems (series u). Templates: exactly one solution of a line and y = kx^2 + bx + c, where
// k = 0 (two lines) is the case most solvers miss (2 items); a circle and a parabola through the
// circle's lowest or highest point, where the count of solutions hangs on the sign of a second
// point's x^2 (three solutions, then exactly one with the negative a a solver forgets: 2 items);
// a line meeting a parabola at two points a given distance apart, which fixes the horizontal gap
// through the slope before the discriminant can be used; and every integer area a rectangle of a
// given perimeter can have (a sum and a product, real and positive roots).
// Each key is computed by algebra and confirmed another way: the k of tangency and the linear
// case by counting the zeros of the combined equation over a grid of k; the circle and parabola
// counts by eliminating x instead of y and by a numeric scan for every zero; the distance by
// substituting the points back; the areas by testing every rectangle of a fine grid of widths in
// integer arithmetic.
// Run: cd apps/server && npx tsx content/generators/advanced-math/nonlinear-systems-l5u.ts
import { check, close } from '../lib/check.ts';
import { frac, fracEq, fracTex, fracValue, type Frac } from '../lib/fraction.ts';
import { itemSeries } from '../lib/item-series.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { term } from '../lib/term.ts';
import { poly } from './polynomials.ts';
import { countZeros } from './zero-count.ts';

const s = itemSeries('nonlinear-systems', 'u', 1);
const aligned = (a: string, b: string) => `$$\\begin{aligned} ${a} \\\\ ${b} \\end{aligned}$$`;
const m = (v: string | number) => `$${v}$`;

// (1) y = kx^2 + bx + c and y = mx + d: exactly one solution for the k of tangency and for k = 0.
for (const { b, c, slope, d } of [
  { b: 4, c: 1, slope: 2, d: -3 },
  { b: -6, c: 2, slope: -2, d: -2 },
]) {
  const [B, C] = [b - slope, c - d]; // kx^2 + Bx + C = 0
  check(B !== 0 && C > 0, 'the combined equation keeps its x term and a positive constant');
  const kStar = frac(B * B, 4 * C); // discriminant B^2 - 4kC = 0
  const xTouch = fracValue(frac(-2 * C, B)); // -B / (2k*) = -2C / B
  const xLinear = fracValue(frac(-C, B));
  const kWrong = frac(b * b, 4 * C); // the x terms not combined: b^2 - 4kC = 0
  check(!fracEq(kWrong, kStar) && kWrong.n !== 0, 'the slip gives another k');
  // Second way: count the distinct real zeros of kx^2 + Bx + C over a grid of k.
  const ones: Frac[] = [];
  for (let j = -64; j <= 64; j++) {
    const k = j / 16;
    if (countZeros((x) => k * x * x + B * x + C, -200, 200) === 1) ones.push(frac(j, 16));
  }
  check(
    ones.length === 2 && fracEq(ones[0]!, frac(0)) && fracEq(ones[1]!, kStar),
    'exactly one solution for k = 0 and k* only',
  );
  check(close(fracValue(kStar) * xTouch ** 2 + B * xTouch + C, 0), 'the touching point');
  const line = poly([slope, d]);
  const parabola = `kx^2${term(b, 'x')}${term(c)}`;
  const combined = `kx^2${term(B, 'x')}${term(C)}`;
  const [ks, kw] = [fracTex(kStar), fracTex(kWrong)];
  s.mcText({
    level: 5,
    body: `${aligned(`y &= ${parabola}`, `y &= ${line}`)} In the system of equations above, $k$ is a constant. For which values of $k$ does the system have exactly one real solution?`,
    answer: `$0$ and $${ks}$`,
    wrong: [`$${ks}$ only`, `$${kw}$ only`, `$0$ and $${kw}$`],
    hints: [
      'Set the two expressions for $y$ equal and collect every term on one side.',
      'Before you use the discriminant, ask whether the equation you get is quadratic for every value of $k$.',
    ],
    superhints: [
      `The equation is $${combined} = 0$. For $k \\ne 0$ it is quadratic, with exactly one solution when its discriminant is zero. For $k = 0$ it is linear: how many solutions does a linear equation with a nonzero $x$ term have?`,
    ],
    explain: (l) =>
      `Setting the expressions for $y$ equal and collecting terms gives $${combined} = 0$. If $k \\ne 0$, this quadratic has exactly one solution when its discriminant is zero: $${B * B} - ${4 * C}k = 0$, so $k = ${ks}$ (the line touches the parabola at $x = ${xTouch}$). If $k = 0$, the first equation is itself a line, $y = ${poly([b, c])}$, and $${poly([B, C])} = 0$ has the single solution $x = ${xLinear}$: two lines with different slopes meet exactly once. So the values are $0$ and $${ks}$, choice ${l}. "$${ks}$ only" treats the equation as quadratic for every $k$ and misses $k = 0$. The choices with $${kw}$ come from using $${poly([b, 0])}$ instead of $${poly([b, 0])} - ${slope < 0 ? `(${poly([slope, 0])})` : poly([slope, 0])} = ${poly([B, 0])}$, which gives the discriminant $${b * b} - ${4 * C}k$.`,
  });
}

// (2) x^2 + y^2 = r^2 with a parabola through (0, -r) or (0, r): eliminating y then x.
const circleCount = (a: number, r: number) => {
  // x-route: x^2 + (ax^2 - r)^2 = r^2 gives x^2 (a^2 x^2 + 1 - 2ar) = 0.
  const second = (2 * a * r - 1) / (a * a);
  return 1 + (second > 0 ? 2 : 0);
};
for (const { r, shape } of [
  { r: 5, shape: 'up' as const },
  { r: 4, shape: 'down' as const },
]) {
  const bound = frac(1, 2 * r);
  const bt = fracTex(bound);
  // First way (y-route): y = -r, or y = r - 1/a (up; mirrored for down), which adds two points
  // exactly when x^2 = (2r - 1/a)/a > 0, that is a > 1/(2r).
  const byY = (a: number) => 1 + ((2 * r - 1 / a) / a > 0 ? 2 : 0);
  // Third way: a numeric scan for every zero of x^2 + (ax^2 - r)^2 - r^2, expanded so that the
  // scan does not subtract two equal numbers (the same equation for the mirrored parabola).
  for (let j = -800; j <= 800; j++) {
    if (j === 0) continue;
    const a = j / 400;
    const expected = a > fracValue(bound) ? 3 : 1;
    check(byY(a) === expected && circleCount(a, r) === expected, `circle count at a = ${a}`);
    if (j % 8 === 0 || Math.abs(a - fracValue(bound)) < 0.02) {
      const g = (x: number) => a * a * x ** 4 + (1 - 2 * a * r) * x * x; // x^2 + (ax^2 - r)^2 - r^2
      check(countZeros(g, -12, 12, 0.0005) === expected, `circle scan at a = ${a}`);
    }
  }
  check(byY(fracValue(bound)) === 1, 'the boundary itself gives one solution');
  if (shape === 'up') {
    s.mcText({
      level: 5,
      body: `${aligned(`x^2 + y^2 &= ${r * r}`, `y &= ax^2 - ${r}`)} In the system of equations above, $a$ is a nonzero constant. For which values of $a$ does the system have exactly three real solutions?`,
      answer: `$a > ${bt}$`,
      wrong: [`$a \\ge ${bt}$`, '$a > 0$', `$0 < a < ${bt}$`],
      hints: [
        `The point $(0, -${r})$ satisfies both equations for every value of $a$. Where else can the graphs meet?`,
        'Replace $x^2$ in the first equation by an expression in $y$ taken from the second equation.',
      ],
      superhints: [
        `From the second equation, $x^2 = \\frac{y + ${r}}{a}$, so the first becomes $\\frac{y + ${r}}{a} + (y + ${r})(y - ${r}) = 0$. A value of $y$ gives two points only if the $x^2$ it gives is positive.`,
      ],
      explain: (l) =>
        `From the second equation, $x^2 = \\frac{y + ${r}}{a}$, so the first becomes $\\frac{y + ${r}}{a} + (y + ${r})(y - ${r}) = 0$, that is $(y + ${r})\\left(\\frac{1}{a} + y - ${r}\\right) = 0$. The value $y = -${r}$ gives $x^2 = 0$: the single point $(0, -${r})$. The other value, $y = ${r} - \\frac{1}{a}$, gives two more points exactly when $x^2 = \\frac{${2 * r} - \\frac{1}{a}}{a} = \\frac{${2 * r}a - 1}{a^2}$ is positive, that is when $a > ${bt}$, choice ${l}. At $a = ${bt}$ the other value is $y = -${r}$ again, so there is only one solution; for $0 < a < ${bt}$ the parabola is flatter than the circle at its lowest point and stays outside the circle, and for $a < 0$ it opens downward from $(0, -${r})$: one solution in each case. "$a > 0$" assumes that every upward parabola from the lowest point of the circle crosses it again, and "$0 < a < ${bt}$" reverses the inequality when taking reciprocals.`,
    });
  } else {
    s.mcText({
      level: 5,
      body: `${aligned(`x^2 + y^2 &= ${r * r}`, `y &= ${r} - ax^2`)} In the system of equations above, $a$ is a nonzero constant. For which values of $a$ does the system have exactly one real solution?`,
      answer: `$a < 0$ or $0 < a \\le ${bt}$`,
      wrong: [`$0 < a \\le ${bt}$`, `$a < 0$ or $0 < a < ${bt}$`, `$0 < a < ${bt}$`],
      hints: [
        `The point $(0, ${r})$ satisfies both equations for every value of $a$. When do the graphs meet anywhere else?`,
        'Replace $x^2$ in the first equation by an expression in $y$ taken from the second equation, and keep both signs of $a$ in mind.',
      ],
      superhints: [
        `From the second equation, $x^2 = \\frac{${r} - y}{a}$, so the first becomes $\\frac{${r} - y}{a} + (y - ${r})(y + ${r}) = 0$. Find when the second value of $y$ gives no further points: its $x^2$ must not be positive.`,
      ],
      explain: (l) =>
        `From the second equation, $x^2 = \\frac{${r} - y}{a}$, so the first becomes $\\frac{${r} - y}{a} + (y - ${r})(y + ${r}) = 0$, that is $(${r} - y)\\left(\\frac{1}{a} - y - ${r}\\right) = 0$. The value $y = ${r}$ gives the point $(0, ${r})$ for every $a$. The other value, $y = \\frac{1}{a} - ${r}$, gives $x^2 = \\frac{${2 * r} - \\frac{1}{a}}{a} = \\frac{${2 * r}a - 1}{a^2}$, which is positive (two more points) exactly when $a > ${bt}$. So the system has exactly one solution when $a < 0$ (the parabola opens upward from the top of the circle) or $0 < a \\le ${bt}$ (it opens downward but no more steeply than the circle curves there), choice ${l}. The choices without $a < 0$ forget that $a$ may be negative, and the choices with $a < ${bt}$ drop $a = ${bt}$, where the second value of $y$ is $${r}$ again and adds no point.`,
    });
  }
}

// (3) a line meets a parabola at two points a given distance apart.
{
  const [b, c, slope, d2] = [-4, 1, 2, 80]; // y = x^2 - 4x + 1, y = 2x + k, distance^2 = 80
  // x^2 + (b - slope)x + (c - k) = 0; the roots differ by h with h^2 (1 + slope^2) = d2.
  const B = b - slope;
  const h2 = frac(d2, 1 + slope * slope);
  const kOf = (gap2: Frac) => frac(4 * c * gap2.d - (B * B * gap2.d - gap2.n), 4 * gap2.d); // c - (B^2 - gap2)/4
  const key = kOf(h2);
  check(fracEq(key, frac(-4)), 'the key');
  const asHorizontal = kOf(frac(d2)); // h^2 = d^2
  const overSlope = kOf(frac(d2, slope * slope)); // h = d / slope
  const notSquared = kOf(frac(Math.sqrt(h2.n / h2.d))); // the discriminant set equal to h, not h^2
  // Second way: the points themselves, on both graphs and the right distance apart.
  const k = fracValue(key);
  const disc = B * B - 4 * (c - k);
  const [x1, x2] = [(-B - Math.sqrt(disc)) / 2, (-B + Math.sqrt(disc)) / 2];
  check(x1 === 1 && x2 === 5, 'integer points');
  for (const x of [x1, x2]) check(x * x + b * x + c === slope * x + k, 'on both graphs');
  const dist2 = (kk: number) => {
    const D = B * B - 4 * (c - kk);
    return D <= 0 ? NaN : D * (1 + slope * slope);
  };
  check(dist2(k) === d2, 'distance squared');
  let hits = 0;
  for (let j = -200; j <= 200; j++) if (close(dist2(j / 4), d2)) hits++;
  check(hits === 1, 'one k on the grid gives the distance');
  for (const w of [asHorizontal, overSlope, notSquared])
    check(!close(dist2(fracValue(w)), d2), 'a wrong k gives another distance');
  const values = [key, asHorizontal, overSlope, notSquared];
  s.mcNumber({
    level: 5,
    body: `In the $xy$-plane, the graphs of $y = x^2 - 4x + 1$ and $y = 2x + k$, where $k$ is a constant, intersect at two points. The distance between these two points is $4\\sqrt{5}$. What is the value of $k$?`,
    answer: fracValue(key),
    wrong: [asHorizontal, overSlope, notSquared].map(fracValue),
    show: (v) => m(fracTex(values.find((f) => close(fracValue(f), v))!)),
    hints: [
      'Both intersection points lie on the line $y = 2x + k$. If their $x$-coordinates differ by $h$, how far apart are the points?',
      'Along a line of slope $2$, a horizontal change of $h$ comes with a vertical change of $2h$.',
    ],
    superhints: [
      'The distance is $\\sqrt{h^2 + (2h)^2} = h\\sqrt{5}$, which gives $h$. The $x$-coordinates are the solutions of $x^2 - 6x + (1 - k) = 0$, and the solutions of $x^2 + px + q = 0$ differ by $h$ where $h^2 = p^2 - 4q$.',
    ],
    explain: (l) =>
      `At the intersection points $x^2 - 4x + 1 = 2x + k$, so $x^2 - 6x + (1 - k) = 0$. If the solutions differ by $h$, the points differ by $h$ horizontally and by $2h$ vertically (the slope is $2$), so they are $\\sqrt{h^2 + 4h^2} = h\\sqrt{5}$ apart. Then $h\\sqrt{5} = 4\\sqrt{5}$ gives $h = 4$. The solutions of the quadratic differ by $h$ where $h^2 = 36 - 4(1 - k) = 32 + 4k$, so $32 + 4k = 16$ and $k = ${fracTex(key)}$, choice ${l}. Check: $x^2 - 6x + 5 = 0$ gives $x = 1$ and $x = 5$, the points $(1, -2)$ and $(5, 6)$, which are $\\sqrt{16 + 64} = \\sqrt{80} = 4\\sqrt{5}$ apart. $${fracTex(asHorizontal)}$ takes $4\\sqrt{5}$ as the horizontal distance ($h^2 = 80$), $${fracTex(overSlope)}$ divides the distance by the slope ($h^2 = 20$), and $${fracTex(notSquared)}$ sets $32 + 4k$ equal to $h = 4$ instead of $h^2 = 16$.`,
  });
}

// (4) the integer areas of a rectangle with perimeter 36: x + y = 18, xy = A, real and positive.
{
  const half = 18;
  const key = (half * half) / 4; // A <= (half/2)^2 from the discriminant half^2 - 4A >= 0
  // Second way: every width w = i/1000 on (0, half), areas compared in integer arithmetic (the
  // area w(half - w) takes every value between 0 and its maximum, so an integer A is possible
  // exactly when some width reaches at least A).
  const scale = 1000;
  let best = 0;
  for (let i = 1; i < half * scale; i++) best = Math.max(best, i * (half * scale - i));
  let possible = 0;
  for (let A = 1; A <= 400; A++) if (best >= A * scale * scale) possible++;
  check(possible === key, 'every integer area up to the square');
  // The slips: whole-number sides only (widths 1 to 9), the square left out, and 36 taken as
  // the sum of the length and the width (A <= 18^2).
  let wholeSides = 0;
  for (let x = 1; x <= half - x; x++) wholeSides++;
  const noSquare = key - 1;
  const fullSum = half * half;
  check(wholeSides === 9 && fullSum === 324, 'the slips');
  s.mcNumber({
    level: 5,
    body: `A rectangle has a perimeter of $36$ meters, and its area, in square meters, is an integer $A$. How many different values of $A$ are possible?`,
    answer: key,
    wrong: [wholeSides, noSquare, fullSum],
    show: m,
    hints: [
      'Call the side lengths $x$ and $y$. What are $x + y$ and $xy$?',
      'For which areas do two positive numbers with that sum exist? Think of $x$ and $y$ as the two solutions of one quadratic equation.',
    ],
    superhints: [
      '$x$ and $y$ are the solutions of $t^2 - 18t + A = 0$. They are real when the discriminant $18^2 - 4A$ is at least $0$, and both positive when their sum and product are positive.',
    ],
    explain: (l) =>
      `With side lengths $x$ and $y$, $x + y = 18$ and $xy = A$, so $x$ and $y$ are the solutions of $t^2 - 18t + A = 0$. They are real exactly when $324 - 4A \\ge 0$, that is $A \\le 81$, and then both are positive because their sum and their product are positive. So every integer from $1$ to $81$ is possible: $A = 81$ is the $9$-by-$9$ square, and $A = 1$, for example, has sides $9 + \\sqrt{80}$ and $9 - \\sqrt{80}$. That is $${key}$ values, choice ${l}. $${wholeSides}$ counts only rectangles with whole-number sides, which the question does not require; $${noSquare}$ leaves out the square, which is a rectangle; and $${fullSum}$ uses $36$ as the sum of the length and the width.`,
  });
}

writeGeneratedQuestions(
  'advanced-math',
  'nonlinear-systems.l5u',
  'generators/advanced-math/nonlinear-systems-l5u.ts',
  s.questions,
);
