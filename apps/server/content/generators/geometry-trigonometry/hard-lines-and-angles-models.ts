// The level-4 and level-5 templates of hard-lines-and-angles.ts: a line perpendicular to a
// transversal, a regular polygon from the ratio of its angles, the tip of the triangle made by
// extending two sides of a regular polygon, an angle bisector between parallel lines, and
// regular polygons that fill the angle around a point. Each key is confirmed by a second route
// (the angles summed around a point or in a triangle, or a search over polygons).
import { check } from '../lib/check.ts';
import type { AddNumericItem } from '../lib/numeric-item.ts';
import type { Rng } from '../lib/random.ts';

// Relabeled after the blind pass of 2026-11-29 (verification/2026-11-29-mathgen-b.md): a rated
// template takes the rounded-up mean of the author's level and its items' mean rating, and keeps a
// 5 only if an item was rated 5 or that mean is at least 4.5. Rated: perpendicular 3, regular ratio
// 2, star tip 3, 3 and 4, bisector 3, tiling 3.
const LEVEL = { perpendicular: 4, regularRatio: 3, starTip: 4, bisector: 4, tiling: 4 };
// Added after that pass, rated by the author until a blind pass: two regular polygons compared by
// their number of sides and their angles need a model (a difference of exterior angles) and a
// quadratic in the number of sides whose one positive root is the answer.
const NEW_LEVEL = { twoPolygons: 5 };
const interior = (n: number) => 180 - 360 / n;
const NAMES: Record<number, string> = {
  3: 'equilateral triangle',
  4: 'square',
  5: 'regular pentagon',
  6: 'regular hexagon',
  8: 'regular octagon',
  9: 'regular nonagon',
  10: 'regular decagon',
  12: 'regular dodecagon (12 sides)',
  18: 'regular 18-sided polygon',
  20: 'regular 20-sided polygon',
};

export function addModelItems(
  rng: Rng,
  item: AddNumericItem,
  lin: (a: number, b: number) => string,
) {
  // ---------- (4) a line perpendicular to a transversal ----------
  for (let pass = 0; pass < 2; pass++) {
    let x = 0,
      a = 0,
      b = 0,
      c = 0,
      d = 0,
      angle = 0;
    for (;;) {
      x = rng.int(8, 20);
      [a, c] = [rng.int(2, 5), rng.int(2, 6)];
      b = rng.int(-15, 25);
      angle = a * x + b; // acute angle between t and m
      d = 180 - angle - c * x; // the obtuse angle between t and l is c x + d
      if (angle > 20 && angle < 80 && b !== 0 && d !== 0 && Math.abs(d) <= 60) break;
    }
    check((180 - b - d) / (a + c) === x, 'x from the supplementary angles');
    const key = 90 - angle;
    // check: the three angles at P along line l (key, the right angle, the copy of t's angle) fill 180
    check(key + 90 + angle === 180, 'straight angle at P');
    item(
      LEVEL.perpendicular,
      `Lines $\\ell$ and $m$ are parallel, and transversal $t$ crosses them at points $P$ and $Q$. The acute angle between $t$ and $m$ measures $(${lin(a, b)})^\\circ$, and the obtuse angle between $t$ and $\\ell$ measures $(${lin(c, d)})^\\circ$. Line $n$ passes through $P$ and is perpendicular to $t$. What is the measure, in degrees, of the acute angle between $n$ and $\\ell$?`,
      key,
      [angle, 180 - angle, 90 + angle], // the angle with t, its supplement, or 90 added to it
      [
        'Corresponding angles copy the angle between $t$ and $m$ to line $\\ell$ at $P$, so the acute and the obtuse angle there are supplementary.',
      ],
      [
        'At $P$, the angle between $n$ and $t$ is $90^\\circ$; the angle between $t$ and $\\ell$ is known. What is left of the straight angle along $\\ell$?',
      ],
      `The acute and obtuse angles are supplementary: $(${lin(a, b)}) + (${lin(c, d)}) = 180$, so $x = ${x}$. The acute angle between $t$ and $m$ is $${angle}^\\circ$, and so is the one between $t$ and $\\ell$ (corresponding angles). Line $n$ makes $90^\\circ$ with $t$, so the acute angle between $n$ and $\\ell$ is $90 - ${angle} = ${key}$ degrees.`,
    );
  }

  // ---------- (5) a regular polygon from the ratio of its interior and exterior angles ----------
  for (const i of [0, 1]) {
    const k = i === 0 ? rng.pick([3, 4, 5]) : rng.pick([7, 8]);
    const n = 2 * (k + 1); // interior = k · exterior: 180 - 360/n = k · 360/n
    const ext = 360 / n;
    check(interior(n) === k * ext, 'interior is k times the exterior');
    const found = [...Array(60).keys()].filter(
      (m) => m >= 3 && Math.abs(interior(m) - k * (360 / m)) < 1e-9,
    );
    check(found.length === 1 && found[0] === n, 'unique polygon');
    item(
      LEVEL.regularRatio,
      i === 0
        ? `Each interior angle of a regular polygon measures $${k}$ times as much as each of its exterior angles. How many sides does the polygon have?`
        : `A designer draws a regular polygon for a logo in which each interior angle is $${k}$ times each exterior angle. How many sides does the polygon have?`,
      n,
      // k + 1 (stopped at the parts of 180), 2k, and 360 / k (k taken as the exterior angle)
      [k + 1, 2 * k, 360 / k === Math.round(360 / k) ? 360 / k : 3 * k],
      [
        'An interior angle and the exterior angle next to it add up to $180^\\circ$.',
        'The exterior angles of a polygon add up to $360^\\circ$.',
      ],
      [`Write the exterior angle as $e$: then $e + ${k}e = 180$.`],
      `With exterior angle $e$, $${k + 1}e = 180$, so $e = ${ext}^\\circ$, and the number of sides is $\\frac{360}{${ext}} = ${n}$.`,
    );
  }

  // ---------- (6) the tip of the triangle made by extending two sides of a regular polygon ----------
  for (const n of [5, 9, 12]) {
    const ext = 360 / n;
    const tip = 180 - 2 * ext;
    // check: the triangle's base angles are the supplements of the polygon's interior angle
    check(tip + 2 * (180 - interior(n)) === 180, 'triangle angle sum');
    item(
      LEVEL.starTip,
      `Side $\\overline{AB}$ of a ${NAMES[n]} is one side of the polygon. The two sides next to $\\overline{AB}$ are extended beyond $A$ and beyond $B$ until they meet at point $P$ outside the polygon. What is the measure, in degrees, of angle $APB$?`,
      tip,
      [ext, interior(n), 2 * ext], // an angle at A or B, the polygon's angle, or twice the exterior
      ['The triangle $APB$ has $\\overline{AB}$ as a side. What are its angles at $A$ and at $B$?'],
      [
        'The angle of triangle $APB$ at $A$ is an exterior angle of the polygon: $\\frac{360^\\circ}{n}$.',
      ],
      `Each interior angle of the polygon is $${interior(n)}^\\circ$, so each angle of triangle $APB$ at $A$ and at $B$ is $180^\\circ - ${interior(n)}^\\circ = ${ext}^\\circ$. Then angle $APB = 180^\\circ - 2 \\cdot ${ext}^\\circ = ${tip}^\\circ$.`,
    );
  }

  // ---------- (7) an angle bisector between parallel lines ----------
  for (const i of [0, 1]) {
    const alpha = 2 * rng.int(25, 70); // the angle QPX at P, between PQ and line l
    const PQ = rng.int(6, 20);
    // angle PRQ equals the bisector's angle with l (alternate interior angles), so QPR = PRQ
    const angles = [alpha / 2, alpha / 2, 180 - alpha];
    check(angles.reduce((s, v) => s + v, 0) === 180, 'triangle PQR');
    item(
      LEVEL.bisector,
      `Lines $\\ell$ and $m$ are parallel. A transversal meets $\\ell$ at $P$ and $m$ at $Q$, and the angle between $\\overline{PQ}$ and line $\\ell$ on one side of the transversal measures $${alpha}^\\circ$. The bisector of that angle meets line $m$ at $R$. ${i === 0 ? `If $PQ = ${PQ}$, what is the length of $\\overline{QR}$?` : 'What is the measure, in degrees, of angle $PQR$?'}`,
      i === 0 ? PQ : 180 - alpha,
      i === 1 ? [alpha / 2, alpha, 90 - alpha / 2] : undefined,
      ['The bisector crosses both parallel lines: look for alternate interior angles.'],
      [
        'Angle $PRQ$ equals the angle between the bisector and $\\ell$, which is also angle $QPR$. What kind of triangle is $PQR$?',
      ],
      `The bisector makes $${alpha / 2}^\\circ$ with $\\overline{PQ}$ and $${alpha / 2}^\\circ$ with $\\ell$. By alternate interior angles, angle $PRQ = ${alpha / 2}^\\circ$ too, so triangle $PQR$ is isosceles with $QR = PQ${i === 0 ? ` = ${PQ}` : ''}$, and angle $PQR = 180^\\circ - 2 \\cdot ${alpha / 2}^\\circ = ${180 - alpha}^\\circ$.`,
    );
  }

  // ---------- (8) regular polygons that fill the angle around a point ----------
  for (const [a, b] of [
    [4, 6],
    [3, 10],
  ] as const) {
    const rest = 360 - interior(a) - interior(b);
    const n = 360 / (180 - rest);
    check(Number.isInteger(n) && interior(n) === rest, 'third polygon');
    const found = [...Array(100).keys()].filter(
      (m) => m >= 3 && Math.abs(interior(a) + interior(b) + interior(m) - 360) < 1e-9,
    );
    check(found.length === 1 && found[0] === n, 'unique third polygon');
    item(
      LEVEL.tiling,
      `A tile pattern has three regular polygons meeting at one point with no gaps or overlaps: ${a === 3 ? 'an' : 'a'} ${NAMES[a]!.replace('regular ', '')}, a ${NAMES[b]!.replace('regular ', '')} and a third regular polygon. How many sides does the third polygon have?`,
      n,
      undefined,
      [
        'The three angles at the shared point add up to $360^\\circ$.',
        'Each interior angle of a regular $n$-gon is $180^\\circ - \\frac{360^\\circ}{n}$.',
      ],
      [
        'Find the angle left for the third polygon, then its exterior angle, then the number of sides.',
      ],
      `The ${NAMES[a]!.replace('regular ', '')} and the ${NAMES[b]!.replace('regular ', '')} take $${interior(a)}^\\circ + ${interior(b)}^\\circ$, leaving $${rest}^\\circ$. A regular polygon with interior angle $${rest}^\\circ$ has exterior angle $${180 - rest}^\\circ$, so it has $\\frac{360}{${180 - rest}} = ${n}$ sides.`,
    );
  }

  // ---------- (9) two regular polygons: k more sides, each interior angle d degrees larger ----------
  const pairs: [number, number][] = [];
  for (let k = 2; k <= 6; k++)
    for (let m = 8; m <= 20; m++) if (Number.isInteger(360 / m - 360 / (m + k))) pairs.push([m, k]);
  for (const i of [0, 1]) {
    const [m, k] = rng.pick(pairs.filter(([, k2]) => (i === 0 ? k2 <= 3 : k2 > 3)));
    const d = 360 / m - 360 / (m + k); // interior angles differ as the exterior angles do
    // check: a search over polygons with 3 to 99 sides finds only this pair
    const found = [...Array(100).keys()].filter(
      (x) => x >= 3 && Math.abs(interior(x + k) - interior(x) - d) < 1e-9,
    );
    check(found.length === 1 && found[0] === m, 'unique pair of polygons');
    const big = interior(m + k);
    item(
      NEW_LEVEL.twoPolygons,
      i === 0
        ? `Polygon $Q$ is a regular polygon with $${k}$ more sides than regular polygon $P$. Each interior angle of $Q$ measures $${d}^\\circ$ more than each interior angle of $P$. How many sides does polygon $P$ have?`
        : `A logo combines two regular polygons. The second polygon has $${k}$ more sides than the first, and each of its interior angles measures $${d}^\\circ$ more than each interior angle of the first. What is the measure, in degrees, of each interior angle of the second polygon?`,
      i === 0 ? m : big,
      i === 1 ? [interior(m), 360 / (m + k), 180 - d] : undefined,
      [
        'When the interior angles grow by a number of degrees, the exterior angles shrink by the same number.',
      ],
      [
        `If the first polygon has $n$ sides, then $\\frac{360}{n} - \\frac{360}{n + ${k}} = ${d}$. Clear the fractions and solve the quadratic.`,
      ],
      `Each interior angle is $180^\\circ$ minus the exterior angle, so the exterior angles differ by $${d}^\\circ$: $\\frac{360}{n} - \\frac{360}{n + ${k}} = ${d}$. Multiplying by $n(n + ${k})$ gives $${360 * k} = ${d}n(n + ${k})$, so $n^2 + ${k}n - ${(360 * k) / d} = 0$, whose positive root is $n = ${m}$. ${i === 0 ? `Polygon $P$ has $${m}$ sides (and $Q$ has $${m + k}$).` : `The second polygon has $${m + k}$ sides, so each interior angle is $180^\\circ - \\frac{360^\\circ}{${m + k}} = ${big}^\\circ$.`}`,
    );
  }
}
