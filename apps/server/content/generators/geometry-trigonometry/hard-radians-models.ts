// The level-5 templates of hard-radians-and-unit-circle.ts: a quadratic in sine or cosine solved
// over [0, 2π) (how many solutions, their sum), shifted angles of a point on a circle that is not
// the unit circle, and a Ferris wheel's rotation in radians. Keys come from the exact special
// angles; each is confirmed numerically.
import { check, close } from '../lib/check.ts';
import {
  frac,
  fracAdd,
  fracDiv,
  fracMul,
  fracSub,
  fracTex,
  fracValue,
  type Frac,
} from '../lib/fraction.ts';
import type { AddNumericItem } from '../lib/numeric-item.ts';
import type { Rng } from '../lib/random.ts';
import { term } from '../lib/term.ts';

// Relabeled after the blind pass of 2026-11-29 (verification/2026-11-29-mathgen-b.md): a rated
// template takes the rounded-up mean of the author's level and its items' mean rating, and keeps a
// 5 only if an item was rated 5 or that mean is at least 4.5. Rated: equation 3, 4 and 4, shifted 4
// and 3, wheel 4 and 3.
const LEVEL = { equation: 4, shifted: 4, wheel: 4 };
// Added after that pass, rated by the author until a blind pass: from sin θ + cos θ alone, the
// product (and tan θ + 1/tan θ) needs the insight of squaring the sum and the unit circle's
// x² + y² = 1; the sine and cosine themselves are irrational, so no triangle can be guessed.
const NEW_LEVEL = { squaredSum: 5 };

/** Solutions in [0, 2π), as multiples of π, of sin x = v or cos x = v for the special v. */
const SOLUTIONS: Record<'sin' | 'cos', Record<string, Frac[]>> = {
  sin: {
    '1': [frac(1, 2)],
    '-1': [frac(3, 2)],
    '0': [frac(0), frac(1)],
    '1/2': [frac(1, 6), frac(5, 6)],
    '-1/2': [frac(7, 6), frac(11, 6)],
  },
  cos: {
    '1': [frac(0)],
    '-1': [frac(1)],
    '0': [frac(1, 2), frac(3, 2)],
    '1/2': [frac(1, 3), frac(5, 3)],
    '-1/2': [frac(2, 3), frac(4, 3)],
  },
};
const key = (v: Frac) => (v.d === 1 ? String(v.n) : `${v.n}/${v.d}`);

export function addModelItems(rng: Rng, item: AddNumericItem, piTex: (k: Frac) => string) {
  // ---------- (5) a quadratic in sine or cosine on [0, 2π) ----------
  const VALUES = [frac(-1), frac(-1, 2), frac(0), frac(1, 2), frac(1)];
  const usedEquations = new Set<string>();
  for (const i of [0, 1, 2]) {
    const fn = i === 1 ? 'sin' : 'cos';
    let r1 = frac(0),
      r2 = frac(0);
    for (;;) {
      [r1, r2] = [rng.pick(VALUES), rng.pick(VALUES)];
      if (r1.d === 2 && r2.d === 1 && r2.n !== 0 && !usedEquations.has(`${fn}${key(r1)}${key(r2)}`))
        break;
    }
    usedEquations.add(`${fn}${key(r1)}${key(r2)}`);
    // 2(f - r1)(f - r2) with integer coefficients: 2f^2 - 2(r1 + r2) f + 2 r1 r2
    const b = frac(-2 * (r1.n * r2.d + r2.n * r1.d), r1.d * r2.d);
    const c = frac(2 * r1.n * r2.n, r1.d * r2.d);
    check(b.d === 1 && c.d === 1, 'integer coefficients');
    const sols = [...SOLUTIONS[fn][key(r1)]!, ...SOLUTIONS[fn][key(r2)]!];
    const sum = sols.reduce(fracAdd, frac(0));
    // check: every twelfth and eighth of a turn that solves the equation is listed, and no other
    const g = (x: number) => {
      const f = fn === 'sin' ? Math.sin(x) : Math.cos(x);
      return 2 * f * f + b.n * f + c.n;
    };
    const grid = [...Array(24).keys()]
      .map((k) => frac(k, 12))
      .concat([...Array(16).keys()].map((k) => frac(k, 8)));
    const found = new Set(grid.filter((k) => Math.abs(g(fracValue(k) * Math.PI)) < 1e-9).map(key));
    check(
      found.size === sols.length && sols.every((s) => found.has(key(s))),
      'solutions by evaluation',
    );
    const eq = `2\\${fn}^2 x${term(b, `\\${fn} x`)}${term(c)} = 0`;
    const askCount = i === 0;
    item(
      LEVEL.equation,
      askCount
        ? `How many solutions does the equation $${eq}$ have in the interval $0 \\le x < 2\\pi$?`
        : `The sum of all solutions of the equation $${eq}$ in the interval $0 \\le x < 2\\pi$ is $k\\pi$. What is the value of $k$?`,
      askCount ? sols.length : sum,
      askCount
        ? [2, sols.length === 3 ? 4 : 3, 1]
            .filter((v) => v !== sols.length)
            .slice(0, 3)
            .concat(sols.length === 2 ? [4] : [])
            .slice(0, 3)
        : undefined,
      [
        `Treat $\\${fn} x$ as a single unknown and factor the quadratic.`,
        `Each value of $\\${fn} x$ strictly between $-1$ and $1$ happens at two angles in one turn; $\\pm 1$ happen at one.`,
      ],
      [
        `The equation factors as $(2\\${fn} x${term(frac(-2 * r1.n, r1.d))})(\\${fn} x${term(frac(-r2.n, r2.d))}) = 0$ or similarly; list the angles in $[0, 2\\pi)$ for each value.`,
      ],
      `Factoring, $\\${fn} x = ${fracTex(r1)}$ or $\\${fn} x = ${fracTex(r2)}$. In $[0, 2\\pi)$ these give $x = ${sols.map(piTex).join(', ')}$: ${sols.length} solutions${askCount ? '' : `, whose sum is $${piTex(sum)}$, so $k = ${fracTex(sum)}$`}.`,
    );
  }

  // ---------- (6) shifted angles of a point on a circle of radius r ----------
  for (const [i, [p, q, h]] of rng
    .shuffle([
      [3, 4, 5],
      [5, 12, 13],
      [8, 15, 17],
    ] as const)
    .slice(0, 2)
    .entries()) {
    const m = rng.int(2, 3);
    const [x, y, r] = [-q * m, p * m, h * m]; // a point in quadrant II
    const theta = Math.atan2(y, x);
    const exact = i === 0 ? frac(p - q, h) : frac(-p, h);
    const numeric =
      i === 0
        ? Math.sin(Math.PI - theta) - Math.cos(theta + Math.PI)
        : Math.cos(theta + Math.PI / 2);
    check(close(numeric, fracValue(exact)), 'shifted angle identities');
    const expr =
      i === 0
        ? '\\sin(\\pi - \\theta) - \\cos(\\theta + \\pi)'
        : '\\cos\\left(\\theta + \\frac{\\pi}{2}\\right)';
    item(
      LEVEL.shifted,
      `In the $xy$-plane, the point $(${x}, ${y})$ lies on a circle centered at the origin. An angle $\\theta$ in standard position has its terminal side through this point. What is the value of $${expr}$?`,
      exact,
      i === 0
        ? [frac(p + q, h), frac(q - p, h), frac(-(p + q), h)]
        : [frac(p, h), frac(-q, h), frac(q, h)],
      [
        'Find the radius first: the point is not on the unit circle.',
        'Then $\\sin \\theta = \\frac{y}{r}$ and $\\cos \\theta = \\frac{x}{r}$.',
      ],
      [
        i === 0
          ? '$\\sin(\\pi - \\theta) = \\sin \\theta$ and $\\cos(\\theta + \\pi) = -\\cos \\theta$.'
          : 'Rotating by a quarter turn sends $(x, y)$ to $(-y, x)$, so $\\cos\\left(\\theta + \\frac{\\pi}{2}\\right) = -\\sin \\theta$.',
      ],
      `The radius is $\\sqrt{${x * x} + ${y * y}} = ${r}$, so $\\sin \\theta = \\frac{${y}}{${r}} = \\frac{${p}}{${h}}$ and $\\cos \\theta = -\\frac{${q}}{${h}}$. ${i === 0 ? `Then $\\sin(\\pi - \\theta) - \\cos(\\theta + \\pi) = \\sin \\theta + \\cos \\theta = \\frac{${p}}{${h}} - \\frac{${q}}{${h}} = ${fracTex(exact)}$.` : `Then $\\cos\\left(\\theta + \\frac{\\pi}{2}\\right) = -\\sin \\theta = ${fracTex(exact)}$.`}`,
    );
  }

  // ---------- (7) a Ferris wheel turned through an angle in radians ----------
  for (const i of [0, 1]) {
    const R = 2 * rng.int(10, 30);
    const H = R + rng.int(2, 6);
    const turn = rng.pick([frac(2, 3), frac(4, 3), frac(5, 3), frac(7, 3)]);
    const height = H - R * Math.cos(fracValue(turn) * Math.PI);
    const exact = H + (turn.d === 3 && [2, 4].includes(turn.n % 6) ? R / 2 : -R / 2);
    check(close(height, exact), 'height by cosine');
    // i = 1 asks the first angle at which the rider reaches height H + R/2 (the key 2π/3)
    const first = frac(2, 3);
    const scan = [...Array(2000).keys()]
      .map((k) => (k / 1000) * Math.PI)
      .find((t) => H - R * Math.cos(t) >= H + R / 2 - 1e-9);
    check(
      scan !== undefined && Math.abs(scan / Math.PI - fracValue(first)) < 1e-3,
      'first angle by scan',
    );
    item(
      LEVEL.wheel,
      i === 0
        ? `A Ferris wheel has a radius of $${R}$ feet, and its center is $${H}$ feet above the ground. A rider boards at the lowest point of the wheel, and the wheel then turns through an angle of $${piTex(turn)}$ radians. How high above the ground, in feet, is the rider then?`
        : `A Ferris wheel has a radius of $${R}$ feet, and its center is $${H}$ feet above the ground. A rider boards at the lowest point. The wheel turns through an angle of $k\\pi$ radians until the rider is first $${H + R / 2}$ feet above the ground. What is the value of $k$?`,
      i === 0 ? exact : first,
      // the lowest point, the center, and the cosine's sign slipped (or, for k, nearby angles)
      i === 0 ? [H - R, H, 2 * H - exact] : [frac(1, 3), frac(1, 2), frac(5, 6)],
      [
        "Measure the angle from the lowest point: the rider's height is the center's height minus $R\\cos(\\text{angle})$.",
      ],
      [
        i === 0
          ? `Find $\\cos\\left(${piTex(turn)}\\right)$ from its reference angle, then compute $${H} - ${R}\\cos\\left(${piTex(turn)}\\right)$.`
          : `Set $${H} - ${R}\\cos(k\\pi) = ${H + R / 2}$ and find the smallest positive $k$.`,
      ],
      i === 0
        ? `After turning $\\theta$ from the lowest point, the rider is $${H} - ${R}\\cos \\theta$ feet high. $\\cos\\left(${piTex(turn)}\\right) = ${exact > H ? '-' : ''}\\frac{1}{2}$, so the height is $${H} ${exact > H ? '+' : '-'} ${R / 2} = ${exact}$ feet.`
        : `The height is $${H} - ${R}\\cos(k\\pi)$, so $\\cos(k\\pi) = -\\frac{1}{2}$. The first angle with that cosine is $\\frac{2\\pi}{3}$, so $k = ${fracTex(first)}$. The choice $\\frac{1}{3}$ has cosine $+\\frac{1}{2}$, which puts the rider $${R / 2}$ feet below the center.`,
    );
  }

  // ---------- (8) sin θ + cos θ given: the product, and tan θ + 1/tan θ ----------
  const SUMS = [frac(6, 5), frac(5, 4), frac(4, 3), frac(9, 7)];
  for (const [i, v] of rng.shuffle(SUMS).slice(0, 2).entries()) {
    const one = frac(1);
    const product = fracDiv(fracSub(fracMul(v, v), one), frac(2)); // (s + c)² = 1 + 2sc
    const reciprocal = fracDiv(one, product); // tan + 1/tan = (s² + c²)/(sc)
    // check: sin θ and cos θ are irrational (2 - v² is not the square of a fraction)
    const rest = fracSub(frac(2), fracMul(v, v));
    check(
      !(Number.isInteger(Math.sqrt(rest.n)) && Number.isInteger(Math.sqrt(rest.d))),
      'irrational',
    );
    // check: build sin θ and cos θ as the roots of t² - vt + sc, then θ, and compute again
    const half = Math.sqrt(fracValue(v) ** 2 - 4 * fracValue(product)) / 2;
    const [sn, cs] = [fracValue(v) / 2 + half, fracValue(v) / 2 - half];
    const theta = Math.atan2(sn, cs);
    check(cs > 0 && theta > 0 && theta < Math.PI / 2 && close(sn * sn + cs * cs, 1), 'angle');
    check(close(Math.sin(theta) * Math.cos(theta), fracValue(product)), 'product');
    check(close(Math.tan(theta) + 1 / Math.tan(theta), fracValue(reciprocal)), 'tan sum');
    item(
      NEW_LEVEL.squaredSum,
      `For an angle $\\theta$ with $0 < \\theta < \\frac{\\pi}{2}$, $\\sin \\theta + \\cos \\theta = ${fracTex(v)}$. What is the value of ${i === 0 ? '$\\sin \\theta \\cos \\theta$' : '$\\tan \\theta + \\frac{1}{\\tan \\theta}$'}?`,
      i === 0 ? product : reciprocal,
      i === 1
        ? [product, fracDiv(one, fracSub(fracMul(v, v), one)), fracMul(v, v)]
        : [
            fracSub(fracMul(v, v), one), // did not halve
            fracDiv(fracMul(v, v), frac(2)), // left out the 1
            fracDiv(fracAdd(fracMul(v, v), one), frac(2)), // added the 1 instead of subtracting it
          ],
      [
        'The point $(\\cos \\theta, \\sin \\theta)$ lies on the unit circle, so $\\sin^2 \\theta + \\cos^2 \\theta = 1$.',
      ],
      [
        `Square both sides of $\\sin \\theta + \\cos \\theta = ${fracTex(v)}$${i === 1 ? ', and write $\\tan \\theta$ as $\\frac{\\sin \\theta}{\\cos \\theta}$' : ''}.`,
      ],
      `Squaring, $\\sin^2 \\theta + 2\\sin \\theta \\cos \\theta + \\cos^2 \\theta = ${fracTex(fracMul(v, v))}$, and $\\sin^2 \\theta + \\cos^2 \\theta = 1$, so $2\\sin \\theta \\cos \\theta = ${fracTex(fracSub(fracMul(v, v), one))}$ and $\\sin \\theta \\cos \\theta = ${fracTex(product)}$.${i === 1 ? ` Then $\\tan \\theta + \\frac{1}{\\tan \\theta} = \\frac{\\sin \\theta}{\\cos \\theta} + \\frac{\\cos \\theta}{\\sin \\theta} = \\frac{\\sin^2 \\theta + \\cos^2 \\theta}{\\sin \\theta \\cos \\theta} = \\frac{1}{\\sin \\theta \\cos \\theta} = ${fracTex(reciprocal)}$.` : ''}`,
    );
  }
}
