// Generates questions/geometry-trigonometry/triangles.l5w.generated.yaml (series l5w, level 5):
// the perimeters of an isosceles triangle whose sides are three expressions (every pair of equal
// sides, then the triangle inequality); the cut-off triangle similar to the whole one in either
// correspondence of its vertices; and the square with a side on the hypotenuse of a right
// triangle.
// Every key is computed one way and confirmed another: the perimeters by a scan over x, the
// similar triangles by a scan of E along its side for the angles that match, the square by
// bisection on the length of a line parallel to the hypotenuse in coordinates.
//   npx tsx content/generators/geometry-trigonometry/triangles-l5w.ts
import { check, close } from '../lib/check.ts';
import { frac, fracEq, fracTex, fracValue } from '../lib/fraction.ts';
import { L5wSeries, num, scanZeros } from './l5w-kit.ts';

// Level 5 for every template: a case most solvers miss (a pair of equal sides that fails the
// triangle inequality and a valid triangle whose base is its longest side; the second way the
// vertices can correspond) or a step nothing suggests (the small similar triangle whose height
// is the height to the hypotenuse less the side of the square).
const LEVEL = { isoscelesCases: 5, similarCases: 5, squareOnHypotenuse: 5 };
const s = new L5wSeries('triangles');

// ---------- (1) an isosceles triangle with sides x + 9, 2x + 8 and 24 - 2x ----------
{
  const sides = (x: number) => [x + 9, 2 * x + 8, 24 - 2 * x];
  const isTriangle = (t: number[]) =>
    t.every((v) => v > 0) && t.every((v, i) => v < t[(i + 1) % 3]! + t[(i + 2) % 3]!);
  // the three pairs of equal sides
  const cases = [1, 5, 4].map((x) => ({ x, t: sides(x), p: sides(x).reduce((a, b) => a + b, 0) }));
  check(cases[0]!.t[0] === cases[0]!.t[1] && cases[1]!.t[0] === cases[1]!.t[2], 'pairs 1, 2');
  check(cases[2]!.t[1] === cases[2]!.t[2], 'pair 3');
  const valid = cases.filter((c) => isTriangle(c.t)).map((c) => c.p);
  check(valid.length === 2 && valid.includes(45) && valid.includes(46), 'perimeters 45 and 46');
  check(!isTriangle(cases[0]!.t) && cases[0]!.p === 42, '10, 10, 22 is no triangle');
  // second way: every x = j / 1000 (sides in thousandths, exact integers)
  const seen = new Set<number>();
  for (let j = 1; j < 12000; j++) {
    const t = [j + 9000, 2 * j + 8000, 24000 - 2 * j];
    const iso = t[0] === t[1] || t[0] === t[2] || t[1] === t[2];
    if (iso && isTriangle(t)) seen.add((t[0]! + t[1]! + t[2]!) / 1000);
  }
  check(seen.size === 2 && seen.has(45) && seen.has(46), 'scan');
  s.mcText({
    level: LEVEL.isoscelesCases,
    body: 'The lengths of the sides of an isosceles triangle are $x + 9$, $2x + 8$ and $24 - 2x$. Which of the following gives all possible perimeters of the triangle?',
    options: ['$42$ only', '$45$ and $46$', '$42$, $45$ and $46$', '$45$ only'],
    keyIndex: 1,
    hints: [
      'Any two of the three sides could be the equal ones. Try each pair.',
      'Three lengths form a triangle only if each is less than the sum of the other two.',
    ],
    superhints: [
      'The three pairs give $x = 1$, $x = 5$ and $x = 4$. For each, find all three sides and test the triangle inequality.',
    ],
    explanation:
      'Setting each pair of sides equal: $x + 9 = 2x + 8$ gives $x = 1$ and sides $10$, $10$, $22$, which is no triangle, since $10 + 10 < 22$. $x + 9 = 24 - 2x$ gives $x = 5$ and sides $14$, $18$, $14$: a triangle ($14 + 14 > 18$) with perimeter $46$. $2x + 8 = 24 - 2x$ gives $x = 4$ and sides $13$, $16$, $16$: a triangle with perimeter $45$. So the perimeter is $45$ or $46$.',
    whys: [
      '$42$ only sets the first two expressions equal and never checks that $10$, $10$, $22$ make a triangle.',
      '$42$, $45$ and $46$ keeps the sides $10$, $10$, $22$, which fail the triangle inequality.',
      '$45$ only also rejects $14$, $14$, $18$; the base of an isosceles triangle may be its longest side, as long as $14 + 14 > 18$.',
    ],
  });
}

// ---------- (2) a cut-off triangle similar to the whole one, in either correspondence ----------
{
  const [AB, AC, BC, AD] = [12, 18, 15, 8];
  // D on AB, E on AC. DE parallel to BC (D <-> B): ratio AD / AB; the other way (D <-> C):
  // ratio AD / AC, with AE = AB * AD / AC
  const par = { DE: frac(BC * AD, AB), AE: frac(AC * AD, AB) };
  const anti = { DE: frac(BC * AD, AC), AE: frac(AB * AD, AC) };
  check(fracValue(par.AE) <= AC && fracValue(anti.AE) <= AC, 'E lies on side AC');
  check(fracEq(par.DE, frac(10)) && fracEq(anti.DE, frac(20, 3)), 'DE = 10 or 20/3');
  // second way: coordinates, and a scan of E along AC for angle ADE equal to angle B or angle C
  const C = { x: (AB * AB + AC * AC - BC * BC) / (2 * AB), y: 0 };
  C.y = Math.sqrt(AC * AC - C.x * C.x);
  check(close(Math.hypot(C.x - AB, C.y), BC), 'C placed');
  const angle = (
    v: { x: number; y: number },
    p: { x: number; y: number },
    q: { x: number; y: number },
  ) => {
    const [ux, uy, wx, wy] = [p.x - v.x, p.y - v.y, q.x - v.x, q.y - v.y];
    return Math.acos((ux * wx + uy * wy) / (Math.hypot(ux, uy) * Math.hypot(wx, wy)));
  };
  const A = { x: 0, y: 0 };
  const B = { x: AB, y: 0 };
  const D = { x: AD, y: 0 };
  const E = (t: number) => ({ x: (C.x * t) / AC, y: (C.y * t) / AC });
  const [angB, angC] = [angle(B, A, C), angle(C, A, B)];
  const found = [angB, angC].flatMap((target) =>
    scanZeros((t) => angle(D, A, E(t)) - target, 1e-6, AC, 200000).map((t) =>
      Math.hypot(E(t).x - D.x, E(t).y - D.y),
    ),
  );
  check(found.length === 2 && close(found[0]!, 10, 1e-7) && close(found[1]!, 20 / 3, 1e-7), 'scan');
  check(Math.abs(angB - angC) > 0.01, 'a scalene triangle: only these two correspondences');
  s.mcText({
    level: LEVEL.similarCases,
    body: `In triangle $ABC$, $AB = ${AB}$, $AC = ${AC}$ and $BC = ${BC}$. Point $D$ lies on $\\overline{AB}$ with $AD = ${AD}$, and point $E$ lies on $\\overline{AC}$. The triangle with vertices $A$, $D$ and $E$ is similar to triangle $ABC$. Which of the following gives all possible lengths of $\\overline{DE}$?`,
    options: [
      `$${fracTex(anti.DE)}$ or $${fracTex(par.DE)}$`,
      `$${fracTex(par.DE)}$ only`,
      `$${fracTex(anti.DE)}$ only`,
      `$${fracTex(anti.AE)}$ or $${fracTex(par.AE)}$`,
    ],
    keyIndex: 0,
    hints: [
      'The two triangles share angle $A$. Which angle of triangle $ABC$ can angle $ADE$ equal?',
      'The question does not say which vertices correspond. Try each possibility.',
    ],
    superhints: [
      `If angle $ADE$ equals angle $B$, then $\\overline{DE}$ is parallel to $\\overline{BC}$ and $\\overline{AD}$ corresponds to $\\overline{AB}$. If angle $ADE$ equals angle $C$, then $\\overline{AD}$ corresponds to $\\overline{AC}$. Find the scale factor in each case.`,
    ],
    explanation: `Angle $A$ is shared, so angle $ADE$ equals angle $B$ or angle $C$ (the triangle has three different sides, so its angles differ). If it equals angle $B$, $\\overline{DE}$ is parallel to $\\overline{BC}$, the scale factor is $\\frac{AD}{AB} = \\frac{${AD}}{${AB}}$, and $DE = \\frac{2}{3} \\cdot ${BC} = ${fracTex(par.DE)}$ (with $AE = ${fracTex(par.AE)}$). If it equals angle $C$, side $\\overline{AD}$ corresponds to $\\overline{AC}$, the scale factor is $\\frac{AD}{AC} = \\frac{${AD}}{${AC}} = \\frac{4}{9}$, and $DE = \\frac{4}{9} \\cdot ${BC} = ${fracTex(anti.DE)}$ (with $AE = ${fracTex(anti.AE)}$, which fits on $\\overline{AC}$). Both are possible.`,
    whys: [
      `$${fracTex(par.DE)}$ only keeps just the case with $\\overline{DE}$ parallel to $\\overline{BC}$.`,
      `$${fracTex(anti.DE)}$ only misses the parallel case.`,
      `$${fracTex(anti.AE)}$ or $${fracTex(par.AE)}$ gives the two lengths of $\\overline{AE}$, not of $\\overline{DE}$.`,
    ],
  });
}

// ---------- (3) a square with one side on the hypotenuse of a right triangle ----------
{
  const [a, b] = [6, 8];
  const c = Math.hypot(a, b);
  const h = frac(a * b, c); // the height to the hypotenuse, 24/5
  // the side of the square opposite the hypotenuse is at height h - s: s / c = (h - s) / h
  const side = frac(c * h.n, c * h.d + h.n); // c h / (c + h)
  check(fracEq(side, frac(120, 37)), 'side 120/37');
  // second way: coordinates, right angle at the origin, legs on the axes; the line parallel to
  // the hypotenuse at distance s from it meets the legs; bisect until that segment is s long
  const cut = (sv: number) => {
    const k = 1 - sv / fracValue(h); // the parallel line x / b + y / a = k
    return Math.hypot(b * k, a * k) - sv;
  };
  let [lo, hi] = [0, fracValue(h)];
  for (let i = 0; i < 80; i++) {
    const m = (lo + hi) / 2;
    if (cut(m) > 0) lo = m;
    else hi = m;
  }
  check(close(lo, fracValue(side), 1e-12), `bisection ${lo}`);
  // the square's two vertices on the hypotenuse lie between its ends
  const k = 1 - lo / fracValue(h);
  const nx = a / c; // unit normal of the hypotenuse toward the origin is -(a, b) / c
  const ny = b / c;
  const P = { x: b * k + nx * lo, y: 0 + ny * lo }; // foot from (b k, 0) onto the hypotenuse
  check(close(P.x / b + P.y / a, 1) && P.x > 0 && P.y > 0 && P.x < b, 'on the hypotenuse');
  const corner = frac(a * b, a + b); // a square in the right angle's corner instead
  const legAsHeight = frac(a * c, c + a); // s / c = (a - s) / a
  const noMiddle = frac(c, 1); // c = s (a / b + b / a), missing the square's own side
  const noMiddleSide = frac(noMiddle.n * a * b, a * a + b * b);
  s.mc({
    level: LEVEL.squareOnHypotenuse,
    body: `A square is inscribed in a right triangle whose legs have lengths $${a}$ and $${b}$: one side of the square lies along the hypotenuse, and the other two vertices of the square lie on the legs. What is the side length of the square?`,
    key: num(side),
    wrong: [
      num(
        corner,
        `$${fracTex(corner)}$ is the side of the square that sits in the corner at the right angle, with two sides along the legs.`,
      ),
      num(
        legAsHeight,
        `$${fracTex(legAsHeight)}$ uses the leg of length $${a}$ as the height of the triangle on the hypotenuse.`,
      ),
      num(
        noMiddleSide,
        `$${fracTex(noMiddleSide)}$ splits the hypotenuse into the two pieces beside the square and leaves out the square's own side.`,
      ),
    ],
    hints: [
      'Find the height of the triangle from the right angle to the hypotenuse.',
      'The side of the square opposite the hypotenuse cuts off a small triangle at the right angle. How is it related to the whole triangle?',
    ],
    superhints: [
      `The height to the hypotenuse is $\\frac{${a} \\cdot ${b}}{${c}}$. The small triangle at the right angle is similar to the whole triangle: its base is the side $s$ of the square, and its height is the height to the hypotenuse minus $s$.`,
    ],
    explanation: `The hypotenuse is $\\sqrt{${a}^2 + ${b}^2} = ${c}$, and the height to it is $\\frac{${a} \\cdot ${b}}{${c}} = ${fracTex(h)}$. The side of the square opposite the hypotenuse is parallel to it, so it cuts off a triangle similar to the whole one, with base $s$ and height $${fracTex(h)} - s$. Then $\\frac{s}{${c}} = \\frac{${fracTex(h)} - s}{${fracTex(h)}}$, so $\\frac{24}{5}s = 48 - ${c}s$, $\\frac{74}{5}s = 48$ and $s = ${fracTex(side)}$.`,
  });
}

s.write('triangles-l5w.ts');
