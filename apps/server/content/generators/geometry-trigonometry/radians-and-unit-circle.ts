// Generates questions/geometry-trigonometry/radians-and-unit-circle.generated.yaml and its
// figure: conversions in context, unit-circle values, sector angles and large or negative angles.
// Run: npx tsx content/generators/geometry-trigonometry/radians-and-unit-circle.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { check, close } from '../lib/check.ts';
import { frac, fracTex } from '../lib/fraction.ts';
import { radians } from '../lib/figure-kit/vector.ts';
import { acceptedForms } from '../lib/answer-forms.ts';
import { choicesFrom, finish } from './common.ts';
import { numericChoices } from '../lib/numeric-item.ts';
import { unitCircleFigure } from './unit-circle.ts';
import type { BankQuestion } from '../../schema.ts';

const rng = createRng(6283);
const questions: BankQuestion[] = [];
const C = ['radians-and-unit-circle'];

/** LaTeX for (n/d) pi. */
const piFrac = (n: number, d: number) => {
  const { n: a, d: b } = frac(n, d);
  const sign = a < 0 ? '-' : '';
  const top = `${Math.abs(a) === 1 ? '' : Math.abs(a)}\\pi`;
  return b === 1 ? `${sign}${top}` : `${sign}\\frac{${top}}{${b}}`;
};

/** Exact values of the special sines and cosines, as LaTeX with their numeric values. */
const exact: { tex: string; v: number }[] = [
  { tex: '-\\frac{\\sqrt{3}}{2}', v: -Math.sqrt(3) / 2 },
  { tex: '-\\frac{\\sqrt{2}}{2}', v: -Math.SQRT2 / 2 },
  { tex: '-\\frac{1}{2}', v: -0.5 },
  { tex: '\\frac{1}{2}', v: 0.5 },
  { tex: '\\frac{\\sqrt{2}}{2}', v: Math.SQRT2 / 2 },
  { tex: '\\frac{\\sqrt{3}}{2}', v: Math.sqrt(3) / 2 },
];
const exactOf = (v: number) => {
  const e = exact.find((x) => close(x.v, v, 1e-9));
  if (!e) throw new Error(`no exact value for ${v}`);
  return e;
};

// ---- g001 (d1, FE): degrees to radians in context.
{
  const ctx = rng.pick([
    { deg: 225, text: 'A Ferris wheel turns through an angle of $225^\\circ$.' },
    { deg: 270, text: 'A robot arm rotates through an angle of $270^\\circ$.' },
    { deg: 135, text: 'A garden sprinkler sweeps through an angle of $135^\\circ$.' },
  ]);
  const { n, d } = frac(ctx.deg, 180);
  check(close((n / d) * Math.PI, (ctx.deg * Math.PI) / 180), 'degrees to radians');
  const mc = numericChoices(frac(n, d), [
    frac(ctx.deg, 360), // divided by 360 instead of 180
    frac(180, ctx.deg), // turned the conversion factor upside down
    frac(ctx.deg, 90), // divided by 90
  ]);
  questions.push({
    id: 'radians-and-unit-circle-g001',
    concepts: C,
    difficulty: 1,
    type: 'multiple_choice',
    body: `${ctx.text} This angle measures $a\\pi$ radians. What is the value of $a$?`,
    figurePosition: 'top',
    ...mc,
    hints: ['$180^\\circ$ is the same as $\\pi$ radians.'],
    superhints: [
      `Multiply $${ctx.deg}$ by $\\frac{\\pi}{180}$ and reduce the fraction in front of $\\pi$.`,
    ],
    explanation: `$${ctx.deg}^\\circ = ${ctx.deg} \\cdot \\frac{\\pi}{180} = ${piFrac(n, d)}$ radians, so $a = ${fracTex(frac(n, d))}${d === 1 ? '' : ` = ${n / d}`}$, choice ${mc.answer}.`,
  });
}

// ---- g002 (d2, FE): radians turned by a minute hand.
{
  const m = rng.pick([20, 40, 45, 50]);
  const { n, d } = frac(2 * m, 60);
  check(close((n / d) * Math.PI, (m / 60) * 2 * Math.PI), 'minute hand angle');
  questions.push({
    id: 'radians-and-unit-circle-g002',
    concepts: C,
    difficulty: 2,
    type: 'free_entry',
    body: `The minute hand of a clock turns through an angle of $k\\pi$ radians in $${m}$ minutes. What is the value of $k$?`,
    figurePosition: 'top',
    accepted: acceptedForms(frac(n, d)),
    hints: ['In $60$ minutes the minute hand makes one full turn, which is $2\\pi$ radians.'],
    superhints: [
      `The hand turns $\\frac{${m}}{60}$ of a full turn. Multiply that fraction by $2\\pi$ and simplify.`,
    ],
    explanation: `In $${m}$ minutes the hand turns $\\frac{${m}}{60}$ of $2\\pi$: $\\frac{${m}}{60} \\cdot 2\\pi = ${piFrac(n, d)}$. So $k = ${fracTex(frac(n, d))}$.`,
  });
}

// ---- g003 (d2, MC, figure): sine of a point on the unit circle in quadrant III or IV.
{
  const [num, den] = rng.pick([
    [5, 4],
    [5, 3],
    [7, 4],
  ] as const);
  const deg = (180 * num) / den;
  const sinV = Math.sin(radians(deg));
  const correct = exactOf(sinV);
  const ref = deg > 270 ? 360 - deg : deg - 180;
  const cosV = Math.cos(radians(deg));
  const others = exact.filter(
    (x) =>
      x !== correct &&
      (close(x.v, -sinV) ||
        close(x.v, cosV) ||
        close(Math.abs(x.v), Math.abs(Math.cos(radians(ref))))),
  );
  const pool = [...others, ...exact.filter((x) => x !== correct && !others.includes(x))].slice(
    0,
    3,
  );
  const { choices, answer } = choicesFrom(
    { tex: correct.tex, key: correct.v },
    pool.map((x) => ({ tex: x.tex, key: x.v })),
  );
  const id = 'radians-and-unit-circle-g003';
  const f = unitCircleFigure(
    `Unit circle centered at the origin O with point P on the circle at an angle of ${num} pi over ${den} radians`,
    deg,
    `${num}π/${den}`,
  );
  questions.push({
    id,
    concepts: C,
    difficulty: 2,
    type: 'multiple_choice',
    body: `Point $P$ lies on the unit circle shown, and ray $OP$ makes an angle of $${piFrac(num, den)}$ radians with the positive $x$-axis, measured counterclockwise. What is the value of $\\sin\\left(${piFrac(num, den)}\\right)$?`,
    figure: f.save('geometry-trigonometry', id),
    figurePosition: 'top',
    choices,
    answer,
    hints: [
      'On the unit circle, $\\sin\\theta$ is the $y$-coordinate of the point at angle $\\theta$.',
      `Look at the figure: is $P$ above or below the $x$-axis?`,
    ],
    superhints: [
      `The reference angle is $${piFrac(ref, 180)}$. Take the sine of the reference angle, then give it the sign of $P$'s $y$-coordinate.`,
    ],
    explanation: `The angle $${piFrac(num, den)}$ has reference angle $${piFrac(ref, 180)}$, and $P$ is below the $x$-axis, so its $y$-coordinate is negative: $\\sin\\left(${piFrac(num, den)}\\right) = ${correct.tex}$.`,
  });
}

// ---- g004 (d3, MC): tangent of a special angle outside the first quadrant.
{
  const [num, den] = rng.pick([
    [5, 3],
    [5, 6],
    [4, 3],
  ] as const);
  const t = Math.tan((num * Math.PI) / den);
  const tans = [
    { tex: '-\\sqrt{3}', v: -Math.sqrt(3) },
    { tex: '-\\frac{\\sqrt{3}}{3}', v: -Math.sqrt(3) / 3 },
    { tex: '\\frac{\\sqrt{3}}{3}', v: Math.sqrt(3) / 3 },
    { tex: '\\sqrt{3}', v: Math.sqrt(3) },
  ];
  const correct = tans.find((x) => close(x.v, t, 1e-9));
  if (!correct) throw new Error('tangent value');
  const { choices, answer } = choicesFrom(
    { tex: correct.tex, key: correct.v },
    tans.filter((x) => x !== correct).map((x) => ({ tex: x.tex, key: x.v })),
  );
  const deg = (180 * num) / den;
  const quadrant = deg < 180 ? 'second' : deg < 270 ? 'third' : 'fourth';
  const ref = deg < 180 ? 180 - deg : deg < 270 ? deg - 180 : 360 - deg;
  questions.push({
    id: 'radians-and-unit-circle-g004',
    concepts: C,
    difficulty: 3,
    type: 'multiple_choice',
    body: `What is the value of $\\tan\\left(${piFrac(num, den)}\\right)$?`,
    figurePosition: 'top',
    choices,
    answer,
    hints: [
      '$\\tan\\theta = \\frac{\\sin\\theta}{\\cos\\theta}$: on the unit circle, the $y$-coordinate divided by the $x$-coordinate.',
      `Find the quadrant of $${piFrac(num, den)}$ and its reference angle.`,
    ],
    superhints: [
      `The angle is in the ${quadrant} quadrant with reference angle $${piFrac(ref, 180)}$. Find $\\tan$ of the reference angle, then decide the sign from the signs of $x$ and $y$ in that quadrant.`,
    ],
    explanation: `$${piFrac(num, den)}$ is in the ${quadrant} quadrant with reference angle $${piFrac(ref, 180)}$, where $\\tan\\left(${piFrac(ref, 180)}\\right) = ${ref === 60 ? '\\sqrt{3}' : '\\frac{\\sqrt{3}}{3}'}$. In the ${quadrant} quadrant the tangent is ${t > 0 ? 'positive' : 'negative'} (${quadrant === 'third' ? 'both coordinates are negative' : 'the coordinates have opposite signs'}), so $\\tan\\left(${piFrac(num, den)}\\right) = ${correct.tex}$.`,
  });
}

// ---- g005 (d3, FE): the central angle of a sector, in radians, from its area.
{
  const [r, A] = rng.pick([
    [6, 27],
    [4, 12],
    [10, 35],
  ] as const);
  const { n, d } = frac(2 * A, r * r);
  check(close(0.5 * r * r * (n / d), A), 'sector area A = r^2 theta / 2');
  questions.push({
    id: 'radians-and-unit-circle-g005',
    concepts: [...C, 'circles'],
    difficulty: 3,
    type: 'free_entry',
    body: `A lawn sprinkler waters a sector of a circle with a radius of $${r}$ meters. The watered region has an area of $${A}$ square meters. What is the central angle of the sector, in radians?`,
    figurePosition: 'top',
    accepted: acceptedForms(frac(n, d)),
    hints: [
      'A sector with central angle $\\theta$ (in radians) is the fraction $\\frac{\\theta}{2\\pi}$ of the whole circle.',
      'So its area is $\\frac{\\theta}{2\\pi} \\cdot \\pi r^2 = \\frac{1}{2} r^2 \\theta$.',
    ],
    superhints: [
      `Solve $\\frac{1}{2}(${r})^2\\theta = ${A}$ for $\\theta$. The answer is a plain number of radians, with no $\\pi$.`,
    ],
    explanation: `$\\frac{1}{2} r^2 \\theta = ${A}$ gives $${(r * r) / 2}\\theta = ${A}$, so $\\theta = \\frac{${A}}{${(r * r) / 2}} = ${fracTex(frac(n, d))}${d === 1 ? '' : ` = ${n / d}`}$ radians.`,
  });
}

// ---- g006 (d4, MC): cosine or sine of a large or negative angle.
{
  const pick = rng.pick([
    { fn: 'cos', n: -23, d: 6 },
    { fn: 'sin', n: 17, d: 3 },
    { fn: 'sin', n: -19, d: 6 },
  ] as const);
  const theta = (pick.n * Math.PI) / pick.d;
  const value = pick.fn === 'cos' ? Math.cos(theta) : Math.sin(theta);
  const correct = exactOf(value);
  // The coterminal angle in [0, 2pi), computed with integers.
  let cn = pick.n;
  while (cn < 0) cn += 2 * pick.d;
  while (cn >= 2 * pick.d) cn -= 2 * pick.d;
  const co =
    pick.fn === 'cos' ? Math.cos((cn * Math.PI) / pick.d) : Math.sin((cn * Math.PI) / pick.d);
  check(close(co, value, 1e-9), 'coterminal angle');
  const pool = exact.filter((x) => x !== correct && !x.tex.includes('sqrt{2}'));
  check(pool.length === 3, 'three distractors');
  const { choices, answer } = choicesFrom(
    { tex: correct.tex, key: correct.v },
    pool.map((x) => ({ tex: x.tex, key: x.v })),
  );
  const turns = (cn - pick.n) / (2 * pick.d);
  questions.push({
    id: 'radians-and-unit-circle-g006',
    concepts: C,
    difficulty: 4,
    type: 'multiple_choice',
    body: `What is the value of $\\${pick.fn}\\left(${piFrac(pick.n, pick.d)}\\right)$?`,
    figurePosition: 'top',
    choices,
    answer,
    hints: [
      'Adding or subtracting $2\\pi$ (a full turn) does not change the value of sine or cosine.',
      'Find an angle between $0$ and $2\\pi$ that ends in the same place.',
    ],
    superhints: [
      `${turns > 0 ? 'Add' : 'Subtract'} $2\\pi$ enough times to land between $0$ and $2\\pi$: $${piFrac(pick.n, pick.d)} ${turns > 0 ? '+' : '-'} ${Math.abs(turns) === 1 ? '' : Math.abs(turns)}(2\\pi)$. Then use the reference angle and the sign of the quadrant.`,
    ],
    explanation: `$${piFrac(pick.n, pick.d)} ${turns > 0 ? '+' : '-'} ${Math.abs(turns) === 1 ? '' : Math.abs(turns)}(2\\pi) = ${piFrac(cn, pick.d)}$, which ends in the same position, so $\\${pick.fn}\\left(${piFrac(pick.n, pick.d)}\\right) = \\${pick.fn}\\left(${piFrac(cn, pick.d)}\\right) = ${correct.tex}$.`,
  });
}

writeGeneratedQuestions(
  'geometry-trigonometry',
  'radians-and-unit-circle',
  'generators/geometry-trigonometry/radians-and-unit-circle.ts',
  finish(questions),
);
