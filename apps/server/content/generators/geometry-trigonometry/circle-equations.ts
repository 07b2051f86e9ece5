// Generates questions/geometry-trigonometry/circle-equations.generated.yaml and its figure:
// r^2 from a graph, completing the square, equations through a point, tangency, intercepts.
// Run: npx tsx content/generators/geometry-trigonometry/circle-equations.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { check } from '../lib/check.ts';
import { pt } from '../lib/figure-kit/vector.ts';
import { Figure } from '../lib/figure-kit/figure.ts';
import { coordinateGrid } from '../lib/figure-kit/grid.ts';
import { choicesFrom, finish } from './common.ts';
import { numericChoices } from '../lib/numeric-item.ts';
import type { BankQuestion } from '../../schema.ts';

const rng = createRng(1618);
const questions: BankQuestion[] = [];
const C = ['circle-equations'];

/** "(x - h)^2" with the sign written the way a student reads it. */
const sq = (v: string, h: number) =>
  h === 0 ? `${v}^2` : `(${v} ${h > 0 ? '-' : '+'} ${Math.abs(h)})^2`;
const std = (h: number, k: number, rr: number) => `${sq('x', h)} + ${sq('y', k)} = ${rr}`;
/** "x^2 + y^2 + ax + by" written with signs. */
const lin = (a: number, v: string) =>
  a === 0 ? '' : ` ${a > 0 ? '+' : '-'} ${Math.abs(a) === 1 ? '' : Math.abs(a)}${v}`;
/** A point (x, y) satisfies (x - h)^2 + (y - k)^2 = rr. */
const minus = (a: number, b: number) => (b < 0 ? `${a} - (${b})` : `${a} - ${b}`);
const onCircle = (x: number, y: number, h: number, k: number, rr: number) =>
  (x - h) ** 2 + (y - k) ** 2 === rr;

// ---- g001 (d2, FE, figure): r^2 read from a graph.
{
  const [h, k, r] = rng.pick([
    [-2, 1, 4],
    [3, 2, 2],
    [-1, -2, 3],
  ] as const);
  const f = new Figure(340, 340, `Circle in the xy-plane with center (${h}, ${k}) and radius ${r}`);
  const map = coordinateGrid(f, h - r - 2, h + r + 2, k - r - 2, k + r + 2, 2);
  const c = map(pt(h, k));
  f.circle(c, map(pt(h + r, k)).x - c.x, { width: 2.4, stroke: '#3730a3' });
  f.dot(c);
  const id = 'circle-equations-g001';
  check(onCircle(h + r, k, h, k, r * r) && onCircle(h, k - r, h, k, r * r), 'graph points');
  const mc = numericChoices(r * r, [
    r, // gave the radius, not its square
    2 * r, // gave the diameter
    h * h + k * k, // squared the center's coordinates
  ]);
  questions.push({
    id,
    concepts: C,
    difficulty: 2,
    type: 'multiple_choice',
    body: 'The circle shown in the $xy$-plane has the equation $(x - h)^2 + (y - k)^2 = c$, where $h$, $k$ and $c$ are constants. What is the value of $c$?',
    figure: f.save('geometry-trigonometry', id),
    figurePosition: 'top',
    ...mc,
    hints: [
      'In this form, $c$ is not the radius: it is the radius squared.',
      'Read the radius from the grid as the distance from the center to the circle, straight across or straight up.',
    ],
    superhints: [
      `The center is at $(${h}, ${k})$. Count the grid units from the center to the rightmost point of the circle to get $r$, then square it.`,
    ],
    explanation: `The center is $(${h}, ${k})$ and the circle passes through $(${h + r}, ${k})$, so the radius is $${r}$ and $c = r^2 = ${r * r}$, choice ${mc.answer}. The equation is $${std(h, k, r * r)}$.`,
  });
}

// ---- g002 (d3, FE): the radius after completing the square.
{
  const [h, k, r] = rng.pick([
    [4, -3, 6],
    [-5, 1, 4],
    [2, 6, 7],
  ] as const);
  const a = -2 * h;
  const b = -2 * k;
  const e = r * r - h * h - k * k; // x^2 + y^2 + ax + by = e
  check(
    onCircle(h + r, k, h, k, r * r) && (h + r) ** 2 + k ** 2 + a * (h + r) + b * k === e,
    'expanded form',
  );
  // Adding the coefficients 4 and 12 themselves, not 2^2 and 6^2: 9 + 4 + 12 = 25.
  const coefficientsAdded = Math.sqrt(e + Math.abs(a) + Math.abs(b));
  check(Number.isInteger(coefficientsAdded) && Number.isInteger(Math.sqrt(e)), 'whole wrong radii');
  const mc = numericChoices(r, [
    Math.sqrt(e), // took the constant on the right as r^2
    r * r, // stopped at r^2
    coefficientsAdded, // added the coefficients instead of their halves squared
  ]);
  questions.push({
    id: 'circle-equations-g002',
    concepts: C,
    difficulty: 3,
    type: 'multiple_choice',
    body: `What is the radius of the circle in the $xy$-plane defined by $x^2 + y^2${lin(a, 'x')}${lin(b, 'y')} = ${e}$?`,
    figurePosition: 'top',
    ...mc,
    hints: [
      'Group the $x$ terms and the $y$ terms, then complete the square for each group.',
      'To complete $x^2 + ax$, add $\\left(\\frac{a}{2}\\right)^2$, and add the same amount to the right side.',
    ],
    superhints: [
      `Add $${h * h}$ for the $x$ terms and $${k * k}$ for the $y$ terms to both sides. The right side becomes $${e} + ${h * h} + ${k * k}$, which is $r^2$.`,
    ],
    explanation: `Completing the squares: $${sq('x', h)} + ${sq('y', k)} = ${e} + ${h * h} + ${k * k} = ${r * r}$. So $r^2 = ${r * r}$ and the radius is $${r}$, choice ${mc.answer}. (The center is $(${h}, ${k})$.)`,
  });
}

// ---- g003 (d3, MC): the center from an expanded equation with a leading coefficient.
{
  const [h, k] = rng.pick([
    [-3, 7],
    [5, -4],
    [-6, -2],
  ] as const);
  const m = rng.pick([2, 3]);
  const r2 = rng.pick([9, 16, 25]);
  const a = -2 * h * m;
  const b = -2 * k * m;
  const e = m * (r2 - h * h - k * k);
  const rad = Math.sqrt(r2);
  check(m * ((h + rad) ** 2 + k ** 2) + a * (h + rad) + b * k === e, 'scaled expanded form');
  const { choices, answer } = choicesFrom({ tex: `(${h}, ${k})`, key: 0 }, [
    { tex: `(${-h}, ${-k})`, key: 1 },
    { tex: `(${-h * m}, ${-k * m})`, key: 2 },
    { tex: `(${h * m}, ${k * m})`, key: 3 },
  ]);
  // Rotate the order so that the correct answer is not always first.
  const shift = rng.int(0, 3);
  const ordered = choices.map((_, i) => choices[(i + shift) % 4]!);
  const ids = ['A', 'B', 'C', 'D'] as const;
  const relabeled = ordered.map((c, i) => ({ id: ids[i]!, text: c.text }));
  const correct = ids[ordered.findIndex((c) => c.id === answer)]!;
  questions.push({
    id: 'circle-equations-g003',
    concepts: C,
    difficulty: 3,
    type: 'multiple_choice',
    body: `The graph of $${m}x^2 + ${m}y^2${lin(a, 'x')}${lin(b, 'y')} = ${e}$ in the $xy$-plane is a circle. What are the coordinates of its center?`,
    figurePosition: 'top',
    choices: relabeled,
    answer: correct,
    hints: [
      'Before completing the square, make the coefficients of $x^2$ and $y^2$ equal to $1$.',
      `Divide every term by $${m}$.`,
    ],
    superhints: [
      `After dividing by $${m}$: $x^2 + y^2${lin(a / m, 'x')}${lin(b / m, 'y')} = ${e / m}$. Complete the square; the center is $(h, k)$ in $(x - h)^2 + (y - k)^2 = r^2$.`,
    ],
    explanation: `Dividing by $${m}$ gives $x^2 + y^2${lin(a / m, 'x')}${lin(b / m, 'y')} = ${e / m}$. Completing the squares gives $${std(h, k, r2)}$, so the center is $(${h}, ${k})$. Skipping the division by $${m}$ leads to $(${h * m}, ${k * m})$, and reading the signs of the center backward leads to $(${-h}, ${-k})$ or $(${-h * m}, ${-k * m})$.`,
  });
  void answer;
}

// ---- g004 (d3, MC): the equation of a circle through a given point.
{
  const [h, k] = rng.pick([
    [2, -5],
    [-3, 4],
    [6, 1],
  ] as const);
  const [dx, dy] = rng.pick([
    [3, 4],
    [-5, 12],
    [6, -8],
  ] as const);
  const [px, py] = [h + dx, k + dy];
  const rr = dx * dx + dy * dy;
  check(onCircle(px, py, h, k, rr), 'point on circle');
  const r = Math.sqrt(rr);
  const { choices, answer } = choicesFrom({ tex: std(h, k, rr), key: 0 }, [
    { tex: std(h, k, r), key: 1 },
    { tex: std(-h, -k, rr), key: 2 },
    { tex: std(px, py, rr), key: 3 },
  ]);
  const shift = rng.int(0, 3);
  const ids = ['A', 'B', 'C', 'D'] as const;
  const ordered = choices.map((_, i) => choices[(i + shift) % 4]!);
  questions.push({
    id: 'circle-equations-g004',
    concepts: [...C, 'pythagorean-theorem'],
    difficulty: 3,
    type: 'multiple_choice',
    body: `A circle in the $xy$-plane has center $(${h}, ${k})$ and passes through the point $(${px}, ${py})$. Which equation represents the circle?`,
    figurePosition: 'top',
    choices: ordered.map((c, i) => ({ id: ids[i]!, text: c.text })),
    answer: ids[ordered.findIndex((c) => c.id === answer)]!,
    hints: [
      'The radius is the distance from the center to the given point.',
      'The right side of the standard form is the radius squared, so you do not need a square root.',
    ],
    superhints: [
      `Compute $(${minus(px, h)})^2 + (${minus(py, k)})^2$; that is $r^2$. Then write $(x - h)^2 + (y - k)^2 = r^2$ with the center $(${h}, ${k})$.`,
    ],
    explanation: `$r^2 = (${minus(px, h)})^2 + (${minus(py, k)})^2 = ${dx * dx} + ${dy * dy} = ${rr}$, so the equation is $${std(h, k, rr)}$. Using $${r}$ on the right forgets to square the radius, and $${std(-h, -k, rr)}$ has the center's signs reversed.`,
  });
}

// ---- g005 (d4, FE): constant term of a circle tangent to the x-axis.
{
  const h = rng.pick([-4, 3, 5]);
  const k = rng.pick([-6, 2, 7]);
  const r = Math.abs(k); // tangent to the x-axis
  const a = -2 * h;
  const b = -2 * k;
  const c = h * h + k * k - r * r;
  // Independent check: the tangency point (h, 0) satisfies the expanded equation.
  check(h * h + 0 + a * h + b * 0 + c === 0 && c === h * h, 'tangent circle constant');
  const mc = numericChoices(c, [
    h * h + k * k, // left out r^2
    k * k, // took c as r^2
    h * h + k * k - r, // subtracted r, not r^2
  ]);
  questions.push({
    id: 'circle-equations-g005',
    concepts: C,
    difficulty: 4,
    type: 'multiple_choice',
    body: `A circle in the $xy$-plane has center $(${h}, ${k})$ and is tangent to the $x$-axis. Its equation can be written as $x^2 + y^2${lin(a, 'x')}${lin(b, 'y')} + c = 0$, where $c$ is a constant. What is the value of $c$?`,
    figurePosition: 'top',
    ...mc,
    hints: [
      'A circle tangent to the $x$-axis touches it at exactly one point, directly above or below the center.',
      'So the radius equals the distance from the center to the $x$-axis.',
    ],
    superhints: [
      `The radius is $|${k}| = ${r}$. Expand $${std(h, k, r * r)}$ and move everything to the left side; compare the constant term with $c$.`,
    ],
    explanation: `The radius is the distance from $(${h}, ${k})$ to the $x$-axis, $${r}$. The equation is $${std(h, k, r * r)}$. Expanding: $x^2${lin(a, 'x')} + ${h * h} + y^2${lin(b, 'y')} + ${k * k} = ${r * r}$, so $c = ${h * h} + ${k * k} - ${r * r} = ${c}$, choice ${mc.answer}. Check: the point of tangency $(${h}, 0)$ satisfies $${h * h}${lin(a * h, '')} + ${c} = 0$.`,
  });
}

// ---- g006 (d4, FE): the distance between the y-intercepts of a circle.
{
  const [h, half, r] = rng.pick([
    [3, 4, 5],
    [-5, 12, 13],
    [6, 8, 10],
  ] as const);
  const k = rng.pick([-2, 1, 3]);
  const chord = 2 * half;
  check(onCircle(0, k + half, h, k, r * r) && onCircle(0, k - half, h, k, r * r), 'y-intercepts');
  questions.push({
    id: 'circle-equations-g006',
    concepts: [...C, 'pythagorean-theorem'],
    difficulty: 4,
    type: 'free_entry',
    body: `In the $xy$-plane, the circle $${std(h, k, r * r)}$ crosses the $y$-axis at two points. What is the distance between these two points?`,
    figurePosition: 'top',
    accepted: [String(chord)],
    hints: [
      'Points on the $y$-axis have $x = 0$.',
      'Substitute $x = 0$ and solve for the two values of $y$.',
    ],
    superhints: [
      `With $x = 0$: $(${-h})^2 + ${sq('y', k)} = ${r * r}$, so $${sq('y', k)} = ${r * r - h * h}$. Take both square roots to get the two $y$-values, then subtract them.`,
    ],
    explanation: `Setting $x = 0$ gives $${h * h} + ${sq('y', k)} = ${r * r}$, so $${sq('y', k)} = ${half * half}$ and $y = ${k} \\pm ${half}$. The points are $(0, ${k + half})$ and $(0, ${k - half})$, which are $${chord}$ apart. (Geometrically, the center is $${Math.abs(h)}$ units from the $y$-axis, and the chord is $2\\sqrt{${r}^2 - ${Math.abs(h)}^2}$.)`,
  });
}

writeGeneratedQuestions(
  'geometry-trigonometry',
  'circle-equations',
  'generators/geometry-trigonometry/circle-equations.ts',
  finish(questions),
);
