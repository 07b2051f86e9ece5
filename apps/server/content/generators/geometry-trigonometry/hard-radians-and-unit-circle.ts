// Generates questions/geometry-trigonometry/radians-and-unit-circle.hard.generated.yaml: the
// angle of an arc in degrees, exact values at angles past 2π, a cosine from a sine and its
// quadrant, complementary angles in radians, trigonometric equations on [0, 2π) (how many
// solutions, their sum), shifted angles of a point on a circle, and a Ferris wheel's height.
// Each key is computed exactly and confirmed numerically (Math.sin / Math.cos, or a scan of the
// interval for solutions).
//   npx tsx content/generators/geometry-trigonometry/hard-radians-and-unit-circle.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { check, close } from '../lib/check.ts';
import { frac, fracTex, fracValue, type Frac } from '../lib/fraction.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import { choicesFrom, finish, numericItemAdder } from '../lib/numeric-item.ts';
import { addModelItems } from './hard-radians-models.ts';
import type { BankQuestion } from '../../schema.ts';

// Levels by the definitions of issue 39: 3 is one conversion or one reference angle, 4 uses an
// identity with a sign or a complement, 5 solves an equation over a full turn or combines a
// shifted angle with a point that is not on the unit circle, or models a rotation.
// Relabeled after the blind pass of 2026-11-29 (verification/2026-11-29-mathgen-b.md): a rated
// template takes the rounded-up mean of the author's level and its items' mean rating, and keeps a
// 5 only if an item was rated 5 or that mean is at least 4.5. Rated: quadrant 2, complement 3 and
// 1.
const LEVEL = { arcDegrees: 3, exactValue: 3, quadrant: 3, complement: 3 };

const rng = createRng(2719);
const concept = 'radians-and-unit-circle';
const C = [concept];
const questions: BankQuestion[] = [];
const nextId = generatedIds(concept, 'h');
const item = numericItemAdder(C, nextId, questions);
/** k·π in LaTeX: π, -π, \frac{5π}{6}, -\frac{π}{3} */
const piTex = (k: Frac) => {
  if (k.n === 0) return '0';
  const s = k.n < 0 ? '-' : '';
  const num = Math.abs(k.n) === 1 ? '\\pi' : `${Math.abs(k.n)}\\pi`;
  return k.d === 1 ? `${s}${num}` : `${s}\\frac{${num}}{${k.d}}`;
};

// ---------- (1) the central angle of an arc, in degrees ----------
for (const i of [0, 1]) {
  let r = 0,
    s = 0;
  for (;;) {
    r = rng.int(4, 15);
    s = rng.int(1, 2 * r - 1);
    if ((180 * s) % r === 0 && 2 * s !== r && s !== r) break;
  }
  // an arc of length s·π on radius r: θ = s·π / r radians, so 180·s / r degrees
  const theta = frac(s, r); // θ / π
  const degrees = frac(180 * theta.n, theta.d);
  check(close(((s * Math.PI) / r) * (180 / Math.PI), fracValue(degrees)), 'degrees of the arc');
  item(
    LEVEL.arcDegrees,
    i === 0
      ? `In a circle with radius $${r}$, an arc has length $${s}\\pi$. What is the measure, in degrees, of the central angle that intercepts the arc?`
      : `A pendulum of length $${r}$ inches swings so that its tip travels along an arc of length $${s}\\pi$ inches. Through how many degrees does the pendulum swing?`,
    degrees,
    // the radian measure over pi, half the angle, twice the angle
    [frac(theta.n, theta.d), frac(s * 180, r * 2), frac(360 * theta.n, theta.d)],
    ['The radian measure of a central angle is the arc length divided by the radius.'],
    [
      `Find $\\theta = \\frac{${s}\\pi}{${r}}$ radians, then multiply by $\\frac{180^\\circ}{\\pi}$.`,
    ],
    `The central angle is $\\frac{${s}\\pi}{${r}} = ${piTex(theta)}$ radians, which is $${piTex(theta)} \\cdot \\frac{180^\\circ}{\\pi} = ${fracTex(degrees)}^\\circ$.`,
  );
}

// ---------- (2) exact values at angles beyond one turn or below zero ----------
const SPECIAL: { k: Frac; sin: [number, string]; cos: [number, string] }[] = [
  { k: frac(1, 6), sin: [1 / 2, '\\frac{1}{2}'], cos: [Math.sqrt(3) / 2, '\\frac{\\sqrt{3}}{2}'] },
  {
    k: frac(1, 4),
    sin: [Math.SQRT2 / 2, '\\frac{\\sqrt{2}}{2}'],
    cos: [Math.SQRT2 / 2, '\\frac{\\sqrt{2}}{2}'],
  },
  { k: frac(1, 3), sin: [Math.sqrt(3) / 2, '\\frac{\\sqrt{3}}{2}'], cos: [1 / 2, '\\frac{1}{2}'] },
];
const signed = (v: number, t: string) => ({ tex: v < 0 ? `-${t}` : t, key: v });
for (const i of [0, 1, 2]) {
  const ref = SPECIAL[i]!;
  const quadrant = rng.pick([1, 2, 3]); // reference angle moved into quadrant 2, 3 or 4
  const base = [
    frac(ref.k.d - ref.k.n, ref.k.d),
    frac(ref.k.d + ref.k.n, ref.k.d),
    frac(2 * ref.k.d - ref.k.n, ref.k.d),
  ][quadrant - 1]!;
  const turns = i === 1 ? -1 : rng.pick([1, 2]);
  const angle = frac(base.n + 2 * turns * base.d, base.d);
  const fn = i === 2 ? 'sin' : 'cos';
  const value =
    fn === 'sin' ? Math.sin(fracValue(angle) * Math.PI) : Math.cos(fracValue(angle) * Math.PI);
  const [mag, t] = fn === 'sin' ? ref.sin : ref.cos;
  const [other, ot] = fn === 'sin' ? ref.cos : ref.sin;
  check(close(Math.abs(value), mag), 'reference angle value');
  const correct = signed(value, t);
  // the wrong sign, and the cofunction's value with either sign (for π/4, whose sine and cosine
  // agree, the value of π/6's cosine)
  const [om, o] = ot === t ? [Math.sqrt(3) / 2, '\\frac{\\sqrt{3}}{2}'] : [other, ot];
  const sign = Math.sign(value);
  const { choices, answer } = choicesFrom(correct, [
    signed(-value, t),
    signed(sign * om, o),
    signed(-sign * om, o),
  ]);
  questions.push({
    id: nextId(),
    concepts: C,
    difficulty: LEVEL.exactValue,
    type: 'multiple_choice',
    body: `What is the value of $\\${fn}\\left(${piTex(angle)}\\right)$?`,
    choices,
    answer,
    hints: ['Adding or subtracting $2\\pi$ does not change the value of sine or cosine.'],
    superhints: [
      `Find the angle between $0$ and $2\\pi$ with the same terminal side, then its reference angle and the sign of ${fn === 'sin' ? 'sine (the $y$-coordinate)' : 'cosine (the $x$-coordinate)'} in that quadrant.`,
    ],
    explanation: `$${piTex(angle)}$ has the same terminal side as $${piTex(base)}$, which lies in quadrant ${['II', 'III', 'IV'][quadrant - 1]} with reference angle $${piTex(ref.k)}$. There the ${fn === 'sin' ? '$y$' : '$x$'}-coordinate is ${value < 0 ? 'negative' : 'positive'}, so $\\${fn}\\left(${piTex(angle)}\\right) = ${correct.tex}$.`,
  });
}

// ---------- (3) a cosine or tangent from a sine and the quadrant ----------
for (const [i, [p, q, h]] of rng
  .shuffle([
    [3, 4, 5],
    [5, 12, 13],
    [8, 15, 17],
    [7, 24, 25],
  ] as const)
  .slice(0, 2)
  .entries()) {
  // sin θ = p/h with π/2 < θ < π (i = 0, ask cos) or π < θ < 3π/2 with cos θ = -q/h (i = 1, ask tan)
  const theta = i === 0 ? Math.PI - Math.asin(p / h) : Math.PI + Math.acos(q / h);
  const key = i === 0 ? frac(-q, h) : frac(p, q);
  check(
    close(i === 0 ? Math.cos(theta) : Math.tan(theta), fracValue(key)),
    'identity with the quadrant',
  );
  item(
    LEVEL.quadrant,
    i === 0
      ? `The angle $\\theta$ satisfies $\\frac{\\pi}{2} < \\theta < \\pi$ and $\\sin \\theta = \\frac{${p}}{${h}}$. What is the value of $\\cos \\theta$?`
      : `The angle $\\theta$ satisfies $\\pi < \\theta < \\frac{3\\pi}{2}$ and $\\cos \\theta = -\\frac{${q}}{${h}}$. What is the value of $\\tan \\theta$?`,
    key,
    i === 0 ? [frac(q, h), frac(-p, h), frac(-p, q)] : [frac(-p, q), frac(q, p), frac(-q, p)],
    ['Use $\\sin^2 \\theta + \\cos^2 \\theta = 1$ for the size, and the quadrant for the sign.'],
    [
      i === 0
        ? 'In quadrant II the $x$-coordinate of a point on the unit circle is negative.'
        : 'In quadrant III both coordinates are negative, so their quotient is positive.',
    ],
    i === 0
      ? `$\\cos^2 \\theta = 1 - \\frac{${p * p}}{${h * h}} = \\frac{${q * q}}{${h * h}}$, so $|\\cos \\theta| = \\frac{${q}}{${h}}$; in quadrant II cosine is negative: $\\cos \\theta = ${fracTex(key)}$.`
      : `$\\sin^2 \\theta = 1 - \\frac{${q * q}}{${h * h}} = \\frac{${p * p}}{${h * h}}$, and in quadrant III sine is negative, so $\\sin \\theta = -\\frac{${p}}{${h}}$ and $\\tan \\theta = \\frac{-${p}/${h}}{-${q}/${h}} = ${fracTex(key)}$.`,
  );
}

// ---------- (4) complementary angles in radians ----------
for (const i of [0, 1]) {
  let a = frac(1, 4);
  while (a.n * 4 === a.d) {
    const n = rng.pick([5, 8, 10, 12, 18]);
    a = frac(rng.int(1, Math.floor(n / 2) - 1), n);
  }
  const b = frac(a.d - 2 * a.n, 2 * a.d); // a + b = 1/2 (units of π)
  check(
    close(Math.sin(fracValue(a) * Math.PI), Math.cos(fracValue(b) * Math.PI)),
    'cofunction in radians',
  );
  item(
    LEVEL.complement,
    i === 0
      ? `If $\\sin\\left(${piTex(a)}\\right) = \\cos(k\\pi)$, where $0 < k\\pi < \\frac{\\pi}{2}$, what is the value of $k$?`
      : `In right triangle $ABC$, angle $C$ is the right angle, and angle $A$ measures $${piTex(a)}$ radians. The measure of angle $B$ is $k\\pi$ radians. What is the value of $k$?`,
    b,
    [frac(1, 2), frac(a.d - a.n, a.d), a], // the whole pi/2, pi less the angle, the angle itself
    ['The two acute angles of a right triangle add up to $\\frac{\\pi}{2}$ radians.'],
    [`Subtract $${piTex(a)}$ from $\\frac{\\pi}{2}$ and divide by $\\pi$.`],
    `Complementary angles add up to $\\frac{\\pi}{2}$, so $k\\pi = \\frac{\\pi}{2} - ${piTex(a)} = ${piTex(b)}$ and $k = ${fracTex(b)}$.`,
  );
}

addModelItems(rng, item, piTex);

writeGeneratedQuestions(
  'geometry-trigonometry',
  `${concept}.hard`,
  'generators/geometry-trigonometry/hard-radians-and-unit-circle.ts',
  finish(questions),
);
