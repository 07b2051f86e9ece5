// Generates questions/algebra/systems-of-linear-equations.generated.yaml and its figures. The
// graph questions are written one by one and drawn from the same numbers; the templates
// (elimination, a combination of the unknowns, two purchase contexts, a parameter for
// infinitely many solutions, a symmetric system) vary numbers, contexts and what is asked.
// Every solution is found by Cramer's rule and checked by substituting it into both equations.
// Run: cd apps/server && npx tsx content/generators/algebra/systems-of-linear-equations.ts
import { createRng } from '../lib/random.ts';
import { writeFigure, writeGeneratedQuestions } from '../lib/write.ts';
import { check } from '../lib/check.ts';
import { frac, fracAdd, fracDiv, fracEq, fracMul, fracTex, type Frac } from '../lib/fraction.ts';
import { acceptedForms, canBeEntered } from '../lib/answer-forms.ts';
import { choices } from '../lib/choices.ts';
import { numericChoices } from '../lib/numeric-item.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import { lin, slopeForm, std, texThousands, thousands, type Eqn } from './format.ts';
import type { BankQuestion } from '../../schema.ts';
import { plane } from '../lib/figure-kit/plane.ts';

const CONCEPT = 'systems-of-linear-equations';
const rng = createRng(0x5e_2025);
const out: BankQuestion[] = [];
const nextId = generatedIds(CONCEPT);

/** Solves a 2x2 system by Cramer's rule and checks the solution in both equations. */
function solve(e1: Eqn, e2: Eqn): { x: Frac; y: Frac } {
  const det = e1[0] * e2[1] - e1[1] * e2[0];
  check(det !== 0, 'system has no unique solution');
  const x = frac(e1[2] * e2[1] - e1[1] * e2[2], det);
  const y = frac(e1[0] * e2[2] - e1[2] * e2[0], det);
  for (const e of [e1, e2]) {
    check(
      fracEq(fracAdd(fracMul(frac(e[0]), x), fracMul(frac(e[1]), y)), frac(e[2])),
      'solution fails an equation',
    );
  }
  return { x, y };
}

/** How many solutions a 2x2 system has, decided from proportional coefficients. */
function solutionCount(e1: Eqn, e2: Eqn): 'one' | 'none' | 'infinite' {
  if (e1[0] * e2[1] - e1[1] * e2[0] !== 0) return 'one';
  const sameLine = e1[0] * e2[2] - e1[2] * e2[0] === 0 && e1[1] * e2[2] - e1[2] * e2[1] === 0;
  return sameLine ? 'infinite' : 'none';
}

const system = (a: string, b: string) =>
  `\\begin{aligned} ${a.replace(' = ', ' &= ')} \\\\ ${b.replace(' = ', ' &= ')} \\end{aligned}`;
const cases = (a: string, b: string) => `\\begin{cases} ${a} \\\\ ${b} \\end{cases}`;

/** Line y = mx + b as the equation -m·x + y = b scaled to integers. */
function asEqn(m: Frac, b: Frac): Eqn {
  const d = m.d * b.d;
  return [(-m.n * d) / m.d, d, (b.n * d) / b.d];
}

// ---------------------------------------------------------------- figure questions

// SF1. Read the solution from two intersecting lines.
{
  const id = nextId();
  const l1 = { m: frac(-1, 2), b: frac(4) };
  const l2 = { m: frac(1), b: frac(-2) };
  const s = solve(asEqn(l1.m, l1.b), asEqn(l2.m, l2.b));
  check(fracEq(s.x, frac(4)) && fracEq(s.y, frac(2)), 'SF1 intersection');
  const figure = writeFigure(
    'algebra',
    id,
    plane({
      title:
        'Two lines in the xy-plane: one through (0, 4) and (8, 0), the other through (0, \u22122) and (6, 4); they cross at a grid point',
      xMin: -3,
      xMax: 8,
      yMin: -4,
      yMax: 6,
      lines: [
        {
          through: [
            [0, 4],
            [8, 0],
          ],
        },
        {
          through: [
            [0, -2],
            [6, 4],
          ],
          dashed: true,
        },
      ],
    }),
  );
  const mc = choices('$(4, 2)$', ['$(2, 4)$', '$(0, 4)$', '$(0, -2)$'], 'A');
  out.push({
    id,
    concepts: [CONCEPT],
    difficulty: 1,
    type: 'multiple_choice',
    body: 'The graphs of the two linear equations of a system are shown in the $xy$-plane. What is the solution $(x, y)$ to the system?',
    figure,
    figurePosition: 'top',
    ...mc,
    hints: [
      'A solution of a system must lie on both graphs at once.',
      'Find the point where the two lines cross, and read its $x$-coordinate first.',
    ],
    superhints: [
      'The $y$-intercepts lie on only one line each, so they are not solutions of the system. Follow the lines to their crossing point and read it off the grid, horizontal coordinate first.',
    ],
    explanation:
      'The lines cross at the grid point $(4, 2)$, which lies on both lines, so it is the solution. Check with the equations read from the graph, $y = -\\frac{1}{2}x + 4$ and $y = x - 2$: $-\\frac{1}{2}(4) + 4 = 2$ and $4 - 2 = 2$. Choice $(2, 4)$ swaps the coordinates, and the other two choices are $y$-intercepts, each on only one line.',
  });
}

// SF2. Which system does the graph show?
{
  const id = nextId();
  const lines: [Frac, Frac][] = [
    [frac(2), frac(-1)],
    [frac(-1), frac(5)],
  ];
  const correct = cases(slopeForm(...lines[0]!), slopeForm(...lines[1]!));
  const wrongSystems: [Frac, Frac][][] = [
    [
      [frac(2), frac(1)],
      [frac(-1), frac(5)],
    ],
    [
      [frac(1, 2), frac(-1)],
      [frac(-1), frac(5)],
    ],
    [
      [frac(2), frac(-1)],
      [frac(1), frac(5)],
    ],
  ];
  const sameLine = (p: [Frac, Frac], q: [Frac, Frac]) => fracEq(p[0], q[0]) && fracEq(p[1], q[1]);
  for (const w of wrongSystems) {
    const matches = w.every((l) => lines.some((g) => sameLine(l, g)));
    check(!matches, 'SF2 distractor matches the graph');
  }
  const s = solve(asEqn(...lines[0]!), asEqn(...lines[1]!));
  check(fracEq(s.x, frac(2)) && fracEq(s.y, frac(3)), 'SF2 intersection');
  const figure = writeFigure(
    'algebra',
    id,
    plane({
      title:
        'Two lines in the xy-plane: one through (0, \u22121) and (3, 5), the other through (0, 5) and (5, 0); they cross at (2, 3)',
      xMin: -4,
      xMax: 6,
      yMin: -4,
      yMax: 7,
      lines: [
        {
          through: [
            [0, -1],
            [3, 5],
          ],
        },
        {
          through: [
            [0, 5],
            [5, 0],
          ],
          dashed: true,
        },
      ],
    }),
  );
  const mc = choices(
    `$${correct}$`,
    wrongSystems.map((w) => `$${cases(slopeForm(...w[0]!), slopeForm(...w[1]!))}$`) as [
      string,
      string,
      string,
    ],
    'D',
  );
  out.push({
    id,
    concepts: [CONCEPT, 'linear-functions'],
    difficulty: 2,
    type: 'multiple_choice',
    body: 'Which system of equations is represented by the two lines shown in the $xy$-plane?',
    figure,
    figurePosition: 'top',
    ...mc,
    hints: [
      'Find the slope and the $y$-intercept of each line separately.',
      'The solid line rises from left to right; the dashed line falls.',
    ],
    superhints: [
      'For the solid line, start at its $y$-intercept and count how far it rises for each unit to the right. For the dashed line, do the same (it falls). Then find the choice whose two equations match both lines exactly.',
    ],
    explanation: `The solid line crosses the $y$-axis at $-1$ and rises $2$ units per unit to the right: $y = 2x - 1$. The dashed line crosses at $5$ and falls $1$ unit per unit to the right: $y = -x + 5$. Both pass through $(2, 3)$, where the lines meet. The answer is choice ${mc.answer}.`,
  });
}

// SF3. Parallel lines: how many solutions?
{
  const id = nextId();
  const e1 = asEqn(frac(-2), frac(4));
  const e2 = asEqn(frac(-2), frac(-2));
  check(solutionCount(e1, e2) === 'none', 'SF3 parallel');
  const figure = writeFigure(
    'algebra',
    id,
    plane({
      title:
        'Two lines in the xy-plane: one through (0, 4) and (2, 0), the other through (0, \u22122) and (\u22122, 2)',
      xMin: -5,
      xMax: 5,
      yMin: -5,
      yMax: 6,
      lines: [
        {
          through: [
            [0, 4],
            [2, 0],
          ],
        },
        {
          through: [
            [0, -2],
            [-2, 2],
          ],
          dashed: true,
        },
      ],
    }),
  );
  const mc = choices('Zero', ['Exactly one', 'Exactly two', 'Infinitely many'], 'A');
  out.push({
    id,
    concepts: [CONCEPT],
    difficulty: 2,
    type: 'multiple_choice',
    body: 'The graphs of the two equations of a system of linear equations are shown in the $xy$-plane. How many solutions does the system have?',
    figure,
    figurePosition: 'top',
    ...mc,
    hints: ['Each solution is a point on both lines. Compare the slopes of the two lines.'],
    superhints: [
      'Count the rise over run for each line from the grid: both drop $2$ units for each unit to the right, but they cross the $y$-axis at different places. Ask yourself whether two such lines can ever meet.',
    ],
    explanation:
      'Both lines have slope $-2$, but their $y$-intercepts are $4$ and $-2$. Lines with equal slopes and different intercepts are parallel and never meet, so no point lies on both: the system has zero solutions, choice A.',
  });
}

// SF4. A parameter that makes a system with the graphed line have no solution.
{
  const id = nextId();
  const l: Eqn = [2, 3, 9]; // through (0, 3) and (3, 1)
  for (const p of [
    [0, 3],
    [3, 1],
    [6, -1],
  ] as const) {
    check(l[0] * p[0] + l[1] * p[1] === l[2], 'SF4 line');
  }
  const kAns = 6;
  check(solutionCount(l, [4, kAns, 12]) === 'none', 'SF4 no solution at k');
  for (const k of [-6, 3, 2, 8]) check(solutionCount(l, [4, k, 12]) === 'one', 'SF4 other k');
  const figure = writeFigure(
    'algebra',
    id,
    plane({
      title: 'Line l in the xy-plane passing through the points (0, 3) and (3, 1)',
      xMin: -4,
      xMax: 7,
      yMin: -3,
      yMax: 6,
      lines: [
        {
          through: [
            [0, 3],
            [3, 1],
          ],
          label: { text: '\u2113', at: [-3.2, 5.6] },
        },
      ],
      points: [{ at: [0, 3] }, { at: [3, 1] }],
    }),
  );
  const mc4 = numericChoices(kAns, [
    -kAns, // set -4/k equal to the slope without its minus sign
    l[1], // copied the y-coefficient of line l
    frac(4 * 2, 3), // took -k/4 as the slope of 4x + ky = 12
  ]);
  out.push({
    id,
    concepts: [CONCEPT, 'linear-functions'],
    difficulty: 4,
    type: 'multiple_choice',
    body: 'Line $\\ell$ is shown in the $xy$-plane. A system of two linear equations consists of the equation of line $\\ell$ and the equation $4x + ky = 12$, where $k$ is a constant. If the system has no solution, what is the value of $k$?',
    figure,
    figurePosition: 'top',
    ...mc4,
    hints: [
      'A system of two linear equations has no solution when the lines are parallel and distinct.',
      'Find the slope of $\\ell$ from the marked points, then write the slope of $4x + ky = 12$ in terms of $k$.',
    ],
    superhints: [
      'Line $\\ell$ falls $2$ units over $3$, so its slope is $-\\frac{2}{3}$. The line $4x + ky = 12$ has slope $-\\frac{4}{k}$. Set the slopes equal, solve for $k$, and then make sure the two lines are not the same line.',
    ],
    explanation: `Line $\\ell$ passes through $(0, 3)$ and $(3, 1)$, so its slope is $-\\frac{2}{3}$ and its equation is $2x + 3y = 9$. The slope of $4x + ky = 12$ is $-\\frac{4}{k}$; setting $-\\frac{4}{k} = -\\frac{2}{3}$ gives $k = 6$. Then $4x + 6y = 12$ is $2x + 3y = 6$, parallel to $2x + 3y = 9$ but not the same line, so the system has no solution, choice ${mc4.answer}.`,
  });
}

// SF5. An intersection off the grid: read both equations, then solve.
{
  const id = nextId();
  const e1: Eqn = [1, 1, 4]; // through (0, 4) and (4, 0)
  const e2 = asEqn(frac(3, 2), frac(-2)); // through (0, -2) and (2, 1)
  const s = solve(e1, e2);
  check(fracEq(s.y, frac(8, 5)) && fracEq(s.x, frac(12, 5)), 'SF5 solution');
  const figure = writeFigure(
    'algebra',
    id,
    plane({
      title:
        'Two lines in the xy-plane: one through (0, 4) and (4, 0), the other through (0, \u22122) and (2, 1)',
      xMin: -3,
      xMax: 6,
      yMin: -4,
      yMax: 6,
      lines: [
        {
          through: [
            [0, 4],
            [4, 0],
          ],
        },
        {
          through: [
            [0, -2],
            [2, 1],
          ],
          dashed: true,
        },
      ],
      points: [{ at: [0, 4] }, { at: [4, 0] }, { at: [0, -2] }, { at: [2, 1] }],
    }),
  );
  // The solid line x + y = 4 with the dashed line y = mx + c read wrong: b = 4 - (4 - c)/(1 + m).
  const bWith = (m: Frac, c: number) => fracAdd(frac(4), fracDiv(frac(c - 4), fracAdd(frac(1), m)));
  const mc5 = numericChoices(s.y, [
    s.x, // gave a, the x-coordinate
    bWith(frac(2, 3), -2), // took the dashed line's slope as run over rise
    bWith(frac(3, 2), 2), // gave the dashed line the y-intercept 2 instead of -2
  ]);
  out.push({
    id,
    concepts: [CONCEPT, 'linear-functions'],
    difficulty: 4,
    type: 'multiple_choice',
    body: 'The graphs of the two equations of a system of linear equations are shown in the $xy$-plane, with two points marked on each line. The solution of the system is $(a, b)$. What is the value of $b$?',
    figure,
    figurePosition: 'top',
    ...mc5,
    hints: [
      'The crossing point is not on a grid intersection, so do not estimate it: write an equation for each line.',
      'Use the marked points to find each slope and $y$-intercept, then solve the system.',
    ],
    superhints: [
      "The solid line passes through $(0, 4)$ and $(4, 0)$, so $x + y = 4$. The dashed line passes through $(0, -2)$ and $(2, 1)$, so its slope is $\\frac{3}{2}$. Substitute the dashed line's $y$ into $x + y = 4$, solve for $x$, then find $y$.",
    ],
    explanation: `The solid line is $x + y = 4$ and the dashed line is $y = \\frac{3}{2}x - 2$. Substituting: $x + \\frac{3}{2}x - 2 = 4$, so $\\frac{5}{2}x = 6$ and $x = ${fracTex(s.x)}$. Then $y = 4 - ${fracTex(s.x)} = ${fracTex(s.y)}$, so $b = ${fracTex(s.y)}$, choice ${mc5.answer}.`,
  });
}

// ---------------------------------------------------------------- templates

// ST1. Elimination by adding: the y-terms are opposites.
{
  const x0 = rng.int(2, 7);
  const y0 = rng.pick([-4, -3, -2, 2, 3, 5]);
  const a = rng.int(2, 5);
  const b = rng.int(2, 6);
  const d = rng.int(1, 4);
  const e1: Eqn = [a, b, a * x0 + b * y0];
  const e2: Eqn = [d, -b, d * x0 - b * y0];
  const s = solve(e1, e2);
  check(fracEq(s.x, frac(x0)) && fracEq(s.y, frac(y0)), 'ST1 solution');
  const mc6 = numericChoices(s.x, [
    s.y, // gave y
    e1[2] + e2[2], // added the equations but did not divide
    frac(e1[2] - e2[2], a + d), // added the x-terms but subtracted the constants
  ]);
  out.push({
    id: nextId(),
    concepts: [CONCEPT],
    difficulty: 2,
    type: 'multiple_choice',
    body: `$$${system(std(e1), std(e2))}$$ If $(x, y)$ is the solution to the system of equations above, what is the value of $x$?`,
    figurePosition: 'top',
    ...mc6,
    hints: [
      'Look at the $y$-terms of the two equations.',
      'Adding the equations eliminates one variable.',
    ],
    superhints: [
      `The $y$-terms are $${b}y$ and $-${b}y$, so adding the equations side by side leaves only $x$: the left side becomes $${a + d}x$ and the right side is the sum of the constants. Divide to finish.`,
    ],
    explanation: `Adding the equations: $${a + d}x = ${e1[2] + e2[2]}$, so $x = ${x0}$, choice ${mc6.answer}. (Then $y = ${y0}$; check: $${a}(${x0}) + ${b}(${y0}) = ${e1[2]}$.)`,
  });
}

// ST2. A combination of x and y: solve, then combine (distractors are x, y and a near miss).
{
  let e1: Eqn = [0, 0, 0];
  let e2: Eqn = [0, 0, 0];
  let x0 = 0;
  let y0 = 0;
  do {
    x0 = rng.int(2, 6);
    y0 = rng.int(2, 5);
    const a = rng.int(2, 4);
    const b = rng.int(2, 5);
    const c = rng.int(3, 6);
    e1 = [a, b, a * x0 + b * y0];
    e2 = [c, -1, c * x0 - y0];
  } while (x0 === y0 || e1[0] * e2[1] - e1[1] * e2[0] === 0);
  const s = solve(e1, e2);
  check(fracEq(s.x, frac(x0)) && fracEq(s.y, frac(y0)), 'ST2 solution');
  const target = x0 + y0;
  const dist = [x0, y0, x0 * y0].filter((v) => v !== target);
  check(dist.length === 3 && new Set(dist).size === 3, 'ST2 distractors');
  const mc = choices(`$${target}$`, dist.map((v) => `$${v}$`) as [string, string, string], 'B');
  out.push({
    id: nextId(),
    concepts: [CONCEPT],
    difficulty: 3,
    type: 'multiple_choice',
    body: `$$${system(std(e1), std(e2))}$$ The solution to the system of equations above is $(x, y)$. What is the value of $x + y$?`,
    figurePosition: 'top',
    ...mc,
    hints: [
      'Solve the second equation for $y$; it has a $y$-coefficient of $-1$.',
      'Substitute that expression into the first equation.',
    ],
    superhints: [
      `From the second equation, $y = ${lin([
        [e2[0], 'x'],
        [-e2[2], ''],
      ])}$. Substituting into the first equation gives an equation in $x$ alone. Once you have $x$ and $y$, remember the question asks for their sum.`,
    ],
    explanation: `From the second equation, $y = ${lin([
      [e2[0], 'x'],
      [-e2[2], ''],
    ])}$. Substituting: $${e1[0]}x + ${e1[1]}(${lin([
      [e2[0], 'x'],
      [-e2[2], ''],
    ])}) = ${e1[2]}$, so $${e1[0] + e1[1] * e2[0]}x = ${e1[2] + e1[1] * e2[2]}$ and $x = ${x0}$. Then $y = ${y0}$ and $x + y = ${target}$, choice ${mc.answer}.`,
  });
}

// ST3 and ST4. Two items, a count and a total: two contexts, each asking for a different item.
interface Purchase {
  text: (n: number, p: number, q: number, total: number) => string;
  ask: 'first' | 'second';
  question: string;
  prices: [number, number][];
  count: [number, number];
  difficulty: number;
  unit: string;
  /** What a and b count, in the explanation. */
  names: [string, string];
}
const purchases: Purchase[] = [
  {
    text: (cnt, p, q, total) =>
      `A community theater sold ${cnt} tickets for one performance. Adult tickets cost \\$${p} each and student tickets cost \\$${q} each, and ticket sales totaled \\$${thousands(total)}.`,
    ask: 'second',
    question: 'How many student tickets were sold?',
    prices: [
      [14, 9],
      [16, 10],
      [15, 8],
    ],
    count: [150, 240],
    difficulty: 3,
    unit: 'student tickets',
    names: ['adult tickets', 'student tickets'],
  },
  {
    text: (cnt, p, q, total) =>
      `A garden center sold ${cnt} plants on Saturday: shrubs at \\$${p} each and herb pots at \\$${q} each. The plants brought in \\$${thousands(total)} in all.`,
    ask: 'first',
    question: 'How many shrubs did the garden center sell on Saturday?',
    prices: [
      [24, 6],
      [22, 5],
      [27, 7],
    ],
    count: [60, 110],
    difficulty: 3,
    unit: 'shrubs',
    names: ['shrubs', 'herb pots'],
  },
];
for (const ctx of purchases) {
  const [p, q] = rng.pick(ctx.prices);
  const cnt = rng.int(ctx.count[0], ctx.count[1]);
  const first = rng.int(Math.floor(cnt * 0.25), Math.floor(cnt * 0.65));
  const second = cnt - first;
  const total = p * first + q * second;
  const s = solve([1, 1, cnt], [p, q, total]);
  check(fracEq(s.x, frac(first)) && fracEq(s.y, frac(second)), 'purchase solution');
  const ans = ctx.ask === 'first' ? first : second;
  out.push({
    id: nextId(),
    concepts: [CONCEPT],
    difficulty: ctx.difficulty,
    type: 'free_entry',
    body: `${ctx.text(cnt, p, q, total)} ${ctx.question}`,
    figurePosition: 'top',
    accepted: acceptedForms(frac(ans)),
    hints: [
      'Use one variable for each kind of item and write one equation for the number of items and one for the money.',
      'Solve the count equation for one variable and substitute it into the money equation.',
    ],
    superhints: [
      `With $a$ ${ctx.names[0]} at \\$${p} and $b$ ${ctx.names[1]} at \\$${q}: $a + b = ${cnt}$ and $${p}a + ${q}b = ${texThousands(total)}$. Replace $b$ by $${cnt} - a$ (or $a$ by $${cnt} - b$), solve, and make sure you answer for the item the question asks about.`,
    ],
    explanation: `Let $a$ be the number of ${ctx.names[0]} and $b$ the number of ${ctx.names[1]}: $a + b = ${cnt}$ and $${p}a + ${q}b = ${texThousands(total)}$. Substituting $b = ${cnt} - a$: $${p}a + ${texThousands(q * cnt)} - ${q}a = ${texThousands(total)}$, so $${p - q}a = ${texThousands(total - q * cnt)}$ and $a = ${first}$. Then $b = ${second}$. The answer is $${ans}$ ${ctx.unit} (there were $${first}$ ${ctx.names[0]} and $${second}$ ${ctx.names[1]}). Check: $${p}(${first}) + ${q}(${second}) = ${texThousands(total)}$.`,
  });
}

// ST5. A parameter for infinitely many solutions.
{
  const a = rng.pick([2, 3, 4]);
  const b = rng.pick([-5, -3, 5]);
  const c = rng.pick([7, 8, 9]);
  const m = rng.pick([-3, -2, 2, 3]);
  const e1: Eqn = [a, b, c];
  const kAns = m * a;
  const e2: Eqn = [kAns, m * b, m * c];
  check(solutionCount(e1, e2) === 'infinite', 'ST5 infinite');
  for (const w of [a, -kAns, m * b]) {
    if (w !== kAns) check(solutionCount(e1, [w, m * b, m * c]) !== 'infinite', 'ST5 other');
  }
  const mc10 = numericChoices(kAns, [
    a, // copied the first equation's x-coefficient
    -kAns, // lost the sign of the factor
    m * b, // took the second equation's y-coefficient
  ]);
  out.push({
    id: nextId(),
    concepts: [CONCEPT],
    difficulty: 4,
    type: 'multiple_choice',
    body: `$$${system(std(e1), `kx ${m * b < 0 ? '-' : '+'} ${Math.abs(m * b)}y = ${m * c}`)}$$ In the system of equations above, $k$ is a constant. For what value of $k$ does the system have infinitely many solutions?`,
    figurePosition: 'top',
    ...mc10,
    hints: [
      'Infinitely many solutions means the two equations describe the same line.',
      'Compare the $y$-coefficients and the constants: what number turns the first equation into the second?',
    ],
    superhints: [
      `The second equation's $y$-coefficient is $${m * b}$ and its constant is $${m * c}$; both are the first equation's numbers times the same factor. Multiply the whole first equation by that factor and read off the $x$-coefficient.`,
    ],
    explanation: `Multiplying the first equation by $${m}$ gives $${std(e2)}$. The second equation is the same line exactly when $k = ${kAns}$, so then every solution of one equation solves the other, and there are infinitely many solutions: choice ${mc10.answer}.`,
  });
}

// ST6. A symmetric system: adding the equations gives x + y directly.
{
  let a = 0;
  let b = 0;
  let c = 0;
  let d = 0;
  let s = { x: frac(0), y: frac(0) };
  do {
    a = rng.int(3, 9);
    b = rng.int(2, 8);
    c = rng.int(20, 60);
    d = rng.int(20, 60);
  } while (a === b || (c + d) % (a + b) === 0 || !canBeEntered(frac(c + d, a + b)));
  s = solve([a, b, c], [b, a, d]);
  const sum = fracAdd(s.x, s.y);
  check(fracEq(sum, frac(c + d, a + b)), 'ST6 sum two ways');
  const mc11 = numericChoices(sum, [
    s.x, // stopped at x
    s.y, // stopped at y
    frac(c - d, a - b), // subtracted the equations, which gives x - y
  ]);
  out.push({
    id: nextId(),
    concepts: [CONCEPT],
    difficulty: 4,
    type: 'multiple_choice',
    body: `$$${system(std([a, b, c]), std([b, a, d]))}$$ If $(x, y)$ satisfies the system of equations above, what is the value of $x + y$?`,
    figurePosition: 'top',
    ...mc11,
    hints: [
      'Notice that the coefficients are swapped between the two equations.',
      'Try adding the two equations before solving for anything.',
    ],
    superhints: [
      `Adding the equations gives $${a + b}x + ${a + b}y = ${c + d}$. Factor out $${a + b}$ on the left and divide; you never need $x$ and $y$ separately.`,
    ],
    explanation: `Adding the equations: $${a + b}x + ${a + b}y = ${c + d}$, so $${a + b}(x + y) = ${c + d}$ and $x + y = ${fracTex(sum)}$, choice ${mc11.answer}. (Solving fully gives $x = ${fracTex(s.x)}$ and $y = ${fracTex(s.y)}$, whose sum is the same.)`,
  });
}

writeGeneratedQuestions(
  'algebra',
  CONCEPT,
  'generators/algebra/systems-of-linear-equations.ts',
  out,
);
