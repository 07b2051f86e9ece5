// Polynomial functions: zeros read from graphs, multiplicity, the leading coefficient from an
// intercept, the factor theorem and the zeros of a product.
// Run: npx tsx content/generators/advanced-math/polynomial-graphs.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { check } from '../lib/check.ts';
import { frac, fracTex } from '../lib/fraction.ts';
import { acceptedForms } from '../lib/answer-forms.ts';
import { choices, letterCycle } from '../lib/choices.ts';
import { evalPoly, factor, fromRoots, mulPoly, poly } from './polynomials.ts';
import type { BankQuestion } from '../../schema.ts';
import { Plot } from '../lib/figure-kit/plot.ts';
import { freeAnchor } from '../lib/figure-kit/plot-layout.ts';
import { numberLabel } from '../lib/figure-kit/text.ts';

const rng = createRng(9001);
const nextLetter = letterCycle(0);
const questions: BankQuestion[] = [];
const GEN = 'generators/advanced-math/polynomial-graphs.ts';

const factors = (roots: readonly number[]) => roots.map((r) => factor(r)).join('');

// g001: which product of factors matches a cubic's zeros.
{
  const id = 'polynomial-functions-g001';
  const roots = rng.pick([
    [-3, 1, 2],
    [-2, 1, 3],
    [-1, 2, 4],
  ] as const);
  const [r1, r2, r3] = roots;
  const correct = fromRoots(roots);
  const options = [
    [r1, r2, r3],
    [-r1, -r2, -r3],
    [-r1, r2, r3],
    [0, r1, r3],
  ];
  // Independent check: only the first option vanishes at every zero seen on the graph.
  const vanish = options.filter((o) => roots.every((r) => evalPoly(fromRoots(o), r) === 0));
  check(vanish.length === 1 && vanish[0] === options[0], `${id}: one option matches the zeros`);
  check(evalPoly(correct, 0) !== 0, `${id}: graph misses the origin`);
  const letter = nextLetter();
  const f = (x: number) => evalPoly(correct, x);
  const plot = new Plot({
    title: `Graph of a cubic polynomial that rises from left to right and crosses the x-axis at x = ${numberLabel(
      r1,
    )}, x = ${numberLabel(r2)} and x = ${numberLabel(r3)}`,
    xMin: -5,
    xMax: 6,
    yMin: -12,
    yMax: 12,
    yStep: 2,
  }).curve(f);
  questions.push({
    id,
    concepts: ['polynomial-functions'],
    difficulty: 2,
    type: 'multiple_choice',
    body: 'The graph of the polynomial function $y = f(x)$ is shown. Which of the following could define $f$?',
    figure: plot.save('advanced-math', id),
    figurePosition: 'top',
    ...choices(
      `$f(x) = ${factors(options[0]!)}$`,
      options.slice(1).map((o) => `$f(x) = ${factors(o)}$`),
      letter,
    ),
    hints: [
      'Read the $x$-intercepts of the graph: each one is a zero of $f$.',
      'A factor $(x - r)$ is zero exactly when $x = r$.',
    ],
    superhints: [
      'For each choice, find the values of $x$ that make each factor zero and compare them with the places where the graph crosses the $x$-axis. A factor $(x + 2)$, for example, gives the zero $x = -2$, not $x = 2$.',
    ],
    explanation: `The graph crosses the $x$-axis at $x = ${r1}$, $x = ${r2}$ and $x = ${r3}$, so $f$ has factors $${factor(
      r1,
    )}$, $${factor(r2)}$ and $${factor(r3)}$: $f(x) = ${factors(options[0]!)}$, choice ${letter}. The product $${factors(
      options[1]!,
    )}$ has zeros $${-r1}$, $${-r2}$ and $${-r3}$; $${factors(options[2]!)}$ has the zero $${-r1}$ instead of $${r1}$; and $${factors(
      options[3]!,
    )}$ would pass through the origin, which the graph does not.`,
  });
}

// g002: the leading coefficient from the y-intercept.
{
  const id = 'polynomial-functions-g002';
  const roots = rng.pick([
    [-2, 1, 3],
    [-3, -1, 2],
    [-1, 2, 4],
  ] as const);
  const a = frac(rng.pick([-1, 1]), 2);
  const prod = roots.reduce<number>((p, r) => p * -r, 1); // value of the product of factors at x = 0
  const c = (a.n * prod) / a.d;
  check(Number.isInteger(c), `${id}: integer y-intercept`);
  // Independent check: rebuild a from the intercept and compare, and check every zero.
  const aBack = frac(c, prod);
  check(aBack.n === a.n && aBack.d === a.d, `${id}: a from the intercept`);
  const f = (x: number) => (a.n / a.d) * roots.reduce<number>((p, r) => p * (x - r), 1);
  for (const r of roots) check(f(r) === 0, `${id}: zero at ${r}`);
  const plot = new Plot({
    title: `Graph of a cubic polynomial crossing the x-axis at ${roots
      .map((r) => `(${numberLabel(r)}, 0)`)
      .join(', ')} and the y-axis at (0, ${numberLabel(c)})`,
    xMin: -5,
    xMax: 6,
    yMin: -8,
    yMax: 8,
  })
    .curve(f)
    .point(0, c, { label: `(0, ${numberLabel(c)})`, anchor: freeAnchor(f, 0, c > 0, 'e') });
  for (const r of roots)
    plot.point(r, 0, { label: `(${numberLabel(r)}, 0)`, anchor: freeAnchor(f, r, true) });
  questions.push({
    id,
    concepts: ['polynomial-functions', 'equivalent-expressions'],
    difficulty: 3,
    type: 'free_entry',
    body: `The graph of $y = p(x)$ is shown, where $p(x) = a${factors(
      roots,
    )}$ and $a$ is a constant. The intercepts of the graph are labeled. What is the value of $a$?`,
    figure: plot.save('advanced-math', id),
    figurePosition: 'top',
    accepted: acceptedForms(a),
    answerLatex: `$${fracTex(a)}$`,
    hints: [
      'Which labeled point has not been used yet by the factors?',
      'Substitute $x = 0$ into the equation.',
    ],
    superhints: [
      `At $x = 0$, $p(0) = a${roots.map((r) => `(${-r})`).join('')}$. Set this equal to the $y$-coordinate of the $y$-intercept and solve for $a$. Check the sign against the picture: as $x$ grows large, the graph ${
        a.n > 0 ? 'rises' : 'falls'
      }.`,
    ],
    explanation: `At $x = 0$, $p(0) = a${roots.map((r) => `(${-r})`).join('')} = ${prod}a$. The graph shows $p(0) = ${c}$, so $${prod}a = ${c}$ and $a = ${fracTex(
      a,
    )}$. This is consistent with the graph ${a.n > 0 ? 'rising' : 'falling'} to the right.`,
  });
}

// g003: a zero of even multiplicity (the graph touches the axis).
{
  const id = 'polynomial-functions-g003';
  const [t, s] = rng.pick([
    [-2, 3],
    [2, -3],
    [-1, 3],
  ] as const);
  const correct = fromRoots([t, t, s]);
  const opts = [
    { text: `${factor(t)}^2${factor(s)}`, coefs: correct },
    { text: `${factor(t)}${factor(s)}^2`, coefs: fromRoots([t, s, s]) },
    { text: `${factor(-t)}^2${factor(-s)}`, coefs: fromRoots([-t, -t, -s]) },
    { text: `${factor(t)}${factor(s)}`, coefs: fromRoots([t, s]) },
  ];
  const touches = (coefs: number[], r: number) =>
    Math.abs(evalPoly(coefs, r)) < 1e-12 &&
    Math.sign(evalPoly(coefs, r - 0.01)) === Math.sign(evalPoly(coefs, r + 0.01));
  const crosses = (coefs: number[], r: number) =>
    Math.abs(evalPoly(coefs, r)) < 1e-12 &&
    Math.sign(evalPoly(coefs, r - 0.01)) !== Math.sign(evalPoly(coefs, r + 0.01));
  const fit = opts.filter((o) => touches(o.coefs, t) && crosses(o.coefs, s));
  check(
    fit.length === 1 && fit[0] === opts[0],
    `${id}: one option touches at ${t} and crosses at ${s}`,
  );
  const letter = nextLetter();
  const f = (x: number) => evalPoly(correct, x);
  let extreme = 0;
  for (let x = Math.min(t, s); x <= Math.max(t, s); x += 0.01)
    extreme = Math.max(extreme, Math.abs(f(x)));
  const yLim = Math.ceil((extreme + 3) / 4) * 4;
  const plot = new Plot({
    title: `Graph of a polynomial that touches the x-axis at x = ${numberLabel(t)} without crossing it and crosses the x-axis at x = ${numberLabel(
      s,
    )}`,
    xMin: -5,
    xMax: 5,
    yMin: -yLim,
    yMax: yLim,
    yStep: 2,
    yLabelEvery: 2,
  }).curve(f);
  questions.push({
    id,
    concepts: ['polynomial-functions'],
    difficulty: 3,
    type: 'multiple_choice',
    body: 'The graph of $y = g(x)$ is shown. Which of the following could define $g$?',
    figure: plot.save('advanced-math', id),
    figurePosition: 'top',
    ...choices(
      `$g(x) = ${opts[0]!.text}$`,
      opts.slice(1).map((o) => `$g(x) = ${o.text}$`),
      letter,
    ),
    hints: [
      'Look at how the graph behaves at each $x$-intercept: does it cross the axis or only touch it?',
      'A squared factor makes the graph touch the axis and turn back.',
    ],
    superhints: [
      'At a zero from a factor that appears once, the sign of $g$ changes, so the graph crosses. At a zero from a squared factor, the sign does not change, so the graph touches the axis and turns. Match each intercept with the right kind of factor, keeping the signs straight.',
    ],
    explanation: `The graph touches the $x$-axis at $x = ${t}$ and crosses it at $x = ${s}$. Touching without crossing comes from a squared factor $${factor(
      t,
    )}^2$, and crossing from a single factor $${factor(s)}$, so $g(x) = ${opts[0]!.text}$ (choice ${letter}). The choice $${
      opts[1]!.text
    }$ would touch at $${s}$ and cross at $${t}$; $${opts[2]!.text}$ has its zeros at $${-t}$ and $${-s}$; and $${
      opts[3]!.text
    }$ crosses at both intercepts.`,
  });
}

// g004: the factor theorem with an unknown coefficient.
{
  const id = 'polynomial-functions-g004';
  const lead = rng.pick([2, 3]);
  const b = rng.pick([-5, -4, 1]);
  const r = rng.pick([2, 3, -2]);
  const d = rng.pick([-6, 6, -12]);
  // p(r) = lead r^3 + b r^2 + k r + d = 0  =>  k = -(lead r^3 + b r^2 + d) / r
  const kNum = -(lead * r ** 3 + b * r * r + d);
  check(kNum % r === 0, `${id}: integer k`);
  const k = kNum / r;
  // Independent check: synthetic division by (x - r) leaves remainder 0.
  const coefs = [lead, b, k, d];
  let carry = 0;
  const quotient: number[] = [];
  for (const c of coefs) {
    carry = carry * r + c;
    quotient.push(carry);
  }
  check(quotient.pop() === 0, `${id}: remainder zero`);
  check(evalPoly(mulPoly([1, -r], quotient), 1) === evalPoly(coefs, 1), `${id}: product matches`);
  questions.push({
    id,
    concepts: ['polynomial-functions'],
    difficulty: 3,
    type: 'free_entry',
    body: `The polynomial $p(x) = ${lead}x^3${b < 0 ? ' - ' : ' + '}${Math.abs(b) === 1 ? '' : Math.abs(b)}x^2 + kx${
      d < 0 ? ' - ' : ' + '
    }${Math.abs(d)}$, where $k$ is a constant, has $${factor(r)}$ as a factor. What is the value of $k$?`,
    accepted: [String(k)],
    hints: [`If $${factor(r)}$ is a factor of $p(x)$, what is the value of $p(${r})$?`],
    superhints: [
      `By the factor theorem, $p(${r}) = 0$. Substitute $x = ${r}$ into every term, simplify the numbers, and solve the resulting linear equation for $k$.`,
    ],
    explanation: `Because $${factor(r)}$ is a factor, $p(${r}) = 0$: $${lead}(${r})^3 ${b < 0 ? '-' : '+'} ${Math.abs(b)}(${r})^2 + ${r < 0 ? `(${r})` : r}k ${
      d < 0 ? '-' : '+'
    } ${Math.abs(d)} = 0$, so $${lead * r ** 3 + b * r * r + d} + ${r < 0 ? `(${r})` : r}k = 0$ and $k = ${k}$. Check with division: $p(x) = ${factor(
      r,
    )}(${poly(quotient)})$.`,
  });
}

// g005: distinct zeros of a product, with a shared factor.
{
  const id = 'polynomial-functions-g005';
  const [s, other] = rng.pick([
    [3, -1],
    [2, 1],
    [3, 1],
  ] as const);
  const fRoots = [-s, other, s];
  const fCoefs = fromRoots(fRoots);
  const gCoefs = mulPoly([1, 0, -s * s], fCoefs);
  const distinct = new Set([...fRoots, s, -s]);
  // Independent check: every candidate is a root of g, and g changes sign only at odd roots.
  for (const r of distinct) check(Math.abs(evalPoly(gCoefs, r)) < 1e-9, `${id}: root ${r}`);
  let signChanges = 0;
  let prev = Math.sign(evalPoly(gCoefs, -20.0005));
  for (let x = -20.0005; x < 20; x += 0.001) {
    const sg = Math.sign(evalPoly(gCoefs, x));
    if (sg !== 0 && sg !== prev) {
      signChanges++;
      prev = sg;
    }
  }
  check(signChanges === 1, `${id}: only the simple root changes sign`);
  const answer = distinct.size;
  check(answer === 3, `${id}: three distinct zeros`);
  const f = (x: number) => evalPoly(fCoefs, x);
  const plot = new Plot({
    title: `Graph of a cubic polynomial that rises from left to right and crosses the x-axis at x = ${fRoots
      .slice()
      .sort((p, q) => p - q)
      .map((root) => numberLabel(root))
      .join(', x = ')}`,
    xMin: -5,
    xMax: 5,
    yMin: -10,
    yMax: 10,
    yStep: 2,
  }).curve(f);
  questions.push({
    id,
    concepts: ['polynomial-functions', 'equivalent-expressions'],
    difficulty: 4,
    type: 'free_entry',
    body: `The graph of the polynomial function $y = f(x)$ is shown. The function $g$ is defined by $g(x) = (x^2 - ${
      s * s
    })f(x)$. How many distinct real zeros does $g$ have?`,
    figure: plot.save('advanced-math', id),
    figurePosition: 'top',
    accepted: [String(answer)],
    hints: [
      'A product is zero when at least one of its factors is zero.',
      `Factor $x^2 - ${s * s}$, then compare its zeros with the zeros of $f$ shown on the graph.`,
    ],
    superhints: [
      `The zeros of $g$ are the zeros of $x^2 - ${s * s} = (x - ${s})(x + ${s})$ together with the zeros of $f$, which you can read from the $x$-intercepts of the graph. "Distinct" means that a number appearing in both lists is counted only once.`,
    ],
    explanation: `From the graph, the zeros of $f$ are $${fRoots
      .slice()
      .sort((p, q) => p - q)
      .join(
        '$, $',
      )}$. Since $x^2 - ${s * s} = (x - ${s})(x + ${s})$, its zeros are $${-s}$ and $${s}$, and both are already zeros of $f$. So $g$ has the distinct zeros $${[
      ...distinct,
    ]
      .sort((p, q) => p - q)
      .join(
        '$, $',
      )}$: there are $${answer}$ of them (the zeros $\\pm ${s}$ now have multiplicity $2$).`,
  });
}

writeGeneratedQuestions('advanced-math', 'polynomial-functions', GEN, questions);
