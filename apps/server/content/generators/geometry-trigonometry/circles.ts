// Generates questions/geometry-trigonometry/circles.generated.yaml and its figures:
// sectors and arcs, inscribed angles, cyclic quadrilaterals and a clock hand.
// Run: npx tsx content/generators/geometry-trigonometry/circles.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { check, close } from '../lib/check.ts';
import { frac, fracTex } from '../lib/fraction.ts';
import { add, angleAt, lerp, polar, pt, radians } from '../lib/figure-kit/vector.ts';
import { Figure } from '../lib/figure-kit/figure.ts';
import { SHADE } from '../lib/figure-kit/palette.ts';
import { acceptedForms } from '../lib/answer-forms.ts';
import { choicesFrom, finish } from './common.ts';
import type { BankQuestion } from '../../schema.ts';

const rng = createRng(2718);
const questions: BankQuestion[] = [];
const C = ['circles'];
const piTex = (n: number, d = 1) => {
  const { n: a, d: b } = frac(n, d);
  if (b === 1) return `${a === 1 ? '' : a}\\pi`;
  return `\\frac{${a === 1 ? '' : a}\\pi}{${b}}`;
};

// ---- g001 (d2, MC): area of a sector from its radius and angle.
{
  const [r, ang] = rng.pick([
    [8, 45],
    [10, 72],
    [12, 30],
  ] as const);
  const area = (ang / 360) * r * r; // coefficient of pi
  check(close(area * Math.PI, 0.5 * r * r * radians(ang)), 'sector area via radians');
  const f = new Figure(
    300,
    290,
    `Circle with center O and radius ${r}; a shaded sector with a central angle of ${ang} degrees`,
  );
  const O = pt(150, 150);
  const R = 115;
  f.shadedSector(O, R, 20, 20 + ang, 24);
  f.text(polar(O, ang < 50 ? 70 : 46, 20 + ang / 2), `${ang}°`);
  f.text(add(lerp(O, polar(O, R, 20), 0.6), pt(6, 14)), String(r));
  f.text(add(O, pt(-6, 18)), 'O', { italic: true });
  const id = 'circles-g001';
  const { choices, answer } = choicesFrom({ tex: piTex(area), key: area }, [
    { tex: piTex(2 * area), key: 2 * area },
    { tex: piTex(4 * area), key: 4 * area },
    { tex: piTex(r * r), key: r * r },
  ]);
  questions.push({
    id,
    concepts: C,
    difficulty: 2,
    type: 'multiple_choice',
    body: `The circle shown has center $O$ and radius $${r}$. The shaded sector has a central angle of $${ang}^\\circ$. What is the area of the shaded sector?`,
    figure: f.save('geometry-trigonometry', id),
    figurePosition: 'top',
    choices,
    answer,
    hints: [
      `The sector is $\\frac{${ang}}{360}$ of the whole circle.`,
      'Use the area of the whole circle, $\\pi r^2$, not its circumference.',
    ],
    superhints: [`Compute $\\pi (${r})^2$, then multiply by $\\frac{${ang}}{360}$ and simplify.`],
    explanation: `The whole circle has area $${r * r}\\pi$, and the sector is $\\frac{${ang}}{360} = ${fracTex(frac(ang, 360))}$ of it: $${fracTex(frac(ang, 360))} \\cdot ${r * r}\\pi = ${piTex(area)}$. Choice $${piTex(r * r)}$ is the whole circle, and $${piTex(4 * area)}$ comes from using the diameter in place of the radius.`,
  });
}

// ---- g002 (d3, FE): central angle from an arc length.
{
  const r = rng.pick([9, 18]);
  const ang = rng.pick([40, 80, 100, 140].filter((a) => Number.isInteger((a * 2 * r) / 360)));
  const arc = (ang / 360) * 2 * r; // coefficient of pi
  check(
    Number.isInteger(arc) && close((arc / r) * (180 / 1), ang),
    'central angle via radians (s = r theta)',
  );
  questions.push({
    id: 'circles-g002',
    concepts: C,
    difficulty: 3,
    type: 'free_entry',
    body: `On a circular running track with a radius of $${r}$ meters, a runner covers an arc of length $${arc}\\pi$ meters. What is the measure, in degrees, of the central angle of that arc?`,
    figurePosition: 'top',
    accepted: [String(ang)],
    hints: [
      'Arc length is the fraction $\\frac{\\theta}{360}$ of the circumference.',
      `The full circumference is $2\\pi(${r})$.`,
    ],
    superhints: [
      `Solve $\\frac{\\theta}{360} \\cdot ${2 * r}\\pi = ${arc}\\pi$ for $\\theta$: divide both sides by $${2 * r}\\pi$, then multiply by $360$.`,
    ],
    explanation: `The circumference is $${2 * r}\\pi$ m. The arc is $\\frac{${arc}\\pi}{${2 * r}\\pi} = ${fracTex(frac(arc, 2 * r))}$ of the circle, so the central angle is $${fracTex(frac(arc, 2 * r))} \\cdot 360 = ${ang}$ degrees.`,
  });
}

// ---- g003 (d4, MC): radius from a sector's area and arc length.
{
  const r = rng.pick([4, 6, 8, 10]);
  const ang = rng.pick([60, 90, 120]);
  const s = (ang / 360) * 2 * r; // arc length / pi
  const A = (ang / 360) * r * r; // area / pi
  check(close((2 * A) / s, r), 'radius from A = rs/2');
  const { choices, answer } = choicesFrom({ tex: String(r), key: r }, [
    { tex: fracTex(frac(A * 2, s * 2)), key: A / s },
    { tex: fracTex(frac(s, 2)), key: s / 2 },
    { tex: String(2 * r), key: 2 * r },
  ]);
  questions.push({
    id: 'circles-g003',
    concepts: C,
    difficulty: 4,
    type: 'multiple_choice',
    body: `A sector of a circle has an area of $${piTex(A)}$ square units, and its arc has a length of $${piTex(s)}$ units. What is the radius of the circle?`,
    figurePosition: 'top',
    choices,
    answer,
    hints: [
      'Both the area and the arc length are the same fraction of the whole circle.',
      'Call that fraction $f$ and write two equations: one for the area and one for the arc length.',
    ],
    superhints: [
      `$f \\cdot \\pi r^2 = ${piTex(A)}$ and $f \\cdot 2\\pi r = ${piTex(s)}$. Divide the first equation by the second: the fraction $f$ and $\\pi$ cancel, leaving $\\frac{r}{2}$.`,
    ],
    explanation: `If the sector is a fraction $f$ of the circle, then $f\\pi r^2 = ${piTex(A)}$ and $2f\\pi r = ${piTex(s)}$. Dividing, $\\frac{r}{2} = \\frac{${fracTex(frac(A * 2, 2))}}{${fracTex(frac(s * 2, 2))}}$, so $r = ${r}$. (The sector has a central angle of $${ang}^\\circ$.) Dividing the area by the arc length without the factor $2$ gives $${fracTex(frac(A * 2, s * 2))}$, treating the arc as a whole circumference gives $${fracTex(frac(s, 2))}$, and $${2 * r}$ is the diameter.`,
  });
}

// ---- g004 (d2, MC): opposite angles of an inscribed quadrilateral.
{
  const p = rng.int(64, 82);
  const q = 180 - p;
  const f = new Figure(
    300,
    300,
    `Quadrilateral ABCD inscribed in a circle; angle A measures ${p} degrees and angle C is unknown`,
  );
  const O = pt(150, 150);
  const R = 118;
  // Place A and C so the inscribed angle at A is p: arc BCD (not containing A) = 2p.
  const angA = 200;
  const Bd = angA + 180 - p - 40; // B then D chosen symmetric around the arc opposite A
  const B = polar(O, R, Bd);
  const D = polar(O, R, Bd + 2 * p);
  const A = polar(O, R, Bd - 70);
  const Cc = polar(O, R, Bd + p + 10);
  check(
    close(angleAt(A, B, D), p, 1e-9) && close(angleAt(Cc, B, D), q, 1e-9),
    'inscribed angles in the drawing',
  );
  f.circle(O, R);
  f.poly([A, B, Cc, D], { fill: SHADE });
  f.markAngle(A, B, D, 26, 46, `${p}°`);
  f.markAngle(Cc, D, B, 22, 40, 'x°');
  for (const [v, n] of [
    [A, 'A'],
    [B, 'B'],
    [Cc, 'C'],
    [D, 'D'],
  ] as const)
    f.nameAwayFrom(O, v, n);
  const id = 'circles-g004';
  const { choices, answer } = choicesFrom({ tex: String(q), key: q }, [
    { tex: String(p), key: p },
    { tex: String(p / 2), key: p / 2 },
    { tex: String(90 - p / 2), key: 90 - p / 2 },
  ]);
  questions.push({
    id,
    concepts: C,
    difficulty: 2,
    type: 'multiple_choice',
    body: `Quadrilateral $ABCD$ is inscribed in the circle shown. Angle $A$ measures $${p}^\\circ$ and angle $C$ measures $x^\\circ$. What is the value of $x$?`,
    figure: f.save('geometry-trigonometry', id),
    figurePosition: 'top',
    choices,
    answer,
    hints: [
      'Angles $A$ and $C$ are opposite angles of an inscribed quadrilateral.',
      'Together, the arcs intercepted by angles $A$ and $C$ make up the whole circle.',
    ],
    superhints: [
      'Each inscribed angle is half of its intercepted arc, and the two arcs add up to $360^\\circ$, so the two angles add up to half of $360^\\circ$.',
    ],
    explanation: `Angle $A$ intercepts arc $BCD$ and angle $C$ intercepts arc $BAD$; these arcs add up to $360^\\circ$, so $\\angle A + \\angle C = 180^\\circ$. Therefore $x = 180 - ${p} = ${q}$.`,
  });
}

// ---- g005 (d4, FE): triangle inscribed in a circle with arcs in a given ratio.
{
  const ratio = rng.pick([
    [2, 3, 4],
    [3, 4, 5],
    [2, 3, 7],
  ] as const);
  const sum = ratio[0] + ratio[1] + ratio[2];
  const arcs = ratio.map((k) => (k * 360) / sum);
  const angles = arcs.map((a) => a / 2);
  const largest = Math.max(...angles);
  check(
    close(
      angles.reduce((a, b) => a + b, 0),
      180,
    ) && Number.isInteger(largest),
    'inscribed triangle',
  );
  questions.push({
    id: 'circles-g005',
    concepts: [...C, 'triangles'],
    difficulty: 4,
    type: 'free_entry',
    body: `Points $A$, $B$ and $C$ lie on a circle and divide it into three arcs whose measures are in the ratio $${ratio.join(' : ')}$. What is the measure, in degrees, of the largest angle of triangle $ABC$?`,
    figurePosition: 'top',
    accepted: [String(largest)],
    hints: [
      'First find the measure of each arc: together the three arcs make $360^\\circ$.',
      'Each angle of the triangle is an inscribed angle. Which arc does it intercept?',
    ],
    superhints: [
      `The arcs are $${ratio.map((k) => `${k}t`).join(', ')}$ with $${sum}t = 360$. The largest angle of the triangle intercepts the largest arc and measures half of it.`,
    ],
    explanation: `The arcs measure $${arcs.join('^\\circ, ')}^\\circ$ (they add to $360^\\circ$). Each angle of triangle $ABC$ is inscribed and intercepts the arc opposite it, so the angles are half the arcs: $${angles.join('^\\circ, ')}^\\circ$. The largest angle measures $${largest}^\\circ$.`,
  });
}

// ---- g006 (d4, FE): the area swept by a clock's minute hand.
{
  const [m1, L] = rng.pick([
    [15, 10],
    [20, 9],
    [10, 12],
  ] as const);
  const tipArc = (m1 / 60) * 2 * L; // /pi
  const m2 = rng.pick([25, 40, 50]);
  const { n, d } = frac(m2 * L * L, 60); // swept area / pi
  check(close(n / d, 0.5 * L * L * ((m2 / 60) * 2)), 'swept area via A = r^2 theta / 2');
  questions.push({
    id: 'circles-g006',
    concepts: C,
    difficulty: 4,
    type: 'free_entry',
    body: `In $${m1}$ minutes, the tip of a clock's minute hand travels along an arc of length $${piTex(tipArc)}$ centimeters. In $${m2}$ minutes, the minute hand sweeps out a sector with an area of $k\\pi$ square centimeters. What is the value of $k$?`,
    figurePosition: 'top',
    accepted: acceptedForms(frac(n, d)),
    hints: [
      'The minute hand makes a full turn in $60$ minutes, so in $t$ minutes it turns through $\\frac{t}{60}$ of a circle.',
      'Use the arc length to find the length of the minute hand, which is the radius.',
    ],
    superhints: [
      `$\\frac{${m1}}{60} \\cdot 2\\pi r = ${piTex(tipArc)}$ gives $r$. The swept area is $\\frac{${m2}}{60} \\cdot \\pi r^2$; $k$ is its coefficient of $\\pi$.`,
    ],
    explanation: `In $${m1}$ minutes the hand turns $\\frac{${m1}}{60}$ of a circle, so $\\frac{${m1}}{60} \\cdot 2\\pi r = ${piTex(tipArc)}$ and $r = ${L}$ cm. In $${m2}$ minutes it sweeps $\\frac{${m2}}{60}$ of the circle's area: $\\frac{${m2}}{60} \\cdot ${L * L}\\pi = ${piTex(n, d)}$. So $k = ${fracTex(frac(n, d))}$${d === 1 ? '' : ` (about $${(n / d).toFixed(2)}$)`}.`,
  });
}

writeGeneratedQuestions(
  'geometry-trigonometry',
  'circles',
  'generators/geometry-trigonometry/circles.ts',
  finish(questions),
);
