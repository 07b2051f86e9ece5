// Systems that pair a line with a parabola or a circle: intersection points, tangency and the
// number of solutions.
// Run: npx tsx content/generators/advanced-math/nonlinear-systems.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { check } from '../lib/check.ts';
import { evalPoly, factor, poly } from './polynomials.ts';
import type { BankQuestion } from '../../schema.ts';
import { numericChoices } from '../lib/numeric-item.ts';
import { ACCENT_2 } from '../lib/figure-kit/palette.ts';
import { Plot } from '../lib/figure-kit/plot.ts';
import { windowAround } from '../lib/figure-kit/plot-layout.ts';

const rng = createRng(4242);
const questions: BankQuestion[] = [];
const GEN = 'generators/advanced-math/nonlinear-systems.ts';

const line = (m: number, d: number) => poly([m, d]);

// g001: line meets parabola; the y-coordinate of the solution with positive x.
{
  const id = 'nonlinear-systems-g001';
  const [p, q] = rng.pick([
    [-2, 3],
    [-3, 1],
    [-1, 4],
  ] as const);
  const m = rng.pick([1, 2, -1]);
  const d = rng.pick([1, 2, -1].filter((v) => v !== m && m * q + v !== 0));
  const b = m - (p + q);
  const c = d + p * q;
  const para = [1, b, c];
  const yq = m * q + d;
  // Independent check: both points satisfy both equations, and no other x does.
  for (const x of [p, q]) check(evalPoly(para, x) === m * x + d, `${id}: (${x}) on both graphs`);
  const disc = (b - m) ** 2 - 4 * (c - d);
  check(disc === (q - p) ** 2, `${id}: two solutions`);
  const f = (x: number) => evalPoly(para, x);
  const win = windowAround(
    [
      [p, m * p + d],
      [q, yq],
      [-b / 2, f(-b / 2)],
    ],
    1,
  );
  win.yMax = Math.min(Math.max(win.yMax, yq + 2), 14);
  win.yMin = Math.max(win.yMin, -10);
  const plot = new Plot({
    title: `Graphs of the parabola y = ${poly(para)} and the line y = ${line(m, d)}, which intersect at two points`,
    ...win,
    yLabelEvery: win.yMax - win.yMin > 14 ? 2 : 1,
  })
    .curve(f)
    .curve((x) => m * x + d, { color: ACCENT_2 });
  questions.push({
    id,
    concepts: ['nonlinear-systems', 'quadratic-equations'],
    difficulty: 3,
    type: 'free_entry',
    body: `$$\\begin{aligned} y &= ${poly(para)} \\\\ y &= ${line(m, d)} \\end{aligned}$$ The graphs of the equations in the system are shown. The system has two solutions. If $(x, y)$ is the solution with $x > 0$, what is the value of $y$?`,
    figure: plot.save('advanced-math', id),
    figurePosition: 'top',
    accepted: [String(yq)],
    hints: [
      'At a solution both equations give the same $y$, so set the two right-hand sides equal.',
      'Collect every term on one side and factor the quadratic.',
    ],
    superhints: [
      `Setting $${poly(para)} = ${line(m, d)}$ and moving everything to the left gives $${poly([
        1,
        b - m,
        c - d,
      ])} = 0$. Factor it, keep the positive root, and substitute that $x$ into the simpler equation, the line.`,
    ],
    explanation: `Setting the expressions equal: $${poly(para)} = ${line(m, d)}$, so $${poly([1, b - m, c - d])} = 0$, which factors as $${factor(
      p,
    )}${factor(q)} = 0$. The solutions have $x = ${p}$ and $x = ${q}$. For $x = ${q}$, $y = ${line(m, d).replace('x', `(${q})`)} = ${yq}$. (Check in the parabola: $${q}^2${
      b === 0 ? '' : ` ${b < 0 ? '-' : '+'} ${Math.abs(b)}(${q})`
    }${c === 0 ? '' : ` ${c < 0 ? '-' : '+'} ${Math.abs(c)}`} = ${yq}$.)`,
  });
}

// g002: a horizontal line tangent to a parabola given in standard form.
{
  const id = 'nonlinear-systems-g002';
  const a = rng.pick([2, -2]);
  const h = rng.pick([2, -1, 1]);
  const k = rng.pick([-5, 3, -3]);
  const para = [a, -2 * a * h, a * h * h + k];
  // Independent check: a*x^2 + bx + (c - k) has zero discriminant, and k +/- 1 does not.
  const disc = (kk: number) => para[1]! ** 2 - 4 * a * (para[2]! - kk);
  check(disc(k) === 0 && disc(k + 1) !== 0 && disc(k - 1) !== 0, `${id}: tangency`);
  const f = (x: number) => evalPoly(para, x);
  const win = windowAround(
    [
      [h, k],
      [h - 2, f(h - 2)],
      [h + 2, f(h + 2)],
    ],
    1,
  );
  const plot = new Plot({
    title: `Graph of the parabola y = ${poly(para)} in the xy-plane`,
    ...win,
    yLabelEvery: win.yMax - win.yMin > 14 ? 2 : 1,
  }).curve(f);
  const mc2 = numericChoices(k, [
    para[2]!, // took the y-intercept
    h, // gave the x-coordinate of the vertex
    f(-h), // lost the minus sign of -b/(2a)
  ]);
  questions.push({
    id,
    concepts: ['nonlinear-systems', 'quadratic-functions'],
    difficulty: 2,
    type: 'multiple_choice',
    body: `The graph of $y = ${poly(para)}$ is shown. The system consisting of this equation and $y = k$, where $k$ is a constant, has exactly one real solution. What is the value of $k$?`,
    figure: plot.save('advanced-math', id),
    figurePosition: 'top',
    ...mc2,
    hints: [
      'The graph of $y = k$ is a horizontal line. Where can a horizontal line touch a parabola exactly once?',
    ],
    superhints: [
      `A horizontal line meets the parabola once only at the vertex. Its $x$-coordinate is $-\\frac{b}{2a} = -\\frac{${para[1]}}{2(${a})}$; substitute that value into the equation to get the $y$-coordinate.`,
    ],
    explanation: `The vertex is at $x = -\\frac{${para[1]}}{2(${a})} = ${h}$, and $y = ${a}(${h})^2 ${para[1]! < 0 ? '-' : '+'} ${Math.abs(
      para[1]!,
    )}(${h}) ${para[2]! < 0 ? '-' : '+'} ${Math.abs(para[2]!)} = ${k}$. The line $y = k$ touches the parabola exactly once when it passes through the vertex, so $k = ${k}$, choice ${mc2.answer}. (Algebraically, $${poly(
      [a, para[1]!, para[2]! - k],
    )} = ${a}${factor(h)}^2$ has a single root.)`,
  });
}

// g003: number of solutions from the discriminant (no figure).
{
  const id = 'nonlinear-systems-g003';
  const m = rng.pick([2, 3, -2]);
  const d = rng.pick([5, 4, -1]);
  // Parabola x^2 + bx + c chosen so that x^2 + (b - m)x + (c - d) has a negative discriminant.
  const b = m + rng.pick([1, 2, -1]);
  const c = d + rng.pick([2, 3, 5]);
  const disc = (b - m) ** 2 - 4 * (c - d);
  check(disc < 0, `${id}: no real solutions`);
  let crossings = 0;
  for (let x = -50; x <= 50; x += 0.01) if (x * x + b * x + c <= m * x + d) crossings++;
  check(crossings === 0, `${id}: parabola stays above the line`);
  const letter = 'A';
  questions.push({
    id,
    concepts: ['nonlinear-systems', 'quadratic-equations'],
    difficulty: 3,
    type: 'multiple_choice',
    body: `$$\\begin{aligned} y &= ${poly([1, b, c])} \\\\ y &= ${line(m, d)} \\end{aligned}$$ How many real solutions does the system of equations above have?`,
    choices: [
      { id: 'A', text: 'Zero' },
      { id: 'B', text: 'Exactly one' },
      { id: 'C', text: 'Exactly two' },
      { id: 'D', text: 'Infinitely many' },
    ],
    answer: 'A',
    hints: [
      'Substitute one expression for $y$ into the other equation to get a single quadratic equation.',
      'The discriminant $b^2 - 4ac$ tells how many real roots a quadratic equation has.',
    ],
    superhints: [
      `Setting the right-hand sides equal gives $${poly([1, b - m, c - d])} = 0$. Compute its discriminant: positive means two real solutions, zero means one, negative means none.`,
    ],
    explanation: `Setting $${poly([1, b, c])} = ${line(m, d)}$ gives $${poly([1, b - m, c - d])} = 0$. Its discriminant is $(${b - m})^2 - 4(1)(${c - d}) = ${disc}$, which is negative, so the equation has no real roots: the parabola lies entirely above the line, and the system has zero real solutions, choice ${letter}.`,
  });
}

// g004: a parameter that makes the line tangent.
{
  const id = 'nonlinear-systems-g004';
  const s = rng.pick([3, 4, 5]);
  const e = rng.pick([-4, -3, 1]);
  const c = s * s + e;
  const k = s - 1;
  // x^2 - 2kx + c = 2x + e  <=>  x^2 - (2k + 2)x + (c - e) = 0
  const disc = (kk: number) => (2 * kk + 2) ** 2 - 4 * (c - e);
  check(disc(k) === 0 && disc(-s - 1) === 0, `${id}: both tangent values`);
  check(k > 0 && -s - 1 < 0, `${id}: only one positive value`);
  const xt = k + 1;
  check(xt * xt - 2 * k * xt + c === 2 * xt + e, `${id}: tangent point on both graphs`);
  const mc4 = numericChoices(k, [
    -s - 1, // kept the negative value
    s, // solved 2k = 2s, dropping the 2 that the line adds
    2 * k + 2, // stopped at 2k + 2
  ]);
  questions.push({
    id,
    concepts: ['nonlinear-systems', 'quadratic-equations'],
    difficulty: 4,
    type: 'multiple_choice',
    body: `$$\\begin{aligned} y &= x^2 - 2kx + ${c} \\\\ y &= ${line(2, e)} \\end{aligned}$$ In the system above, $k$ is a positive constant. If the system has exactly one real solution, what is the value of $k$?`,
    ...mc4,
    hints: [
      'Eliminate $y$ and write the result as a quadratic equation in $x$ equal to zero.',
      'Exactly one real solution means the discriminant of that quadratic is zero.',
    ],
    superhints: [
      `Setting the two expressions equal and collecting terms gives $x^2 - (2k + 2)x + ${c - e} = 0$. Set $(2k + 2)^2 - 4(${c - e}) = 0$, solve for $2k + 2$ (there are two signs), and use $k > 0$.`,
    ],
    explanation: `Setting $x^2 - 2kx + ${c} = ${line(2, e)}$ gives $x^2 - (2k + 2)x + ${c - e} = 0$. One real solution requires $(2k + 2)^2 - 4(${c - e}) = 0$, so $(2k + 2)^2 = ${4 * (c - e)}$ and $2k + 2 = \\pm ${2 * s}$. Then $k = ${k}$ or $k = ${-s - 1}$; since $k > 0$, $k = ${k}$, choice ${mc4.answer}. Check: the equation becomes $x^2 - ${2 * k + 2}x + ${c - e} = (x - ${xt})^2 = 0$.`,
  });
}

// g005: a line meeting a circle.
{
  const id = 'nonlinear-systems-g005';
  const [m, d, P, Q] = rng.pick([
    [1, 1, [3, 4], [-4, -3]],
    [-2, 5, [0, 5], [4, -3]],
    [1, -1, [4, 3], [-3, -4]],
  ] as const);
  for (const [x, y] of [P, Q])
    check(x * x + y * y === 25 && y === m * x + d, `${id}: point on both`);
  // Independent check: substitute the line into the circle and use the sum of roots.
  // x^2 + (mx + d)^2 = 25  <=>  (1 + m^2)x^2 + 2mdx + (d^2 - 25) = 0
  const sum = (-2 * m * d) / (1 + m * m);
  check(sum === P[0] + Q[0], `${id}: sum of roots`);
  const r = 5;
  const plot = new Plot({
    title: `Graphs of the circle x^2 + y^2 = 25 and the line y = ${line(m, d)}, which intersect at two points`,
    xMin: -7,
    xMax: 7,
    yMin: -7,
    yMax: 7,
    xScale: 30,
    yScale: 30,
  })
    .curve((x) => Math.sqrt(Math.max(0, r * r - x * x)), { from: -r, to: r, samples: 1200 })
    .curve((x) => -Math.sqrt(Math.max(0, r * r - x * x)), { from: -r, to: r, samples: 1200 })
    .curve((x) => m * x + d, { color: ACCENT_2 });
  const mc5 = numericChoices(sum, [
    P[1] + Q[1], // added the y-coordinates
    (2 * m * d) / (1 + m * m), // lost the minus sign of -b/a
    -2 * m * d, // did not divide by the coefficient of x^2
  ]);
  questions.push({
    id,
    concepts: ['nonlinear-systems', 'quadratic-equations'],
    difficulty: 3,
    type: 'multiple_choice',
    body: `$$\\begin{aligned} x^2 + y^2 &= 25 \\\\ y &= ${line(m, d)} \\end{aligned}$$ The graphs of the two equations are shown. They intersect at the points $(x_1, y_1)$ and $(x_2, y_2)$. What is the value of $x_1 + x_2$?`,
    figure: plot.save('advanced-math', id),
    figurePosition: 'top',
    ...mc5,
    hints: [
      `Replace $y$ in the first equation with $${line(m, d)}$.`,
      'Expand, collect terms, and solve the resulting quadratic equation in $x$.',
    ],
    superhints: [
      `Substituting gives $x^2 + (${line(m, d)})^2 = 25$, which becomes $${poly([
        1 + m * m,
        2 * m * d,
        d * d - 25,
      ])} = 0$. Solve it (factor out any common factor first); the two roots are $x_1$ and $x_2$. The grid lets you check them against the picture.`,
    ],
    explanation: `Substituting, $x^2 + (${line(m, d)})^2 = 25$ gives $${poly([1 + m * m, 2 * m * d, d * d - 25])} = 0$, whose roots are $x = ${
      P[0]
    }$ and $x = ${Q[0]}$. The intersection points are $(${P[0]}, ${P[1]})$ and $(${Q[0]}, ${Q[1]})$, and $x_1 + x_2 = ${P[0]} + ${
      Q[0] < 0 ? `(${Q[0]})` : Q[0]
    } = ${sum}$, choice ${mc5.answer}.`,
  });
}

writeGeneratedQuestions('advanced-math', 'nonlinear-systems', GEN, questions);
