// Generates questions/algebra/linear-functions.generated.yaml and its figures. The graph
// questions are written one by one (each picks its own line and what it asks); their SVGs are
// drawn from the same numbers. The templates (slope from two points, a function from two values,
// a table, standard form, a difference of values) vary numbers and form. Every answer is
// computed one way and checked another.
// Run: cd apps/server && npx tsx content/generators/algebra/linear-functions.ts
import { createRng } from '../lib/random.ts';
import { writeFigure, writeGeneratedQuestions } from '../lib/write.ts';
import { check } from '../lib/check.ts';
import {
  frac,
  fracAdd,
  fracDiv,
  fracEq,
  fracMul,
  fracSub,
  fracTex,
  type Frac,
} from '../lib/fraction.ts';
import { acceptedForms } from '../lib/answer-forms.ts';
import { choices } from '../lib/choices.ts';
import { numericChoices } from '../lib/numeric-item.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import { lin, slopeForm } from './format.ts';
import type { BankQuestion } from '../../schema.ts';
import { plane, type Pt } from '../lib/figure-kit/plane.ts';

const CONCEPT = 'linear-functions';
const rng = createRng(0x1f_2025);
const out: BankQuestion[] = [];
const nextId = generatedIds(CONCEPT);

/** Slope and intercept of the line through two points, with both points checked on it. */
function lineThrough(p: Pt, q: Pt): { m: Frac; b: Frac } {
  const m = frac(q[1] - p[1], q[0] - p[0]);
  const b = fracSub(frac(p[1]), fracMul(m, frac(p[0])));
  for (const pt of [p, q])
    check(fracEq(fracAdd(fracMul(m, frac(pt[0])), b), frac(pt[1])), 'point on line');
  return { m, b };
}
const fmtPt = (p: Pt) => `(${p[0]}, ${p[1]})`;
const minus = (s: string) => s.replace(/-/g, '\u2212');
const ptTitle = (p: Pt) => minus(fmtPt(p));

// ---------------------------------------------------------------- figure questions

// F1. Slope read from a graph.
{
  const id = nextId();
  const p: Pt = [0, -2];
  const q: Pt = [3, 4];
  const { m } = lineThrough(p, q);
  // Second way: rise over run counted on the grid from p to q.
  check(fracEq(m, frac(q[1] - p[1], q[0] - p[0])) && fracEq(m, frac(2)), 'F1 slope');
  const figure = writeFigure(
    'algebra',
    id,
    plane({
      title: `A line in the xy-plane passing through the points ${ptTitle(p)} and ${ptTitle(q)}`,
      xMin: -5,
      xMax: 5,
      yMin: -5,
      yMax: 5,
      lines: [{ through: [p, q] }],
      points: [{ at: p }, { at: q }],
    }),
  );
  const mc = choices('$2$', ['$-2$', '$\\frac{1}{2}$', '$-\\frac{1}{2}$'], 'C');
  out.push({
    id,
    concepts: [CONCEPT],
    difficulty: 1,
    type: 'multiple_choice',
    body: 'What is the slope of the line shown in the $xy$-plane?',
    figure,
    figurePosition: 'top',
    ...mc,
    hints: [
      'Find two points where the line crosses grid intersections exactly; two are marked.',
      'Slope is the change in $y$ divided by the change in $x$ between two points.',
    ],
    superhints: [
      'From the marked point on the $y$-axis to the other marked point, count how many units the line rises and how many units it runs to the right, then divide rise by run. The line goes up from left to right, so the slope is positive.',
    ],
    explanation: `The line passes through $${fmtPt(p)}$ and $${fmtPt(q)}$. The slope is $\\frac{${q[1]} - (${p[1]})}{${q[0]} - ${p[0]}} = \\frac{6}{3} = 2$, choice ${mc.answer}.`,
  });
}

// F2. Equation from intercepts on a graph.
{
  const id = nextId();
  const p: Pt = [0, 3];
  const q: Pt = [4, 0];
  const { m, b } = lineThrough(p, q);
  const correct = `$${slopeForm(m, b)}$`;
  const wrongLines: [Frac, Frac][] = [
    [frac(-4, 3), frac(3)],
    [frac(3, 4), frac(3)],
    [frac(-3, 4), frac(4)],
  ];
  // Each wrong equation misses at least one of the two intercepts.
  for (const [wm, wb] of wrongLines) {
    const hits = [p, q].every((pt) => fracEq(fracAdd(fracMul(wm, frac(pt[0])), wb), frac(pt[1])));
    check(!hits, 'F2 distractor fits the graph');
  }
  const figure = writeFigure(
    'algebra',
    id,
    plane({
      title: `A line in the xy-plane crossing the y-axis at ${ptTitle(p)} and the x-axis at ${ptTitle(q)}`,
      xMin: -3,
      xMax: 7,
      yMin: -3,
      yMax: 6,
      lines: [{ through: [p, q] }],
    }),
  );
  const mc = choices(
    correct,
    wrongLines.map(([wm, wb]) => `$${slopeForm(wm, wb)}$`) as [string, string, string],
    'A',
  );
  out.push({
    id,
    concepts: [CONCEPT],
    difficulty: 2,
    type: 'multiple_choice',
    body: 'Which equation defines the line shown in the $xy$-plane?',
    figure,
    figurePosition: 'top',
    ...mc,
    hints: [
      'Read where the line crosses each axis.',
      'The $y$-intercept gives $b$ in $y = mx + b$; the two intercepts give the slope.',
    ],
    superhints: [
      'The line meets the $y$-axis at $(0, 3)$ and the $x$-axis at $(4, 0)$. Going from the first point to the second, $y$ changes by $-3$ while $x$ changes by $4$. Which choice has that slope and that $y$-intercept?',
    ],
    explanation: `The line passes through $(0, 3)$ and $(4, 0)$, so its slope is $\\frac{0 - 3}{4 - 0} = -\\frac{3}{4}$ and its $y$-intercept is $3$: ${correct}, choice ${mc.answer}. The line falls from left to right, which rules out a positive slope; $-\\frac{4}{3}$ is the reciprocal mistake (run over rise).`,
  });
}

// F3. Evaluate a function beyond the graph's window.
{
  const id = nextId();
  const p: Pt = [-2, 5];
  const q: Pt = [2, -1];
  const { m, b } = lineThrough(p, q);
  const x = 10;
  const y = fracAdd(fracMul(m, frac(x)), b);
  // Second way: step from q by (x - 2) units at the slope.
  check(fracEq(y, fracAdd(frac(q[1]), fracMul(m, frac(x - q[0])))), 'F3 value');
  const figure = writeFigure(
    'algebra',
    id,
    plane({
      title: `The graph of y = f(x), a line through the points ${ptTitle(p)} and ${ptTitle(q)}`,
      xMin: -6,
      xMax: 6,
      yMin: -4,
      yMax: 7,
      lines: [{ through: [p, q], label: { text: 'y = f(x)', at: [-5.8, 6.1] } }],
      points: [{ at: p }, { at: q }],
    }),
  );
  const mc3 = numericChoices(y, [
    fracAdd(frac(q[1]), fracMul(m, frac(x))), // stepped 10 units from (2, -1) instead of 8
    fracMul(m, frac(x)), // left out the y-intercept
    fracAdd(fracMul(frac(-m.n, m.d), frac(x)), b), // lost the minus sign of the slope
  ]);
  out.push({
    id,
    concepts: [CONCEPT],
    difficulty: 3,
    type: 'multiple_choice',
    body: 'The graph of the linear function $f$ is shown, with two points on it marked. What is the value of $f(10)$?',
    figure,
    figurePosition: 'top',
    ...mc3,
    hints: [
      'Read the coordinates of the two marked points and find the slope.',
      'Write $f(x) = mx + b$ using the slope and the $y$-intercept, then substitute $x = 10$.',
    ],
    superhints: [
      'The marked points are $(-2, 5)$ and $(2, -1)$: $y$ falls by $6$ while $x$ increases by $4$. The line crosses the $y$-axis halfway between them. Build $f(x)$ from that slope and intercept and evaluate it at $10$.',
    ],
    explanation: `The slope is $\\frac{-1 - 5}{2 - (-2)} = ${fracTex(m)}$ and the $y$-intercept is $${fracTex(b)}$, so $f(x) = ${lin(
      [
        [m, 'x'],
        [b, ''],
      ],
    )}$. Then $f(10) = ${fracTex(m)}(10) + ${fracTex(b)} = ${fracTex(y)}$, choice ${mc3.answer}.`,
  });
}

// F4. A parallel line through a given point.
{
  const id = nextId();
  const p: Pt = [0, 1];
  const q: Pt = [3, -1];
  const { m } = lineThrough(p, q);
  const r: Pt = [6, 1];
  const b2 = fracSub(frac(r[1]), fracMul(m, frac(r[0])));
  // Second way: from (6, 1) walk back 6 units in x at the same slope to reach x = 0.
  check(
    fracEq(b2, fracAdd(frac(r[1]), fracMul(m, frac(-r[0])))) && fracEq(b2, frac(5)),
    'F4 intercept',
  );
  const figure = writeFigure(
    'algebra',
    id,
    plane({
      title: `Line l in the xy-plane passing through the points ${ptTitle(p)} and ${ptTitle(q)}`,
      xMin: -5,
      xMax: 7,
      yMin: -5,
      yMax: 5,
      lines: [{ through: [p, q], label: { text: '\u2113', at: [-3.7, 3.7] } }],
      points: [{ at: p }, { at: q }],
    }),
  );
  const interceptThrough = (slope: Frac) => fracSub(frac(r[1]), fracMul(slope, frac(r[0])));
  const mc4 = numericChoices(b2, [
    interceptThrough(frac(-m.n, m.d)), // lost the minus sign of the slope
    frac(p[1]), // gave the y-intercept of line l itself
    interceptThrough(fracDiv(frac(1), m)), // took the slope as run over rise
  ]);
  out.push({
    id,
    concepts: [CONCEPT],
    difficulty: 3,
    type: 'multiple_choice',
    body: 'Line $\\ell$ is shown in the $xy$-plane. Line $m$ is parallel to line $\\ell$ and passes through the point $(6, 1)$. What is the $y$-coordinate of the $y$-intercept of line $m$?',
    figure,
    figurePosition: 'top',
    ...mc4,
    hints: [
      'Parallel lines have the same slope. Find the slope of $\\ell$ from the marked points.',
      'Use that slope and the point $(6, 1)$ to write an equation for $m$.',
    ],
    superhints: [
      'Line $\\ell$ drops $2$ units for every $3$ units to the right. Line $m$ has the same slope, so from $(6, 1)$, moving $6$ units left to reach the $y$-axis changes $y$ by twice that drop, in the upward direction.',
    ],
    explanation: `Line $\\ell$ passes through $(0, 1)$ and $(3, -1)$, so its slope is $${fracTex(m)}$. Line $m$ has the same slope: $y - 1 = ${fracTex(m)}(x - 6)$, so $y = ${lin(
      [
        [m, 'x'],
        [b2, ''],
      ],
    )}$ and its $y$-intercept is $(0, ${fracTex(b2)})$, choice ${mc4.answer}.`,
  });
}

// F5. Perpendicular line through the x-intercept of the graphed line.
{
  const id = nextId();
  const p: Pt = [-4, -1];
  const q: Pt = [2, 3];
  const { m, b } = lineThrough(p, q);
  const xInt = fracDiv(frac(-b.n, b.d), m);
  const mPerp = fracDiv(frac(-1), m);
  const bPerp = fracSub(frac(0), fracMul(mPerp, xInt));
  // Second way: k meets the y-axis where the perpendicular through (xInt, 0) does; dot product check.
  check(fracEq(fracMul(m, mPerp), frac(-1)), 'F5 perpendicular');
  check(fracEq(fracAdd(fracMul(mPerp, xInt), bPerp), frac(0)), 'F5 through x-intercept');
  check(fracEq(bPerp, frac(-15, 4)), 'F5 value');
  const figure = writeFigure(
    'algebra',
    id,
    plane({
      title: `A line in the xy-plane passing through the points ${ptTitle(p)} and ${ptTitle(q)}`,
      xMin: -6,
      xMax: 5,
      yMin: -4,
      yMax: 6,
      lines: [{ through: [p, q] }],
      points: [{ at: p }, { at: q }],
    }),
  );
  const through = (slope: Frac) => fracSub(frac(0), fracMul(slope, xInt));
  const mc5 = numericChoices(bPerp, [
    through(m), // kept the slope of the line shown (a parallel line)
    through(fracDiv(frac(1), m)), // took the reciprocal but not the opposite
    through(frac(-m.n, m.d)), // took the opposite but not the reciprocal
  ]);
  out.push({
    id,
    concepts: [CONCEPT],
    difficulty: 5,
    type: 'multiple_choice',
    body: 'Line $k$ (not shown) is perpendicular to the line shown in the $xy$-plane and passes through the $x$-intercept of the line shown. What is the $y$-coordinate of the $y$-intercept of line $k$?',
    figure,
    figurePosition: 'top',
    ...mc5,
    hints: [
      'Use the two marked points to write an equation of the line shown; its $x$-intercept is not on a grid intersection, so compute it.',
      'Perpendicular slopes are negative reciprocals of each other.',
    ],
    superhints: [
      'The shown line has slope $\\frac{4}{6}$ and equation $y = \\frac{2}{3}x + \\frac{5}{3}$; setting $y = 0$ gives its $x$-intercept. Line $k$ has slope $-\\frac{3}{2}$ and passes through that intercept: write $y = -\\frac{3}{2}(x - x_0)$ and substitute $x = 0$.',
    ],
    explanation: `The shown line passes through $(-4, -1)$ and $(2, 3)$, so its slope is $\\frac{4}{6} = ${fracTex(m)}$ and $y = ${lin(
      [
        [m, 'x'],
        [b, ''],
      ],
    )}$. Setting $y = 0$ gives $x = ${fracTex(xInt)}$. Line $k$ has slope $${fracTex(mPerp)}$ and passes through $(${fracTex(xInt)}, 0)$: $y = ${fracTex(mPerp)}\\left(x + \\frac{5}{2}\\right)$. At $x = 0$, $y = ${fracTex(mPerp)} \\cdot \\frac{5}{2} = ${fracTex(bPerp)}$, choice ${mc5.answer}.`,
  });
}

// F6. Where a graphed function equals a multiple of its input.
{
  const id = nextId();
  const p: Pt = [-4, 5];
  const q: Pt = [2, 2];
  const { m, b } = lineThrough(p, q);
  // h(a) = 3a  <=>  m a + b = 3a  <=>  a = b / (3 - m).
  const a = fracDiv(b, fracSub(frac(3), m));
  check(fracEq(fracAdd(fracMul(m, a), b), fracMul(frac(3), a)), 'F6 substitution');
  const figure = writeFigure(
    'algebra',
    id,
    plane({
      title: `The graph of y = h(x), a line through the points ${ptTitle(p)} and ${ptTitle(q)}`,
      xMin: -6,
      xMax: 6,
      yMin: -3,
      yMax: 7,
      lines: [{ through: [p, q], label: { text: 'y = h(x)', at: [2.4, 3.4] } }],
      points: [{ at: p }, { at: q }],
    }),
  );
  const mc6 = numericChoices(a, [
    fracDiv(b, fracAdd(frac(3), m)), // lost the minus sign of the slope
    fracAdd(fracMul(m, frac(3)), b), // evaluated h(3) instead of solving h(a) = 3a
    fracDiv(fracSub(frac(3), m), b), // divided the wrong way at the last step
  ]);
  out.push({
    id,
    concepts: [CONCEPT],
    difficulty: 4,
    type: 'multiple_choice',
    body: 'The graph of the linear function $h$ is shown, with two points on it marked. If $h(a) = 3a$, what is the value of $a$?',
    figure,
    figurePosition: 'top',
    ...mc6,
    hints: [
      'First write a formula for $h(x)$ from the marked points.',
      'Then replace $x$ with $a$ and set the result equal to $3a$.',
    ],
    superhints: [
      'From $(-4, 5)$ to $(2, 2)$ the line falls $3$ units over $6$, and it crosses the $y$-axis at $3$. So $h(a)$ is a linear expression in $a$; set it equal to $3a$, collect the $a$-terms and divide.',
    ],
    explanation: `The slope is $\\frac{2 - 5}{2 - (-4)} = ${fracTex(m)}$ and the $y$-intercept is $${fracTex(b)}$, so $h(x) = ${lin(
      [
        [m, 'x'],
        [b, ''],
      ],
    )}$. Then $${lin([
      [m, 'a'],
      [b, ''],
    ])} = 3a$ gives $3 = \\frac{7}{2}a$, so $a = ${fracTex(a)}$, choice ${mc6.answer}.`,
  });
}

// ---------------------------------------------------------------- templates

// T1. Slope through two points given as coordinates (a fraction, often negative).
{
  let p: Pt = [0, 0];
  let q: Pt = [0, 0];
  let m = frac(0);
  do {
    p = [rng.int(-6, -1), rng.int(2, 9)];
    q = [rng.int(2, 8), rng.int(-5, 4)];
    m = frac(q[1] - p[1], q[0] - p[0]);
  } while (m.d === 1 || m.n === 0 || acceptedForms(m).length < 2);
  const { m: m2 } = lineThrough(p, q);
  check(fracEq(m, m2) && fracEq(m, frac(p[1] - q[1], p[0] - q[0])), 'T1 slope either order');
  const mcT1 = numericChoices(m, [
    frac(-m.n, m.d), // subtracted the coordinates in opposite orders
    frac(m.d, m.n), // divided the change in x by the change in y
    frac(-m.d, m.n), // both slips at once
  ]);
  out.push({
    id: nextId(),
    concepts: [CONCEPT],
    difficulty: 2,
    type: 'multiple_choice',
    body: `A line in the $xy$-plane passes through the points $${fmtPt(p)}$ and $${fmtPt(q)}$. What is the slope of the line?`,
    figurePosition: 'top',
    ...mcT1,
    hints: [
      'Slope is (change in $y$) divided by (change in $x$), with both changes taken in the same order.',
      'Watch the signs when you subtract a negative coordinate.',
    ],
    superhints: [
      `Subtract the coordinates of the first point from those of the second: the change in $y$ is $${q[1]} - ${p[1] < 0 ? `(${p[1]})` : p[1]}$ and the change in $x$ is $${q[0]} - (${p[0]})$. Divide and simplify the fraction.`,
    ],
    explanation: `$m = \\dfrac{${q[1]} - ${p[1] < 0 ? `(${p[1]})` : p[1]}}{${q[0]} - (${p[0]})} = \\dfrac{${q[1] - p[1]}}{${q[0] - p[0]}} = ${fracTex(m)}$, choice ${mcT1.answer}.`,
  });
}

// T2. A linear function from two of its values, evaluated at a third input.
{
  let a = 0;
  let c = 0;
  let m = frac(0);
  let b = frac(0);
  do {
    m = frac(rng.pick([-5, -4, -3, 3, 4, 5]), rng.pick([1, 2]));
    b = frac(rng.int(-9, 9));
    a = rng.pick([-3, -2, -1, 1, 2]);
    c = rng.pick([6, 8, 10, 12]);
  } while (!isIntAt(m, b, a) || !isIntAt(m, b, 4) || !isIntAt(m, b, c));
  const fa = fracAdd(fracMul(m, frac(a)), b);
  const f4 = fracAdd(fracMul(m, frac(4)), b);
  const target = fracAdd(fracMul(m, frac(c)), b);
  // Second way: two-point form from the given values only.
  const slope = fracDiv(fracSub(f4, fa), frac(4 - a));
  check(fracEq(fracAdd(fa, fracMul(slope, frac(c - a))), target), 'T2 value');
  const mcT2 = numericChoices(target, [
    fracAdd(f4, fracMul(m, frac(c))), // stepped c units from f(4) instead of c - 4
    fracSub(f4, fracMul(m, frac(c - 4))), // lost the sign of the slope
    fracMul(m, frac(c)), // left out the intercept
  ]);
  out.push({
    id: nextId(),
    concepts: [CONCEPT],
    difficulty: 3,
    type: 'multiple_choice',
    body: `For the linear function $f$, $f(${a}) = ${fracTex(fa)}$ and $f(4) = ${fracTex(f4)}$. What is the value of $f(${c})$?`,
    figurePosition: 'top',
    ...mcT2,
    hints: [
      `The two values are the points $(${a}, ${fracTex(fa)})$ and $(4, ${fracTex(f4)})$ on the graph of $f$.`,
      'Find the slope, then either build $f(x)$ or step from a known point to the new input.',
    ],
    superhints: [
      `The output changes by $${fracTex(fracSub(f4, fa))}$ while the input changes by $${4 - a}$, so each unit of input changes $f$ by that ratio. From $x = 4$ to $x = ${c}$ the input grows by $${c - 4}$; add the matching change to $f(4)$.`,
    ],
    explanation: `The slope is $\\frac{${fracTex(f4)} - ${fa.n < 0 ? `(${fracTex(fa)})` : fracTex(fa)}}{4 - ${a < 0 ? `(${a})` : a}} = ${fracTex(slope)}$, so $f(x) = ${lin(
      [
        [m, 'x'],
        [b, ''],
      ],
    )}$ and $f(${c}) = ${fracTex(target)}$, choice ${mcT2.answer}.`,
  });
}

// T3. Which equation fits a table of values?
{
  const m = rng.pick([2, 3, 4]);
  const b = rng.pick([-7, -5, 5, 7]);
  const xs = [1, 3, 5, 7];
  const ys = xs.map((x) => m * x + b);
  const y1 = ys[0] as number;
  const y2 = ys[1] as number;
  const diff = y2 - y1;
  // Distractors: the difference between rows as slope; the first output as intercept; a line
  // through the first row only.
  const wrong: [number, number][] = [
    [diff, y1 - diff],
    [m, y1],
    [m + 1, y1 - (m + 1)],
  ];
  const fits = (mm: number, bb: number) => xs.every((x, i) => mm * x + bb === ys[i]);
  check(fits(m, b), 'T3 correct fits');
  for (const [mm, bb] of wrong) check(!fits(mm, bb), 'T3 distractor fits');
  const eqn = (mm: number, bb: number) =>
    `$y = ${lin([
      [mm, 'x'],
      [bb, ''],
    ])}$`;
  const mc = choices(
    eqn(m, b),
    wrong.map(([mm, bb]) => eqn(mm, bb)) as [string, string, string],
    'B',
  );
  const table = `$$\\begin{array}{c|c} x & y \\\\ \\hline ${xs.map((x, i) => `${x} & ${ys[i]}`).join(' \\\\ ')} \\end{array}$$`;
  out.push({
    id: nextId(),
    concepts: [CONCEPT],
    difficulty: 2,
    type: 'multiple_choice',
    body: `The table shows four values of $x$ and their corresponding values of $y$. There is a linear relationship between $x$ and $y$. Which equation represents this relationship? ${table}`,
    figurePosition: 'top',
    ...mc,
    hints: [
      'Look at how much $x$ changes from row to row, not just how much $y$ changes.',
      'Test a choice by substituting two rows of the table.',
    ],
    superhints: [
      `From one row to the next, $x$ increases by $2$ and $y$ increases by $${diff}$, so the slope is $\\frac{${diff}}{2}$. Then use the row $x = 1$ to find the constant term.`,
    ],
    explanation: `The slope is $\\frac{${diff}}{2} = ${m}$. Substituting $(1, ${y1})$ into $y = ${m}x + b$ gives $b = ${b}$, so ${eqn(m, b)}, choice ${mc.answer}. Check with $(7, ${ys[3]})$: $${m}(7) ${b < 0 ? '-' : '+'} ${Math.abs(b)} = ${ys[3]}$.`,
  });
}

// T4. Slope from standard form.
{
  const a = rng.pick([2, 3, 5]);
  const bb = rng.pick([-4, -7]);
  const c = a * rng.pick([4, 6]) * Math.abs(bb);
  const m = frac(-a, bb);
  // Second way: two points, the intercepts.
  const xInt: Pt = [c / a, 0];
  const yInt: Pt = [0, c / bb];
  check(fracEq(lineThrough(xInt, yInt).m, m), 'T4 slope');
  const mc = choices(
    `$${fracTex(m)}$`,
    [`$${fracTex(frac(-m.n, m.d))}$`, `$${fracTex(frac(m.d, m.n))}$`, `$${fracTex(frac(c, bb))}$`],
    'D',
  );
  out.push({
    id: nextId(),
    concepts: [CONCEPT, 'linear-equations-two-variables'],
    difficulty: 2,
    type: 'multiple_choice',
    body: `What is the slope of the graph of $${lin([
      [a, 'x'],
      [bb, 'y'],
    ])} = ${c}$ in the $xy$-plane?`,
    figurePosition: 'top',
    ...mc,
    hints: ['Solve the equation for $y$ so it has the form $y = mx + b$.'],
    superhints: [
      `Subtract $${a}x$ from both sides, then divide every term by $${bb}$. Be careful with the sign of the $x$-term after dividing by a negative number.`,
    ],
    explanation: `$${bb}y = ${lin([
      [-a, 'x'],
      [c, ''],
    ])}$, so $y = ${lin([
      [m, 'x'],
      [frac(c, bb), ''],
    ])}$. The slope is $${fracTex(m)}$, choice ${mc.answer}.`,
  });
}

// T5. A difference of function values fixes the slope; one value fixes the intercept.
{
  const m = rng.pick([-3, -2, 2, 3]);
  const b = rng.int(5, 15);
  const [u, v] = rng.pick([
    [-1, 5],
    [-2, 4],
    [1, 7],
  ] as const);
  const diff = m * (u - v);
  const k = 3;
  const fk = m * k + b;
  const c = 10;
  const target = m * c + b;
  // Solve from the given data alone and compare.
  const mSolved = frac(diff, u - v);
  const bSolved = fracSub(frac(fk), fracMul(mSolved, frac(k)));
  check(fracEq(fracAdd(fracMul(mSolved, frac(c)), bSolved), frac(target)), 'T5 value');
  out.push({
    id: nextId(),
    concepts: [CONCEPT],
    difficulty: 4,
    type: 'free_entry',
    body: `The function $f$ is defined by $f(x) = ax + b$, where $a$ and $b$ are constants. If $f(${u}) - f(${v}) = ${diff}$ and $f(${k}) = ${fk}$, what is the value of $f(${c})$?`,
    figurePosition: 'top',
    accepted: acceptedForms(frac(target)),
    hints: [
      `Write $f(${u})$ and $f(${v})$ in terms of $a$ and $b$ and subtract: the $b$'s cancel.`,
      `Once you know $a$, use $f(${k}) = ${fk}$ to find $b$.`,
    ],
    superhints: [
      `$f(${u}) - f(${v}) = a(${u}) + b - (a(${v}) + b) = ${u - v}a$. Set this equal to $${diff}$ to get $a$, then solve $${k}a + b = ${fk}$ for $b$, and evaluate $f(${c})$.`,
    ],
    explanation: `$f(${u}) - f(${v}) = ${u - v}a = ${diff}$, so $a = ${m}$. Then $${k}(${m}) + b = ${fk}$ gives $b = ${b}$, so $f(x) = ${lin(
      [
        [m, 'x'],
        [b, ''],
      ],
    )}$ and $f(${c}) = ${m}(${c}) + ${b} = ${target}$.`,
  });
}

function isIntAt(m: Frac, b: Frac, x: number) {
  return fracAdd(fracMul(m, frac(x)), b).d === 1;
}

writeGeneratedQuestions('algebra', CONCEPT, 'generators/algebra/linear-functions.ts', out);
