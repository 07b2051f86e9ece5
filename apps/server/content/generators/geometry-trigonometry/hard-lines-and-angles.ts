// Generates questions/geometry-trigonometry/lines-and-angles.hard.generated.yaml and its figures:
// angles at two parallel lines (with a figure), polygons' angle sums with expressions, angles
// around a point, a line perpendicular to a transversal, regular polygons from a ratio of angles,
// and the harder items (the tip of the triangle made by extending two sides of a regular polygon,
// an angle bisector between parallel lines that makes an isosceles triangle, regular polygons
// that fill the angle around a point). Each key is computed and confirmed a second way (the
// equation solved back, a sum over all angles, or a search over polygons).
//   npx tsx content/generators/geometry-trigonometry/hard-lines-and-angles.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { check } from '../lib/check.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import { term } from '../lib/term.ts';
import { finish, numericItemAdder } from '../lib/numeric-item.ts';
import { slotMeasure, transversalFigure } from './angles.ts';
import { addModelItems } from './hard-lines-and-angles-models.ts';
import type { BankQuestion } from '../../schema.ts';

// Levels by the definitions of issue 39: 3 is one angle relation or one angle sum, 4 chains two
// relations (a perpendicular and parallel lines; interior and exterior angles of a regular
// polygon), 5 needs a construction the student must see (extended sides, a bisector making an
// isosceles triangle, polygons around a point).
const LEVEL = { parallel: 3, polygonSum: 3, aroundPoint: 3 };

const rng = createRng(1187);
const concept = 'lines-and-angles';
const C = [concept];
const questions: BankQuestion[] = [];
const nextId = generatedIds(concept, 'h');
const item = numericItemAdder(C, nextId, questions);
const lin = (a: number, b: number) => `${term(a, 'x', true)}${term(b)}`;
const linFig = (a: number, b: number) =>
  `(${a === 1 ? '' : a}x ${b < 0 ? '−' : '+'} ${Math.abs(b)})°`;

// ---------- (1) alternate interior and same-side angles at parallel lines, with a figure ----------
// both pairs are alternate interior angles (below l at P, above m at Q, on opposite sides of t)
for (const [slotP, slotQ] of [
  ['LR', 'UL'],
  ['LL', 'UR'],
] as const) {
  const theta = rng.int(50, 75);
  const [m1, m2] = [slotMeasure(slotP, theta), slotMeasure(slotQ, theta)];
  check(m1 === m2, 'alternate interior angles are equal');
  let x = 0,
    a1 = 0,
    b1 = 0,
    a2 = 0,
    b2 = 0;
  for (;;) {
    x = rng.int(10, 30);
    [a1, a2] = [rng.int(2, 6), rng.int(2, 6)];
    b1 = m1 - a1 * x;
    b2 = m2 - a2 * x;
    if (a1 !== a2 && b1 !== 0 && b2 !== 0 && Math.abs(b1) < 90 && Math.abs(b2) < 90) break;
  }
  check((b2 - b1) / (a1 - a2) === x, 'x from equal angles');
  const id = nextId();
  const { f } = transversalFigure(
    `Parallel lines l and m cut by transversal t, with angles ${linFig(a1, b1)} at line l and ${linFig(a2, b2)} at line m, and an angle y degrees at line m`,
    theta,
    [
      { at: 'P', slot: slotP, text: linFig(a1, b1), r: 36 },
      { at: 'Q', slot: slotQ, text: linFig(a2, b2), r: 36 },
      { at: 'Q', slot: slotQ === 'UL' ? 'UR' : 'UL', text: 'y°' },
    ],
  );
  const figure = f.save('geometry-trigonometry', id);
  const y = 180 - m2;
  check(y + m1 === 180, 'y is supplementary to the marked angle');
  const q = numericItemAdder(C, () => id, questions);
  q(
    LEVEL.parallel,
    `In the figure, line $\\ell$ is parallel to line $m$. The marked angles measure $(${lin(a1, b1)})^\\circ$ and $(${lin(a2, b2)})^\\circ$, and a third angle measures $y^\\circ$. What is the value of $y$?`,
    y,
    [x, m1, 180 - x], // stopped at x, took y equal to the marked angle, or subtracted x from 180
    ['The two angles with expressions are alternate interior angles, so they are equal.'],
    [
      'Solve for $x$, find the measure of the marked angles, and use the straight angle at line $m$.',
    ],
    `The marked angles are equal: $${lin(a1, b1)} = ${lin(a2, b2)}$, so $x = ${x}$ and each measures $${m1}^\\circ$. The angle $y^\\circ$ forms a straight angle with the one at $m$: $y = 180 - ${m1} = ${y}$.`,
  );
  questions[questions.length - 1] = {
    ...questions[questions.length - 1]!,
    figure,
    figurePosition: 'top',
  };
}

// ---------- (2) a polygon's angle sum with expressions ----------
for (const [i, n] of [5, 8].entries()) {
  const sum = (n - 2) * 180;
  const step = rng.pick([4, 6, 10]);
  // angles x, x + step, ..., x + (n - 1) step: n x + step n(n - 1)/2 = sum
  const num = sum - (step * n * (n - 1)) / 2;
  const x = num / n;
  check(Number.isInteger(x), 'a whole-number smallest angle');
  const largest = x + (n - 1) * step;
  const angles = [...Array(n).keys()].map((k) => x + k * step);
  check(Math.abs(angles.reduce((s, v) => s + v, 0) - sum) < 1e-9, 'angles add to the polygon sum');
  item(
    LEVEL.polygonSum,
    `The interior angles of a ${i === 0 ? 'pentagon' : 'convex octagon'} measure $x^\\circ$, $(x + ${step})^\\circ$, $(x + ${2 * step})^\\circ$, and so on, each $${step}^\\circ$ more than the one before. What is the measure, in degrees, of the largest angle?`,
    largest,
    [x, sum / n, largest + step], // the smallest angle, the mean angle, one step too many
    [`The interior angles of a polygon with $n$ sides add up to $(n - 2) \\cdot 180^\\circ$.`],
    [`Add the ${n} expressions and set the sum equal to $${sum}$.`],
    `The angles add up to $${n - 2} \\cdot 180 = ${sum}$: $${n}x + ${(step * n * (n - 1)) / 2} = ${sum}$, so $x = ${x}$ and the largest angle is $${x} + ${(n - 1) * step} = ${largest}^\\circ$.`,
  );
}

// ---------- (3) angles around a point ----------
{
  let co = [0, 0, 0, 0],
    k = [0, 0, 0, 0],
    x = 0;
  for (;;) {
    co = [1, 2, rng.int(2, 4), rng.int(3, 5)];
    k = [0, rng.int(-10, 20), rng.int(-20, 20), 0];
    x = rng.int(20, 40);
    k[3] = 360 - x * (co[0]! + co[1]! + co[2]! + co[3]!) - k[1]! - k[2]!;
    const angles = co.map((c, j) => c * x + k[j]!);
    if (angles.every((a) => a > 10 && a < 180) && Math.abs(k[3]!) <= 40 && k[3] !== 0) break;
  }
  const angles = co.map((c, j) => c * x + k[j]!);
  check(angles.reduce((s, v) => s + v, 0) === 360, 'a full turn');
  item(
    LEVEL.aroundPoint,
    `Four rays from point $O$ divide the full angle around $O$ into four angles measuring $x^\\circ$, $(${lin(co[1]!, k[1]!)})^\\circ$, $(${lin(co[2]!, k[2]!)})^\\circ$ and $(${lin(co[3]!, k[3]!)})^\\circ$. What is the measure, in degrees, of the largest of the four angles?`,
    Math.max(...angles),
    undefined,
    ['The angles around a point add up to $360^\\circ$.'],
    ['Add the four expressions, set the sum equal to $360$, and solve for $x$.'],
    `$${co.reduce((s, v) => s + v, 0)}x${term(k.reduce((s, v) => s + v, 0))} = 360$, so $x = ${x}$ and the angles are $${angles.join('^\\circ$, $')}^\\circ$; the largest is $${Math.max(...angles)}^\\circ$.`,
  );
}

addModelItems(rng, item, lin);

writeGeneratedQuestions(
  'geometry-trigonometry',
  `${concept}.hard`,
  'generators/geometry-trigonometry/hard-lines-and-angles.ts',
  finish(questions),
);
