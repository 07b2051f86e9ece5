// Quadratic functions read from their graphs: vertex and intercept forms, values beyond the
// window, a projectile model and a tangent line. Each question draws its own parabola.
// Run: npx tsx content/generators/advanced-math/quadratic-graphs.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { check } from '../lib/check.ts';
import { choices, letterCycle } from '../lib/choices.ts';
import { numericChoices } from '../lib/numeric-item.ts';
import { term } from '../lib/term.ts';
import { evalPoly, factor, poly } from './polynomials.ts';
import type { BankQuestion } from '../../schema.ts';
import { Plot } from '../lib/figure-kit/plot.ts';
import { windowAround } from '../lib/figure-kit/plot-layout.ts';
import { numberLabel } from '../lib/figure-kit/text.ts';

const rng = createRng(20240611);
const nextLetter = letterCycle(1);
const questions: BankQuestion[] = [];
const GEN = 'generators/advanced-math/quadratic-graphs.ts';

const coefText = (a: number) => (a === 1 ? '' : a === -1 ? '-' : String(a));
const vertexForm = (a: number, h: number, k: number) => `${coefText(a)}${factor(h)}^2${term(k)}`;
const pt = (x: number, y: number) => `(${numberLabel(x)}, ${numberLabel(y)})`;
const ptTex = (x: number, y: number) => `(${x}, ${y})`;

/** Standard-form coefficients of a(x - h)^2 + k. */
function standardFromVertex(a: number, h: number, k: number): [number, number, number] {
  return [a, -2 * a * h, a * h * h + k];
}

// g001: choose the vertex form that matches the graph.
{
  const id = 'quadratic-functions-g001';
  const h = rng.pick([-3, -2, 2, 3]);
  const k = rng.pick([-4, -3, 3, 4].filter((v) => Math.abs(v) !== Math.abs(h)));
  const a = k < 0 ? 1 : -1;
  const f = (x: number) => a * (x - h) ** 2 + k;
  const texts = [
    vertexForm(a, h, k),
    vertexForm(a, -h, k),
    vertexForm(a, h, -k),
    vertexForm(a, -h, -k),
  ];
  // Independent check: exactly one choice takes the value k at x = h and k + a at x = h + 1.
  const fns = [
    (x: number) => a * (x - h) ** 2 + k,
    (x: number) => a * (x + h) ** 2 + k,
    (x: number) => a * (x - h) ** 2 - k,
    (x: number) => a * (x + h) ** 2 - k,
  ];
  const matches = fns.filter((g) => g(h) === k && g(h + 1) === k + a && g(h - 2) === f(h - 2));
  check(matches.length === 1 && matches[0] === fns[0], `${id}: one matching choice`);
  const letter = nextLetter();
  const win = windowAround(
    [
      [h, k],
      [h + 3, f(h + 3)],
      [h - 3, f(h - 3)],
    ],
    1,
  );
  win.yMin = Math.max(win.yMin, -8);
  win.yMax = Math.min(win.yMax, 8);
  win.xMin = Math.max(win.xMin, -7);
  win.xMax = Math.min(win.xMax, 7);
  const plot = new Plot({
    title: `Graph of a parabola that opens ${a > 0 ? 'upward' : 'downward'} with vertex at ${pt(h, k)}`,
    ...win,
  })
    .curve(f)
    .point(h, k, { label: pt(h, k), anchor: a > 0 ? 's' : 'n' });
  questions.push({
    id,
    concepts: ['quadratic-functions'],
    difficulty: 2,
    type: 'multiple_choice',
    body: 'The graph of the quadratic function $y = f(x)$ is shown. Which of the following could define $f$?',
    figure: plot.save('advanced-math', id),
    figurePosition: 'top',
    ...choices(
      `$f(x) = ${texts[0]}$`,
      [`$f(x) = ${texts[1]}$`, `$f(x) = ${texts[2]}$`, `$f(x) = ${texts[3]}$`],
      letter,
    ),
    hints: [
      'The graph of $y = a(x - h)^2 + k$ is a parabola with vertex $(h, k)$.',
      'Read the coordinates of the vertex from the graph, then watch the signs inside and outside the parentheses.',
    ],
    superhints: [
      'In vertex form the number subtracted from $x$ inside the parentheses is the $x$-coordinate of the vertex, so a vertex with a negative $x$-coordinate shows up as $(x + \\text{something})$. The constant added at the end is the $y$-coordinate of the vertex. Find the choice whose two numbers agree with the labeled vertex.',
    ],
    explanation: `The vertex of the parabola is $${ptTex(h, k)}$ and the parabola opens ${
      a > 0 ? 'upward' : 'downward'
    }. A parabola with vertex $(h, k)$ has an equation of the form $y = a(x - h)^2 + k$, so $f(x) = ${
      texts[0]
    }$ works: it gives $f(${h}) = ${k}$ and ${a > 0 ? 'larger' : 'smaller'} values everywhere else. The other choices have the sign of $h$, of $k$, or of both reversed, which would put the vertex at $${ptTex(-h, k)}$, $${ptTex(h, -k)}$ or $${ptTex(-h, -k)}$. The answer is choice ${letter}.`,
  });
}

// g002: read the minimum value from the graph.
{
  const id = 'quadratic-functions-g002';
  const h = rng.pick([-2, -1, 1, 2, 3]);
  const k = rng.pick([-5, -4, -3, 2].filter((v) => v !== h));
  const a = 1;
  const f = (x: number) => a * (x - h) ** 2 + k;
  let min = Infinity;
  for (let x = -10; x <= 10; x += 0.001) min = Math.min(min, f(x));
  check(Math.abs(min - k) < 1e-6, `${id}: sampled minimum`);
  const win = windowAround(
    [
      [h, k],
      [h + 3, f(h + 3)],
      [h - 3, f(h - 3)],
    ],
    1,
  );
  win.yMax = Math.min(win.yMax, 8);
  const plot = new Plot({
    title: `Graph of an upward-opening parabola in the xy-plane`,
    ...win,
  }).curve(f);
  questions.push({
    id,
    concepts: ['quadratic-functions'],
    difficulty: 1,
    type: 'free_entry',
    body: 'The graph of the quadratic function $y = f(x)$ is shown. What is the minimum value of $f(x)$?',
    figure: plot.save('advanced-math', id),
    figurePosition: 'top',
    accepted: [String(k)],
    hints: [
      'The minimum value of a function is the smallest $y$-value on its graph, not an $x$-value.',
    ],
    superhints: [
      'Find the lowest point of the parabola (its vertex). The answer is the second coordinate of that point, read from the gridlines.',
    ],
    explanation: `The lowest point of the parabola is its vertex, $${ptTex(h, k)}$. The smallest output of $f$ is the $y$-coordinate of that point, so the minimum value of $f(x)$ is $${k}$ (reached when $x = ${h}$).`,
  });
}

// g003: a value of f outside the window, from the vertex and one more point.
{
  const id = 'quadratic-functions-g003';
  const h = rng.pick([-2, -1, 1, 2]);
  const k = rng.pick([-3, -2, 4, 5]);
  const a = k < 0 ? rng.pick([1, 2]) : rng.pick([-1, -2]);
  const p = h + 2;
  const q = 4 * a + k;
  const x0 = h + rng.pick([5, 6, -5]);
  const [A, B, C] = standardFromVertex(a, h, k);
  const answer = evalPoly([A, B, C], x0);
  check(answer === a * (x0 - h) ** 2 + k, `${id}: two ways agree`);
  check(a * (p - h) ** 2 + k === q, `${id}: labeled point on curve`);
  const f = (x: number) => a * (x - h) ** 2 + k;
  const win = windowAround(
    [
      [h, k],
      [p, q],
      [h - 2, f(h - 2)],
    ],
    1,
  );
  win.yMin = Math.max(win.yMin, -9);
  win.yMax = Math.min(win.yMax, 9);
  const plot = new Plot({
    title: `Graph of a parabola with vertex ${pt(h, k)} passing through ${pt(p, q)}`,
    ...win,
  })
    .curve(f)
    .point(h, k, { label: pt(h, k), anchor: a > 0 ? 's' : 'n' })
    .point(p, q, { label: pt(p, q), anchor: 'e' });
  const mc3 = numericChoices(answer, [
    a * (x0 - h) ** 2, // left out k
    a * (x0 + h) ** 2 + k, // read the vertex form with the sign of h flipped
    (q - k) * (x0 - h) ** 2 + k, // took a as q - k, without dividing by (p - h)^2 = 4
  ]);
  questions.push({
    id,
    concepts: ['quadratic-functions'],
    difficulty: 3,
    type: 'multiple_choice',
    body: `The graph of the quadratic function $y = f(x)$ is shown. The vertex of the graph is $${ptTex(
      h,
      k,
    )}$, and the graph passes through the point $${ptTex(p, q)}$. What is the value of $f(${x0})$?`,
    figure: plot.save('advanced-math', id),
    figurePosition: 'top',
    ...mc3,
    hints: [
      'Start from the vertex form $f(x) = a(x - h)^2 + k$ with the vertex you are given.',
      `Use the point $${ptTex(p, q)}$ to find $a$.`,
    ],
    superhints: [
      `Write $f(x) = a${factor(h)}^2${term(k)}$. Substituting $x = ${p}$ and $f(x) = ${q}$ gives an equation in $a$ alone. Once you know $a$, substitute $x = ${x0}$ into the completed equation.`,
    ],
    explanation: `With vertex $${ptTex(h, k)}$, $f(x) = a${factor(h)}^2${term(k)}$. Since $f(${p}) = ${q}$, $a(${p - h})^2${term(
      k,
    )} = ${q}$, so $a = ${a}$. Then $f(${x0}) = ${a}(${x0} - ${h < 0 ? `(${h})` : h})^2${term(k)} = ${a}(${
      (x0 - h) ** 2
    })${term(k)} = ${answer}$, choice ${mc3.answer}.`,
  });
}

// g004: the coefficient b from the intercepts.
{
  const id = 'quadratic-functions-g004';
  const [r1, r2] = rng.pick([
    [-3, 1],
    [-1, 4],
    [-4, 2],
    [1, 3],
  ] as const);
  const a = rng.pick([1, -1]);
  const c = a * r1 * r2;
  const b = -a * (r1 + r2);
  const coefs = [a, b, c];
  check(
    evalPoly(coefs, r1) === 0 && evalPoly(coefs, r2) === 0 && evalPoly(coefs, 0) === c,
    `${id}`,
  );
  check(b !== 0, `${id}: b nonzero`);
  const f = (x: number) => evalPoly(coefs, x);
  const hv = (r1 + r2) / 2;
  const win = windowAround(
    [
      [r1, 0],
      [r2, 0],
      [0, c],
      [hv, f(hv)],
    ],
    1,
  );
  const plot = new Plot({
    title: `Graph of a parabola crossing the x-axis at ${pt(r1, 0)} and ${pt(r2, 0)} and the y-axis at ${pt(0, c)}`,
    ...win,
  })
    .curve(f)
    .point(r1, 0, { label: pt(r1, 0), anchor: r1 < 0 ? 'nw' : 'ne' })
    .point(r2, 0, { label: pt(r2, 0), anchor: 'ne' })
    .point(0, c, { label: pt(0, c), anchor: c > 0 ? 'ne' : 'se' });
  questions.push({
    id,
    concepts: ['quadratic-functions', 'equivalent-expressions'],
    difficulty: 4,
    type: 'free_entry',
    body: 'The graph of $y = ax^2 + bx + c$, where $a$, $b$ and $c$ are constants, is shown with its intercepts labeled. What is the value of $b$?',
    figure: plot.save('advanced-math', id),
    figurePosition: 'top',
    accepted: [String(b)],
    hints: [
      'The $x$-intercepts tell you the factors of the quadratic, up to a constant multiple $a$.',
      'The $y$-intercept is the value of the expression when $x = 0$.',
    ],
    superhints: [
      `Write $y = a${factor(r1)}${factor(r2)}$. Setting $x = 0$ and matching the $y$-intercept gives $a$. Then expand the product and read off the coefficient of $x$.`,
    ],
    explanation: `The $x$-intercepts are $${r1}$ and $${r2}$, so $y = a${factor(r1)}${factor(r2)}$. At $x = 0$ this gives $a(${-r1})(${-r2}) = ${r1 * r2}a$, and the $y$-intercept is $${c}$, so $a = ${a}$. Expanding, $y = ${poly(
      coefs,
    )}$, so $b = ${b}$.`,
  });
}

// g005: projectile model, maximum height.
{
  const id = 'quadratic-functions-g005';
  const [m, n] = rng.pick([
    [1, 5],
    [1, 7],
    [2, 6],
    [1, 3],
  ] as const);
  const context = rng.pick([
    { who: 'A ball is tossed upward from the roof of a building', thing: 'the ball' },
    { who: 'A water rocket is launched from a raised platform', thing: 'the rocket' },
    { who: 'A stone is thrown upward from the edge of a cliff above a lake', thing: 'the stone' },
  ]);
  const coefs = [-5, 5 * (n - m), 5 * m * n];
  const H = 5 * ((m + n) / 2) ** 2;
  const tv = (n - m) / 2;
  check(Number.isInteger(H) && Number.isInteger(tv), `${id}: integer vertex`);
  check(evalPoly(coefs, tv) === H && -coefs[1]! / (2 * coefs[0]!) === tv, `${id}: vertex`);
  let best = -Infinity;
  for (let t = 0; t <= n; t += 0.0005) best = Math.max(best, evalPoly(coefs, t));
  check(Math.abs(best - H) < 1e-3, `${id}: sampled maximum`);
  const hFn = (t: number) => evalPoly(coefs, t);
  const yStep = H > 50 ? 10 : 5;
  const plot = new Plot({
    title: `Graph of height h, in meters, against time t, in seconds: a downward-opening parabola starting at ${pt(
      0,
      coefs[2]!,
    )} and reaching the t-axis at t = ${n}`,
    xMin: 0,
    xMax: n + 1,
    yMin: 0,
    yMax: Math.ceil(H / yStep + 1) * yStep,
    xStep: 1,
    yStep,
    xLabel: 't',
    yLabel: 'h',
  }).curve(hFn, { from: 0, to: n });
  const mc5 = numericChoices(H, [
    coefs[2]!, // gave the launch height h(0)
    tv, // gave the time of the maximum, not the height
    -5 * tv + coefs[1]! * tv + coefs[2]!, // evaluated -5t^2 as -5t
  ]);
  questions.push({
    id,
    concepts: ['quadratic-functions'],
    difficulty: 3,
    type: 'multiple_choice',
    body: `${context.who}. Its height, in meters, above the ground $t$ seconds after launch is modeled by $h(t) = ${poly(
      coefs,
      't',
    )}$, and the graph of $h$ is shown. What is the maximum height, in meters, of ${context.thing} according to the model?`,
    figure: plot.save('advanced-math', id),
    figurePosition: 'top',
    ...mc5,
    hints: [
      'The maximum height is the $h$-value at the vertex of the parabola.',
      'For $at^2 + bt + c$, the vertex is at $t = -\\frac{b}{2a}$.',
    ],
    superhints: [
      `Compute $-\\frac{b}{2a}$ with $a = -5$ and $b = ${coefs[1]}$ to find when the top is reached, then substitute that time into $h(t)$. The graph lets you check that your value is reasonable.`,
    ],
    explanation: `The vertex is at $t = -\\frac{${coefs[1]}}{2(-5)} = ${tv}$ seconds. Then $h(${tv}) = -5(${tv})^2 + ${coefs[1]}(${tv}) + ${coefs[2]} = ${H}$, so the maximum height is $${H}$ meters, choice ${mc5.answer}. (Equivalently, $h(t) = -5(t + ${m})(t - ${n})$, whose zeros are symmetric about $t = ${tv}$.)`,
  });
}

// g006: the form that displays the x-intercepts.
{
  const id = 'quadratic-functions-g006';
  const [r1, r2] = rng.pick([
    [-3, 5],
    [-5, 3],
    [2, 6],
  ] as const);
  const a = rng.pick([1, -1]);
  const coefs = [a, -a * (r1 + r2), a * r1 * r2];
  const h = (r1 + r2) / 2;
  const k = evalPoly(coefs, h);
  const shown = new Set([Math.abs(coefs[1]!), Math.abs(coefs[2]!), Math.abs(h), Math.abs(k)]);
  check(
    !shown.has(Math.abs(r1)) && !shown.has(Math.abs(r2)),
    `${id}: intercepts only in factored form`,
  );
  const fns = [
    (x: number) => a * (x - r1) * (x - r2),
    (x: number) => a * (x + r1) * (x + r2),
    (x: number) => a * (x - h) ** 2 + k,
    (x: number) => evalPoly(coefs, x),
  ];
  for (const x of [-3, 0, 2, 7]) {
    check(fns[0]!(x) === fns[2]!(x) && fns[0]!(x) === fns[3]!(x), `${id}: forms agree`);
  }
  check(fns[1]!(r1) !== 0, `${id}: distractor has other zeros`);
  const letter = nextLetter();
  const f = fns[0]!;
  const win = windowAround(
    [
      [r1, 0],
      [r2, 0],
      [h, k],
      [0, f(0)],
    ],
    1,
  );
  const plot = new Plot({
    title: `Graph of a parabola crossing the x-axis at x = ${numberLabel(r1)} and x = ${numberLabel(r2)}`,
    ...win,
    yLabelEvery: 2,
  }).curve(f);
  const lead = coefText(a);
  questions.push({
    id,
    concepts: ['quadratic-functions', 'equivalent-expressions'],
    difficulty: 3,
    type: 'multiple_choice',
    body: 'The graph of the quadratic function $y = f(x)$ is shown. Which of the following defines $f$ and displays the $x$-intercepts of its graph as constants or coefficients?',
    figure: plot.save('advanced-math', id),
    figurePosition: 'top',
    ...choices(
      `$f(x) = ${lead}${factor(r1)}${factor(r2)}$`,
      [
        `$f(x) = ${lead}${factor(-r1)}${factor(-r2)}$`,
        `$f(x) = ${vertexForm(a, h, k)}$`,
        `$f(x) = ${poly(coefs)}$`,
      ],
      letter,
    ),
    hints: [
      'An $x$-intercept $r$ of the graph makes $f(r) = 0$.',
      'Which form makes the zeros of $f$ visible at a glance?',
    ],
    superhints: [
      'Read the two $x$-intercepts from the graph. A factor $(x - r)$ is zero exactly when $x = r$, so the factored form shows the intercepts, but be careful with signs: test each factor with an intercept. The vertex and standard forms may define the same function, yet their constants are other features of the graph.',
    ],
    explanation: `The graph crosses the $x$-axis at $x = ${r1}$ and $x = ${r2}$, so $f(x) = ${lead}${factor(r1)}${factor(
      r2,
    )}$: each factor is zero at one intercept, and the form shows $${r1}$ and $${r2}$ directly. The forms $${vertexForm(
      a,
      h,
      k,
    )}$ and $${poly(coefs)}$ define the same function but display the vertex $(${h}, ${k})$ and the $y$-intercept instead. The product with the opposite signs has zeros at $${-r1}$ and $${-r2}$, which do not match the graph. The answer is choice ${letter}.`,
  });
}

// g007: a + b + c is f(1).
{
  const id = 'quadratic-functions-g007';
  const h = rng.pick([-2, -1, 4]);
  const k = rng.pick([-4, -3, 5]);
  const a = k < 0 ? 1 : -1;
  const p = h - 2;
  const q = a * 4 + k;
  const [A, B, C] = standardFromVertex(a, h, k);
  const answer = A + B + C;
  check(answer === a * (1 - h) ** 2 + k, `${id}: f(1) two ways`);
  check(p !== 1 && h !== 1, `${id}: x = 1 not labeled`);
  const f = (x: number) => a * (x - h) ** 2 + k;
  const win = windowAround(
    [
      [h, k],
      [p, q],
      [2 * h - p, q],
      [1, f(1)],
    ],
    1,
  );
  win.yMin = Math.max(win.yMin, -10);
  win.yMax = Math.min(win.yMax, 10);
  const plot = new Plot({
    title: `Graph of a parabola with vertex ${pt(h, k)} passing through ${pt(p, q)}`,
    ...win,
    yLabelEvery: win.yMax - win.yMin > 12 ? 2 : 1,
  })
    .curve(f)
    .point(h, k, { label: pt(h, k), anchor: a > 0 ? 's' : 'n' })
    .point(p, q, { label: pt(p, q), anchor: 'w' });
  const mc7 = numericChoices(answer, [
    C, // gave c alone, f(0)
    A - B + C, // evaluated f(-1)
    k, // gave the minimum or maximum value, f at the vertex
  ]);
  questions.push({
    id,
    concepts: ['quadratic-functions', 'function-notation'],
    difficulty: 4,
    type: 'multiple_choice',
    body: `The graph of $y = f(x)$, where $f(x) = ax^2 + bx + c$ for constants $a$, $b$ and $c$, is shown. The graph has vertex $${ptTex(
      h,
      k,
    )}$ and passes through $${ptTex(p, q)}$. What is the value of $a + b + c$?`,
    figure: plot.save('advanced-math', id),
    figurePosition: 'top',
    ...mc7,
    hints: [
      'Which input $x$ turns $ax^2 + bx + c$ into exactly $a + b + c$?',
      'You can find the whole function from the vertex and the second point.',
    ],
    superhints: [
      `Since $f(1) = a(1)^2 + b(1) + c$, the question asks for $f(1)$. Write $f(x) = a${factor(h)}^2${term(
        k,
      )}$, use the point $${ptTex(p, q)}$ to find $a$, and evaluate at $x = 1$.`,
    ],
    explanation: `Note that $a + b + c = f(1)$. From the vertex, $f(x) = a${factor(h)}^2${term(k)}$; the point $${ptTex(
      p,
      q,
    )}$ gives $a(${p - h})^2${term(k)} = ${q}$, so $a = ${a}$. Then $f(1) = ${a}(${1 - h})^2${term(k)} = ${answer}$, choice ${mc7.answer}. (Expanded, $f(x) = ${poly(
      [A, B, C],
    )}$, and $${A} + ${B < 0 ? `(${B})` : B} + ${C < 0 ? `(${C})` : C} = ${answer}$.)`,
  });
}

// g008: a line through the origin tangent to the parabola.
{
  const id = 'quadratic-functions-g008';
  const [h, s] = rng.pick([
    [-1, 3],
    [1, 3],
    [2, 3],
    [-1, 2],
  ] as const);
  const k = s * s - h * h;
  const b = -2 * h;
  const c = s * s;
  const m = 2 * (s - h);
  const other = -2 * (s + h);
  check(k > 0 && m > 0 && other < 0, `${id}: exactly one positive slope`);
  // Independent check: x^2 + (b - m)x + c has a zero discriminant, and a nearby slope does not.
  check((b - m) ** 2 - 4 * c === 0 && (b - other) ** 2 - 4 * c === 0, `${id}: tangency`);
  check((b - m - 1) ** 2 - 4 * c !== 0, `${id}: not tangent for m + 1`);
  const xt = (m - b) / 2;
  check(xt * xt + b * xt + c === m * xt, `${id}: tangent point on both graphs`);
  const f = (x: number) => x * x + b * x + c;
  const win = windowAround(
    [
      [h, k],
      [0, c],
      [h + 3, f(h + 3)],
      [h - 3, f(h - 3)],
    ],
    1,
  );
  win.yMax = Math.min(win.yMax, 18);
  win.yMin = -2;
  win.xMin = Math.max(win.xMin, -6);
  win.xMax = Math.min(win.xMax, 6);
  const plot = new Plot({
    title: `Graph of an upward-opening parabola with vertex ${pt(h, k)}`,
    ...win,
    yStep: 2,
    xStep: 1,
  })
    .curve(f)
    .point(h, k, { label: pt(h, k), anchor: 's' });
  questions.push({
    id,
    concepts: ['quadratic-functions', 'nonlinear-systems', 'quadratic-equations'],
    difficulty: 5,
    type: 'free_entry',
    body: 'The graph of $y = f(x)$, where $f(x) = x^2 + bx + c$ for constants $b$ and $c$, is shown with its vertex labeled. For a positive constant $m$, the graph of $y = mx$ intersects the graph of $y = f(x)$ at exactly one point. What is the value of $m$?',
    figure: plot.save('advanced-math', id),
    figurePosition: 'top',
    accepted: [String(m)],
    hints: [
      'Use the vertex to find $b$ and $c$: the leading coefficient is $1$.',
      'Setting $f(x) = mx$ gives a quadratic equation. When does a quadratic equation have exactly one real solution?',
    ],
    superhints: [
      `Expand $f(x) = ${factor(h)}^2${term(k)}$ to get $b$ and $c$. Then $x^2 + (b - m)x + c = 0$ must have discriminant $0$: $(b - m)^2 - 4c = 0$. This gives two values of $m$; keep the positive one.`,
    ],
    explanation: `From the vertex, $f(x) = ${factor(h)}^2${term(k)} = ${poly([1, b, c])}$. Setting $${poly(
      [1, b, c],
    )} = mx$ gives $x^2 + (${b} - m)x + ${c} = 0$. Exactly one intersection means the discriminant is zero: $(${b} - m)^2 = ${
      4 * c
    }$, so $${b} - m = \\pm ${2 * s}$ and $m = ${m}$ or $m = ${other}$. Since $m > 0$, $m = ${m}$. Check: $x^2${term(b - m, 'x')} + ${c} = ${factor(xt)}^2$, which has the single root $x = ${xt}$.`,
  });
}

writeGeneratedQuestions('advanced-math', 'quadratic-functions', GEN, questions);
