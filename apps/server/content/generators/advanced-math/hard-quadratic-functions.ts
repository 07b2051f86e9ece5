// Generates questions/advanced-math/quadratic-functions.hard.generated.yaml: hard-series
// quadratic functions. Templates: a coefficient of the standard form from the vertex and one
// more point; how long a launched object stays above a height; the constant that makes two zeros
// differ by a given amount; the price that maximizes revenue; the constant term from a symmetry
// f(p) = f(q) and the minimum value; the constant term from the area of the triangle formed by
// the zeros and the vertex (rated 5).
// Each key is computed one way and confirmed another: standard-form coefficients by expanding,
// then by -b/(2a) and by substituting the point; times by factoring, then by evaluating the
// height; the zero difference from the discriminant, then by the zeros themselves; the best price
// from the midpoint of the revenue's zeros, then by comparing revenue at nearby prices; the
// constant term from the axis, then by evaluating f at both points.
// Run: cd apps/server && npx tsx content/generators/advanced-math/hard-quadratic-functions.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { check, close } from '../lib/check.ts';
import { choices, letterCycle } from '../lib/choices.ts';
import { numericChoices } from '../lib/numeric-item.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import { evalPoly, poly } from './polynomials.ts';
import type { BankQuestion } from '../../schema.ts';

const CONCEPT = 'quadratic-functions';
const GEN = 'generators/advanced-math/hard-quadratic-functions.ts';
const rng = createRng(0x9a_0539);
const nextId = generatedIds(CONCEPT, 'h');
const nextLetter = letterCycle(3);
const out: BankQuestion[] = [];
const m = (v: number | string) => `$${v}$`;
const sq = (v: number) => (v < 0 ? `(${v})` : String(v));

// Q1. Vertex (h, k) and one more point give a; the question asks for b = -2ah.
{
  const difficulty = 3; // not sampled: vertex form, one substitution, one expansion; like Q5 (rated 3)
  const sets = rng.shuffle([
    { h: 3, k: -7, a: 2, x1: 5 },
    { h: -2, k: 9, a: -3, x1: 0 },
    { h: 4, k: 1, a: -1, x1: 1 },
  ]);
  for (const { h, k, a, x1 } of sets.slice(0, 2)) {
    const y1 = a * (x1 - h) ** 2 + k;
    const coefs = [a, -2 * a * h, a * h * h + k];
    const b = coefs[1]!;
    // Independent: the expanded form passes through the point and has its vertex at x = h.
    check(evalPoly(coefs, x1) === y1, 'Q1 the point is on the graph');
    check(-b / (2 * a) === h && evalPoly(coefs, h) === k, 'Q1 vertex from -b/2a');
    const extreme = a > 0 ? 'minimum' : 'maximum';
    const mc = choices(m(b), [m(2 * a * h), m(-a * h), m(a)], nextLetter());
    out.push({
      id: nextId(),
      concepts: [CONCEPT],
      difficulty,
      type: 'multiple_choice',
      body: `The function $f$ is defined by $f(x) = ax^2 + bx + c$, where $a$, $b$ and $c$ are constants. The graph of $y = f(x)$ in the $xy$-plane has its vertex at $(${h}, ${k})$, which is a ${extreme}, and passes through the point $(${x1}, ${y1})$. What is the value of $b$?`,
      ...mc,
      hints: [
        'Start from the vertex form $f(x) = a(x - h)^2 + k$; only $a$ is unknown.',
        'Use the other point to find $a$, then expand to read off $b$.',
      ],
      superhints: [
        `$f(x) = a(x ${h < 0 ? '+' : '-'} ${Math.abs(h)})^2 ${k < 0 ? '-' : '+'} ${Math.abs(k)}$. Substituting $(${x1}, ${y1})$ gives an equation for $a$. When you expand $(x ${h < 0 ? '+' : '-'} ${Math.abs(h)})^2$, the middle term is twice the product, and its sign matters.`,
      ],
      explanation: `In vertex form $f(x) = a(x ${h < 0 ? '+' : '-'} ${Math.abs(h)})^2 ${k < 0 ? '-' : '+'} ${Math.abs(k)}$. The point gives $${y1} = a(${x1 - h})^2 ${k < 0 ? '-' : '+'} ${Math.abs(k)}$, so $${(x1 - h) ** 2}a = ${y1 - k}$ and $a = ${a}$. Expanding, $f(x) = ${poly(coefs)}$, so $b = ${b}$, choice ${mc.answer}. (Check: $-\\frac{b}{2a} = -\\frac{${b}}{${2 * a}} = ${h}$, the vertex's $x$-coordinate.)`,
    });
  }
}

// Q2. h(t) = -16t^2 + vt + s; for how long is the object at least H feet high?
{
  const difficulty = 4; // blind pass: h003 rated 4
  const sets = rng.shuffle([
    { t1: 0.5, t2: 2.5, s: 5, thing: 'A ball is thrown upward from a height of' },
    { t1: 1, t2: 3.5, s: 6, thing: 'A model rocket is launched upward from a platform' },
    { t1: 0.75, t2: 3.25, s: 4, thing: 'A stone is tossed upward from a height of' },
  ]);
  for (const { t1, t2, s, thing } of sets.slice(0, 2)) {
    const v = 16 * (t1 + t2);
    const height = s + 16 * t1 * t2;
    check(Number.isInteger(v) && Number.isInteger(height), 'Q2 whole coefficients');
    const hOf = (t: number) => -16 * t * t + v * t + s;
    check(close(hOf(t1), height) && close(hOf(t2), height), 'Q2 crossing times');
    check(hOf((t1 + t2) / 2) > height && hOf(t1 - 0.01) < height, 'Q2 above in between only');
    const ans = t2 - t1;
    const mc = choices(m(ans), [t2, t1, (t1 + t2) / 2].map(m), nextLetter());
    const where = thing.endsWith('of') ? ` $${s}$ feet` : ` $${s}$ feet high`;
    out.push({
      id: nextId(),
      concepts: [CONCEPT, 'quadratic-equations'],
      difficulty,
      type: 'multiple_choice',
      body: `${thing}${where}. Its height, in feet, $t$ seconds after launch is $h(t) = -16t^2 + ${v}t + ${s}$. For how many seconds is its height at least $${height}$ feet?`,
      ...mc,
      hints: [
        `Find the two times when the height is exactly $${height}$ feet.`,
        'The object is at least that high between those two times; the question asks for the length of that interval.',
      ],
      superhints: [
        `Set $-16t^2 + ${v}t + ${s} = ${height}$ and move every term to one side. Dividing by $-16$ (or by $-4$) leaves a quadratic that factors or yields to the quadratic formula; subtract the smaller root from the larger one.`,
      ],
      explanation: `$-16t^2 + ${v}t + ${s} = ${height}$ gives $16t^2 - ${v}t + ${height - s} = 0$, that is $16(t - ${t1})(t - ${t2}) = 0$. The height is $${height}$ feet at $t = ${t1}$ and at $t = ${t2}$, and above it in between, so it is at least $${height}$ feet for $${t2} - ${t1} = ${ans}$ seconds, choice ${mc.answer}. The time $${(t1 + t2) / 2}$ is when it is highest, and $${t1}$ and $${t2}$ are the moments it crosses the height, not the length of time.`,
    });
  }
}

// Q3. x^2 - kx + c with zeros that differ by d: (r1 - r2)^2 = k^2 - 4c.
{
  const difficulty = 3; // blind pass: h006 rated 3
  const sets = rng.shuffle([
    { c: 24, d: 2 },
    { c: 12, d: 1 },
    { c: 30, d: 1 },
  ]);
  for (const { c, d } of sets.slice(0, 2)) {
    const k = Math.sqrt(d * d + 4 * c);
    check(Number.isInteger(k), 'Q3 whole k');
    const r1 = (k - d) / 2;
    const r2 = (k + d) / 2;
    check(r1 * r2 === c && r1 + r2 === k && r2 - r1 === d, 'Q3 zeros from Vieta');
    check(evalPoly([1, -k, c], r1) === 0 && evalPoly([1, -k, c], r2) === 0, 'Q3 zeros');
    const root = Math.sqrt(c);
    check(!Number.isInteger(root), 'Q3 2 sqrt(c) is a surd');
    const factorOut = [4, 9, 25].find((s) => c % s === 0) ?? 1;
    const surd = `${2 * Math.sqrt(factorOut)}\\sqrt{${c / factorOut}}`;
    const mc = choices(m(k), [m(k * k), m(r2), m(surd)], nextLetter());
    out.push({
      id: nextId(),
      concepts: [CONCEPT, 'quadratic-equations'],
      difficulty,
      type: 'multiple_choice',
      body: `The function $f$ is defined by $f(x) = x^2 - kx + ${c}$, where $k$ is a positive constant. The two zeros of $f$ differ by $${d}$. What is the value of $k$?`,
      ...mc,
      hints: [
        'For $x^2 - kx + c$, the sum of the zeros is $k$ and their product is $c$.',
        `Call the zeros $r$ and $r + ${d}$ and use their product.`,
      ],
      superhints: [
        `$r(r + ${d}) = ${c}$ is a quadratic in $r$; keep the solution that makes $k$ positive. Then $k$ is the sum of the two zeros. (Equivalently, $(\\text{difference})^2 = k^2 - 4 \\cdot ${c}$.)`,
      ],
      explanation: `If the zeros are $r$ and $r + ${d}$, their product is $r(r + ${d}) = ${c}$, so $r = ${r1}$ or $r = ${-r2}$. Since $k$, the sum of the zeros, is positive, the zeros are $${r1}$ and $${r2}$ and $k = ${k}$, choice ${mc.answer}. Check: $f(x) = x^2 - ${k}x + ${c} = (x - ${r1})(x - ${r2})$. The value $${surd}$ would make the discriminant zero, a single repeated zero.`,
    });
  }
}

// Q4. Revenue (P + x)(Q - nx) when each $1 increase loses n sales; the best price.
{
  const difficulty = 4; // blind pass: h007 rated 4
  const sets = rng.shuffle([
    { P: 20, Q: 600, n: 20, item: 'tickets to a weekly comedy show', per: 'week' },
    { P: 12, Q: 480, n: 16, item: 'lunch boxes', per: 'day' },
    { P: 40, Q: 900, n: 15, item: 'yoga class passes', per: 'month' },
  ]);
  for (const { P, Q, n, item, per } of sets.slice(0, 2)) {
    const zeroHigh = Q / n; // revenue is zero at x = Q/n and at x = -P
    const x = (zeroHigh - P) / 2;
    check(Number.isInteger(x) && x > 0, 'Q4 whole increase');
    const R = (inc: number) => (P + inc) * (Q - n * inc);
    check(R(x) > R(x - 1) && R(x) > R(x + 1) && R(x - 1) === R(x + 1), 'Q4 best increase');
    const price = P + x;
    const mc = choices(
      `\\$${price}`,
      [`\\$${x}`, `\\$${P + zeroHigh}`, `\\$${P - x}`],
      nextLetter(),
    );
    out.push({
      id: nextId(),
      concepts: [CONCEPT],
      difficulty,
      type: 'multiple_choice',
      body: `A shop sells ${item} for \\$${P} each and sells $${Q}$ of them per ${per}. For each \\$1 increase in the price, it expects to sell $${n}$ fewer per ${per}. Based on this model, what price maximizes the shop's revenue from ${item} per ${per}?`,
      ...mc,
      hints: [
        'Let $x$ be the number of dollar increases. Write the price and the number sold in terms of $x$; revenue is their product.',
        'The revenue is a quadratic in $x$ whose graph opens downward: its maximum lies halfway between its zeros.',
      ],
      superhints: [
        `$R(x) = (${P} + x)(${Q} - ${n}x)$. Its zeros are where each factor is zero; average them to get the best $x$, then remember the question asks for the price, not the increase.`,
      ],
      explanation: `With $x$ dollar increases, $R(x) = (${P} + x)(${Q} - ${n}x)$. The zeros are $x = -${P}$ and $x = ${zeroHigh}$, so the maximum is at $x = \\frac{-${P} + ${zeroHigh}}{2} = ${x}$. The best price is $\\$${P} + \\$${x} = \\$${price}$, choice ${mc.answer}. Check: $R(${x}) = ${R(x)}$, more than $R(${x - 1}) = R(${x + 1}) = ${R(x - 1)}$.`,
    });
  }
}

// Q5. f(x) = x^2 + bx + c with f(p) = f(q) and minimum value k: the axis is x = (p + q)/2.
{
  const difficulty = 3; // blind pass: h009 and h010 rated 3
  const sets = rng.shuffle([
    { p: -3, q: 7, k: -20 },
    { p: -8, q: 2, k: 5 },
    { p: 1, q: 9, k: -11 },
  ]);
  for (const { p, q, k } of sets.slice(0, 2)) {
    const h = (p + q) / 2;
    check(Number.isInteger(h) && h !== 0, 'Q5 whole axis');
    const b = -2 * h;
    const c = k + h * h;
    const coefs = [1, b, c];
    check(evalPoly(coefs, p) === evalPoly(coefs, q), 'Q5 symmetric values');
    check(evalPoly(coefs, h) === k && evalPoly(coefs, h + 1) > k, 'Q5 minimum');
    // Mistakes: b with the wrong sign (then h^2 - 2h^2 ... gives c = k - 3h^2), c taken to be
    // the minimum value, the axis itself.
    const flipped = k - 3 * h * h;
    const mc = choices(m(c), [m(flipped), m(k), m(h)], nextLetter());
    out.push({
      id: nextId(),
      concepts: [CONCEPT],
      difficulty,
      type: 'multiple_choice',
      body: `The function $f$ is defined by $f(x) = x^2 + bx + c$, where $b$ and $c$ are constants. If $f(${p}) = f(${q})$ and the minimum value of $f$ is $${k}$, what is the value of $c$?`,
      ...mc,
      hints: [
        `A parabola is symmetric about its axis, so two inputs with the same output lie the same distance from it.`,
        'The axis gives $b$; the minimum value, reached on the axis, then gives $c$.',
      ],
      superhints: [
        `The axis is halfway between $x = ${p}$ and $x = ${q}$. For $x^2 + bx + c$ the axis is $x = -\\frac{b}{2}$, so find $b$, then set $f$ at the axis equal to $${k}$.`,
      ],
      explanation: `Since $f(${p}) = f(${q})$, the axis of symmetry is $x = \\frac{${p} + ${q}}{2} = ${h}$. Then $-\\frac{b}{2} = ${h}$, so $b = ${b}$. The minimum is at the vertex: $f(${h}) = ${sq(h)}^2 ${b < 0 ? '-' : '+'} ${Math.abs(b)}(${h}) + c = ${-h * h} + c = ${k}$, so $c = ${c}$, choice ${mc.answer}. Check: $f(${p}) = f(${q}) = ${evalPoly(coefs, p)}$.`,
    });
  }
}

// Q6. f(x) = x^2 - 2hx + c crosses the x-axis at A and B; with vertex V the triangle ABV has a
// given area. Writing d = h^2 - c, the height is d and the base 2 sqrt(d), so the area is d^(3/2).
{
  const difficulty = 4; // a blind second solver rated it 4
  const sets = [
    { h: 4, d: 9 },
    { h: 3, d: 16 },
  ];
  for (const { h, d } of sets) {
    const root = Math.sqrt(d);
    check(Number.isInteger(root), 'Q6 whole half-base');
    const c = h * h - d;
    const area = d * root;
    const coefs = [1, -2 * h, c];
    // Independent: zeros by the quadratic formula, vertex by -b/(2a), area by the shoelace formula.
    const disc = 4 * h * h - 4 * c;
    const [xA, xB] = [(2 * h - Math.sqrt(disc)) / 2, (2 * h + Math.sqrt(disc)) / 2];
    check(evalPoly(coefs, xA) === 0 && evalPoly(coefs, xB) === 0, 'Q6 zeros');
    const yV = evalPoly(coefs, h);
    const shoelace = Math.abs(xA * (0 - yV) + xB * (yV - 0) + h * (0 - 0)) / 2;
    check(close(shoelace, area), 'Q6 area of ABV');
    // Only this c: the area grows with the depth of the vertex, so a search finds one c.
    const found: number[] = [];
    for (let cc = -200; cc < h * h; cc++) if (close((h * h - cc) ** 1.5, area)) found.push(cc);
    check(found.length === 1 && found[0] === c, 'Q6 only this c');
    const mc = numericChoices(c, [
      d, // stopped at d, the depth of the vertex
      h * h + d, // a sign slip in d = h^2 - c
      h * h - root, // used the half-base as the depth
    ]);
    out.push({
      id: nextId(),
      concepts: [CONCEPT, 'quadratic-equations'],
      difficulty,
      type: 'multiple_choice',
      body: `The function $f$ is defined by $f(x) = x^2 - ${2 * h}x + c$, where $c$ is a constant. In the $xy$-plane, the graph of $y = f(x)$ crosses the $x$-axis at the points $A$ and $B$, and its vertex is the point $V$. If the area of triangle $ABV$ is $${area}$, what is the value of $c$?`,
      ...mc,
      hints: [
        'The vertex lies on the axis of symmetry, halfway between $A$ and $B$, so the triangle is isosceles with its height from $V$ to the $x$-axis.',
        'Write $f$ in vertex form. Both the base $AB$ and the height then depend on how far the vertex lies below the $x$-axis.',
      ],
      superhints: [
        `$f(x) = (x - ${h})^2 - (${h * h} - c)$. Call $d = ${h * h} - c$: the vertex is $d$ below the $x$-axis and the zeros are $${h} \\pm \\sqrt{d}$. Set $\\frac{1}{2}(2\\sqrt{d})(d)$ equal to the area and solve for $d$ first.`,
      ],
      explanation: `Completing the square, $f(x) = (x - ${h})^2 - d$ with $d = ${h * h} - c$. The vertex is $V = (${h}, -d)$, so the height of the triangle is $d$. The zeros satisfy $(x - ${h})^2 = d$, so $x = ${h} \\pm \\sqrt{d}$ and $AB = 2\\sqrt{d}$. The area is $\\frac{1}{2}(2\\sqrt{d})(d) = d\\sqrt{d} = ${area}$, so $\\sqrt{d} = ${root}$ and $d = ${d}$. Then $c = ${h * h} - ${d} = ${c}$, choice ${mc.answer}. Check: $f(x) = ${poly(coefs)}$ has zeros $${xA}$ and $${xB}$ and vertex $(${h}, ${yV})$, and $\\frac{1}{2}(${xB - xA})(${-yV}) = ${area}$.`,
    });
  }
}

writeGeneratedQuestions('advanced-math', `${CONCEPT}.hard`, GEN, out);
