// Generates questions/geometry-trigonometry/circles.hard.generated.yaml: arcs and sectors from
// angles, arc lengths and perimeters, an inscribed angle's arc, tangent segments and chords, and
// the harder items (the region between two tangents and a circle, a chord of one circle tangent
// to a concentric one, an arc from a chord as long as a special side). Keys are exact; each is
// confirmed a second way with coordinates or numerically.
//   npx tsx content/generators/geometry-trigonometry/hard-circles.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { check, close } from '../lib/check.ts';
import { frac, fracTex, fracValue } from '../lib/fraction.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import { finish, numericItemAdder } from '../lib/numeric-item.ts';
import { addModelItems } from './hard-circles-models.ts';
import type { BankQuestion } from '../../schema.ts';

// Levels by the definitions of issue 39: 3 is one proportion of a full turn, 4 needs a right
// triangle formed by a radius, 5 needs a figure the student must build (two tangents and their
// kite, two concentric circles, a chord that makes a special triangle).
// Relabeled after the blind pass of 2026-11-29 (verification/2026-11-29-mathgen-b.md): a rated
// template takes the rounded-up mean of the author's level and its items' mean rating, and keeps a
// 5 only if an item was rated 5 or that mean is at least 4.5. Rated: tangent 2 and 3, chord 2,
// perimeter 3.
const LEVEL = { arc: 3, sector: 3, inscribed: 3, tangent: 4, chord: 3, perimeter: 4 };

const rng = createRng(4271);
const concept = 'circles';
const C = [concept];
const questions: BankQuestion[] = [];
const nextId = generatedIds(concept, 'h');
const item = numericItemAdder(C, nextId, questions);
const TRIPLES = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
] as const;

// ---------- (1) an arc from a central angle in degrees ----------
for (const i of [0, 1]) {
  const deg = rng.pick([40, 72, 100, 135, 150, 200, 240]);
  const r = rng.pick([6, 9, 12, 15, 18]);
  const k = frac(deg * 2 * r, 360); // arc = (deg / 360) 2πr = kπ
  // check: the arc as radius times the angle in radians
  check(close(r * ((deg * Math.PI) / 180), fracValue(k) * Math.PI), 'arc length');
  item(
    LEVEL.arc,
    i === 0
      ? `A circle has a radius of $${r}$. A central angle of $${deg}^\\circ$ intercepts an arc of length $k\\pi$. What is the value of $k$?`
      : `A circle has a circumference of $${2 * r}\\pi$ centimeters. What is the length, in centimeters, of an arc intercepted by a central angle of $${deg}^\\circ$, written as $k\\pi$? Give the value of $k$.`,
    k,
    [
      frac(deg * r, 360), // used the radius in place of the diameter
      frac(deg * r * r, 360), // found the sector's area instead
      frac((360 - deg) * 2 * r, 360), // took the other arc
    ],
    ['What fraction of the full turn is the central angle?'],
    [`The arc is that fraction of the circumference, $2\\pi r$.`],
    `The angle is $\\frac{${deg}}{360}$ of a turn and the circumference is $${2 * r}\\pi$, so the arc is $\\frac{${deg}}{360} \\cdot ${2 * r}\\pi = ${fracTex(k)}\\pi$, and $k = ${fracTex(k)}$.`,
  );
}

// ---------- (2) a sector's area from its arc, or from a fraction of the circle's area ----------
for (const i of [0, 1]) {
  const r = rng.pick([4, 6, 8, 10, 12]);
  const deg = rng.pick([30, 45, 60, 120, 150]);
  const arc = frac(deg * 2 * r, 360); // in units of π
  const area = frac(deg * r * r, 360); // in units of π
  // check: half the radius times the arc equals the fraction of πr²
  check(close(0.5 * r * fracValue(arc), fracValue(area)), 'sector area two ways');
  item(
    LEVEL.sector,
    i === 0
      ? `A sector of a circle with radius $${r}$ has an arc length of $${fracTex(arc)}\\pi$. The area of the sector is $k\\pi$. What is the value of $k$?`
      : `A circular pizza has a radius of $${r}$ inches. A slice is a sector with a central angle of $${deg}^\\circ$. The area of the slice is $k\\pi$ square inches. What is the value of $k$?`,
    area,
    i === 0
      ? [frac(arc.n * r, arc.d), frac(r * r), frac(arc.n, 2 * arc.d)]
      : [arc, frac(r * r), frac(deg * r, 360)], // the arc, the whole circle, r in place of r^2
    [
      i === 0
        ? 'What fraction of the circumference is the arc?'
        : 'What fraction of the whole pizza is the slice?',
    ],
    ["The sector is the same fraction of the circle's area, $\\pi r^2$."],
    i === 0
      ? `The circumference is $${2 * r}\\pi$, so the arc is $\\frac{${fracTex(arc)}}{${2 * r}}$ of it; the sector is that fraction of $${r * r}\\pi$: $${fracTex(area)}\\pi$ (also $\\frac{1}{2} \\cdot ${r} \\cdot ${fracTex(arc)}\\pi$).`
      : `The slice is $\\frac{${deg}}{360}$ of the pizza, so its area is $\\frac{${deg}}{360} \\cdot ${r * r}\\pi = ${fracTex(area)}\\pi$.`,
  );
}

// ---------- (3) an inscribed angle and the arc it intercepts ----------
{
  const x = rng.pick([25, 35, 40, 55, 70]);
  const r = rng.pick([9, 12, 18]);
  const k = frac(2 * x * 2 * r, 360);
  check(close(r * ((2 * x * Math.PI) / 180), fracValue(k) * Math.PI), 'arc of the inscribed angle');
  item(
    LEVEL.inscribed,
    `Points $A$, $B$ and $C$ lie on a circle with radius $${r}$, and angle $ACB$ measures $${x}^\\circ$. The length of minor arc $AB$ is $k\\pi$. What is the value of $k$?`,
    k,
    [frac(x * 2 * r, 360), frac(2 * x * r * r, 360), frac((360 - 2 * x) * 2 * r, 360)],
    ['An inscribed angle is half the central angle that intercepts the same arc.'],
    ['Find the central angle, then the fraction of the circumference.'],
    `The central angle $AOB$ is $2 \\cdot ${x}^\\circ = ${2 * x}^\\circ$, so the minor arc is $\\frac{${2 * x}}{360} \\cdot ${2 * r}\\pi = ${fracTex(k)}\\pi$. Using $${x}^\\circ$ as the central angle halves the arc.`,
  );
}

// ---------- (4) tangent segments ----------
for (const [i, [p, q, h]] of rng.shuffle(TRIPLES).slice(0, 2).entries()) {
  const m = rng.int(1, 3);
  const [r, t, d] = [p * m, q * m, h * m];
  // check with coordinates: center (0, 0), P (d, 0), tangent point at angle acos(r / d)
  const T = [r * (r / d), r * Math.sqrt(1 - (r / d) ** 2)] as const;
  check(
    close(Math.hypot(d - T[0], T[1]), t) && close(T[0] * (T[0] - d) + T[1] * T[1], 0),
    'tangent length',
  );
  item(
    LEVEL.tangent,
    i === 0
      ? `Segment $\\overline{PT}$ is tangent at $T$ to a circle with center $O$ and radius $${r}$. If $PO = ${d}$, what is the length of $\\overline{PT}$?`
      : `A straight fence touches a circular pond at exactly one point $T$. A post $P$ on the fence is $${t}$ meters from $T$, and the pond's radius is $${r}$ meters. How far, in meters, is the post from the nearest point of the pond's edge?`,
    i === 0 ? t : d - r,
    i === 1 ? [d, t - r, r + t] : [d - r, d, t * t], // PO less the radius, PO, no square root
    ['A radius drawn to the point of tangency is perpendicular to the tangent line.'],
    [
      i === 0
        ? 'Triangle $OTP$ has a right angle at $T$; $PO$ is its hypotenuse.'
        : 'The center, the point of tangency and the post form a right triangle; the nearest point of the edge lies on the segment from the post to the center.',
    ],
    i === 0
      ? `Since $\\overline{OT} \\perp \\overline{PT}$, $PT = \\sqrt{${d}^2 - ${r}^2} = ${t}$.`
      : `With center $O$, $OT \\perp PT$, so $PO = \\sqrt{${r}^2 + ${t}^2} = ${d}$. The nearest point of the edge is on $\\overline{PO}$, one radius from $O$: $${d} - ${r} = ${d - r}$ meters.`,
  );
}

// ---------- (5) a chord from its distance to the center ----------
{
  const [p, q, h] = rng.pick(TRIPLES);
  const m = rng.int(1, 2);
  const [dist, half, r] = [p * m, q * m, h * m];
  check(close(2 * Math.sqrt(r * r - dist * dist), 2 * half), 'chord length');
  item(
    LEVEL.chord,
    `A chord of a circle with radius $${r}$ is $${dist}$ units from the center of the circle. What is the length of the chord?`,
    2 * half,
    [half, 2 * dist, 2 * r],
    ['The perpendicular from the center to a chord bisects the chord.'],
    [
      'The radius to an endpoint, the distance to the chord and half the chord form a right triangle.',
    ],
    `Half the chord is $\\sqrt{${r}^2 - ${dist}^2} = ${half}$, so the chord is $${2 * half}$ long.`,
  );
}

// ---------- (6) a sector from its perimeter ----------
{
  const r = rng.pick([5, 6, 8, 10]);
  const s = rng.int(3, 2 * r);
  const P = 2 * r + s;
  const area = frac(r * s, 2);
  // check: the angle in radians s / r gives the area (θ / 2) r²
  check(close((s / r / 2) * r * r, fracValue(area)), 'sector area from the angle');
  item(
    LEVEL.perimeter,
    `A sector of a circle with radius $${r}$ centimeters has a perimeter of $${P}$ centimeters (two radii and the arc). What is the area of the sector, in square centimeters?`,
    area,
    [
      frac(r * s), // left out the 1/2
      frac((P - r) * r, 2), // took off only one radius
      frac(P * r, 2), // used the whole perimeter as the arc
    ],
    ['The perimeter of a sector is two radii plus the arc.'],
    [
      'Find the arc length, then the central angle in radians, or use area $= \\frac{1}{2} \\cdot r \\cdot \\text{arc}$.',
    ],
    `The arc is $${P} - 2 \\cdot ${r} = ${s}$ centimeters, so the central angle is $\\frac{${s}}{${r}}$ radians and the area is $\\frac{1}{2} \\cdot ${r}^2 \\cdot \\frac{${s}}{${r}} = ${fracTex(area)}$ square centimeters.`,
  );
}

addModelItems(rng, item, questions, nextId);

writeGeneratedQuestions(
  'geometry-trigonometry',
  `${concept}.hard`,
  'generators/geometry-trigonometry/hard-circles.ts',
  finish(questions),
);
