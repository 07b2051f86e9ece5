// Function notation with graphs and tables: evaluating a new function built from f, composing,
// recognizing a translation, and counting the solutions of f(f(x)) = 0.
// Run: npx tsx content/generators/advanced-math/function-graphs.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { check } from '../lib/check.ts';
import { choices, letterCycle } from '../lib/choices.ts';
import { term } from '../lib/term.ts';
import type { BankQuestion } from '../../schema.ts';
import { ACCENT_2 } from '../lib/figure-kit/palette.ts';
import { Plot } from '../lib/figure-kit/plot.ts';
import { numberLabel } from '../lib/figure-kit/text.ts';

const rng = createRng(31415);
const nextLetter = letterCycle(1);
const questions: BankQuestion[] = [];
const GEN = 'generators/advanced-math/function-graphs.ts';

type Pts = readonly (readonly [number, number])[];

/** The piecewise-linear function through the given vertices (sorted by x). */
function pl(vertices: Pts): (x: number) => number {
  return (x: number) => {
    for (let i = 0; i + 1 < vertices.length; i++) {
      const [x1, y1] = vertices[i]!;
      const [x2, y2] = vertices[i + 1]!;
      if (x >= x1 - 1e-12 && x <= x2 + 1e-12) return y1 + ((y2 - y1) * (x - x1)) / (x2 - x1);
    }
    return NaN;
  };
}

function graphOf(vertices: Pts, title: string, extra: { yMin?: number; yMax?: number } = {}) {
  const plot = new Plot({
    title,
    xMin: -6,
    xMax: 6,
    yMin: extra.yMin ?? -5,
    yMax: extra.yMax ?? 5,
  });
  plot.polyline(vertices);
  const first = vertices[0]!;
  const last = vertices[vertices.length - 1]!;
  plot.point(first[0], first[1]).point(last[0], last[1]);
  return plot;
}

const describe = (vertices: Pts) =>
  vertices.map(([x, y]) => `(${numberLabel(x)}, ${numberLabel(y)})`).join(', ');

// g001: evaluate a function built from f.
{
  const id = 'function-notation-g001';
  const vertices = rng.pick([
    [
      [-5, 2],
      [-2, -1],
      [1, 3],
      [5, 1],
    ],
    [
      [-5, -3],
      [-1, 1],
      [2, -2],
      [5, 4],
    ],
  ] as const);
  const f = pl(vertices);
  const x0 = vertices[2]![0];
  const c = rng.pick([3, 4]);
  const k = rng.pick([2, 3]);
  const answer = c - k * f(x0);
  check(Number.isInteger(f(x0)) && f(x0) === vertices[2]![1], `${id}: f(x0) is a vertex value`);
  const plot = graphOf(
    vertices,
    `Graph of y = f(x): line segments joining the points ${describe(vertices)}`,
  );
  questions.push({
    id,
    concepts: ['function-notation'],
    difficulty: 2,
    type: 'free_entry',
    body: `The graph of $y = f(x)$ is shown for $${vertices[0]![0]} \\le x \\le ${vertices[3]![0]}$. The function $g$ is defined by $g(x) = ${c} - ${k}f(x)$. What is the value of $g(${x0})$?`,
    figure: plot.save('advanced-math', id),
    figurePosition: 'top',
    accepted: [String(answer)],
    hints: [
      `Find $f(${x0})$ on the graph first: go to $x = ${x0}$ and read the $y$-value.`,
      'Then substitute that number for $f(x)$ in the formula for $g$.',
    ],
    superhints: [
      `$g(${x0}) = ${c} - ${k} \\cdot f(${x0})$. The graph passes through a corner point at $x = ${x0}$; its $y$-coordinate is $f(${x0})$. Multiply by $${k}$ before subtracting.`,
    ],
    explanation: `From the graph, $f(${x0}) = ${f(x0)}$. So $g(${x0}) = ${c} - ${k}(${f(x0)}) = ${c}${term(-k * f(x0))} = ${answer}$.`,
  });
}

// g002: a composition read from a graph.
{
  const id = 'function-notation-g002';
  const vertices = rng.pick([
    [
      [-5, -1],
      [-3, 3],
      [0, 0],
      [2, 4],
      [5, -2],
    ],
    [
      [-5, 4],
      [-2, -2],
      [1, 1],
      [3, -3],
      [5, 1],
    ],
  ] as const);
  const f = pl(vertices);
  // Pick an input whose image lands on a grid value whose image is also on the grid.
  const candidates = [-4, -1, 1, 4].filter((x) => {
    const y = f(x);
    return Number.isInteger(y) && y !== x && Number.isInteger(f(y)) && Math.abs(y) <= 5;
  });
  check(candidates.length > 0, `${id}: a usable input`);
  const a = rng.pick(candidates);
  const inner = f(a);
  const answer = f(inner);
  // Independent check: evaluate by finding the segment that contains each input afresh.
  const seg = (x: number) => {
    const i = vertices.findIndex(
      (v, j) => j + 1 < vertices.length && x >= v[0] && x <= vertices[j + 1]![0],
    );
    const [x1, y1] = vertices[i]!;
    const [x2, y2] = vertices[i + 1]!;
    return ((y2 - y1) / (x2 - x1)) * (x - x1) + y1;
  };
  check(seg(seg(a)) === answer, `${id}: composition`);
  const plot = graphOf(
    vertices,
    `Graph of y = f(x): line segments joining the points ${describe(vertices)}`,
  );
  questions.push({
    id,
    concepts: ['function-notation'],
    difficulty: 3,
    type: 'free_entry',
    body: `The graph of the function $f$ is shown for $-5 \\le x \\le 5$. What is the value of $f(f(${a}))$?`,
    figure: plot.save('advanced-math', id),
    figurePosition: 'top',
    accepted: [String(answer)],
    hints: [
      'Work from the inside out: find $f(' + a + ')$ first.',
      'The output of the inner $f$ becomes the input of the outer $f$.',
    ],
    superhints: [
      `Go to $x = ${a}$ on the graph and read its $y$-value. Then go to that number on the $x$-axis and read the $y$-value of the graph there. Make sure you switch from reading a $y$-value to using it as an $x$-value.`,
    ],
    explanation: `From the graph, $f(${a}) = ${inner}$. Then $f(f(${a})) = f(${inner}) = ${answer}$.`,
  });
}

// g003: recognize a translation of a graph.
{
  const id = 'function-notation-g003';
  const base = [
    [-5, 1],
    [-3, -1],
    [-2, 2],
    [0, 0],
  ] as const;
  const [h, k] = rng.pick([
    [3, 2],
    [4, -2],
    [5, 1],
  ] as const);
  const fv = base;
  const gv = base.map(([x, y]) => [x + h, y + k] as const);
  const f = pl(fv);
  const g = pl(gv);
  const candidates = [
    { text: `f(x - ${h})${term(k)}`, fn: (x: number) => f(x - h) + k },
    { text: `f(x + ${h})${term(k)}`, fn: (x: number) => f(x + h) + k },
    { text: `f(x - ${h})${term(-k)}`, fn: (x: number) => f(x - h) - k },
    { text: `f(x${term(k)})${term(h)}`, fn: (x: number) => f(x + k) + h },
  ];
  // Independent check: sample the domain of g and compare with each candidate.
  const matches = candidates.filter((c) => {
    for (let x = gv[0]![0]; x <= gv[gv.length - 1]![0]; x += 0.25) {
      const want = g(x);
      const got = c.fn(x);
      if (!Number.isFinite(got) || Math.abs(got - want) > 1e-9) return false;
    }
    return true;
  });
  check(matches.length === 1 && matches[0] === candidates[0], `${id}: one translation matches`);
  const letter = nextLetter();
  const plot = new Plot({
    title: `Graphs of y = f(x), line segments joining ${describe(fv)}, and y = g(x), line segments joining ${describe(gv)}`,
    xMin: -6,
    xMax: 6,
    yMin: -4,
    yMax: 5,
  })
    .polyline(fv)
    .polyline(gv, { color: ACCENT_2, dashed: true })
    .point(fv[0]![0], fv[0]![1])
    .point(fv[3]![0], fv[3]![1])
    .point(gv[0]![0], gv[0]![1], { color: ACCENT_2 })
    .point(gv[3]![0], gv[3]![1], { color: ACCENT_2 })
    .text(fv[2]![0], fv[2]![1], 'y = f(x)', 'n')
    .text(gv[2]![0], gv[2]![1], 'y = g(x)', 'n');
  questions.push({
    id,
    concepts: ['function-notation'],
    difficulty: 3,
    type: 'multiple_choice',
    body: 'The graphs of $y = f(x)$ (solid) and $y = g(x)$ (dashed) are shown. The graph of $g$ is a translation of the graph of $f$. Which of the following defines $g$?',
    figure: plot.save('advanced-math', id),
    figurePosition: 'top',
    ...choices(
      `$g(x) = ${candidates[0]!.text}$`,
      candidates.slice(1).map((c) => `$g(x) = ${c.text}$`),
      letter,
    ),
    hints: [
      'Pick a corner point of the graph of $f$ and find the matching corner of the graph of $g$.',
      'How far right or left, and how far up or down, did that corner move?',
    ],
    superhints: [
      'The graph of $y = f(x - h) + k$ is the graph of $f$ moved $h$ units to the right and $k$ units up. A shift to the right appears as a subtraction inside the parentheses, which is the opposite of what many students expect. Measure both moves on the grid and match them to a choice.',
    ],
    explanation: `The corner $(${fv[2]![0]}, ${fv[2]![1]})$ of the graph of $f$ moves to $(${gv[2]![0]}, ${gv[2]![1]})$ on the graph of $g$: $${h}$ units to the right and $${Math.abs(
      k,
    )}$ unit${Math.abs(k) === 1 ? '' : 's'} ${k > 0 ? 'up' : 'down'}. A shift of $${h}$ to the right replaces $x$ with $x - ${h}$, and a shift ${
      k > 0 ? 'up' : 'down'
    } adds $${k}$ to the output, so $g(x) = ${candidates[0]!.text}$, choice ${letter}. Check: $g(${gv[2]![0]}) = f(${fv[2]![0]})${term(
      k,
    )} = ${gv[2]![1]}$.`,
  });
}

// g004: solve an equation with a composition given by a table.
{
  const id = 'function-notation-g004';
  const xs = [1, 2, 3, 4, 5];
  const fVals = rng.shuffle([2, 4, 5, 1, 3]);
  const gVals = rng.shuffle([3, 1, 4, 5, 2]);
  const fOf = (x: number) => fVals[xs.indexOf(x)]!;
  const gOf = (x: number) => gVals[xs.indexOf(x)]!;
  // A target whose answer cannot be read off directly and does not repeat the target itself.
  const target = rng.shuffle(xs).find((t) => {
    const x = xs.find((v) => fOf(gOf(v)) === t)!;
    const mid = gOf(x);
    return x !== t && mid !== x && mid !== t && fOf(x) !== t;
  });
  check(target !== undefined, `${id}: a usable target`);
  // The unique x with f(g(x)) = target, found by trying every x.
  const sols = xs.filter((x) => fOf(gOf(x)) === target);
  check(sols.length === 1, `${id}: unique solution`);
  const answer = sols[0]!;
  // Second way: invert the tables step by step.
  const u = xs.find((x) => fOf(x) === target)!;
  const back = xs.find((x) => gOf(x) === u)!;
  check(back === answer, `${id}: inverse tables agree`);
  check(gOf(answer) !== answer && fOf(answer) !== target, `${id}: no shortcut`);
  const row = (vals: number[]) => vals.join(' & ');
  questions.push({
    id,
    concepts: ['function-notation'],
    difficulty: 3,
    type: 'free_entry',
    body: `The table gives selected values of the functions $f$ and $g$. $$\\begin{array}{c|ccccc} x & ${row(xs)} \\\\ \\hline f(x) & ${row(
      fVals,
    )} \\\\ g(x) & ${row(gVals)} \\end{array}$$ For which value of $x$ is $f(g(x)) = ${target}$?`,
    accepted: [String(answer)],
    hints: [
      `First find the input that $f$ sends to $${target}$.`,
      'That input must be the value of $g(x)$.',
    ],
    superhints: [
      `Let $u = g(x)$. The equation becomes $f(u) = ${target}$, so look along the $f(x)$ row for $${target}$ and read $u$ above it. Then look along the $g(x)$ row for $u$ and read the $x$ above it.`,
    ],
    explanation: `In the table, $f(${u}) = ${target}$, so $g(x)$ must equal $${u}$. In the $g(x)$ row, $g(${answer}) = ${u}$. So $x = ${answer}$. Check: $f(g(${answer})) = f(${u}) = ${target}$.`,
  });
}

// g005: the number of solutions of f(f(x)) = 0.
{
  const id = 'function-notation-g005';
  const vertices = [
    [-5, -2],
    [-3, 2],
    [1, -2],
    [4, 4],
  ] as const;
  const f = pl(vertices);
  // Count solutions by brute force on a grid of step 1/1000 (all solutions here are multiples
  // of 1/2, so the grid hits them exactly), grouping neighboring hits.
  let count = 0;
  let inRun = false;
  let signChanges = 0;
  let prev = NaN;
  for (let i = -5000; i <= 4000; i++) {
    const x = i / 1000;
    const v = f(f(x));
    const zero = Number.isFinite(v) && Math.abs(v) < 1e-9;
    if (zero && !inRun) count++;
    inRun = zero;
    if (Number.isFinite(v) && !zero && Number.isFinite(prev) && Math.sign(v) !== Math.sign(prev))
      signChanges++;
    if (Number.isFinite(v) && !zero) prev = v;
  }
  const zeros = [-4, -1, 2];
  for (const z of zeros) check(f(z) === 0, `${id}: zero at ${z}`);
  const solutions = [-4.5, 0, 1.5, -3, 3];
  for (const s of solutions) check(f(f(s)) === 0, `${id}: solution ${s}`);
  check(count === solutions.length, `${id}: brute-force count ${count}`);
  const plot = graphOf(
    vertices,
    `Graph of y = f(x) for -5 ≤ x ≤ 4: line segments joining the points ${describe(vertices)}`,
  );
  questions.push({
    id,
    concepts: ['function-notation'],
    difficulty: 5,
    type: 'free_entry',
    body: 'The graph of the function $f$, defined for $-5 \\le x \\le 4$, is shown. How many values of $x$ satisfy $f(f(x)) = 0$?',
    figure: plot.save('advanced-math', id),
    figurePosition: 'top',
    accepted: [String(solutions.length)],
    hints: [
      'Let $u = f(x)$. First find every $u$ with $f(u) = 0$.',
      'For each such $u$, count the $x$-values where the graph has height $u$.',
    ],
    superhints: [
      'The zeros of $f$ are the $x$-intercepts of the graph. For each zero $z$, draw the horizontal line $y = z$ and count where it meets the graph (a line through a peak of the graph meets it only once there; a line above or below the whole graph meets it nowhere). Add the counts.',
    ],
    explanation:
      'From the graph, $f(u) = 0$ for $u = -4$, $u = -1$ and $u = 2$. So $f(f(x)) = 0$ exactly when $f(x) = -4$, $f(x) = -1$ or $f(x) = 2$. The values of $f$ run from $-2$ to $4$, so $f(x) = -4$ has no solutions. The line $y = -1$ meets the graph three times, at $x = -4.5$, $x = 0$ and $x = 1.5$. The line $y = 2$ meets the graph twice: at the peak $(-3, 2)$ and at $x = 3$. In all there are $3 + 2 = 5$ values of $x$.',
  });
  check(signChanges >= 3, `${id}: sign changes at the crossing solutions`);
}

writeGeneratedQuestions('advanced-math', 'function-notation', GEN, questions);
