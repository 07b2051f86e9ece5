// The level-5 templates of hard-pythagorean-theorem.ts: a right triangle's area from its
// hypotenuse and the difference of its legs, a hypotenuse when one leg is the hypotenuse minus a
// number (and the broken pole of the same equation), and the point on the x-axis equidistant
// from two points. Each key is confirmed by substituting back or by a search.
import { check, close } from '../lib/check.ts';
import { frac, fracTex, fracValue } from '../lib/fraction.ts';
import type { AddNumericItem } from '../lib/numeric-item.ts';
import type { Rng } from '../lib/random.ts';

// Relabeled after the blind pass of 2026-11-29 (verification/2026-11-29-mathgen-b.md): a rated
// template takes the rounded-up mean of the author's level and its items' mean rating, and keeps a
// 5 only if an item was rated 5 or that mean is at least 4.5. Rated: all 3.
const LEVEL = { areaFromDifference: 4, legFromHypotenuse: 4, equidistant: 4 };
// Added after that pass, rated by the author until a blind pass: the hypotenuse from the perimeter
// and the area needs a model (a + b = P - c, ab = 2A) and the insight (a + b)² = c² + 2ab; the
// legs are irrational, so no triple can be guessed.
const NEW_LEVEL = { perimeterArea: 5 };
const sq = (v: number) => v * v;
const TRIPLES = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
  [9, 40, 41],
] as const;

export function addModelItems(rng: Rng, item: AddNumericItem) {
  // ---------- (6) area from the hypotenuse and the legs' difference ----------
  for (const [i, [p, q, h]] of rng.shuffle(TRIPLES.slice(1)).slice(0, 2).entries()) {
    const m = rng.int(1, 2);
    const [a, b, c, k] = [p * m, q * m, h * m, (q - p) * m];
    const area = frac(sq(c) - sq(k), 4); // 2ab = c² - (b - a)²
    check(fracValue(area) === (a * b) / 2, 'area from the identity');
    // check: a search over whole-number legs finds only this triangle
    const legs = [...Array(c).keys()].filter((x) => x > 0 && sq(x) + sq(x + k) === sq(c));
    check(legs.length === 1 && legs[0] === a, 'unique legs');
    item(
      LEVEL.areaFromDifference,
      i === 0
        ? `The hypotenuse of a right triangle has length $${c}$, and one leg is $${k}$ units longer than the other. What is the area of the triangle?`
        : `A rectangular garden has a diagonal path $${c}$ meters long. The garden's length is $${k}$ meters more than its width. What is the area of the garden, in square meters?`,
      i === 0 ? area : frac(2 * area.n, area.d),
      i === 1
        ? [(a * b) / 2, sq(c) - sq(k), ((c - k) * c) / 2 === a * b ? c * k : (c * (c - k)) / 2].map(
            (v) => (Number.isInteger(v) ? v : Math.round(v)),
          )
        : [a * b, sq(c) - sq(k), ((c - k) * c) / 2], // no 1/2, stopped at 2ab, c - k and c as the legs
      [
        'Call the legs $x$ and $x + ' +
          k +
          '$, or look for a way to get the product of the legs directly.',
      ],
      [
        `Square the difference: $(b - a)^2 = a^2 + b^2 - 2ab$, and $a^2 + b^2$ is the hypotenuse squared.`,
      ],
      `With legs $a$ and $b$, $a^2 + b^2 = ${sq(c)}$ and $(b - a)^2 = ${sq(k)}$, so $2ab = ${sq(c)} - ${sq(k)} = ${sq(c) - sq(k)}$. ${i === 0 ? `The area is $\\frac{ab}{2} = ${fracTex(area)}$ (the legs are $${a}$ and $${b}$).` : `The area is $ab = ${a * b}$ square meters (the sides are $${a}$ and $${b}$).`}`,
    );
  }

  // ---------- (7) a leg equal to the hypotenuse minus n, and the broken pole ----------
  for (const i of [0, 1, 2]) {
    let H = 0,
      d = 0,
      x = frac(0);
    for (;;) {
      H = rng.int(10, 40);
      d = rng.int(4, H - 3);
      x = frac(sq(H) - sq(d), 2 * H); // break height: x² + d² = (H - x)²
      if (x.d <= 4 && fracValue(x) > 1 && fracValue(x) < H / 2) break;
    }
    const top = frac(H * x.d - x.n, x.d);
    // check: the broken part reaches the ground at distance d
    check(close(sq(fracValue(x)) + sq(d), sq(fracValue(top))), 'broken pole');
    const n = i === 0 ? rng.int(1, 8) : 0;
    if (i === 0) {
      const m = rng.int(n + 2, 20);
      const c = frac(sq(m) + sq(n), 2 * n); // c² - (c - n)² = m²
      check(close(sq(fracValue(c)) - sq(fracValue(c) - n), sq(m)), 'hypotenuse');
      item(
        LEVEL.legFromHypotenuse,
        `In a right triangle, one leg has length $${m}$ and the other leg is $${n}$ less than the hypotenuse. What is the length of the hypotenuse?`,
        c,
        [
          frac(sq(m) - sq(n), 2 * n), // a sign slip with n^2
          frac(sq(m), 2 * n), // left out n^2
          frac(sq(m) + sq(n), n), // did not halve
        ],
        ['Call the hypotenuse $c$ and write the other leg in terms of $c$.'],
        [
          `Expand $${m}^2 + (c - ${n})^2 = c^2$: the $c^2$ terms cancel, leaving a linear equation.`,
        ],
        `$${sq(m)} + c^2 - ${2 * n}c + ${sq(n)} = c^2$, so $${2 * n}c = ${sq(m) + sq(n)}$ and $c = ${fracTex(c)}$.`,
      );
      continue;
    }
    item(
      LEVEL.legFromHypotenuse,
      i === 1
        ? `A straight bamboo stalk $${H}$ feet tall breaks at a point $x$ feet above the ground. The top part stays attached at the break and its tip touches the ground $${d}$ feet from the base of the stalk, which stays vertical. What is the value of $x$?`
        : `${[8, 11, 18].includes(H) || (H >= 80 && H < 90) ? 'An' : 'A'} $${H}$-meter flagpole snaps in a storm. The lower part stays vertical, and the upper part, still attached, rests with its top on level ground $${d}$ meters from the base. At what height, in meters, did the pole snap?`,
      x,
      i === 2
        ? [top, frac(H, 2), frac(Math.round(Math.sqrt(sq(H) - sq(d)) * 4), 4)].map((v) =>
            fracValue(v) === fracValue(x) ? frac(x.n + x.d, x.d) : v,
          )
        : [top, frac(H, 2), frac(sq(H) - sq(d), H)], // the fallen part, half the height, no halving
      [
        'The standing part, the ground and the fallen part form a right triangle. Which side is the fallen part?',
      ],
      [
        `If the break is at height $x$, the fallen part is $${H} - x$ long and is the hypotenuse: $x^2 + ${d}^2 = (${H} - x)^2$.`,
      ],
      `$x^2 + ${sq(d)} = ${sq(H)} - ${2 * H}x + x^2$, so $${2 * H}x = ${sq(H) - sq(d)}$ and $x = ${fracTex(x)}$. The fallen part is $${fracTex(top)}$ long, and $${fracTex(x)}^2 + ${d}^2 = ${fracTex(top)}^2$.`,
    );
  }

  // ---------- (8) the point on the x-axis equidistant from two points ----------
  for (const i of [0, 1]) {
    let A = [0, 0],
      B = [0, 0],
      x = frac(0);
    for (;;) {
      A = [rng.int(-8, 8), rng.int(1, 9)];
      B = [rng.int(-8, 8), rng.int(-9, 9)];
      // (x - a1)² + a2² = (x - b1)² + b2²  →  x = (b1² + b2² - a1² - a2²) / (2(b1 - a1))
      if (A[0] === B[0]) continue;
      x = frac(sq(B[0]!) + sq(B[1]!) - sq(A[0]!) - sq(A[1]!), 2 * (B[0]! - A[0]!));
      if (x.d <= 4 && x.n !== 0 && Math.abs(A[1]!) !== Math.abs(B[1]!)) break;
    }
    const xv = fracValue(x);
    check(close(Math.hypot(xv - A[0]!, A[1]!), Math.hypot(xv - B[0]!, B[1]!)), 'equidistant');
    const mid = frac(A[0]! + B[0]!, 2);
    item(
      LEVEL.equidistant,
      i === 0
        ? `The point $(k, 0)$ is the same distance from $(${A[0]}, ${A[1]})$ as from $(${B[0]}, ${B[1]})$. What is the value of $k$?`
        : `On a coordinate map of a town, a new fire station will be built on the $x$-axis (a straight highway) at the point the same distance from two schools, at $(${A[0]}, ${A[1]})$ and $(${B[0]}, ${B[1]})$. What is the $x$-coordinate of the station?`,
      x,
      // the midpoint's x, a sign slip, and no halving
      [mid, frac(-x.n, x.d), frac(x.n * 2, x.d)].map((v) =>
        fracValue(v) === xv ? frac(x.n + 2 * x.d, x.d) : v,
      ),
      ['Write both distances with the distance formula and set them equal.'],
      [
        'Square both distances: the $x^2$ terms cancel and a linear equation in the unknown is left.',
      ],
      `$(k - ${A[0]})^2 + ${sq(A[1]!)} = (k - ${B[0]})^2 + ${sq(B[1]!)}$. Expanding and canceling $k^2$: $${2 * (B[0]! - A[0]!)}k = ${sq(B[0]!) + sq(B[1]!) - sq(A[0]!) - sq(A[1]!)}$, so $k = ${fracTex(x)}$. The midpoint's $x$-coordinate, $${fracTex(mid)}$, would be right only if the two points were at the same height.`,
    );
  }

  // ---------- (9) the hypotenuse from the perimeter and the area ----------
  for (const i of [0, 1]) {
    let P = 0,
      A = 0,
      c = frac(0);
    for (;;) {
      P = rng.int(20, 60);
      A = rng.int(10, Math.floor(sq(P) / 24));
      c = frac(sq(P) - 4 * A, 2 * P); // (P - c)² = c² + 4A
      // the legs are the roots of t² - (P - c)t + 2A: irrational unless the discriminant, a
      // fraction in lowest terms, has a square numerator and denominator
      const disc = frac(sq(P * c.d - c.n) - 8 * A * sq(c.d), sq(c.d));
      const square = (n: number) => Number.isInteger(Math.sqrt(n));
      const rational = square(disc.n) && square(disc.d);
      if (c.d > 1 && c.d <= 9 && String(c.n).length <= 3 && fracValue(disc) > 1 && !rational) break;
    }
    // check: build the legs from their sum and product and test the perimeter, area and theorem
    const sum = P - fracValue(c);
    const half = Math.sqrt(sq(sum) - 8 * A) / 2;
    const [a, b] = [sum / 2 - half, sum / 2 + half];
    check(a > 0 && close(a + b + fracValue(c), P), 'perimeter');
    check(close((a * b) / 2, A) && close(sq(a) + sq(b), sq(fracValue(c))), 'area and theorem');
    item(
      NEW_LEVEL.perimeterArea,
      i === 0
        ? `A right triangle has a perimeter of $${P}$ and an area of $${A}$. What is the length of its hypotenuse?`
        : `A garden bed in the shape of a right triangle is bordered by $${P}$ feet of edging along its three sides and has an area of $${A}$ square feet. What is the length, in feet, of its longest side?`,
      c,
      // 2A in place of 4A, no halving, and a third of the perimeter
      [frac(sq(P) - 2 * A, 2 * P), frac(sq(P) - 4 * A, P), frac(P, 3)],
      [
        'Call the legs $a$ and $b$ and the hypotenuse $c$. What do you know about $a + b$ and $ab$?',
      ],
      [
        'Square $a + b = ' +
          P +
          ' - c$: the square of the sum contains $a^2 + b^2$, which is $c^2$, and $2ab$, which comes from the area.',
      ],
      `With legs $a$ and $b$ and hypotenuse $c$: $a + b = ${P} - c$ and $\\frac{ab}{2} = ${A}$, so $2ab = ${4 * A}$. Squaring the first equation, $(${P} - c)^2 = a^2 + b^2 + 2ab = c^2 + ${4 * A}$, so $${sq(P)} - ${2 * P}c = ${4 * A}$ and $c = \\frac{${sq(P) - 4 * A}}{${2 * P}} = ${fracTex(c)}$. The legs themselves are not whole numbers, so guessing a Pythagorean triple does not work.`,
    );
  }
}
