// The level-5 templates of hard-triangles.ts: how many whole-number third sides make a triangle
// obtuse or acute, a triangle cut by a parallel line into a triangle and a trapezoid of given
// areas, the angle between two angle bisectors, and a triangle whose angles are in the ratio
// 1 : 2 : 3. Keys come from formulas; each is confirmed by a search, by Heron's formula, or by
// computing the angles.
import { check, close } from '../lib/check.ts';
import { frac, fracTex } from '../lib/fraction.ts';
import type { AddNumericItem } from '../lib/numeric-item.ts';
import type { Rng } from '../lib/random.ts';

const tex = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '{,}');

// Relabeled after the blind pass of 2026-11-29 (verification/2026-11-29-mathgen-b.md): a rated
// template takes the rounded-up mean of the author's level and its items' mean rating, and keeps a
// 5 only if an item was rated 5 or that mean is at least 4.5. Rated: count sides 4, 5 and 4,
// trapezoid 3, bisectors 3, ratio 1 : 2 : 3 3.
const LEVEL = { countSides: 5, trapezoid: 4, bisectors: 4, ratio123: 4 };
const degrees = (opp: number, s1: number, s2: number) =>
  (Math.acos((s1 * s1 + s2 * s2 - opp * opp) / (2 * s1 * s2)) * 180) / Math.PI;

export function addModelItems(rng: Rng, item: AddNumericItem) {
  // ---------- (6) whole-number third sides that make the triangle obtuse or acute ----------
  for (const i of [0, 1, 2]) {
    let a = 0,
      b = 0;
    for (;;) {
      [a, b] = [rng.int(4, 12), rng.int(5, 15)];
      if (
        a < b &&
        !Number.isInteger(Math.sqrt(a * a + b * b)) &&
        !Number.isInteger(Math.sqrt(b * b - a * a))
      )
        break;
    }
    // key by formulas: obtuse at the third side when x² > a² + b², at side b when x² < b² - a²
    const lo = b - a + 1,
      hi = a + b - 1;
    const atX = hi - Math.floor(Math.sqrt(a * a + b * b));
    const atB = Math.ceil(Math.sqrt(b * b - a * a)) - lo;
    const obtuse = atX + atB;
    const acute = hi - lo + 1 - obtuse;
    // check: compute every triangle's largest angle
    const all = [...Array(hi + 1).keys()].filter((x) => x >= lo);
    const big = (x: number) => Math.max(degrees(x, a, b), degrees(a, b, x), degrees(b, a, x));
    check(
      all.filter((x) => big(x) > 90).length === obtuse &&
        all.filter((x) => big(x) < 90).length === acute,
      'count of triangles',
    );
    const askObtuse = i !== 1;
    item(
      LEVEL.countSides,
      i === 2
        ? `A triangular garden bed has two sides of $${a}$ feet and $${b}$ feet. The third side is a whole number of feet, and one angle of the bed is obtuse. How many different lengths are possible for the third side?`
        : `A triangle has sides of length $${a}$, $${b}$ and $x$, where $x$ is an integer. For how many values of $x$ is the triangle ${askObtuse ? 'obtuse' : 'acute'}?`,
      askObtuse ? obtuse : acute,
      // one range of obtuse triangles only, every triangle, and all but that range
      askObtuse
        ? [atX, hi - lo + 1, hi - lo + 1 - atX].map((v) => (v === obtuse ? v + 1 : v))
        : [obtuse, hi - lo + 1, hi - lo + 1 - atX].map((v) => (v === acute ? v + 1 : v)),
      [
        'First list the integers that make a triangle at all: each side is less than the sum of the other two.',
        'An angle is obtuse when the square of the side opposite it is greater than the sum of the squares of the other two sides.',
      ],
      [
        `The obtuse angle can be opposite $x$ (when $x^2 > ${a}^2 + ${b}^2$) or opposite the side $${b}$ (when $${b}^2 > ${a}^2 + x^2$). Count both ranges${askObtuse ? '' : ', and take them away from all the triangles'}.`,
      ],
      `A triangle needs $${b} - ${a} < x < ${a} + ${b}$, so $x$ runs from $${lo}$ to $${hi}$: $${hi - lo + 1}$ values. It is obtuse at $x$ when $x^2 > ${a * a + b * b}$, that is $x \\ge ${Math.floor(Math.sqrt(a * a + b * b)) + 1}$ ($${atX}$ values), and obtuse at the side $${b}$ when $x^2 < ${b * b - a * a}$, that is $x \\le ${Math.ceil(Math.sqrt(b * b - a * a)) - 1}$ ($${atB}$ values). ${askObtuse ? `So $${obtuse}$ values make it obtuse.` : `No value makes a right angle, so $${hi - lo + 1} - ${obtuse} = ${acute}$ values make it acute.`}`,
    );
  }

  // ---------- (7) a parallel line cuts a triangle into a triangle and a trapezoid ----------
  for (const i of [0, 1]) {
    const [p, q] = rng.pick([
      [1, 2],
      [2, 3],
      [3, 4],
      [3, 5],
      [2, 5],
    ] as const);
    const t = rng.int(2, 6);
    const [small, trap] = [p * p * t, (q * q - p * p) * t];
    const m = rng.int(2, 5);
    // AD / AB = √(small / (small + trap)) = p / q
    check(close(Math.sqrt(small / (small + trap)), p / q), 'area ratio to length ratio');
    item(
      LEVEL.trapezoid,
      i === 0
        ? `In triangle $ABC$, $D$ lies on $\\overline{AB}$ and $E$ lies on $\\overline{AC}$, and $\\overline{DE}$ is parallel to $\\overline{BC}$. The area of triangle $ADE$ is $${small}$ and the area of quadrilateral $DBCE$ is $${trap}$. If $AB = ${q * m}$, what is the length of $\\overline{AD}$?`
        : `A triangular plot of land is split by a straight fence parallel to one side into a triangular section with an area of $${tex(small * 100)}$ square meters and a trapezoidal section with an area of $${tex(trap * 100)}$ square meters; the two sections share the fence. The fence is $${p * m * 10}$ meters long. How long, in meters, is the side of the plot parallel to the fence?`,
      i === 0 ? p * m : q * m * 10,
      i === 1
        ? [
            frac(p * m * 10 * (q * q), p * p),
            frac(p * m * 10 * trap, small),
            frac(p * m * 10 * p, q),
          ].map((v, j) => (v.n === q * m * 10 && v.d === 1 ? frac(q * m * 10 + j + 1) : v))
        : undefined,
      [
        'The small triangle and the whole triangle are similar. What is the area of the whole triangle?',
      ],
      ['The ratio of the areas is the square of the ratio of matching lengths.'],
      `The whole triangle's area is $${small} + ${trap} = ${small + trap}$, so the area ratio is $\\frac{${small}}{${small + trap}} = ${fracTex(frac(small, small + trap))}$ and the length ratio is $\\sqrt{${fracTex(frac(small, small + trap))}} = \\frac{${p}}{${q}}$. ${i === 0 ? `So $AD = \\frac{${p}}{${q}} \\cdot ${q * m} = ${p * m}$.` : `So the parallel side is $${p * m * 10} \\cdot \\frac{${q}}{${p}} = ${q * m * 10}$ meters. Using the area ratio as a length ratio gives a much larger, wrong length.`}`,
    );
  }

  // ---------- (8) the angle between two angle bisectors ----------
  {
    const x = 2 * rng.int(15, 50);
    const key = 90 + x / 2;
    // check: two different splits of the other angles give the same angle BIC
    for (const B of [40, (180 - x) / 3]) {
      const Cc = 180 - x - B;
      check(close(180 - B / 2 - Cc / 2, key), 'bisector angle');
    }
    item(
      LEVEL.bisectors,
      `In triangle $ABC$, angle $A$ measures $${x}^\\circ$. The bisectors of angles $B$ and $C$ meet at point $I$. What is the measure, in degrees, of angle $BIC$?`,
      key,
      [180 - x, 90 - x / 2, 180 - x / 2], // B + C, its half, or half of A taken from 180
      ['You do not need angles $B$ and $C$ separately, only their sum.'],
      [
        'In triangle $BIC$, the angles at $B$ and $C$ are half of angles $B$ and $C$ of triangle $ABC$.',
      ],
      `Angles $B$ and $C$ add up to $180^\\circ - ${x}^\\circ = ${180 - x}^\\circ$, so their halves add up to $${(180 - x) / 2}^\\circ$, and angle $BIC = 180^\\circ - ${(180 - x) / 2}^\\circ = ${key}^\\circ$.`,
    );
  }

  // ---------- (9) angles in the ratio 1 : 2 : 3 ----------
  {
    const s = rng.int(3, 9);
    // the angles are 30, 60, 90: the longest side 2s is the hypotenuse; legs s and s√3
    const area = (s * s * Math.sqrt(3)) / 2;
    const [a, b, c] = [s, s * Math.sqrt(3), 2 * s];
    const hp = (a + b + c) / 2;
    check(close(Math.sqrt(hp * (hp - a) * (hp - b) * (hp - c)), area), "area by Heron's formula");
    check(close(degrees(c, a, b), 90) && close(degrees(a, b, c), 30), 'angles 30-60-90');
    const sq = s * s;
    const { n, d } = frac(sq, 2);
    const half = d === 1 ? `${n}\\sqrt{3}` : `\\frac{${n}\\sqrt{3}}{2}`;
    const quarter = frac(sq, 4);
    item(
      LEVEL.ratio123,
      `The measures of the angles of a triangle are in the ratio $1 : 2 : 3$, and the longest side of the triangle has length $${2 * s}$. The area of the triangle is $k\\sqrt{3}$. What is the value of $k$?`,
      frac(sq, 2),
      [quarter, frac(sq), frac(2 * sq)],
      ['Find the three angles first: $x + 2x + 3x = 180$.'],
      [
        'The triangle is a $30^\\circ$-$60^\\circ$-$90^\\circ$ triangle; the longest side is the hypotenuse, twice the shortest side.',
      ],
      `The angles are $30^\\circ$, $60^\\circ$ and $90^\\circ$. The hypotenuse is $${2 * s}$, so the legs are $${s}$ and $${s}\\sqrt{3}$, and the area is $\\frac{1}{2} \\cdot ${s} \\cdot ${s}\\sqrt{3} = ${half}$, so $k = ${fracTex(frac(sq, 2))}$.`,
    );
  }
}
