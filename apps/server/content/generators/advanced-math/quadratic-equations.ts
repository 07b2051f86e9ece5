// Quadratic equations: zero-product, an area model, the quadratic formula, sums of squares of
// roots and a discriminant count.
// Run: npx tsx content/generators/advanced-math/quadratic-equations.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { check } from '../lib/check.ts';
import {
  frac,
  fracAdd,
  fracEq,
  fracMul,
  fracSub,
  fracTex,
  terminatingDecimal,
} from '../lib/fraction.ts';
import { choices, letterCycle } from '../lib/choices.ts';
import { numericChoices } from '../lib/numeric-item.ts';
import { poly } from './polynomials.ts';
import type { BankQuestion } from '../../schema.ts';

const rng = createRng(1618);
const nextLetter = letterCycle(0);
const questions: BankQuestion[] = [];
const GEN = 'generators/advanced-math/quadratic-equations.ts';

// g001: zero-product property.
{
  const id = 'quadratic-equations-g001';
  const p = rng.pick([6, 7, 9]);
  const a = rng.pick([2, 3]);
  const b = rng.pick([5, 7].filter((v) => v % a !== 0));
  const roots = [p, -b / a];
  for (const r of roots) check((r - p) * (a * r + b) === 0, `${id}: root ${r}`);
  questions.push({
    id,
    concepts: ['quadratic-equations'],
    difficulty: 1,
    type: 'free_entry',
    body: `$$(x - ${p})(${a}x + ${b}) = 0$$ What is the positive solution to the equation above?`,
    accepted: [String(p)],
    hints: ['A product equals zero only when one of its factors equals zero.'],
    superhints: [
      `Set each factor equal to zero separately: $x - ${p} = 0$ and $${a}x + ${b} = 0$. Solve both and keep the solution that is greater than zero.`,
    ],
    explanation: `By the zero-product property, $x - ${p} = 0$ or $${a}x + ${b} = 0$, so $x = ${p}$ or $x = -\\frac{${b}}{${a}}$. The positive solution is $${p}$.`,
  });
}

// g002: a rectangle whose length exceeds its width.
{
  const id = 'quadratic-equations-g002';
  const w = rng.pick([8, 9, 12]);
  const k = rng.pick([3, 5, 7]);
  const area = w * (w + k);
  const ctx = rng.pick([
    { thing: 'A rectangular vegetable garden', unit: 'feet', sq: 'square feet' },
    { thing: 'A rectangular poster', unit: 'inches', sq: 'square inches' },
    { thing: 'A rectangular patio', unit: 'feet', sq: 'square feet' },
  ]);
  // Independent check: the quadratic formula on w^2 + kw - area = 0.
  const disc = k * k + 4 * area;
  const root = (-k + Math.sqrt(disc)) / 2;
  check(root === w && Number.isInteger(Math.sqrt(disc)), `${id}: formula agrees`);
  questions.push({
    id,
    concepts: ['quadratic-equations'],
    difficulty: 2,
    type: 'free_entry',
    body: `${ctx.thing} is $${k}$ ${ctx.unit} longer than it is wide, and its area is $${area}$ ${ctx.sq}. What is its width, in ${ctx.unit}?`,
    accepted: [String(w)],
    hints: [
      'Call the width $w$. Write the length and then the area in terms of $w$.',
      'Move every term to one side and factor.',
    ],
    superhints: [
      `The length is $w + ${k}$, so $w(w + ${k}) = ${area}$, that is $w^2 + ${k}w - ${area} = 0$. Look for two numbers that multiply to $-${area}$ and add to $${k}$. A width cannot be negative.`,
    ],
    explanation: `With width $w$, the length is $w + ${k}$ and $w(w + ${k}) = ${area}$. So $w^2 + ${k}w - ${area} = 0$, which factors as $(w - ${w})(w + ${w + k}) = 0$. Since a width is positive, $w = ${w}$ ${ctx.unit}. (Check: $${w} \\cdot ${w + k} = ${area}$.)`,
  });
}

// g003: the quadratic formula with a radical answer.
{
  const id = 'quadratic-equations-g003';
  const h = rng.pick([3, 4, -2]);
  const c = rng.pick(
    [2, 4, 5].filter((v) => h * h - v > 0 && !Number.isInteger(Math.sqrt(h * h - v))),
  );
  const b = -2 * h;
  const D = h * h - c; // x = h +/- sqrt(D)
  const x = h + Math.sqrt(D);
  check(Math.abs(x * x + b * x + c) < 1e-9, `${id}: root checks`);
  const wrong = [
    { text: `${h} + \\sqrt{${h * h + c}}`, value: h + Math.sqrt(h * h + c) },
    { text: `${-h} + \\sqrt{${D}}`, value: -h + Math.sqrt(D) },
    { text: `${h} + \\sqrt{${b * b - 4 * c}}`, value: h + Math.sqrt(b * b - 4 * c) },
  ];
  for (const w of wrong)
    check(Math.abs(w.value * w.value + b * w.value + c) > 1e-6, `${id}: ${w.text} fails`);
  const letter = nextLetter();
  questions.push({
    id,
    concepts: ['quadratic-equations', 'radicals-and-exponents'],
    difficulty: 3,
    type: 'multiple_choice',
    body: `Which of the following is a solution to the equation $${poly([1, b, c])} = 0$?`,
    ...choices(
      `$${h} + \\sqrt{${D}}$`,
      wrong.map((w) => `$${w.text}$`),
      letter,
    ),
    hints: [
      'The left side does not factor over the integers, so complete the square or use the quadratic formula.',
      'In $x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}$, simplify the square root before dividing by $2a$.',
    ],
    superhints: [
      `Completing the square: move the constant to the right, then add $\\left(\\frac{${b}}{2}\\right)^2 = ${h * h}$ to both sides so the left side becomes $(x ${h > 0 ? '-' : '+'} ${Math.abs(
        h,
      )})^2$. Take square roots of both sides, remembering $\\pm$.`,
    ],
    explanation: `Moving the constant and completing the square: $x^2 ${b < 0 ? '-' : '+'} ${Math.abs(b)}x + ${h * h} = ${-c} + ${h * h}$, so $(x ${
      h > 0 ? '-' : '+'
    } ${Math.abs(h)})^2 = ${D}$ and $x = ${h} \\pm \\sqrt{${D}}$. So $${h} + \\sqrt{${D}}$ is a solution, choice ${letter}. (The quadratic formula gives the same: $\\frac{${-b} \\pm \\sqrt{${
      b * b - 4 * c
    }}}{2} = ${h} \\pm \\frac{\\sqrt{${b * b - 4 * c}}}{2} = ${h} \\pm \\sqrt{${D}}$.)`,
  });
}

// g004: sum of the squares of the roots, without finding them.
{
  const id = 'quadratic-equations-g004';
  const [a, b, c] = rng.pick([
    [2, -6, 1],
    [3, -6, 2],
    [2, -8, 3],
  ] as const);
  check(
    b * b - 4 * a * c > 0 && !Number.isInteger(Math.sqrt(b * b - 4 * a * c)),
    `${id}: irrational roots`,
  );
  const sum = frac(-b, a);
  const product = frac(c, a);
  const answer = fracSub(fracMul(sum, sum), fracMul(frac(2), product));
  // Independent check: compute both roots numerically.
  const r1 = (-b + Math.sqrt(b * b - 4 * a * c)) / (2 * a);
  const r2 = (-b - Math.sqrt(b * b - 4 * a * c)) / (2 * a);
  check(Math.abs(r1 * r1 + r2 * r2 - answer.n / answer.d) < 1e-9, `${id}: numeric roots agree`);
  check(fracEq(fracAdd(sum, frac(0)), frac(-b, a)), `${id}: sum`);
  const mc = numericChoices(
    answer,
    [
      fracMul(sum, sum), // stopped at (r + s)^2
      fracSub(fracMul(sum, sum), product), // subtracted rs once instead of twice
      fracAdd(fracMul(sum, sum), fracMul(frac(2), product)), // added 2rs instead of subtracting
    ],
    (v) => terminatingDecimal(v) ?? fracTex(v),
  );
  questions.push({
    id,
    concepts: ['quadratic-equations', 'equivalent-expressions'],
    difficulty: 4,
    type: 'multiple_choice',
    body: `The solutions to $${poly([a, b, c])} = 0$ are $r$ and $s$. What is the value of $r^2 + s^2$?`,
    ...mc,
    hints: [
      'You do not need the solutions themselves. Try to write $r^2 + s^2$ using $r + s$ and $rs$.',
      'For $ax^2 + bx + c = 0$, the solutions have sum $-\\frac{b}{a}$ and product $\\frac{c}{a}$.',
    ],
    superhints: [
      `Since $(r + s)^2 = r^2 + 2rs + s^2$, you get $r^2 + s^2 = (r + s)^2 - 2rs$. Here $r + s = ${fracTex(
        sum,
      )}$ and $rs = ${fracTex(product)}$; substitute and simplify.`,
    ],
    explanation: `For this equation $r + s = -\\frac{${b}}{${a}} = ${fracTex(sum)}$ and $rs = \\frac{${c}}{${a}}$. Then $r^2 + s^2 = (r + s)^2 - 2rs = ${fracTex(
      fracMul(sum, sum),
    )} - ${fracTex(fracMul(frac(2), product))} = ${fracTex(answer)}$, choice ${mc.answer}.`,
  });
}

// g005: counting integer parameters with no real solutions.
{
  const id = 'quadratic-equations-g005';
  const s = rng.pick([4, 5, 7]);
  const c = s * s;
  // No real solutions when k^2 - 4c < 0, i.e. -2s < k < 2s.
  let count = 0;
  for (let k = -100; k <= 100; k++) if (k * k - 4 * c < 0) count++;
  check(count === 4 * s - 1, `${id}: count of integers`);
  const mc5 = numericChoices(count, [
    2 * s - 1, // counted only the positive values of k
    4 * s + 1, // included k = -2s and k = 2s
    4 * s - 2, // left out k = 0
  ]);
  questions.push({
    id,
    concepts: ['quadratic-equations'],
    difficulty: 4,
    type: 'multiple_choice',
    body: `In the equation $x^2 + kx + ${c} = 0$, $k$ is an integer. For how many values of $k$ does the equation have no real solutions?`,
    ...mc5,
    hints: [
      'A quadratic equation has no real solutions when its discriminant is negative.',
      'Write the discriminant in terms of $k$ and solve the inequality.',
    ],
    superhints: [
      'The discriminant of $x^2 + kx + c$ is $k^2 - 4c$. Setting it below zero gives a strict inequality of the form $-m < k < m$. Count the integers strictly between the two bounds, including $0$ and the negative ones.',
    ],
    explanation: `The discriminant is $k^2 - 4(1)(${c}) = k^2 - ${4 * c}$. There are no real solutions when $k^2 - ${4 * c} < 0$, that is $k^2 < ${4 * c}$, or $-${2 * s} < k < ${2 * s}$. The integers in this range are $-${2 * s - 1}, \\dots, -1, 0, 1, \\dots, ${2 * s - 1}$: $${2 * s - 1} + 1 + ${2 * s - 1} = ${count}$ values, choice ${mc5.answer}. (At $k = \\pm ${2 * s}$ the discriminant is $0$ and there is one real solution, so those values do not count.)`,
  });
}

writeGeneratedQuestions('advanced-math', 'quadratic-equations', GEN, questions);
