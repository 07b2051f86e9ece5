// Generates questions/advanced-math/equivalent-expressions.generated.yaml (issue 39). Templates:
// a product of binomials expanded (rated 2); one coefficient of a difference of products
// (3); an area, profit or volume model rewritten (3, in context); the possible values of a
// coefficient when the factors' coefficients are tied by a sum (4); a quotient of polynomials
// written as a polynomial plus a remainder fraction (3); x + 1/x and its powers (4); the sum
// of the coefficients of a polynomial rewritten in powers of (x - h) (4). Levels of sampled
// templates follow the 2026-11-29 blind pass (verification/2026-11-29-mathgen-a.md). Last, in
// two-conditions.ts: x^2 + kx + nk factored over the integers (5, the author's until rated).
// Each key is computed one way and confirmed another: every expanded or rewritten form is
// built from coefficients and then compared with the original expression at several values of
// x; the tied coefficients by the roots of t^2 - St + N, then by a search over integer pairs;
// the powers of x + 1/x by identities, then from the root x of x^2 - sx + 1 = 0; the shifted
// coefficients by derivatives at h, then by evaluating the polynomial at h + 1.
// Run: cd apps/server && npx tsx content/generators/advanced-math/equivalent-expressions.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { check, close } from '../lib/check.ts';
import { frac } from '../lib/fraction.ts';
import { letterCycle } from '../lib/choices.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import { evalPoly, factor, mulPoly, poly } from './polynomials.ts';
import { agrees, m, mcItem, numItem } from './items.ts';
import { modelItems } from './equivalent-expressions-models.ts';
import { identityItems } from './equivalent-expressions-identities.ts';
import { expressionContexts } from './contexts-expressions-functions.ts';
import { factoringItems } from './two-conditions.ts';
import type { BankQuestion } from '../../schema.ts';

const CONCEPT = 'equivalent-expressions';
const GEN = 'generators/advanced-math/equivalent-expressions.ts';
const rng = createRng(0xee_2039);
const nextId = generatedIds(CONCEPT, 'g');
const nextLetter = letterCycle(2);
const out: BankQuestion[] = [];
const lin = (a: number, b: number) => `(${poly([a, b])})`;

// E1. (ax + b)(cx + d) expanded.
for (const { a, b, c, d } of rng.shuffle([
  { a: 2, b: 3, c: 1, d: -5 },
  { a: 3, b: -2, c: 2, d: 4 },
  { a: 4, b: 1, c: 1, d: -3 },
])) {
  const right = mulPoly([a, b], [c, d]);
  check(
    agrees(right, (x) => (a * x + b) * (c * x + d)),
    'E1 expansion',
  );
  const wrong = [
    [a * c, 0, b * d],
    [a * c, a * d - b * c, b * d],
    [a * c, b + d, b * d],
  ];
  for (const w of wrong) check(!agrees(w, (x) => (a * x + b) * (c * x + d)), 'E1 distractor');
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts: [CONCEPT],
        difficulty: 2,
        body: `Which of the following is equivalent to $${lin(a, b)}${lin(c, d)}$?`,
        hints: [
          'Multiply each term of the first binomial by each term of the second.',
          'Two of the four products contain $x$ to the first power; combine them, keeping their signs.',
        ],
        superhints: [
          `The four products are $${a}x \\cdot ${c}x$, $${a}x \\cdot ${d}$, $${b} \\cdot ${c}x$ and $${b} \\cdot ${d}$. Add the two middle ones into a single $x$-term.`,
        ],
      },
      m(poly(right)),
      wrong.map((w) => m(poly(w))),
      nextLetter(),
      (l) =>
        `The products are $${a * c}x^2$, $${a * d}x$, $${b * c}x$ and $${b * d}$. The middle terms add to $${a * d + b * c}x$, so the expression equals $${poly(right)}$, choice ${l}. Leaving out the middle terms, or subtracting them, gives the other forms.`,
    ),
  );
}

// E2. (px + q)^2 - (x + r)(x + s) written as Ax^2 + Bx + C: the value of B.
for (const { p, q, r, s } of [
  { p: 3, q: -4, r: 2, s: -5 },
  { p: 2, q: 5, r: -3, s: 6 },
]) {
  const f = (x: number) => (p * x + q) ** 2 - (x + r) * (x + s);
  const B = 2 * p * q - (r + s);
  // Independent: the odd part of a quadratic, (f(1) - f(-1)) / 2, is its x-coefficient.
  check((f(1) - f(-1)) / 2 === B, 'E2 coefficient of x');
  out.push(
    numItem(
      {
        id: nextId(),
        concepts: [CONCEPT],
        difficulty: 3,
        body: `The expression $${lin(p, q)}^2 - ${factor(-r)}${factor(-s)}$ can be written in the form $ax^2 + bx + c$, where $a$, $b$ and $c$ are constants. What is the value of $b$?`,
        hints: [
          'Expand the square and the product separately before subtracting.',
          'The subtraction applies to every term of the second product, so put it in parentheses.',
        ],
        superhints: [
          `$${lin(p, q)}^2 = ${poly([p * p, 2 * p * q, q * q])}$. Expand $${factor(-r)}${factor(-s)}$, subtract the whole result, and read off the coefficient of $x$.`,
        ],
      },
      frac(B),
      [
        2 * p * q + (r + s), // subtracted only the first term of the product
        -(r + s), // squared the binomial without its middle term
        p * q - (r + s), // did not double the middle term of the square
      ],
      `$${lin(p, q)}^2 = ${poly([p * p, 2 * p * q, q * q])}$ and $${factor(-r)}${factor(-s)} = ${poly([1, r + s, r * s])}$. Subtracting, $${poly([p * p - 1, B, q * q - r * s])}$, so $b = ${B}$.`,
    ),
  );
}

out.push(...modelItems(nextId, nextLetter));

// E4. (ax + p)(bx + q) = Nx^2 + kx + pq for all x, with a + b = S: every possible k.
for (const { p, q, N, S } of [
  { p: 3, q: -5, N: 12, S: 7 },
  { p: 2, q: -7, N: 10, S: 7 },
]) {
  const disc = S * S - 4 * N;
  const r = Math.sqrt(disc);
  check(Number.isInteger(r) && r > 0, 'E4 two whole pairs');
  const pairs = [
    [(S + r) / 2, (S - r) / 2],
    [(S - r) / 2, (S + r) / 2],
  ] as const;
  // Independent: search integer pairs with a + b = S and ab = N, and check each identity.
  const found: number[] = [];
  for (let a = -50; a <= 50; a++) {
    const b = S - a;
    if (a * b !== N) continue;
    const k = a * q + p * b;
    check(
      agrees([N, k, p * q], (x) => (a * x + p) * (b * x + q)),
      'E4 identity',
    );
    found.push(k);
  }
  const ks = pairs.map(([a, b]) => a * q + p * b).sort((u, v) => u - v);
  check(found.length === 2 && found.sort((u, v) => u - v).join() === ks.join(), 'E4 search');
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts: [CONCEPT, 'quadratic-equations'],
        difficulty: 4,
        body: `$$(ax ${p < 0 ? '-' : '+'} ${Math.abs(p)})(bx ${q < 0 ? '-' : '+'} ${Math.abs(q)}) = ${N}x^2 + kx ${p * q < 0 ? '-' : '+'} ${Math.abs(p * q)}$$ The equation above is true for all values of $x$, where $a$, $b$ and $k$ are constants. If $a + b = ${S}$, which of the following gives all the possible values of $k$?`,
        hints: [
          'Expand the left side and match its coefficients with those on the right.',
          'Matching the $x^2$-terms gives the product $ab$; together with $a + b$ this pins down the pair, but not which one is $a$.',
        ],
        superhints: [
          `Expanding gives $abx^2 + (${q}a ${p < 0 ? '-' : '+'} ${Math.abs(p)}b)x ${p * q < 0 ? '-' : '+'} ${Math.abs(p * q)}$, so $ab = ${N}$ and $k = ${q}a ${p < 0 ? '-' : '+'} ${Math.abs(p)}b$. Find the two numbers with sum $${S}$ and product $${N}$, and compute $k$ for each order.`,
        ],
      },
      `$${ks[0]}$ and $${ks[1]}$`,
      [`$${ks[1]}$ only`, `$${-ks[1]!}$ and $${-ks[0]!}$`, `$${ks[0]}$ only`],
      nextLetter(),
      (l) =>
        `Expanding, $ab = ${N}$ and $k = ${q}a ${p < 0 ? '-' : '+'} ${Math.abs(p)}b$. With $a + b = ${S}$, $a$ and $b$ are the roots of $t^2 - ${S}t + ${N} = 0$, which are $${pairs[0][0]}$ and $${pairs[0][1]}$. If $a = ${pairs[0][0]}$ and $b = ${pairs[0][1]}$, $k = ${pairs[0][0] * q + p * pairs[0][1]}$; if $a = ${pairs[1][0]}$ and $b = ${pairs[1][1]}$, $k = ${pairs[1][0] * q + p * pairs[1][1]}$. Both orders work, so the values are $${ks[0]}$ and $${ks[1]}$, choice ${l}.`,
    ),
  );
}

// E5. (px^2 + bx + c)/(x + d) as a polynomial plus a remainder over x + d.
for (const { p, q, d, r } of rng.shuffle([
  { p: 2, q: -1, d: 3, r: 5 },
  { p: 3, q: 2, d: -2, r: -4 },
  { p: 4, q: -3, d: 1, r: 7 },
])) {
  const num = [p, q + p * d, q * d + r];
  const fn = (x: number) => evalPoly(num, x) / (x + d);
  const right = (x: number) => p * x + q + r / (x + d);
  // Test values away from the excluded x = -d.
  check(
    [0.5, 2.5, 7, 11].every((x) => close(fn(x), right(x))),
    'E5 quotient and remainder',
  );
  const q2 = num[1]! + p * d;
  const den = factor(-d).slice(1, -1);
  const form = (a: number, b: number, rr: number, dd = den) =>
    `$${poly([a, b])} ${rr < 0 ? '-' : '+'} \\frac{${Math.abs(rr)}}{${dd}}$`;
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts: [CONCEPT, 'rational-expressions'],
        difficulty: 3,
        body: `Which of the following is equivalent to $\\dfrac{${poly(num)}}{${den}}$ for $x \\ne ${-d}$?`,
        hints: [
          'Divide the numerator by the denominator as you would divide numbers, keeping what is left over as a remainder.',
          `Any choice can be tested: multiply its polynomial part by $${den}$ and add the remainder; you should get the numerator back.`,
        ],
        superhints: [
          `The quotient starts with $${p}x$, since $${p}x \\cdot x = ${p}x^2$. Subtract $${p}x${factor(-d)}$ from the numerator and divide what is left by $${den}$ again.`,
        ],
      },
      form(p, q, r),
      [form(p, q, -r), form(p, q2, r), form(p, q, r, 'x')],
      nextLetter(),
      (l) =>
        `$${poly(num)} = (${poly([p, q])})${factor(-d)} ${r < 0 ? '-' : '+'} ${Math.abs(r)}$, since $(${poly([p, q])})${factor(-d)} = ${poly(mulPoly([p, q], [1, d]))}$. Dividing by $${den}$ gives ${form(p, q, r)}, choice ${l}.`,
    ),
  );
}

out.push(...identityItems(nextId, nextLetter));
out.push(...expressionContexts(nextId, nextLetter));
out.push(...factoringItems(nextId));

writeGeneratedQuestions('advanced-math', CONCEPT, GEN, out);
