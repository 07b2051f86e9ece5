// Generates questions/geometry-trigonometry/lines-and-angles.generated.yaml and its figures:
// transversal angle pairs with expressions, regular-polygon angles and vertical angles.
// Run: npx tsx content/generators/geometry-trigonometry/lines-and-angles.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { check } from '../lib/check.ts';
import { polar, pt, sub } from '../lib/figure-kit/vector.ts';
import { Figure } from '../lib/figure-kit/figure.ts';
import { finish } from './common.ts';
import { frac, fracAdd, fracMul } from '../lib/fraction.ts';
import { numericChoices } from '../lib/numeric-item.ts';
import { slotMeasure, transversalFigure, type Slot } from './angles.ts';
import type { BankQuestion } from '../../schema.ts';

const rng = createRng(731);
const questions: BankQuestion[] = [];
const C = ['lines-and-angles'];

/** "ax + b" in LaTeX, e.g. 3x - 12. */
const expr = (a: number, b: number) => `${a === 1 ? '' : a}x ${b < 0 ? '-' : '+'} ${Math.abs(b)}`;
const exprFig = (a: number, b: number) =>
  `(${a === 1 ? '' : a}x ${b < 0 ? '−' : '+'} ${Math.abs(b)})°`;

interface PairSpec {
  name: string;
  slots: [Slot, Slot];
  supplementary: boolean;
  why: string;
}
const pairs: PairSpec[] = [
  {
    name: 'alternate interior angles',
    slots: ['LL', 'UR'],
    supplementary: false,
    why: 'Alternate interior angles formed by a transversal of parallel lines are congruent',
  },
  {
    name: 'alternate exterior angles',
    slots: ['UL', 'LR'],
    supplementary: false,
    why: 'Alternate exterior angles formed by a transversal of parallel lines are congruent',
  },
  {
    name: 'same-side exterior angles',
    slots: ['UL', 'LL'],
    supplementary: true,
    why: 'Exterior angles on the same side of the transversal are supplementary',
  },
];

/** Picks expressions a1 x + b1 and a2 x + b2 that give the slot measures at x = x0. */
function expressions(m1: number, m2: number, x0: number) {
  const a1 = rng.int(2, 4);
  let a2 = rng.int(2, 6);
  if (a2 === a1) a2 += 1;
  return { a1, b1: m1 - a1 * x0, a2, b2: m2 - a2 * x0 };
}

pairs.forEach((spec, i) => {
  const theta = rng.int(52, 78);
  const [s1, s2] = spec.slots;
  const m1 = slotMeasure(s1, theta);
  const m2 = slotMeasure(s2, theta);
  check(spec.supplementary ? m1 + m2 === 180 : m1 === m2, `${spec.name} relation`);
  let x0 = rng.int(12, 30);
  let e = expressions(m1, m2, x0);
  while (Math.abs(e.b1) < 3 || Math.abs(e.b2) < 3) {
    x0 += 1;
    e = expressions(m1, m2, x0);
  }
  const { a1, b1, a2, b2 } = e;
  // Independent check: solve the linear equation for x from the coefficients alone.
  const solved = spec.supplementary ? (180 - b1 - b2) / (a1 + a2) : (b2 - b1) / (a1 - a2);
  check(solved === x0, `solve ${spec.name}`);
  const id = `lines-and-angles-g00${i + 1}`;
  const asks = ['x', 'y', 'acute'][i]!;
  const ySlot: Slot = 'UR';
  const marks = [
    { at: 'P' as const, slot: s1, text: exprFig(a1, b1) },
    { at: 'Q' as const, slot: s2, text: exprFig(a2, b2) },
  ];
  if (asks === 'y') marks.push({ at: 'P', slot: ySlot, text: 'y°' });
  const { f } = transversalFigure(
    `Parallel lines l and m cut by transversal t, with ${spec.name} marked ${exprFig(a1, b1)} and ${exprFig(a2, b2)}${asks === 'y' ? ' and an angle y degrees' : ''}`,
    theta,
    marks,
  );
  const figure = f.save('geometry-trigonometry', id);
  const eq = spec.supplementary
    ? `(${expr(a1, b1)}) + (${expr(a2, b2)}) = 180`
    : `${expr(a1, b1)} = ${expr(a2, b2)}`;
  const yVal = slotMeasure(ySlot, theta);
  const answer = asks === 'x' ? x0 : asks === 'y' ? yVal : Math.min(m1, m2);
  check(asks !== 'y' || yVal + m1 === 180, 'y is supplementary to the angle at P');
  const body =
    asks === 'x'
      ? `In the figure, line $\\ell$ is parallel to line $m$, and the marked angles measure $(${expr(a1, b1)})^\\circ$ and $(${expr(a2, b2)})^\\circ$. What is the value of $x$?`
      : asks === 'y'
        ? `In the figure, line $\\ell$ is parallel to line $m$. Two of the angles measure $(${expr(a1, b1)})^\\circ$ and $(${expr(a2, b2)})^\\circ$, and a third measures $y^\\circ$, as marked. What is the value of $y$?`
        : `In the figure, line $\\ell$ is parallel to line $m$, and the marked angles measure $(${expr(a1, b1)})^\\circ$ and $(${expr(a2, b2)})^\\circ$. What is the measure, in degrees, of the acute marked angle?`;
  const ending =
    asks === 'x'
      ? `so $x = ${x0}$.`
      : asks === 'y'
        ? `so $x = ${x0}$ and the angle at $\\ell$ measures $${a1}(${x0}) ${b1 < 0 ? '-' : '+'} ${Math.abs(b1)} = ${m1}^\\circ$. Angle $y^\\circ$ forms a straight angle with it, so $y = 180 - ${m1} = ${yVal}$.`
        : `so $x = ${x0}$. The angles measure $${m1}^\\circ$ and $${m2}^\\circ$, and the acute one is $${answer}^\\circ$.`;
  const xEqual = frac(b2 - b1, a1 - a2); // x from the two expressions set equal
  const wrong =
    asks === 'x'
      ? [
          m1, // gave the angle's measure, not x
          180 - m1, // gave the supplement of the angle
          frac(180 - b1 - b2, a1 + a2), // took the angles as supplementary
        ]
      : asks === 'y'
        ? [
            m1, // took y equal to the marked angle
            x0, // stopped at x
            180 - x0, // subtracted x, not the angle, from 180
          ]
        : [
            Math.max(m1, m2), // gave the obtuse angle
            x0, // stopped at x
            fracAdd(fracMul(frac(a1), xEqual), frac(b1)), // took the angles as equal
          ];
  const mc = numericChoices(answer, wrong);
  questions.push({
    id,
    concepts: C,
    difficulty: [2, 3, 4][i]!,
    type: 'multiple_choice',
    body,
    figure,
    figurePosition: 'top',
    ...mc,
    hints: [
      `Decide how the two angles with expressions are positioned: they are ${spec.name}.`,
      `${spec.why}.`,
      ...(asks === 'x'
        ? []
        : [
            'Finding $x$ is only the first step: read the question again to see which measure it asks for.',
          ]),
    ],
    superhints: [
      `Write the equation $${eq}$ and solve it for $x$.${asks === 'x' ? '' : ' Then substitute $x$ back to get the angle measures you need.'}`,
    ],
    explanation: `The marked angles are ${spec.name}, so ${spec.supplementary ? 'their measures add to $180$' : 'their measures are equal'}: $${eq}$, ${ending} The answer is choice ${mc.answer}.`,
  });
});

// ---- Regular polygons: interior angle from the number of sides (d2), sides from a difference (d4).
{
  const ctx = rng.pick([
    { n: 8, what: 'The face of a traffic sign is a regular octagon' },
    { n: 12, what: 'The floor of a gazebo is a regular 12-sided polygon' },
    { n: 10, what: 'A decorative tile is a regular decagon (10 sides)' },
  ]);
  const interior = ((ctx.n - 2) * 180) / ctx.n;
  check(interior === 180 - 360 / ctx.n, 'interior angle two ways');
  const mc = numericChoices(interior, [
    360 / ctx.n, // gave the exterior angle
    ((ctx.n - 1) * 180) / ctx.n, // used n - 1 in place of n - 2
    (ctx.n - 2) * 180, // gave the sum of the angles
  ]);
  questions.push({
    id: 'lines-and-angles-g004',
    concepts: C,
    difficulty: 2,
    type: 'multiple_choice',
    body: `${ctx.what}. What is the measure, in degrees, of each interior angle of this polygon?`,
    figurePosition: 'top',
    ...mc,
    hints: [
      'The interior angles of a polygon with $n$ sides add up to $(n - 2) \\cdot 180^\\circ$.',
      'In a regular polygon, all interior angles are equal.',
    ],
    superhints: [
      `Compute $(${ctx.n} - 2) \\cdot 180$ and divide by $${ctx.n}$. (Or: each exterior angle is $\\frac{360}{${ctx.n}}$ degrees, and each interior angle is its supplement.)`,
    ],
    explanation: `The interior angles add up to $(${ctx.n} - 2) \\cdot 180 = ${(ctx.n - 2) * 180}$ degrees, shared equally by $${ctx.n}$ angles: $\\frac{${(ctx.n - 2) * 180}}{${ctx.n}} = ${interior}$. Check: each exterior angle is $\\frac{360}{${ctx.n}} = ${360 / ctx.n}$ and $180 - ${360 / ctx.n} = ${interior}$. The answer is choice ${mc.answer}.`,
  });
}
{
  const n = rng.pick([10, 12, 18, 20, 24]);
  const ext = 360 / n;
  const diff = 180 - 2 * ext;
  check(
    Number.isInteger(ext) && 180 - ext - ext === diff && ((n - 2) * 180) / n - ext === diff,
    'difference of angles',
  );
  const mc = numericChoices(n, [
    ext, // stopped at the exterior angle
    360 / (180 - diff), // took 180 - diff as the exterior angle, without halving
    180 - ext, // gave the interior angle
  ]);
  questions.push({
    id: 'lines-and-angles-g005',
    concepts: C,
    difficulty: 4,
    type: 'multiple_choice',
    body: `In a regular polygon, each interior angle measures $${diff}^\\circ$ more than each exterior angle. How many sides does the polygon have?`,
    figurePosition: 'top',
    ...mc,
    hints: [
      'At each vertex, an interior angle and an exterior angle together form a straight angle.',
      'You now know the sum and the difference of the interior and exterior angles.',
    ],
    superhints: [
      `Let $e$ be the exterior angle. Then the interior angle is $e + ${diff}$, and $e + (e + ${diff}) = 180$. Solve for $e$, then use the fact that the exterior angles add up to $360^\\circ$.`,
    ],
    explanation: `If each exterior angle is $e^\\circ$, each interior angle is $(e + ${diff})^\\circ$ and $2e + ${diff} = 180$, so $e = ${ext}$. The exterior angles total $360^\\circ$, so the polygon has $\\frac{360}{${ext}} = ${n}$ sides. Check: each interior angle is $180 - ${ext} = ${180 - ext}$, which is $${diff}$ more than $${ext}$. The answer is choice ${mc.answer}.`,
  });
}

// ---- Vertical angles with expressions, asking for the adjacent angle.
{
  const x0 = rng.int(14, 26);
  const a1 = rng.pick([3, 4, 5]);
  const a2 = a1 - rng.pick([1, 2]);
  const v = rng.int(96, 124);
  const b1 = v - a1 * x0;
  const b2 = v - a2 * x0;
  check((b2 - b1) / (a1 - a2) === x0 && a1 * x0 + b1 === a2 * x0 + b2, 'vertical angles');
  const adj = 180 - v;
  const f = new Figure(
    400,
    300,
    `Two intersecting lines with vertical angles ${exprFig(a1, b1)} and ${exprFig(a2, b2)} and an adjacent angle of y degrees`,
  );
  const O = pt(200, 150);
  const base = 180 - v / 2 - 90 + 8;
  for (const a of [base, base + v]) {
    const p = polar(O, 150, a);
    const q = polar(O, 150, a + 180);
    f.line(q, p);
    f.arrowHead(p, sub(p, O));
    f.arrowHead(q, sub(q, O));
  }
  f.angleArc(O, polar(O, 10, base), polar(O, 10, base + v), 20);
  f.text(polar(O, 48, base + v / 2), exprFig(a1, b1), { anchor: 'middle' });
  f.angleArc(O, polar(O, 10, base + 180), polar(O, 10, base + v + 180), 20);
  f.text(polar(O, 48, base + v / 2 + 180), exprFig(a2, b2), { anchor: 'middle' });
  f.angleArc(O, polar(O, 10, base + v), polar(O, 10, base + 180), 26);
  f.text(polar(O, 52, base + v + adj / 2), 'y°');
  const id = 'lines-and-angles-g006';
  const figure = f.save('geometry-trigonometry', id);
  const mc = numericChoices(adj, [
    v, // gave the vertical angle
    x0, // stopped at x
    2 * adj, // took what is left of 360 after both vertical angles
  ]);
  questions.push({
    id,
    concepts: C,
    difficulty: 3,
    type: 'multiple_choice',
    body: `In the figure, two lines intersect. Two vertical angles measure $(${expr(a1, b1)})^\\circ$ and $(${expr(a2, b2)})^\\circ$, and an angle adjacent to them measures $y^\\circ$. What is the value of $y$?`,
    figure,
    figurePosition: 'top',
    ...mc,
    hints: [
      'Vertical angles (directly across from each other at the intersection) are congruent.',
      'The angle $y^\\circ$ and either vertical angle form a straight angle.',
    ],
    superhints: [
      `Solve $${expr(a1, b1)} = ${expr(a2, b2)}$ for $x$, substitute to find the measure of the vertical angles, and subtract that measure from $180$.`,
    ],
    explanation: `Vertical angles are equal: $${expr(a1, b1)} = ${expr(a2, b2)}$ gives $${a1 - a2 === 1 ? '' : a1 - a2}x = ${b2 - b1}$ and $x = ${x0}$. Each vertical angle measures $${a1}(${x0}) ${b1 < 0 ? '-' : '+'} ${Math.abs(b1)} = ${v}^\\circ$, so $y = 180 - ${v} = ${adj}$. The answer is choice ${mc.answer}.`,
  });
}

writeGeneratedQuestions(
  'geometry-trigonometry',
  'lines-and-angles',
  'generators/geometry-trigonometry/lines-and-angles.ts',
  finish(questions),
);
