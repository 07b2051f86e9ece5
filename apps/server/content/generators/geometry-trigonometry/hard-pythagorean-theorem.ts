// Generates questions/geometry-trigonometry/pythagorean-theorem.hard.generated.yaml: distances
// in the plane, a box's diagonal, ramps and ladders, isosceles triangles and rhombuses, and the
// harder items (a right triangle's area from its hypotenuse and the legs' difference, a leg given
// as the hypotenuse minus a number, a broken pole, the point on an axis equidistant from two
// points). Keys are exact; each is confirmed by substituting back into a² + b² = c² or by a
// search over whole numbers.
//   npx tsx content/generators/geometry-trigonometry/hard-pythagorean-theorem.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { check, close } from '../lib/check.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import { finish, numericItemAdder } from '../lib/numeric-item.ts';
import { addModelItems } from './hard-pythagorean-models.ts';
import type { BankQuestion } from '../../schema.ts';

// Levels by the definitions of issue 39: 3 is one use of the theorem, 4 needs a right triangle
// the student draws inside another figure, 5 sets up an equation in which the unknown appears on
// both sides of the theorem (or in two distances) and solves it.
// Relabeled after the blind pass of 2026-11-29 (verification/2026-11-29-mathgen-b.md): a rated
// template takes the rounded-up mean of the author's level and its items' mean rating, and keeps a
// 5 only if an item was rated 5 or that mean is at least 4.5. Rated: isosceles 2 and 1, rhombus 2.
// The blind pass of the generated items (2026-11-29) rated distance 1, box 2 and 3, ramp and ladder
// 1 and 1; by the same rule distance and ramp become 2 and box stays 3.
const LEVEL = { distance: 2, box: 3, ramp: 2, isosceles: 3, rhombus: 3 };

const rng = createRng(6607);
const concept = 'pythagorean-theorem';
const C = [concept];
const questions: BankQuestion[] = [];
const nextId = generatedIds(concept, 'h');
const item = numericItemAdder(C, nextId, questions);
export const TRIPLES = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
] as const;
const sq = (v: number) => v * v;

// ---------- (1) distance between two points ----------
{
  const [p, q, h] = rng.pick(TRIPLES.slice(0, 3));
  const [x1, y1] = [rng.int(-9, 9), rng.int(-9, 9)];
  const [x2, y2] = [x1 + q * (rng.next() < 0.5 ? -1 : 1), y1 + p * (rng.next() < 0.5 ? -1 : 1)];
  check(close(Math.hypot(x2 - x1, y2 - y1), h), 'distance');
  item(
    LEVEL.distance,
    `In the $xy$-plane, what is the distance between the points $(${x1}, ${y1})$ and $(${x2}, ${y2})$?`,
    h,
    [q - p, q + p, h * h], // the legs subtracted, the legs added, no square root
    ['The horizontal and vertical differences are the legs of a right triangle.'],
    ['Find $|x_2 - x_1|$ and $|y_2 - y_1|$, then use the Pythagorean theorem.'],
    `The legs are $|${x2} - (${x1})| = ${q}$ and $|${y2} - (${y1})| = ${p}$, so the distance is $\\sqrt{${q * q} + ${p * p}} = ${h}$.`,
  );
}

// ---------- (2) the diagonal of a box ----------
const BOXES = [
  [2, 3, 6, 7],
  [1, 4, 8, 9],
  [2, 6, 9, 11],
  [4, 4, 7, 9],
  [6, 6, 7, 11],
  [3, 4, 12, 13],
] as const;
for (const [i, [a, b, c, d]] of rng.shuffle(BOXES).slice(0, 2).entries()) {
  const m = rng.int(1, 3);
  check(sq(a * m) + sq(b * m) + sq(c * m) === sq(d * m), 'box diagonal');
  item(
    LEVEL.box,
    i === 0
      ? `A rectangular box is $${a * m}$ inches long, $${b * m}$ inches wide and $${c * m}$ inches tall. What is the length, in inches, of the longest straight rod that fits inside the box, from one corner to the opposite corner?`
      : `A rectangular storage crate is $${a * m}$ feet long and $${b * m}$ feet wide. The distance from a bottom corner to the opposite top corner is $${d * m}$ feet. How tall, in feet, is the crate?`,
    i === 0 ? d * m : c * m,
    undefined,
    ['First find the diagonal of the bottom face.'],
    [
      "The bottom diagonal and the height are the legs of a right triangle whose hypotenuse is the box's diagonal: $d^2 = \\ell^2 + w^2 + h^2$.",
    ],
    i === 0
      ? `The bottom diagonal squared is $${sq(a * m)} + ${sq(b * m)} = ${sq(a * m) + sq(b * m)}$, so the box's diagonal is $\\sqrt{${sq(a * m) + sq(b * m)} + ${sq(c * m)}} = ${d * m}$ inches.`
      : `From $${d * m}^2 = ${a * m}^2 + ${b * m}^2 + h^2$, $h^2 = ${sq(d * m)} - ${sq(a * m) + sq(b * m)} = ${sq(c * m)}$, so $h = ${c * m}$ feet.`,
  );
}

// ---------- (3) a ramp and a ladder ----------
for (const [i, [p, q, h]] of rng.shuffle(TRIPLES.slice(0, 4)).slice(0, 2).entries()) {
  const m = i === 0 ? rng.int(1, 2) : rng.int(1, 3);
  const [rise, run, slope] = [p * m, q * m, h * m];
  check(sq(rise) + sq(run) === sq(slope), 'ramp');
  item(
    LEVEL.ramp,
    i === 0
      ? `A wheelchair ramp rises $${rise}$ feet over a horizontal distance of $${run}$ feet. What is the length, in feet, of the ramp's surface?`
      : `A $${slope}$-foot ladder leans against a vertical wall, and its foot is $${run}$ feet from the base of the wall on level ground. How high up the wall, in feet, does the ladder reach?`,
    i === 0 ? slope : rise,
    i === 0
      ? [rise + run, sq(rise) + sq(run), run - rise] // the legs added, no square root, subtracted
      : [slope - run, slope + run, Math.round(Math.sqrt(sq(slope) + sq(run)))],
    ['Which side of the right triangle is the longest?'],
    [
      i === 0
        ? 'The ramp is the hypotenuse; the rise and the run are the legs.'
        : 'The ladder is the hypotenuse; subtract the square of the known leg from its square.',
    ],
    i === 0
      ? `$\\sqrt{${rise}^2 + ${run}^2} = \\sqrt{${sq(rise) + sq(run)}} = ${slope}$ feet.`
      : `$\\sqrt{${slope}^2 - ${run}^2} = \\sqrt{${sq(slope) - sq(run)}} = ${rise}$ feet. Adding the squares instead treats the ladder as a leg.`,
  );
}

// ---------- (4) an isosceles triangle's height and area ----------
for (const i of [0, 1]) {
  const [p, q, h] = rng.pick(TRIPLES.slice(0, 3));
  const m = rng.int(1, 2);
  const [side, half, height] = [h * m, q * m, p * m];
  const area = half * height;
  check(
    close(0.25 * 2 * half * Math.sqrt(4 * side * side - sq(2 * half)), area),
    'area by the base-and-sides formula',
  );
  item(
    LEVEL.isosceles,
    i === 0
      ? `An isosceles triangle has two sides of length $${side}$ and a base of length $${2 * half}$. What is the area of the triangle?`
      : `The front of a tent is an isosceles triangle with two slanted sides of $${side}$ decimeters each and a base of $${2 * half}$ decimeters. How tall, in decimeters, is the tent at its peak?`,
    i === 0 ? area : height,
    i === 0 ? [2 * area, half * side, side * half * 2] : undefined,
    ['The height to the base splits an isosceles triangle into two congruent right triangles.'],
    [
      'Each right triangle has hypotenuse equal to a slanted side and one leg equal to half the base.',
    ],
    `Half the base is $${half}$, so the height is $\\sqrt{${side}^2 - ${half}^2} = ${height}$${i === 0 ? `, and the area is $\\frac{1}{2} \\cdot ${2 * half} \\cdot ${height} = ${area}$.` : ' decimeters.'}`,
  );
}

// ---------- (5) a rhombus from its diagonals ----------
for (const i of [0, 1]) {
  const [p, q, h] = rng.pick(TRIPLES);
  const m = rng.int(1, 2);
  const [d1, d2, side] = [2 * p * m, 2 * q * m, h * m];
  check(sq(d1 / 2) + sq(d2 / 2) === sq(side), 'rhombus side');
  item(
    LEVEL.rhombus,
    i === 0
      ? `The diagonals of a rhombus have lengths $${d1}$ and $${d2}$. What is the perimeter of the rhombus?`
      : `A diamond-shaped tile is a rhombus whose diagonals measure $${d1}$ centimeters and $${d2}$ centimeters. What is the length, in centimeters, of one side of the tile?`,
    i === 0 ? 4 * side : side,
    i === 0
      ? [2 * (d1 + d2), 4 * Math.round(Math.sqrt(sq(d1) + sq(d2))), 2 * side]
      : [(d1 + d2) / 2, Math.round(Math.sqrt(sq(d1) + sq(d2))), 4 * side], // half-diagonals added, whole diagonals, the perimeter
    ['The diagonals of a rhombus are perpendicular and bisect each other.'],
    ['Each side is the hypotenuse of a right triangle whose legs are half of each diagonal.'],
    `Half-diagonals are $${d1 / 2}$ and $${d2 / 2}$, so a side is $\\sqrt{${d1 / 2}^2 + ${d2 / 2}^2} = ${side}$${i === 0 ? ` and the perimeter is $4 \\cdot ${side} = ${4 * side}$.` : ' centimeters.'}`,
  );
}

addModelItems(rng, item);

writeGeneratedQuestions(
  'geometry-trigonometry',
  `${concept}.hard`,
  'generators/geometry-trigonometry/hard-pythagorean-theorem.ts',
  finish(questions),
);
