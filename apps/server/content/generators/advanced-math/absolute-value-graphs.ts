// Absolute value on the number line and in the plane: the inequality behind a shaded interval,
// and a horizontal line cutting a V-shaped graph.
// Run: npx tsx content/generators/advanced-math/absolute-value-graphs.ts
import { createRng } from '../lib/random.ts';
import { writeFigure, writeGeneratedQuestions } from '../lib/write.ts';
import { check } from '../lib/check.ts';
import { frac, fracAdd, fracSub, fracTex } from '../lib/fraction.ts';
import { acceptedForms } from '../lib/answer-forms.ts';
import { choices, letterCycle } from '../lib/choices.ts';
import { term } from '../lib/term.ts';
import type { BankQuestion } from '../../schema.ts';
import { intervalLine } from '../lib/figure-kit/number-line.ts';
import { ACCENT_2 } from '../lib/figure-kit/palette.ts';
import { Plot } from '../lib/figure-kit/plot.ts';
import { numberLabel } from '../lib/figure-kit/text.ts';

const rng = createRng(2718);
const nextLetter = letterCycle(2);
const questions: BankQuestion[] = [];
const GEN = 'generators/advanced-math/absolute-value-graphs.ts';

// g001: the inequality whose solutions form the shaded interval.
{
  const id = 'absolute-value-g001';
  const [a, b] = rng.pick([
    [-7, 1],
    [-1, 7],
    [-5, 3],
  ] as const);
  const m = (a + b) / 2;
  const r = (b - a) / 2;
  check(Number.isInteger(m) && m !== 0 && Math.abs(m) !== r, `${id}: center and radius differ`);
  const mid = (sign: number) =>
    sign * m === 0 ? 'x' : `x ${sign * m > 0 ? '-' : '+'} ${Math.abs(m)}`;
  const options = [
    { text: `|${mid(1)}| \\le ${r}`, test: (x: number) => Math.abs(x - m) <= r },
    { text: `|${mid(-1)}| \\le ${r}`, test: (x: number) => Math.abs(x + m) <= r },
    { text: `|${mid(1)}| \\ge ${r}`, test: (x: number) => Math.abs(x - m) >= r },
    {
      text: `|x ${r > 0 ? '-' : '+'} ${r}| \\le ${Math.abs(m)}`,
      test: (x: number) => Math.abs(x - r) <= Math.abs(m),
    },
  ];
  // Independent check: scan the line in quarter steps; only one option is true exactly on [a, b].
  const inInterval = (x: number) => x >= a && x <= b;
  const fits = options.filter((o) => {
    for (let x = -20; x <= 20; x += 0.25) if (o.test(x) !== inInterval(x)) return false;
    return true;
  });
  check(fits.length === 1 && fits[0] === options[0], `${id}: one inequality matches`);
  const letter = nextLetter();
  const path = writeFigure(
    'advanced-math',
    id,
    intervalLine(
      `Number line from ${numberLabel(a - 2)} to ${numberLabel(b + 2)} with the closed interval from ${numberLabel(a)} to ${numberLabel(b)} shaded, endpoints filled`,
      a - 2,
      b + 2,
      a,
      b,
      false,
    ),
  );
  questions.push({
    id,
    concepts: ['absolute-value'],
    difficulty: 3,
    type: 'multiple_choice',
    body: 'The shaded part of the number line shows the solution set of one of the following inequalities. Which one?',
    figure: path,
    figurePosition: 'top',
    ...choices(
      `$${options[0]!.text}$`,
      options.slice(1).map((o) => `$${o.text}$`),
      letter,
    ),
    hints: [
      '$|x - c|$ is the distance between $x$ and $c$ on the number line.',
      'Find the midpoint of the shaded segment and its distance to each endpoint.',
    ],
    superhints: [
      'A closed segment is the set of points whose distance from its midpoint is at most half its length. Compute the midpoint (average of the endpoints) and the half-length, then write "distance from the midpoint is at most the half-length" with absolute value, minding the sign inside.',
    ],
    explanation: `The shaded segment runs from $${a}$ to $${b}$, including both endpoints. Its midpoint is $\\frac{${a} + ${b < 0 ? `(${b})` : b}}{2} = ${m}$ and each endpoint is $${r}$ units from it. So the shaded points are those whose distance from $${m}$ is at most $${r}$: $|${mid(
      1,
    )}| \\le ${r}$, choice ${letter}. Check: $x = ${a}$ gives $|${a}${term(-m)}| = ${r}$. The inequality with $\\ge$ describes the two unshaded rays instead, and the other two are centered at $${-m}$ and $${r}$.`,
  });
}

// g002: a horizontal line cutting a V.
{
  const id = 'absolute-value-g002';
  const [h, k] = rng.pick([
    [1, -3],
    [-2, -1],
    [2, -4],
  ] as const);
  const a = 2;
  const c = rng.pick([3, 5]);
  const half = frac(c - k, a); // x = h +/- (c - k)/a
  const dist = frac(2 * (c - k), a);
  // Independent check: solve a|x - h| + k = c by scanning and measuring the gap.
  const f = (x: number) => a * Math.abs(x - h) + k;
  const hits: number[] = [];
  for (let i = -20000; i <= 20000; i++) {
    const x = i / 1000;
    if (Math.abs(f(x) - c) < 1e-9) hits.push(x);
  }
  check(hits.length === 2, `${id}: two intersections`);
  check(Math.abs(hits[1]! - hits[0]! - dist.n / dist.d) < 1e-9, `${id}: distance`);
  const plot = new Plot({
    title: `Graphs of y = ${a}|x ${h > 0 ? '-' : '+'} ${Math.abs(h)}| ${k < 0 ? '-' : '+'} ${Math.abs(k)}, a V shape with vertex (${numberLabel(
      h,
    )}, ${numberLabel(k)}), and the horizontal line y = ${c}`,
    xMin: -7,
    xMax: 7,
    yMin: -5,
    yMax: 8,
  })
    .curve(f, { samples: 1400 })
    .curve(() => c, { color: ACCENT_2 })
    .point(h, k, { label: `(${numberLabel(h)}, ${numberLabel(k)})`, anchor: 's' });
  questions.push({
    id,
    concepts: ['absolute-value', 'nonlinear-systems'],
    difficulty: 3,
    type: 'free_entry',
    body: `The graphs of $y = ${a}|x ${h > 0 ? '-' : '+'} ${Math.abs(h)}| ${k < 0 ? '-' : '+'} ${Math.abs(
      k,
    )}$ and $y = ${c}$ are shown. The graphs intersect at two points. What is the distance between these two points?`,
    figure: plot.save('advanced-math', id),
    figurePosition: 'top',
    accepted: acceptedForms(dist),
    hints: [
      `Set the expressions equal: $${a}|x ${h > 0 ? '-' : '+'} ${Math.abs(h)}| ${k < 0 ? '-' : '+'} ${Math.abs(k)} = ${c}$.`,
      'Isolate the absolute value, then split into two equations: one for each sign.',
    ],
    superhints: [
      `After isolating, the equation says that $x$ is the same distance $d$ from $${h}$ on either side, so the two solutions are $${h} - d$ and $${h} + d$. Both points have the same $y$-coordinate, so the distance between the points is the difference of their $x$-coordinates, which is $2d$.`,
    ],
    explanation: `Setting the expressions equal: $${a}|x ${h > 0 ? '-' : '+'} ${Math.abs(h)}| = ${c - k}$, so $|x ${
      h > 0 ? '-' : '+'
    } ${Math.abs(h)}| = ${fracTex(half)}$ and $x = ${h} \\pm ${fracTex(half)}$. The points are $(${fracTex(
      fracSub(frac(h), half),
    )}, ${c})$ and $(${fracTex(fracAdd(frac(h), half))}, ${c})$, which are $${fracTex(dist)}$ units apart.`,
  });
}

// g003: the complement of an interval (two rays).
{
  const id = 'absolute-value-g003';
  const [a, b] = rng.pick([
    [-2, 4],
    [-6, 0],
    [-3, 5],
  ] as const);
  const m = (a + b) / 2;
  const r = (b - a) / 2;
  // Solutions of |2x - 2m| >= 2r form (-inf, a] and [b, inf); the question asks for k in |2x - k| >= j form.
  const k = 2 * m;
  const j = 2 * r;
  const inSet = (x: number) => Math.abs(2 * x - k) >= j;
  for (let x = -20; x <= 20; x += 0.5) check(inSet(x) === (x <= a || x >= b), `${id}: set at ${x}`);
  check(k !== 0, `${id}: k nonzero`);
  const path = writeFigure(
    'advanced-math',
    id,
    intervalLine(
      `Number line from ${numberLabel(a - 2)} to ${numberLabel(b + 2)} with the rays to the left of ${numberLabel(a)} and to the right of ${numberLabel(
        b,
      )} shaded, endpoints filled`,
      a - 2,
      b + 2,
      a,
      b,
      true,
    ),
  );
  questions.push({
    id,
    concepts: ['absolute-value'],
    difficulty: 4,
    type: 'free_entry',
    body: `The shaded parts of the number line show the solution set of the inequality $|2x - k| \\ge ${j}$, where $k$ is a constant. What is the value of $k$?`,
    figure: path,
    figurePosition: 'top',
    accepted: [String(k)],
    hints: [
      'The boundary points of the shaded set are exactly the solutions of the equation $|2x - k| = ' +
        j +
        '$.',
      'The two boundary points are symmetric about the point where $2x - k = 0$.',
    ],
    superhints: [
      `Factor out the $2$: $|2x - k| = 2\\left|x - \\frac{k}{2}\\right|$. So the set is centered at $\\frac{k}{2}$, which must be the midpoint of the two endpoints on the number line. Find that midpoint and double it.`,
    ],
    explanation: `The endpoints are $${a}$ and $${b}$, whose midpoint is $${m}$. Since $|2x - k| = 2\\left|x - \\frac{k}{2}\\right|$, the inequality says $\\left|x - \\frac{k}{2}\\right| \\ge ${r}$, the points at least $${r}$ from $\\frac{k}{2}$. So $\\frac{k}{2} = ${m}$ and $k = ${k}$. Check: $x = ${a}$ gives $|${2 * a}${term(-k)}| = ${j}$ and $x = ${b}$ gives $|${2 * b}${term(-k)}| = ${j}$.`,
  });
}

writeGeneratedQuestions('advanced-math', 'absolute-value', GEN, questions);
