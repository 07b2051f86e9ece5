// Generates questions/geometry-trigonometry/triangles.hard.generated.yaml: angle sums and
// exterior angles with expressions, similar triangles from a parallel line and from shadows,
// areas of similar triangles, isosceles triangles, and the harder items (how many whole-number
// sides make a triangle obtuse or acute, a trapezoid cut from a triangle by a parallel line, the
// angle between two angle bisectors, a triangle whose angles are in the ratio 1 : 2 : 3). Each
// key is exact and confirmed a second way (a search, coordinates, or the angles summed).
//   npx tsx content/generators/geometry-trigonometry/hard-triangles.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { check, close } from '../lib/check.ts';
import { frac, fracAdd, fracDiv, fracMul, fracSub, fracTex, fracValue } from '../lib/fraction.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import { term } from '../lib/term.ts';
import { finish, numericItemAdder } from '../lib/numeric-item.ts';
import { addModelItems } from './hard-triangles-models.ts';
import type { BankQuestion } from '../../schema.ts';

// Levels by the definitions of issue 39: 3 is one relation (angle sum, one proportion), 4 needs
// a second fact (areas scale by the square; equal base angles), 5 combines conditions or builds
// an unseen relation (counting with the converse of the theorem, areas of a trapezoid and a
// triangle, bisectors, a special triangle from a ratio).
// Relabeled after the blind pass of 2026-11-29 (verification/2026-11-29-mathgen-b.md): a rated
// template takes the rounded-up mean of the author's level and its items' mean rating, and keeps a
// 5 only if an item was rated 5 or that mean is at least 4.5. Rated: similar areas 2, isosceles 2.
const LEVEL = { angleSum: 3, exterior: 3, parallel: 3, similarArea: 3, isosceles: 3 };

const rng = createRng(8093);
const concept = 'triangles';
const C = [concept];
const questions: BankQuestion[] = [];
const nextId = generatedIds(concept, 'h');
const item = numericItemAdder(C, nextId, questions);
const lin = (a: number, b: number) => `${term(a, 'x', true)}${term(b)}`;

// ---------- (1) the angle sum with expressions ----------
for (const i of [0, 1]) {
  let co = [0, 0, 0],
    k = [0, 0, 0],
    x = 0,
    angles = [0, 0, 0];
  for (;;) {
    co = [rng.int(1, 5), rng.int(1, 5), rng.int(1, 4)];
    k = [rng.int(-20, 30), rng.int(-20, 30), 0];
    x = rng.int(8, 25);
    k[2] = 180 - x * (co[0]! + co[1]! + co[2]!) - k[0]! - k[1]!;
    angles = co.map((c, j) => c * x + k[j]!);
    if (
      angles.every((a) => a > 10 && a < 150) &&
      new Set(angles).size === 3 &&
      Math.abs(k[2]!) <= 40
    )
      break;
  }
  const largest = Math.max(...angles);
  // check: x from the linear equation, then the three angles sum to 180
  const solved = (180 - k[0]! - k[1]! - k[2]!) / (co[0]! + co[1]! + co[2]!);
  check(solved === x && angles.reduce((s, a) => s + a, 0) === 180, 'angle sum');
  item(
    LEVEL.angleSum,
    `The measures of the angles of a triangle are $(${lin(co[0]!, k[0]!)})^\\circ$, $(${lin(co[1]!, k[1]!)})^\\circ$ and $(${lin(co[2]!, k[2]!)})^\\circ$. What is the measure, in degrees, of the ${i === 0 ? 'largest' : 'smallest'} angle?`,
    i === 0 ? largest : Math.min(...angles),
    i === 1 ? [x, largest, 180 - Math.min(...angles)] : [x, Math.min(...angles), 180 - largest], // stopped at x, the other end, the supplement
    ['The three angles of a triangle add up to $180^\\circ$.'],
    ['Add the expressions, set the sum equal to $180$, solve for $x$, then evaluate each angle.'],
    `$${co[0]! + co[1]! + co[2]!}x${term(k[0]! + k[1]! + k[2]!)} = 180$, so $x = ${x}$ and the angles are $${angles.join('^\\circ$, $')}^\\circ$. The ${i === 0 ? 'largest' : 'smallest'} is $${i === 0 ? largest : Math.min(...angles)}^\\circ$.`,
  );
}

// ---------- (2) an exterior angle ----------
{
  const x = rng.int(10, 30);
  const [a, b, c, d] = [rng.int(2, 4), rng.int(-10, 20), rng.int(1, 3), rng.int(5, 30)];
  const ext = a * x + b + c * x + d;
  check(
    ext < 180 && a * x + b > 0 && 180 - ext > 0 && ext === 180 - (180 - (a * x + b) - (c * x + d)),
    'exterior angle',
  );
  const e = rng.int(a + c + 1, a + c + 3);
  const f = ext - e * x;
  item(
    LEVEL.exterior,
    `In triangle $ABC$, angle $A$ measures $(${lin(a, b)})^\\circ$ and angle $B$ measures $(${lin(c, d)})^\\circ$. An exterior angle at $C$ measures $(${lin(e, f)})^\\circ$. What is the value of $x$?`,
    x,
    [frac(180 - b - d - f, a + c + e), frac(ext), frac(180 - ext)].map((v) =>
      fracValue(v) === x ? frac(x + 1) : v,
    ),
    [
      'An exterior angle of a triangle equals the sum of the two interior angles that are not next to it.',
    ],
    [`Set $${lin(e, f)} = (${lin(a, b)}) + (${lin(c, d)})$.`],
    `The exterior angle at $C$ equals $A + B$: $${lin(e, f)} = ${lin(a + c, b + d)}$, so $${e - a - c}x = ${b + d - f}$ and $x = ${x}$.`,
  );
}

// ---------- (3) a parallel line and shadows ----------
for (const i of [0, 1]) {
  const [AD, DB] = [rng.int(3, 9), rng.int(2, 8)];
  const DE = rng.int(2, 7) * AD;
  const BC = frac(DE * (AD + DB), AD);
  // check with coordinates: A at the origin, B on the x-axis, E on a ray; DE parallel to BC
  const s = (AD + DB) / AD;
  check(close(DE * s, fracValue(BC)), 'parallel proportion');
  item(
    LEVEL.parallel,
    i === 0
      ? `In triangle $ABC$, point $D$ lies on $\\overline{AB}$ and point $E$ lies on $\\overline{AC}$, with $\\overline{DE}$ parallel to $\\overline{BC}$. If $AD = ${AD}$, $DB = ${DB}$ and $DE = ${DE}$, what is the length of $\\overline{BC}$?`
      : `At the same time of day, a $${AD}$-foot post casts a shadow $${DE}$ feet long, and a flagpole casts a shadow $${fracTex(BC)}$ feet long. How tall, in feet, is the flagpole?`,
    i === 0 ? BC : AD + DB,
    i === 0
      ? [frac(DE * DB, AD), frac(DE + DB), frac(DE * AD, AD + DB)]
      : [
          fracDiv(fracMul(BC, frac(DE)), frac(AD)), // the ratio upside down
          fracAdd(fracSub(BC, frac(DE)), frac(AD)), // added the difference of the shadows
          fracDiv(BC, frac(AD)), // divided the shadow by the post's height
        ],
    [
      i === 0
        ? 'A line parallel to one side of a triangle cuts off a smaller triangle similar to the whole.'
        : "The sun's rays make the same angle with the ground for both objects, so the triangles are similar.",
    ],
    [
      i === 0
        ? 'Match $AD$ with $AB$ (not with $DB$) and $DE$ with $BC$.'
        : 'Height divided by shadow is the same for both.',
    ],
    i === 0
      ? `Triangle $ADE$ is similar to triangle $ABC$ with ratio $\\frac{AB}{AD} = \\frac{${AD + DB}}{${AD}}$, so $BC = ${DE} \\cdot \\frac{${AD + DB}}{${AD}} = ${fracTex(BC)}$. Using $DB$ in place of $AB$ gives a wrong ratio.`
      : `$\\frac{h}{${fracTex(BC)}} = \\frac{${AD}}{${DE}}$, so $h = ${fracTex(BC)} \\cdot \\frac{${AD}}{${DE}} = ${AD + DB}$ feet.`,
  );
}

// ---------- (4) areas of similar triangles ----------
for (const i of [0, 1]) {
  const [p, q] = rng.pick([
    [2, 3],
    [3, 4],
    [3, 5],
    [4, 5],
    [2, 5],
  ] as const);
  const A1 = rng.int(2, 9) * p * p;
  const A2 = (A1 / (p * p)) * q * q;
  check(close(Math.sqrt(A2 / A1), q / p), 'area ratio');
  item(
    LEVEL.similarArea,
    i === 0
      ? `Triangle $PQR$ is similar to triangle $STU$, and the ratio of their perimeters is $${p} : ${q}$. If the area of triangle $PQR$ is $${A1}$, what is the area of triangle $STU$?`
      : `Two triangular sails have the same shape. A side of the smaller sail is $${p}$ meters long, and the matching side of the larger sail is $${q}$ meters long. The smaller sail's area is $${A1}$ square meters. What is the area, in square meters, of the larger sail?`,
    A2,
    // named mistakes: the length factor alone, the cube of it, the square upside down
    [frac(A1 * q, p), frac(A1 * q ** 3, p ** 3), frac(A1 * p * p, q * q)],
    ['Lengths in similar figures scale by one factor; areas scale by its square.'],
    [
      `The scale factor is $\\frac{${q}}{${p}}$; multiply the area by $\\left(\\frac{${q}}{${p}}\\right)^2$.`,
    ],
    `The scale factor is $\\frac{${q}}{${p}}$, so the area is $${A1} \\cdot \\frac{${q * q}}{${p * p}} = ${A2}$. Multiplying by $\\frac{${q}}{${p}}$ only scales a length.`,
  );
}

// ---------- (5) isosceles triangles with expressions ----------
for (const i of [0, 1]) {
  let x = 0,
    a = 0,
    b = 0,
    c = 0,
    d = 0,
    base = 0,
    apex = 0;
  for (;;) {
    x = rng.int(5, 25);
    [a, c] = [rng.int(1, 4), rng.int(1, 5)];
    b = rng.int(-10, 30);
    base = a * x + b; // each base angle
    apex = 180 - 2 * base;
    d = apex - c * x;
    if (base > 15 && apex > 10 && base !== apex && Math.abs(d) <= 60 && d !== 0) break;
  }
  check((180 - d - 2 * b) / (2 * a + c) === x, 'isosceles angle equation');
  item(
    LEVEL.isosceles,
    `In triangle $ABC$, $AB = AC$. Angle $B$ measures $(${lin(a, b)})^\\circ$ and angle $A$ measures $(${lin(c, d)})^\\circ$. What is the measure, in degrees, of angle ${i === 0 ? '$C$' : '$A$'}?`,
    i === 0 ? base : apex,
    i === 0 ? [x, apex, 180 - base] : [x, base, 180 - base], // stopped at x, gave angle B, took A as the supplement of B
    ['Which two angles of the triangle are equal?'],
    [
      'The angles opposite the equal sides $AB$ and $AC$ are angles $C$ and $B$. Write the angle sum with angle $B$ counted twice.',
    ],
    `Since $AB = AC$, angles $B$ and $C$ are equal: $2(${lin(a, b)}) + (${lin(c, d)}) = 180$, so $x = ${x}$. Then $B = C = ${base}^\\circ$ and $A = ${apex}^\\circ$.`,
  );
}

addModelItems(rng, item);

writeGeneratedQuestions(
  'geometry-trigonometry',
  `${concept}.hard`,
  'generators/geometry-trigonometry/hard-triangles.ts',
  finish(questions),
);
