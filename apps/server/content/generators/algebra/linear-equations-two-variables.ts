// Generates questions/algebra/linear-equations-two-variables.generated.yaml and its figures.
// The graph questions are written one by one and drawn from the same numbers; the templates
// (a solution pair, a missing coordinate, a training-time context, solving for x, intercepts in
// a given ratio) vary numbers and form. Every answer is checked by substituting it back.
// Run: cd apps/server && npx tsx content/generators/algebra/linear-equations-two-variables.ts
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
  terminatingDecimal,
  type Frac,
} from '../lib/fraction.ts';
import { canBeEntered } from '../lib/answer-forms.ts';
import { numericChoices } from '../lib/numeric-item.ts';
import { choices } from '../lib/choices.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import { lin, std, type Eqn } from './format.ts';
import type { BankQuestion } from '../../schema.ts';
import { plane, type Pt } from '../lib/figure-kit/plane.ts';

const CONCEPT = 'linear-equations-two-variables';
const rng = createRng(0x2e2_2025);
const out: BankQuestion[] = [];
const nextId = generatedIds(CONCEPT);

const on = (e: Eqn, p: Pt) => e[0] * p[0] + e[1] * p[1] === e[2];

// ---------------------------------------------------------------- figure questions

// VF1. Standard-form equation from a graph's intercepts.
{
  const id = nextId();
  const p: Pt = [6, 0];
  const q: Pt = [0, 4];
  const correct: Eqn = [2, 3, 12];
  const wrong: Eqn[] = [
    [3, 2, 12],
    [4, 6, 12],
    [2, -3, 12],
  ];
  check(on(correct, p) && on(correct, q), 'VF1 correct');
  for (const w of wrong) check(!(on(w, p) && on(w, q)), 'VF1 distractor on both intercepts');
  const figure = writeFigure(
    'algebra',
    id,
    plane({
      title: 'A line in the xy-plane crossing the x-axis at (6, 0) and the y-axis at (0, 4)',
      xMin: -3,
      xMax: 8,
      yMin: -3,
      yMax: 6,
      lines: [{ through: [p, q] }],
    }),
  );
  const mc = choices(
    `$${std(correct)}$`,
    wrong.map((w) => `$${std(w)}$`) as [string, string, string],
    'B',
  );
  out.push({
    id,
    concepts: [CONCEPT],
    difficulty: 2,
    type: 'multiple_choice',
    body: 'Which equation could represent the line shown in the $xy$-plane?',
    figure,
    figurePosition: 'top',
    ...mc,
    hints: [
      'Read the two intercepts from the graph.',
      'Substitute each intercept into a choice: a correct equation must be true for both points.',
    ],
    superhints: [
      'The line crosses the $x$-axis at $(6, 0)$ and the $y$-axis at $(0, 4)$. In $ax + by = c$, setting $y = 0$ gives the $x$-intercept $\\frac{c}{a}$, and setting $x = 0$ gives the $y$-intercept $\\frac{c}{b}$. Find the choice with both.',
    ],
    explanation: `The intercepts are $(6, 0)$ and $(0, 4)$. For $2x + 3y = 12$: $2(6) + 3(0) = 12$ and $2(0) + 3(4) = 12$, so both points are on it, choice ${mc.answer}. $3x + 2y = 12$ swaps the intercepts, $4x + 6y = 12$ has intercepts $3$ and $2$, and $2x - 3y = 12$ crosses the $y$-axis at $-4$.`,
  });
}

// VF2. A budget line in context: a price from an intercept.
{
  const id = nextId();
  const penPrice = 6;
  const total = 48;
  const xInt = total / penPrice;
  const yInt = 12;
  const notebook = frac(total, yInt);
  // Second way: another lattice point on the segment must cost the same total.
  const mid: Pt = [4, 6];
  check(
    fracEq(fracAdd(frac(penPrice * mid[0]), fracMul(notebook, frac(mid[1]))), frac(total)),
    'VF2 price',
  );
  const figure = writeFigure(
    'algebra',
    id,
    plane({
      title:
        'A line segment from (0, 12) to (8, 0) on axes labeled Number of pens and Number of notebooks, showing combinations that cost 48 dollars',
      style: 'context',
      xMin: 0,
      xMax: 10,
      yMin: 0,
      yMax: 14,
      xUnit: 36,
      yUnit: 24,
      yLabelEvery: 2,
      xTitle: 'Number of pens',
      yTitle: 'Number of notebooks',
      lines: [
        {
          through: [
            [0, yInt],
            [xInt, 0],
          ],
          segmentOnly: true,
        },
      ],
      points: [{ at: [0, yInt] }, { at: [xInt, 0] }, { at: mid }],
    }),
  );
  const mc2 = numericChoices(notebook, [
    frac(total, xInt), // divided the budget by the horizontal intercept (the pens)
    frac(xInt), // took the number of pens at the horizontal intercept as the price
    frac(yInt), // took the number of notebooks at the vertical intercept as the price
  ]);
  out.push({
    id,
    concepts: [CONCEPT, 'interpreting-linear-models'],
    difficulty: 3,
    type: 'multiple_choice',
    body: `A student has exactly \\$${total} to spend on pens and notebooks. The graph shows every combination of pens and notebooks that costs exactly \\$${total}. Each pen costs \\$${penPrice}. What is the price, in dollars, of one notebook?`,
    figure,
    figurePosition: 'top',
    ...mc2,
    hints: [
      'Look at the point where the graph meets the vertical axis: how many pens and how many notebooks is that?',
      `That combination must cost exactly \\$${total}.`,
    ],
    superhints: [
      `At the vertical-axis intercept the student buys $0$ pens, so the whole \\$${total} goes to notebooks. Divide the budget by the number of notebooks at that point. You can confirm with another marked point.`,
    ],
    explanation: `The graph meets the vertical axis at $(0, ${yInt})$: $${yInt}$ notebooks and no pens cost \\$${total}, so one notebook costs $\\frac{${total}}{${yInt}} = ${fracTex(notebook)}$ dollars, choice ${mc2.answer}. Check with $(4, 6)$: $${penPrice}(4) + ${fracTex(notebook)}(6) = 24 + 24 = ${total}$.`,
  });
}

// VF3. Coefficients of a standard-form equation from two points on a graph.
{
  const id = nextId();
  const p: Pt = [-2, 6];
  const q: Pt = [4, -3];
  const e: Eqn = [3, 2, 6];
  check(on(e, p) && on(e, q), 'VF3 line');
  const bAns = e[1];
  const cAns = e[2];
  // Second way: slope -3/2 means b = 2 when a = 3, and c = 3x + 2y at the y-intercept (0, 3).
  const slope = frac(q[1] - p[1], q[0] - p[0]);
  check(fracEq(slope, frac(-3, bAns)) && 2 * 3 === cAns, 'VF3 second way');
  const figure = writeFigure(
    'algebra',
    id,
    plane({
      title: 'A line in the xy-plane passing through the points (\u22122, 6) and (4, \u22123)',
      xMin: -5,
      xMax: 6,
      yMin: -5,
      yMax: 7,
      lines: [{ through: [p, q] }],
      points: [{ at: p }, { at: q }],
    }),
  );
  const mc3 = numericChoices(bAns + cAns, [
    bAns + 3, // took the y-intercept 3 of y = -3/2 x + 3 as c, without scaling to 3x
    bAns + 2, // took the x-intercept 2 as c
    bAns * cAns, // multiplied b and c
  ]);
  out.push({
    id,
    concepts: [CONCEPT, 'linear-functions'],
    difficulty: 4,
    type: 'multiple_choice',
    body: 'The line shown in the $xy$-plane, with two points on it marked, has an equation of the form $3x + by = c$, where $b$ and $c$ are constants. What is the value of $b + c$?',
    figure,
    figurePosition: 'top',
    ...mc3,
    hints: [
      'Substitute the coordinates of each marked point into $3x + by = c$ to get two equations in $b$ and $c$.',
      'Alternatively, find the slope and $y$-intercept, then rewrite $y = mx + k$ so the $x$-coefficient is $3$.',
    ],
    superhints: [
      'The marked points are $(-2, 6)$ and $(4, -3)$. Substituting gives $-6 + 6b = c$ and $12 - 3b = c$. Set the two expressions for $c$ equal to find $b$, then find $c$ and add.',
    ],
    explanation: `From $(-2, 6)$: $-6 + 6b = c$. From $(4, -3)$: $12 - 3b = c$. So $-6 + 6b = 12 - 3b$, $9b = 18$ and $b = 2$; then $c = 12 - 6 = 6$. The equation is $3x + 2y = 6$ and $b + c = 8$, choice ${mc3.answer}.`,
  });
}

// ---------------------------------------------------------------- templates

// VT1. Which ordered pair is a solution?
{
  const a = rng.pick([3, 4, 5]);
  const b = rng.pick([2, 3, 7].filter((v) => v !== a));
  const x0 = rng.int(1, 4);
  const y0 = rng.int(1, 5);
  const e: Eqn = [a, b, a * x0 + b * y0];
  const cands: Pt[] = [
    [y0, x0],
    [x0 + 1, y0 - 1],
    [x0, y0 + 1],
  ];
  check(on(e, [x0, y0]), 'VT1 correct');
  for (const c of cands) check(!on(e, c), 'VT1 distractor solves');
  const fp = (p: Pt) => `$(${p[0]}, ${p[1]})$`;
  const mc = choices(fp([x0, y0]), cands.map(fp) as [string, string, string], 'A');
  out.push({
    id: nextId(),
    concepts: [CONCEPT],
    difficulty: 1,
    type: 'multiple_choice',
    body: `Which ordered pair $(x, y)$ is a solution to the equation $${std(e)}$?`,
    figurePosition: 'top',
    ...mc,
    hints: ['Substitute the $x$- and $y$-values of each pair into the equation.'],
    superhints: [
      `For each pair, compute $${a}$ times the first number plus $${b}$ times the second number and compare it with $${e[2]}$. Be careful not to mix up the order of the coordinates.`,
    ],
    explanation: `$${a}(${x0}) + ${b}(${y0}) = ${e[2]}$, so ${fp([x0, y0])} is a solution, choice ${mc.answer}. ${cands
      .map((c) => `${fp(c)} gives $${a * c[0] + b * c[1]}$`)
      .join(', ')}.`,
  });
}

// VT2. A point on the line whose y-coordinate is a multiple of its x-coordinate.
{
  let e: Eqn = [0, 0, 0];
  let mult = 0;
  let k = frac(0);
  do {
    e = [rng.pick([2, 4, 5]), rng.pick([-3, 3, 6]), rng.pick([7, 10, 11, 14])];
    mult = rng.pick([2, 3, -2]);
  } while (
    e[0] + e[1] * mult === 0 ||
    (k = frac(e[2], e[0] + e[1] * mult)).d === 1 ||
    !canBeEntered(k)
  );
  // Check by substitution of the point (k, mult*k).
  check(
    fracEq(
      fracAdd(fracMul(frac(e[0]), k), fracMul(frac(e[1]), fracMul(frac(mult), k))),
      frac(e[2]),
    ),
    'VT2 substitution',
  );
  const yOf = mult === 2 ? 'twice' : mult === 3 ? 'three times' : '$-2$ times';
  check(e[0] + e[1] !== 0 && mult * e[0] + e[1] !== 0, 'VT2 the wrong setups have a solution');
  const mc5 = numericChoices(k, [
    frac(e[2], e[0] + e[1]), // substituted y = k, dropping the multiple
    frac(e[2], mult * e[0] + e[1]), // put the multiple on x instead of y
    frac(e[0] + e[1] * mult, e[2]), // divided the wrong way at the last step
  ]);
  out.push({
    id: nextId(),
    concepts: [CONCEPT],
    difficulty: 2,
    type: 'multiple_choice',
    body: `The graph of $${std(e)}$ in the $xy$-plane passes through the point $(k, ${mult}k)$, whose $y$-coordinate is ${yOf} its $x$-coordinate. What is the value of $k$?`,
    figurePosition: 'top',
    ...mc5,
    hints: [
      `Substitute $x = k$ and $y = ${mult}k$ into the equation.`,
      'Then combine the two $k$-terms into one.',
    ],
    superhints: [
      `Substituting gives $${e[0]}k ${e[1] < 0 ? '-' : '+'} ${Math.abs(e[1])}(${mult}k) = ${e[2]}$. Multiply out, collect the two $k$-terms into one, and divide.`,
    ],
    explanation: `$${e[0]}k ${e[1] < 0 ? '-' : '+'} ${Math.abs(e[1])}(${mult}k) = ${e[2]}$, so $${lin([[e[0] + e[1] * mult, 'k']])} = ${e[2]}$ and $k = ${fracTex(k)}$, choice ${mc5.answer}. The point is $\\left(${fracTex(k)}, ${fracTex(fracMul(frac(mult), k))}\\right)$.`,
  });
}

// VT3. Training time in context: two activities sharing a total.
{
  const runPace = rng.pick([8, 9, 10]);
  const walkPace = rng.pick([15, 16, 18]);
  const walked = rng.int(2, 5);
  const ran = rng.int(6, 14);
  const total = runPace * ran + walkPace * walked;
  const solved = frac(total - walkPace * walked, runPace);
  check(fracEq(solved, frac(ran)), 'VT3 solution');
  const mc6 = numericChoices(
    solved,
    [
      frac(total, runPace), // left out the walking time
      frac(total - walked, runPace), // subtracted the miles walked instead of the minutes
      frac(total - walkPace * walked, walkPace), // divided by the walking pace
    ],
    (v) => terminatingDecimal(v) ?? fracTex(v),
  );
  out.push({
    id: nextId(),
    concepts: [CONCEPT],
    difficulty: 2,
    type: 'multiple_choice',
    body: `The equation $${runPace}r + ${walkPace}w = ${total}$ describes one week of a hiker's training, where $r$ is the number of miles she ran at a pace of ${runPace} minutes per mile and $w$ is the number of miles she walked at ${walkPace} minutes per mile, for a total of ${total} minutes. If she walked ${walked} miles that week, how many miles did she run?`,
    figurePosition: 'top',
    ...mc6,
    hints: [
      `Substitute $w = ${walked}$ into the equation.`,
      'Then solve the resulting one-variable equation for $r$.',
    ],
    superhints: [
      `Walking ${walked} miles took $${walkPace} \\times ${walked}$ minutes. Subtract that from the total time and divide the rest by the running pace.`,
    ],
    explanation: `$${runPace}r + ${walkPace}(${walked}) = ${total}$, so $${runPace}r = ${total - walkPace * walked}$ and $r = ${ran}$ miles, choice ${mc6.answer}.`,
  });
}

// VT4. Solve a two-variable equation for x.
{
  const a = rng.pick([3, 4, 5, 7]);
  const b = rng.pick([2, 6, 8].filter((v) => v % a !== 0));
  const c = rng.pick([9, 10, 12, 15]);
  const forms: [string, (y: number) => Frac][] = [
    [`x = \\dfrac{${c} - ${b}y}{${a}}`, (y) => frac(c - b * y, a)],
    [`x = \\dfrac{${c} + ${b}y}{${a}}`, (y) => frac(c + b * y, a)],
    [`x = \\dfrac{${c}}{${a}} - ${b}y`, (y) => fracSub(frac(c, a), frac(b * y))],
    [`x = \\dfrac{${b}y - ${c}}{${a}}`, (y) => frac(b * y - c, a)],
  ];
  // Only the first form makes ax + by = c true for every y.
  forms.forEach(([, f], i) => {
    const ok = [-3, 0, 1, 5].every((y) =>
      fracEq(fracAdd(fracMul(frac(a), f(y)), frac(b * y)), frac(c)),
    );
    check(ok === (i === 0), `VT4 form ${i}`);
  });
  const mc = choices(
    `$${forms[0]![0]}$`,
    forms.slice(1).map(([t]) => `$${t}$`) as [string, string, string],
    'D',
  );
  out.push({
    id: nextId(),
    concepts: [CONCEPT],
    difficulty: 2,
    type: 'multiple_choice',
    body: `The equation $${a}x + ${b}y = ${c}$ relates the variables $x$ and $y$. Which equation correctly expresses $x$ in terms of $y$?`,
    figurePosition: 'top',
    ...mc,
    hints: ['Isolate the term with $x$ first, then divide.'],
    superhints: [
      `Subtract $${b}y$ from both sides, then divide the whole right side (both terms) by $${a}$.`,
    ],
    explanation: `$${a}x = ${c} - ${b}y$, so $x = \\dfrac{${c} - ${b}y}{${a}}$, choice ${mc.answer}. (Check with $y = 0$: $x = \\frac{${c}}{${a}}$ and $${a} \\cdot \\frac{${c}}{${a}} = ${c}$.)`,
  });
}

// VT5. A parameter from the ratio of the intercepts.
{
  const b = rng.pick([4, 5, 6]);
  const c = b * rng.pick([6, 8, 10]);
  const ratio = rng.pick([frac(2), frac(3), frac(1, 2)]);
  const yInt = frac(c, b);
  const xInt = fracMul(ratio, yInt);
  const k = fracDiv(frac(c), xInt);
  // Check: with this k the x-intercept c/k really is `ratio` times the y-intercept.
  check(
    fracEq(fracDiv(frac(c), k), fracMul(ratio, fracDiv(frac(c), frac(b)))),
    'VT5 intercept ratio',
  );
  const ratioWords = fracEq(ratio, frac(2))
    ? 'twice'
    : fracEq(ratio, frac(3))
      ? 'three times'
      : 'half';
  const mc8 = numericChoices(
    k,
    [
      fracDiv(frac(c), fracDiv(yInt, ratio)), // turned the relationship around: q is that multiple of p
      frac(b), // left out the relationship: equal intercepts
      xInt, // stopped at p, the x-intercept itself
    ],
    (v) => terminatingDecimal(v) ?? fracTex(v),
  );
  out.push({
    id: nextId(),
    concepts: [CONCEPT, 'linear-functions'],
    difficulty: 4,
    type: 'multiple_choice',
    body: `In the $xy$-plane, the graph of $kx + ${b}y = ${c}$, where $k$ is a positive constant, has an $x$-intercept $(p, 0)$ and a $y$-intercept $(0, q)$. If $p$ is ${ratioWords} ${ratioWords === 'half' ? 'of ' : ''}$q$, what is the value of $k$?`,
    figurePosition: 'top',
    ...mc8,
    hints: [
      'Find the $y$-intercept by setting $x = 0$.',
      'Then find $p$ from the given relationship and substitute $(p, 0)$ into the equation.',
    ],
    superhints: [
      `Setting $x = 0$ gives $${b}q = ${c}$. Use the relationship to get $p$, then substitute $x = p$ and $y = 0$: $kp = ${c}$. Solve for $k$.`,
    ],
    explanation: `With $x = 0$: $${b}y = ${c}$, so $q = ${fracTex(yInt)}$. Then $p = ${fracTex(xInt)}$. Substituting $(${fracTex(xInt)}, 0)$: $${fracTex(xInt)}k = ${c}$, so $k = ${fracTex(k)}$, choice ${mc8.answer}.`,
  });
}

writeGeneratedQuestions(
  'algebra',
  CONCEPT,
  'generators/algebra/linear-equations-two-variables.ts',
  out,
);
