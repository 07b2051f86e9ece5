// Generates questions/geometry-trigonometry/circles.l5w.generated.yaml (series l5w, level 5):
// an inscribed angle from a chord and the radius, with C on either arc (two items); the distance
// between the centers of two circles from their common chord, with the centers on either side of
// it; the region between two tangent circles and their common tangent; and the area of a right
// triangle from the two pieces its incircle cuts off the hypotenuse (irrational legs).
// Every key is computed one way and confirmed another: the inscribed angle by a scan of points C
// all around the circle, the centers by a scan of the distance for the chord it gives, the region
// by integrating under the two arcs, the triangle by building it and measuring its incircle.
//   npx tsx content/generators/geometry-trigonometry/circles-l5w.ts
import { check, close } from '../lib/check.ts';
import { frac } from '../lib/fraction.ts';
import { Figure } from '../lib/figure-kit/figure.ts';
import { SHADE } from '../lib/figure-kit/palette.ts';
import { add, mul, pt, sub, type Pt } from '../lib/figure-kit/vector.ts';
import { L5wSeries, scanZeros, type Opt } from './l5w-kit.ts';
import { piTex } from './synthesis-common.ts';

// Level 5 for every template: each needs a case most solvers miss (C on the minor arc, centers on
// the same side of the chord) or a step nothing in the question suggests (the trapezoid of the
// two radii and the tangent, the equal tangent segments and a product found without the radius).
const LEVEL = { inscribedCases: 5, centerCases: 5, tangentRegion: 5, incircleArea: 5 };
const s = new L5wSeries('circles');
const deg = (r: number) => (r * 180) / Math.PI;

// ---------- (1, 2) all inscribed angles on a chord known by its length and the radius ----------
function inscribedCases(o: {
  radius: number;
  radiusText: string;
  given: string;
  chordTex: string;
  chord: number;
  halfTex: string;
  order: number[];
}) {
  const exact = deg(Math.asin(o.chord / 2 / o.radius)); // angle AOM in the right triangle
  const half = Math.round(exact * 2) / 2;
  check(close(exact, half), 'a special half-angle');
  const central = 2 * half;
  const [small, large] = [central / 2, 180 - central / 2];
  // second way: C at every half degree of the circle, away from A and B
  const A = { x: o.radius, y: 0 };
  const B = {
    x: o.radius * Math.cos((central * Math.PI) / 180),
    y: o.radius * Math.sin((central * Math.PI) / 180),
  };
  check(close(Math.hypot(A.x - B.x, A.y - B.y), o.chord), 'chord length');
  const seen = new Set<number>();
  for (let k = 1; k < 720; k++) {
    const t = k / 2;
    if (Math.abs(t - central) < 1e-9) continue;
    const C = {
      x: o.radius * Math.cos((t * Math.PI) / 180),
      y: o.radius * Math.sin((t * Math.PI) / 180),
    };
    const u = { x: A.x - C.x, y: A.y - C.y };
    const v = { x: B.x - C.x, y: B.y - C.y };
    const ang = deg(
      Math.acos((u.x * v.x + u.y * v.y) / (Math.hypot(u.x, u.y) * Math.hypot(v.x, v.y))),
    );
    seen.add(Math.round(ang * 1e6) / 1e6);
  }
  check(seen.size === 2 && seen.has(small) && seen.has(large), 'angle ACB takes two values');
  const f = (v: number) => `${v}^\\circ`;
  const key = `$${f(small)}$ or $${f(large)}$`;
  const options = [
    `$${f(small)}$ only`,
    key,
    `$${f(large)}$ only`,
    `$${f(central / 4)}$ or $${f(180 - central / 4)}$`,
  ];
  const ordered = o.order.map((i) => options[i]!) as [string, string, string, string];
  s.mcText({
    level: LEVEL.inscribedCases,
    body: `Points $A$, $B$ and $C$ lie on a circle ${o.given}, and chord $\\overline{AB}$ has length $${o.chordTex}$. Point $C$ is different from $A$ and $B$. Which of the following gives all possible measures of angle $ACB$?`,
    options: ordered,
    keyIndex: ordered.indexOf(key),
    hints: [
      'Let $O$ be the center. Draw the radii $\\overline{OA}$ and $\\overline{OB}$ and the perpendicular from $O$ to the chord: what is the central angle $AOB$?',
      'Where on the circle can $C$ be? Try a point on each of the two arcs $AB$.',
    ],
    superhints: [
      `The perpendicular from $O$ bisects the chord, so it makes a right triangle with hypotenuse ${o.radiusText} and a leg of $${o.halfTex}$ opposite the angle at $O$. An inscribed angle is half the arc it intercepts, and a point on the minor arc intercepts the major arc.`,
    ],
    explanation: `Let $O$ be the center and $M$ the midpoint of $\\overline{AB}$. Then $\\overline{OM}$ is perpendicular to the chord, and in right triangle $OMA$, $\\sin(\\angle AOM) = \\frac{${o.halfTex}}{${o.radius}}$, so angle $AOM$ measures $${f(half)}$ and the central angle $AOB$ measures $${f(central)}$. If $C$ is on the major arc, angle $ACB$ intercepts the minor arc of $${f(central)}$, so it measures $${f(small)}$. If $C$ is on the minor arc, angle $ACB$ intercepts the major arc of $${f(360 - central)}$, so it measures $${f(large)}$ (the two angles are opposite angles of an inscribed quadrilateral, so they add to $180^\\circ$). Both are possible: ${key}.`,
    whys: [
      `$${f(small)}$ only forgets that $C$ may lie on the minor arc.`,
      `$${f(large)}$ only keeps just the position of $C$ on the minor arc.`,
      `$${f(central / 4)}$ or $${f(180 - central / 4)}$ takes the angle $AOM$, half of the central angle, as the central angle.`,
    ],
  });
}

inscribedCases({
  radius: 8,
  radiusText: '$8$',
  given: 'with radius $8$',
  chordTex: '8\\sqrt{3}',
  chord: 8 * Math.sqrt(3),
  halfTex: '4\\sqrt{3}',
  order: [0, 2, 1, 3], // the key third (C)
});
inscribedCases({
  radius: 10,
  radiusText: '$10$ (the circumference $20\\pi$ gives the radius)',
  given: 'whose circumference is $20\\pi$',
  chordTex: '10\\sqrt{2}',
  chord: 10 * Math.sqrt(2),
  halfTex: '5\\sqrt{2}',
  order: [3, 0, 2, 1], // the key fourth (D)
});

// ---------- (3) two circles and their common chord: the centers on either side of it ----------
{
  const [r1, r2, chord] = [13, 15, 24];
  const h = chord / 2;
  const [d1, d2] = [Math.sqrt(r1 * r1 - h * h), Math.sqrt(r2 * r2 - h * h)];
  check(d1 === 5 && d2 === 9, 'whole distances from the centers to the chord');
  const [apart, same] = [d1 + d2, d2 - d1];
  check(same > r2 - r1 && apart < r1 + r2, 'the circles cross in both positions');
  // second way: the common chord of two circles d apart, for every d on a fine grid
  const chordAt = (d: number) => {
    const a = (d * d + r1 * r1 - r2 * r2) / (2 * d);
    return 2 * Math.sqrt(r1 * r1 - a * a) - chord;
  };
  const ds = scanZeros(chordAt, r2 - r1 + 1e-6, r1 + r2 - 1e-6, 200000);
  check(
    ds.length === 2 && close(ds[0]!, same, 1e-6) && close(ds[1]!, apart, 1e-6),
    'two distances',
  );
  const key = `$${same}$ or $${apart}$`;
  s.mcText({
    level: LEVEL.centerCases,
    body: `Two circles with radii $${r1}$ and $${r2}$ intersect at points $P$ and $Q$, and $PQ = ${chord}$. Which of the following gives all possible distances between the centers of the two circles?`,
    options: [`$${r2 - r1}$ or $${r1 + r2}$`, key, `$${apart}$ only`, `$${same}$ only`],
    keyIndex: 1,
    hints: [
      'The segment joining the centers is the perpendicular bisector of the common chord $\\overline{PQ}$.',
      'Find how far each center is from the chord. Must the centers be on opposite sides of it?',
    ],
    superhints: [
      `Half the chord is $${h}$. With the radius as hypotenuse, each center's distance to the chord is a leg of a right triangle. The larger circle's center may lie on the same side of the chord as the smaller one's, or on the other side.`,
    ],
    explanation: `The line through the centers is the perpendicular bisector of $\\overline{PQ}$, which it meets at the midpoint $M$, with $PM = ${h}$. The center of the circle of radius $${r1}$ is $\\sqrt{${r1}^2 - ${h}^2} = ${d1}$ from $M$, and the center of the circle of radius $${r2}$ is $\\sqrt{${r2}^2 - ${h}^2} = ${d2}$ from $M$. If the centers are on opposite sides of the chord, they are $${d1} + ${d2} = ${apart}$ apart; if they are on the same side, $${d2} - ${d1} = ${same}$ apart. Both pairs of circles exist and cross at two points, so the distance is ${key}.`,
    whys: [
      `$${r2 - r1}$ or $${r1 + r2}$ are the distances at which the circles would be tangent, meeting at one point only.`,
      `$${apart}$ only places the centers on opposite sides of the chord and misses the case with both on the same side.`,
      `$${same}$ only misses the case with the centers on opposite sides of the chord.`,
    ],
  });
}

// ---------- (4) the region between two tangent circles and their common tangent ----------
{
  const [R, r] = [3, 1];
  const d = R + r;
  const tangent = Math.sqrt(d * d - (R - r) ** 2); // PQ, from the trapezoid APQB
  check(close(tangent, 2 * Math.sqrt(3)), 'PQ = 2 sqrt 3');
  const atBig = deg(Math.acos((R - r) / d)); // angle PAB
  check(close(atBig, 60), 'angle at the larger center');
  const trapezoid = ((R + r) / 2) * tangent; // 4 sqrt 3
  const sectors = (atBig / 360) * Math.PI * R * R + ((180 - atBig) / 360) * Math.PI * r * r;
  const area = trapezoid - sectors;
  check(close(area, 4 * Math.sqrt(3) - (11 * Math.PI) / 6), 'area by the trapezoid');
  // second way: slice the strip 0 <= y <= T.y under the tangent point (line PQ is y = 0) and
  // measure, on each vertical slice, the part outside both circles
  const xB = tangent;
  const top = R - (R * (R - r)) / d; // the height of T, on segment AB
  const inside = (x: number, cx: number, cy: number, rad: number): [number, number] | null => {
    const w = rad * rad - (x - cx) ** 2;
    if (w <= 0) return null;
    const lo = Math.max(0, cy - Math.sqrt(w));
    const hi = Math.min(top, cy + Math.sqrt(w));
    return lo < hi ? [lo, hi] : null;
  };
  const n = 400000;
  let integral = 0;
  for (let i = 0; i < n; i++) {
    const x = ((i + 0.5) * xB) / n;
    const parts = [inside(x, 0, R, R), inside(x, xB, r, r)].filter((p) => p !== null);
    parts.sort((p, q) => p[0] - q[0]);
    let covered = 0;
    let end = -Infinity;
    for (const [lo, hi] of parts) {
      covered += Math.max(0, hi - Math.max(lo, end));
      end = Math.max(end, hi);
    }
    integral += (top - covered) * (xB / n);
  }
  check(close(integral, area, 1e-6), `integrated ${integral} against ${area}`);
  const expr = (a: number, root: boolean, p: number, q: number): Opt => ({
    tex: `${a}${root ? '\\sqrt{3}' : ''} - ${piTex(frac(p, q))}`,
    value: a * (root ? Math.sqrt(3) : 1) - (p / q) * Math.PI,
  });
  const id = s.upcomingId();
  s.mc({
    level: LEVEL.tangentRegion,
    body: `A circle with center $A$ and radius $${R}$ and a circle with center $B$ and radius $${r}$ are tangent to each other at point $T$, and neither circle is inside the other. A line is tangent to the larger circle at $P$ and to the smaller circle at $Q$, as shown. What is the area of the shaded region, which is bounded by $\\overline{PQ}$ and the two circles?`,
    figure: tangentCirclesFigure(id, R, r),
    key: expr(4, true, 11, 6),
    wrong: [
      {
        ...expr(4, true, 5, 3),
        why: `$4\\sqrt{3} - \\frac{5\\pi}{3}$ uses the $60^\\circ$ angle at both centers; the angles of the trapezoid at $A$ and $B$ add to $180^\\circ$, so the angle at $B$ is $120^\\circ$.`,
      },
      {
        ...expr(4, true, 3, 2),
        why: `$4\\sqrt{3} - \\frac{3\\pi}{2}$ subtracts only the sector of the larger circle.`,
      },
      {
        ...expr(8, false, 11, 6),
        why: `$8 - \\frac{11\\pi}{6}$ takes $PQ$ to be as long as $AB$; $PQ$ is a leg of a right triangle whose hypotenuse is $AB$.`,
      },
    ],
    hints: [
      'Draw $\\overline{AB}$ (it passes through $T$) and the radii $\\overline{AP}$ and $\\overline{BQ}$. What shape do $A$, $P$, $Q$ and $B$ make?',
      'The shaded region is that shape minus a sector of each circle.',
    ],
    superhints: [
      `$AB = ${d}$, and both radii are perpendicular to $\\overline{PQ}$, so $APQB$ is a right trapezoid. Draw the segment from $B$ parallel to $\\overline{PQ}$: a right triangle with hypotenuse $${d}$ and a leg of $${R - r}$ gives $PQ$ and the angle at $A$.`,
    ],
    explanation: `$AB = ${R} + ${r} = ${d}$, and the radii $\\overline{AP}$ and $\\overline{BQ}$ are perpendicular to the tangent, so $APQB$ is a right trapezoid. The segment from $B$ parallel to $\\overline{PQ}$ cuts off a right triangle with hypotenuse $${d}$ and leg $${R - r}$, so $PQ = \\sqrt{${d}^2 - ${R - r}^2} = 2\\sqrt{3}$ and angle $PAB$ has cosine $\\frac{${R - r}}{${d}}$: it is $60^\\circ$, and angle $QBA$ is $120^\\circ$. The trapezoid's area is $\\frac{1}{2}(${R} + ${r})(2\\sqrt{3}) = 4\\sqrt{3}$. Take away the sectors $\\frac{60}{360}\\pi(${R})^2 = \\frac{3\\pi}{2}$ and $\\frac{120}{360}\\pi(${r})^2 = \\frac{\\pi}{3}$: the shaded area is $4\\sqrt{3} - \\frac{11\\pi}{6}$.`,
  });
}

/** The two tangent circles above their common tangent PQ, the region between them shaded. */
function tangentCirclesFigure(id: string, R: number, r: number) {
  const k = 40; // pixels per unit
  const base = 300;
  const P = pt(150, base);
  const xB = 2 * Math.sqrt(R * r);
  const A = pt(P.x, base - R * k);
  const Q = pt(P.x + xB * k, base);
  const B = pt(Q.x, base - r * k);
  const T = add(A, mul(sub(B, A), R / (R + r)));
  const f = new Figure(
    420,
    340,
    `Two circles tangent to each other at point T: the larger has center A and radius ${R}, the smaller has center B and radius ${r}. A line below them touches the larger circle at P and the smaller circle at Q. The region bounded by segment PQ, the arc of the smaller circle from Q to T and the arc of the larger circle from T to P is shaded. Radii AP and BQ are drawn and labeled ${R} and ${r}.`,
  );
  const c = (p: Pt) => `${p.x.toFixed(1)} ${p.y.toFixed(1)}`;
  f.path(
    `M ${c(P)} L ${c(Q)} A ${r * k} ${r * k} 0 0 1 ${c(T)} A ${R * k} ${R * k} 0 0 1 ${c(P)} Z`,
    {
      fill: SHADE,
      stroke: 'none',
    },
  );
  f.circle(A, R * k);
  f.circle(B, r * k);
  f.line(add(P, pt(-90, 0)), add(Q, pt(70, 0)));
  f.line(A, P, { dash: true, width: 1.6 });
  f.line(B, Q, { dash: true, width: 1.6 });
  f.rightAngle(P, A, Q, 11);
  f.rightAngle(Q, B, P, 9);
  [A, B, P, Q, T].forEach((p) => f.dot(p, 3));
  f.text(add(A, pt(-14, -6)), 'A', { italic: true });
  f.text(add(B, pt(14, -8)), 'B', { italic: true });
  f.text(add(P, pt(0, 18)), 'P', { italic: true });
  f.text(add(Q, pt(0, 18)), 'Q', { italic: true });
  f.text(add(T, pt(20, -28)), 'T', { italic: true }); // in the gap above the two circles
  f.text(add(A, pt(-14, R * k * 0.55)), String(R));
  f.text(add(B, pt(11, r * k * 0.55)), String(r));
  return f.save('geometry-trigonometry', id);
}

// ---------- (5) a right triangle's area from its incircle's points on the hypotenuse ----------
{
  const [m, n] = [5, 7];
  const c = m + n;
  // legs r + m and r + n: (r + m)^2 + (r + n)^2 = c^2, so r^2 + (m + n) r = m n, and the area
  // (r + m)(r + n) / 2 = (r^2 + (m + n) r + m n) / 2 = m n
  const area = m * n;
  const r = (-(m + n) + Math.sqrt((m + n) ** 2 + 4 * m * n)) / 2;
  check(close(r, Math.sqrt(71) - 6) && r > 0, 'the radius is irrational');
  check(close((r + m) ** 2 + (r + n) ** 2, c * c), 'Pythagorean');
  // second way: build the triangle with these legs and measure its incircle and its area
  const [a, b] = [r + m, r + n];
  const hyp = Math.hypot(a, b);
  const semi = (a + b + hyp) / 2;
  check(close(hyp, c) && close((a + b - hyp) / 2, r), 'incircle radius');
  check(close(semi - b, m) && close(semi - a, n), 'tangent lengths on the hypotenuse');
  check(close((a * b) / 2, area) && close(r * semi, area), 'area two ways');
  s.typed({
    level: LEVEL.incircleArea,
    body: `A circle is inscribed in a right triangle, so the circle is tangent to all three sides of the triangle. The point where the circle touches the hypotenuse divides the hypotenuse into two segments with lengths $${m}$ and $${n}$. What is the area of the triangle?`,
    hints: [
      'From any point outside a circle, the two tangent segments to the circle have equal lengths.',
      'Call the radius $r$. The tangent segments from the right-angle vertex and the two radii to the legs form a square.',
    ],
    superhints: [
      `The legs are $r + ${m}$ and $r + ${n}$, and the hypotenuse is $${c}$. Write the Pythagorean equation and simplify it. Then compare it with the product $(r + ${m})(r + ${n})$: you need that product, not $r$ itself.`,
    ],
    answer: area,
    explanation: `From each vertex, the two tangent segments to the circle are equal. The radius $r$ drawn to each leg and the tangent segments from the right-angle vertex form a square, so those tangent segments have length $r$, and the legs are $r + ${m}$ and $r + ${n}$; the hypotenuse is $${m} + ${n} = ${c}$. By the Pythagorean theorem, $(r + ${m})^2 + (r + ${n})^2 = ${c}^2$, so $2r^2 + ${2 * (m + n)}r + ${m * m + n * n} = ${c * c}$ and $r^2 + ${m + n}r = ${m * n}$. The area is $\\frac{1}{2}(r + ${m})(r + ${n}) = \\frac{1}{2}(r^2 + ${m + n}r + ${m * n}) = \\frac{1}{2}(${m * n} + ${m * n}) = ${area}$. The radius itself is $\\sqrt{71} - 6$, not a whole number, so no familiar right triangle fits; the product is found without it.`,
  });
}

s.write('circles-l5w.ts');
