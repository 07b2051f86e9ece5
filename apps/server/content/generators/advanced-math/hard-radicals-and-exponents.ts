// Generates questions/advanced-math/radicals-and-exponents.hard.generated.yaml: hard-series
// radicals and exponents. Templates: a radical equation with an extraneous root; an exponential
// equation whose bases are powers of one number; a product and quotient of rational powers
// written as a single power; the greatest constant that leaves a radical equation two solutions
// (rated 5). Each template's difficulty is set in its block.
// Each key is computed one way and confirmed another: the radical equation by squaring and
// factoring, then by substituting both roots into the original equation; the exponential
// equation by equating exponents, then by comparing both sides as numbers; the single power by
// adding exponents, then by evaluating both expressions at a value of x.
// Run: cd apps/server && npx tsx content/generators/advanced-math/hard-radicals-and-exponents.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { check, close } from '../lib/check.ts';
import { frac, fracAdd, fracMul, fracSub, fracTex, fracValue } from '../lib/fraction.ts';
import { choices, letterCycle } from '../lib/choices.ts';
import { acceptedForms } from '../lib/answer-forms.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import { poly } from './polynomials.ts';
import type { BankQuestion } from '../../schema.ts';

const CONCEPT = 'radicals-and-exponents';
const GEN = 'generators/advanced-math/hard-radicals-and-exponents.ts';
const rng = createRng(0x4ad_0539);
const nextId = generatedIds(CONCEPT, 'h');
const nextLetter = letterCycle(1);
const out: BankQuestion[] = [];
const m = (v: string | number) => `$${v}$`;

// X1. sqrt(x + a) = x - b, built from the solution s; the other root e of the squared equation
// makes x - b negative, so it is extraneous.
{
  const difficulty = 3; // blind pass: h001 rated 3
  const sets = rng.shuffle([
    { b: 5, s: 9 },
    { b: 3, s: 7 },
    { b: 1, s: 6 },
  ]);
  for (const { b, s } of sets.slice(0, 2)) {
    const a = (s - b) ** 2 - s;
    const e = 2 * b + 1 - s;
    const quad = [1, -(2 * b + 1), b * b - a];
    check(s + e === 2 * b + 1 && s * e === b * b - a, 'X1 roots of the squared equation');
    check(Math.sqrt(s + a) === s - b, 'X1 s satisfies the original equation');
    check(e + a >= 0 && Math.sqrt(e + a) !== e - b, 'X1 e is extraneous');
    const both = [e, s].sort((u, v) => u - v);
    const mc = choices(
      `$${s}$ only`,
      [`$${e}$ only`, `$${both[0]}$ and $${both[1]}$`, `$${-s}$ and $${-e}$`],
      nextLetter(),
    );
    out.push({
      id: nextId(),
      concepts: [CONCEPT],
      difficulty,
      type: 'multiple_choice',
      body: `$$\\sqrt{x + ${a}} = x - ${b}$$ Which of the following gives all the solutions to the equation above?`,
      ...mc,
      hints: [
        'Square both sides to remove the radical, and collect everything into a quadratic equal to zero.',
        'Squaring can create solutions that do not satisfy the original equation. Test every root in the original.',
      ],
      superhints: [
        `Squaring gives $x + ${a} = (x - ${b})^2 = x^2 - ${2 * b}x + ${b * b}$. Factor the resulting quadratic, then remember that a square root is never negative, so the right side $x - ${b}$ must be at least $0$.`,
      ],
      explanation: `Squaring both sides: $x + ${a} = x^2 - ${2 * b}x + ${b * b}$, so $${poly(quad)} = 0$, which factors as $${e === 0 ? `x(x - ${s})` : `(x - ${s})(x ${e < 0 ? '+' : '-'} ${Math.abs(e)})`} = 0$. For $x = ${s}$: $\\sqrt{${s + a}} = ${s - b}$ and $${s} - ${b} = ${s - b}$, so it works. For $x = ${e}$: $\\sqrt{${e + a}} = ${Math.sqrt(e + a)}$ but $${e} - ${b} = ${e - b}$, so it is extraneous. The only solution is $${s}$, choice ${mc.answer}.`,
    });
  }
}

// X2. B1^(px + q) = B2^(rx + t) with B1 = c^u and B2 = c^v: u(px + q) = v(rx + t).
{
  const difficulty = 2; // blind pass: h003 rated 2
  const sets = rng.shuffle([
    { c: 3, u: 2, v: 3, p: 1, q: 1, r: 1, t: -2 }, // 9^(x+1) = 27^(x-2)
    { c: 2, u: 2, v: 3, p: 2, q: -1, r: 1, t: 3 }, // 4^(2x-1) = 8^(x+3)
    { c: 5, u: 3, v: 2, p: 1, q: -2, r: 1, t: 4 }, // 125^(x-2) = 25^(x+4)
  ]);
  for (const { c, u, v, p, q, r, t } of sets.slice(0, 2)) {
    check(u * p - v * r !== 0, 'X2 one solution');
    const x = frac(v * t - u * q, u * p - v * r);
    // Mistakes: only the x-terms multiplied by the powers, the powers swapped between sides, the
    // power distributed on the right side only.
    const noDistribute = frac(t - q, u * p - v * r);
    const swapped = frac(u * t - v * q, v * p - u * r);
    const partial = frac(t * v - q, u * p - v * r);
    const wrong = [noDistribute, swapped, partial];
    // Independent: both sides agree as numbers (compared through logarithms base c).
    const xv = fracValue(x);
    check(close(u * (p * xv + q), v * (r * xv + t)), 'X2 exponents agree');
    check(
      close(Math.log(c ** u) * (p * xv + q), Math.log(c ** v) * (r * xv + t)),
      'X2 both sides equal as numbers',
    );
    const texts = wrong.map((w) => m(fracTex(w)));
    check(new Set([...texts, m(fracTex(x))]).size === 4, 'X2 distinct choices');
    const mc = choices(m(fracTex(x)), texts, nextLetter());
    const exp = (a: number, b: number) => poly([a, b]);
    out.push({
      id: nextId(),
      concepts: [CONCEPT, 'exponential-functions'],
      difficulty,
      type: 'multiple_choice',
      body: `$$${c ** u}^{${exp(p, q)}} = ${c ** v}^{${exp(r, t)}}$$ What value of $x$ satisfies the equation above?`,
      ...mc,
      hints: [
        `Both $${c ** u}$ and $${c ** v}$ are powers of $${c}$.`,
        'Once both sides are powers of the same base, their exponents must be equal.',
      ],
      superhints: [
        `Write $${c ** u} = ${c}^${u}$ and $${c ** v} = ${c}^${v}$. Then $(${c}^${u})^{${exp(p, q)}} = ${c}^{${u}(${exp(p, q)})}$; multiply the whole exponent by $${u}$, do the same on the right with $${v}$, and solve the linear equation.`,
      ],
      explanation: `Since $${c ** u} = ${c}^${u}$ and $${c ** v} = ${c}^${v}$, the equation is $${c}^{${u}(${exp(p, q)})} = ${c}^{${v}(${exp(r, t)})}$. Equal powers of $${c}$ have equal exponents: $${exp(u * p, u * q)} = ${exp(v * r, v * t)}$, so $${poly([u * p - v * r, 0])} = ${v * t - u * q}$${u * p - v * r === 1 ? '' : ` and $x = ${fracTex(x)}$`}, choice ${mc.answer}. Multiplying only the $x$-terms by the powers gives $${fracTex(noDistribute)}$ instead.`,
    });
  }
}

// X3. x^(a/b) * (c-th root of x^d) / x^(-e) = x^k: k = a/b + d/c + e.
{
  const difficulty = 2; // blind pass: h006 rated 2
  const sets = rng.shuffle([
    { a: 3, b: 2, c: 3, d: 2, e: 1 },
    { a: 5, b: 4, c: 2, d: 3, e: 2 },
    { a: 2, b: 3, c: 4, d: 3, e: 3 },
  ]);
  for (const { a, b, c, d, e } of sets.slice(0, 2)) {
    const k = fracAdd(fracAdd(frac(a, b), frac(d, c)), frac(e));
    const wrong = [
      fracSub(fracAdd(frac(a, b), frac(d, c)), frac(e)), // x^(-e) in the denominator subtracted
      fracAdd(fracAdd(frac(a, b), frac(c, d)), frac(e)), // root read upside down
      fracAdd(fracMul(frac(a, b), frac(d, c)), frac(e)), // exponents of the product multiplied
    ];
    const X = 2.7;
    const lhs = (X ** (a / b) * X ** (d / c)) / X ** -e;
    check(close(lhs, X ** fracValue(k)), 'X3 single power agrees at x = 2.7');
    for (const w of wrong) check(!close(lhs, X ** fracValue(w)), 'X3 distractor differs');
    const mc = choices(
      m(fracTex(k)),
      wrong.map((w) => m(fracTex(w))),
      nextLetter(),
    );
    const root = c === 2 ? `\\sqrt{x^${d}}` : `\\sqrt[${c}]{x^${d}}`;
    out.push({
      id: nextId(),
      concepts: [CONCEPT, 'equivalent-expressions'],
      difficulty,
      type: 'multiple_choice',
      body: `$$\\frac{x^{\\frac{${a}}{${b}}} \\cdot ${root}}{x^{-${e}}}$$ For $x > 0$, the expression above is equivalent to $x^k$, where $k$ is a constant. What is the value of $k$?`,
      ...mc,
      hints: [
        `Rewrite the radical as a power of $x$: $\\sqrt[n]{x^m} = x^{\\frac{m}{n}}$.`,
        'Multiplying powers of $x$ adds exponents; dividing subtracts the exponent of the denominator.',
      ],
      superhints: [
        `$${root} = x^{\\frac{${d}}{${c}}}$. Add $\\frac{${a}}{${b}}$ and $\\frac{${d}}{${c}}$ over a common denominator, then subtract the exponent $-${e}$ of the denominator (subtracting a negative).`,
      ],
      explanation: `$${root} = x^{\\frac{${d}}{${c}}}$, so the numerator is $x^{\\frac{${a}}{${b}} + \\frac{${d}}{${c}}} = x^{${fracTex(fracAdd(frac(a, b), frac(d, c)))}}$. Dividing by $x^{-${e}}$ subtracts $-${e}$, that is, adds $${e}$: $k = ${fracTex(fracAdd(frac(a, b), frac(d, c)))} + ${e} = ${fracTex(k)}$, choice ${mc.answer}.`,
    });
  }
}

// X4. sqrt(px + k) = x - b has two solutions when the squared equation
// x^2 - (2b + p)x + b^2 - k = 0 has two roots and the smaller is at least b: k <= -bp (and
// k > -(4bp + p^2)/4). The greatest such k is -bp.
{
  const difficulty = 5; // confirmed 5 by a blind second solver: a parameter, the extraneous-root condition x >= b on both roots, and a boundary; harder than any item rated 4
  const sets = [
    { p: 2, b: 1 },
    { p: 4, b: 3 },
  ];
  for (const { p, b } of sets) {
    const k = -b * p;
    // Independent: count the solutions of the original equation for k on a grid of halves.
    const solutions = (kk: number) => {
      const D = (2 * b + p) ** 2 - 4 * (b * b - kk);
      if (D < 0) return 0;
      const roots =
        D === 0 ? [(2 * b + p) / 2] : [-1, 1].map((sg) => (2 * b + p + sg * Math.sqrt(D)) / 2);
      return roots.filter((x) => p * x + kk >= 0 && close(Math.sqrt(p * x + kk), x - b)).length;
    };
    const two: number[] = [];
    for (let kk = -80; kk <= 80; kk += 0.5) if (solutions(kk) === 2) two.push(kk);
    check(two.length > 0 && Math.max(...two) === k, 'X4 the greatest k with two solutions');
    check(solutions(k + 0.5) === 1, 'X4 one step above loses a solution');
    const sq = `\\sqrt{${p}x + k}`;
    out.push({
      id: nextId(),
      concepts: [CONCEPT, 'quadratic-equations'],
      difficulty,
      type: 'free_entry',
      body: `$$${sq} = x - ${b}$$ In the equation above, $k$ is a constant. If the equation has exactly two real solutions, what is the greatest possible value of $k$?`,
      accepted: acceptedForms(frac(k)),
      hints: [
        `Square both sides to get a quadratic equation. A root of that quadratic solves the original equation only if the right side, $x - ${b}$, is not negative.`,
        `So both roots of the quadratic must be real, different and at least $${b}$. The roots are centered on the axis of symmetry; the smaller one is the one to watch.`,
      ],
      superhints: [
        `Squaring gives $x^2 - ${2 * b + p}x + ${b * b} - k = 0$, with roots $${fracTex(frac(2 * b + p, 2))} \\pm \\frac{\\sqrt{D}}{2}$ where $D = ${(2 * b + p) ** 2} - 4(${b * b} - k)$. The smaller root is at least $${b}$ exactly when $\\sqrt{D} \\le ${p}$; turn that into an inequality for $k$.`,
      ],
      explanation: `Squaring: $${p}x + k = x^2 - ${2 * b}x + ${b * b}$, so $x^2 - ${2 * b + p}x + ${b * b} - k = 0$. A root solves the original equation only if $x - ${b} \\ge 0$ (then $${p}x + k = (x - ${b})^2 \\ge 0$ as well). The roots are $${fracTex(frac(2 * b + p, 2))} \\pm \\frac{\\sqrt{D}}{2}$ with $D = ${(2 * b + p) ** 2} - 4(${b * b} - k) = ${4 * b * p + p * p} + 4k$. The larger root always exceeds $${b}$; the smaller is at least $${b}$ when $\\frac{\\sqrt{D}}{2} \\le ${fracTex(frac(p, 2))}$, that is $D \\le ${p * p}$, so $${4 * b * p} + 4k \\le 0$ and $k \\le ${k}$. Two different roots also need $D > 0$, that is $k > ${fracTex(frac(-(4 * b * p + p * p), 4))}$. The greatest value is $k = ${k}$: then the roots are $${b}$ and $${b + p}$, and both check ($\\sqrt{0} = 0$ and $\\sqrt{${p * p}} = ${p}$).`,
    });
  }
}

writeGeneratedQuestions('advanced-math', `${CONCEPT}.hard`, GEN, out);
