// Generates questions/advanced-math/rational-expressions.hard.generated.yaml: hard-series
// rational equations and expressions. Templates: an equation whose cleared form has an
// extraneous root; the constant that leaves an equation with no solution; a work-rate problem
// (one worker's time from the combined time); a complex fraction rewritten in a simpler form;
// the two constants that leave exactly one solution, one of them through the excluded value
// (rated 5). Each template's difficulty is set in its block.
// Each key is computed one way and confirmed another: the extraneous-root equation by the
// roots of the cleared quadratic, then by evaluating both sides exactly at every root; the
// no-solution constant by the excluded value, then by a search over integer constants; the work
// time from the formula ab/(a - b), then by adding the two rates; the equivalent form at several
// values of x.
// Run: cd apps/server && npx tsx content/generators/advanced-math/hard-rational-expressions.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { check, close } from '../lib/check.ts';
import { frac, fracAdd, fracDiv, fracEq, fracSub, fracTex, type Frac } from '../lib/fraction.ts';
import { choices, letterCycle } from '../lib/choices.ts';
import { numericChoices } from '../lib/numeric-item.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import { factor, poly } from './polynomials.ts';
import type { BankQuestion } from '../../schema.ts';

const CONCEPT = 'rational-expressions';
const GEN = 'generators/advanced-math/hard-rational-expressions.ts';
const rng = createRng(0x2a71_05);
const nextId = generatedIds(CONCEPT, 'h');
const nextLetter = letterCycle(3);
const out: BankQuestion[] = [];
const f = (n: number) => frac(n);

// R1. x/(x - a) + p/(x + b) = q/((x - a)(x + b)); clearing gives x^2 + (b + p)x - pa - q = 0,
// built with roots a (excluded, extraneous) and s (the solution).
{
  const difficulty = 3; // blind pass: h001 and h002 rated 3
  const sets = rng.shuffle([
    { a: 3, s: -5, b: 4 },
    { a: 2, s: -6, b: 1 },
    { a: -4, s: 3, b: -2 },
    { a: 5, s: -2, b: 6 },
  ]);
  sets.slice(0, 3).forEach(({ a, s, b }, i) => {
    const p = -(a + s) - b;
    const q = -p * a - a * s;
    check(p !== 0 && q !== 0 && s !== -b && s !== a, 'R1 a proper equation');
    const quad = [1, b + p, -p * a - q];
    check(quad[1] === -(a + s) && quad[2] === a * s, 'R1 cleared quadratic has roots a and s');
    const lhs = (x: number) => fracAdd(frac(x, x - a), frac(p, x + b));
    const rhs = (x: number) => frac(q, (x - a) * (x + b));
    check(fracEq(lhs(s), rhs(s)), 'R1 s satisfies the original equation');
    const body = `$$\\frac{x}{${factor(a).slice(1, -1)}} ${p < 0 ? '-' : '+'} \\frac{${Math.abs(p)}}{${factor(-b).slice(1, -1)}} = \\frac{${q}}{${factor(a)}${factor(-b)}}$$`;
    const shared = {
      hints: [
        'Multiply both sides by the common denominator to clear the fractions.',
        'Any value that makes a denominator of the original equation zero cannot be a solution, even if the cleared equation gives it.',
      ],
      superhints: [
        `Multiplying by $${factor(a)}${factor(-b)}$ gives $x${factor(-b)} ${p < 0 ? '-' : '+'} ${Math.abs(p)}${factor(a)} = ${q}$. Expand, collect terms into a quadratic equal to zero, factor it, and test each root against the denominators.`,
      ],
      explanation: `Multiplying both sides by $${factor(a)}${factor(-b)}$: $x${factor(-b)} ${p < 0 ? '-' : '+'} ${Math.abs(p)}${factor(a)} = ${q}$, so $${poly(quad)} = 0$ and $${factor(a)}${factor(s)} = 0$. The roots are $x = ${a}$ and $x = ${s}$. But $x = ${a}$ makes the denominator $${factor(a).slice(1, -1)}$ zero, so it is extraneous. Check $x = ${s}$: the left side is $\\frac{${s}}{${s - a}} ${p < 0 ? '-' : '+'} \\frac{${Math.abs(p)}}{${s + b}} = ${fracTex(lhs(s))}$ and the right side is $\\frac{${q}}{(${s - a})(${s + b})} = ${fracTex(rhs(s))}$. The only solution is $${s}$.`,
    };
    if (i < 2) {
      const mc = numericChoices(s, [
        a, // kept the root that makes a denominator zero
        -s, // a sign slip in the factors
        -a, // both slips
      ]);
      out.push({
        id: nextId(),
        concepts: [CONCEPT],
        difficulty,
        type: 'multiple_choice',
        body: `${body} What is the solution to the equation above?`,
        ...mc,
        ...shared,
        explanation: `${shared.explanation} That is choice ${mc.answer}.`,
      });
    } else {
      const set = (xs: number[]) => `$${xs.join('$ and $')}$${xs.length === 1 ? ' only' : ''}`;
      const mc = choices(
        set([s]),
        [set([a]), set([a, s].sort((u, v) => u - v)), set([-a, -s].sort((u, v) => u - v))],
        nextLetter(),
      );
      out.push({
        id: nextId(),
        concepts: [CONCEPT],
        difficulty,
        type: 'multiple_choice',
        body: `${body} Which of the following gives all the solutions to the equation above?`,
        ...mc,
        ...shared,
        explanation: `${shared.explanation} That is choice ${mc.answer}.`,
      });
    }
  });
}

// R2. (ax + k)/(x - c) = m has no solution: the only candidate x is the excluded c.
{
  const difficulty = 4; // blind pass: h004 rated 4
  const sets = rng.shuffle([
    { a: 3, c: 4, m: 5 },
    { a: 2, c: -3, m: 6 },
    { a: 4, c: 5, m: -1 },
  ]);
  for (const { a, c, m } of sets.slice(0, 2)) {
    const k = -a * c;
    // Cleared: ax + k = m(x - c), so (a - m)x = -mc - k: the candidate x for each k.
    const candidate = (kk: number) => frac(-m * c - kk, a - m);
    const none: number[] = [];
    for (let kk = -80; kk <= 80; kk++) if (fracEq(candidate(kk), f(c))) none.push(kk);
    check(none.length === 1 && none[0] === k, 'R2 only this k leaves no solution');
    const mc = numericChoices(k, [
      a * c, // a sign slip in k = -ac
      -m * c, // matched k with the constant of m(x - c), ignoring the x-terms
      m * c, // the same, with the sign lost
    ]);
    out.push({
      id: nextId(),
      concepts: [CONCEPT],
      difficulty,
      type: 'multiple_choice',
      body: `$$\\frac{${a}x + k}{${factor(c).slice(1, -1)}} = ${m}$$ In the equation above, $k$ is a constant. If the equation has no solution, what is the value of $k$?`,
      ...mc,
      hints: [
        'Clear the fraction and solve for $x$ in terms of $k$.',
        `A solution is lost only if it makes the denominator zero. Which value of $x$ can never be a solution?`,
      ],
      superhints: [
        `Multiplying by $${factor(c)}$ gives $${a}x + k = ${m}${factor(c)}$, which always has exactly one root. The equation has no solution when that root is $x = ${c}$; substitute $x = ${c}$ into the cleared equation and solve for $k$.`,
      ],
      explanation: `Multiplying both sides by $${factor(c)}$ gives $${a}x + k = ${m}${factor(c)}$, so $${a - m}x = ${-m * c} - k$, which has one root for every $k$. The original equation has no solution exactly when that root is the excluded value $x = ${c}$: $${a}(${c}) + k = ${m}(${c} ${c < 0 ? '+' : '-'} ${Math.abs(c)}) = 0$, so $k = ${k}$, choice ${mc.answer}. (Then the left side is $\\frac{${a}${factor(c)}}{${factor(c).slice(1, -1)}} = ${a}$ for every allowed $x$, never $${m}$.)`,
    });
  }
}

// R3. Work rates: A alone takes a hours, A and B together t hours; how long does B alone take?
{
  const difficulty = 2; // blind pass: h007 rated 2
  const contexts = rng.shuffle([
    {
      who: (a: number, t: number, u: string) =>
        `A large printer can print a batch of brochures in $${a}$ ${u}. When a second printer works at the same time, the two printers together print the batch in $${t}$ ${u}.`,
      ask: (u: string) => `How many ${u} would the second printer take to print the batch alone?`,
      unit: 'hours',
    },
    {
      who: (a: number, t: number, u: string) =>
        `One pipe alone fills a tank in $${a}$ ${u}. With a second pipe also open, the tank fills in $${t}$ ${u}.`,
      ask: (u: string) => `How many ${u} would the second pipe take to fill the tank alone?`,
      unit: 'minutes',
    },
    {
      who: (a: number, t: number, u: string) =>
        `Working alone, Dana can paint a fence in $${a}$ ${u}. Dana and Luis working together can paint it in $${t}$ ${u}.`,
      ask: (u: string) => `How many ${u} would Luis take to paint the fence alone?`,
      unit: 'hours',
    },
  ]);
  const numbers = rng.shuffle([
    { a: 10, t: 6 },
    { a: 20, t: 12 },
    { a: 8, t: 6 },
  ]);
  contexts.forEach((ctx, i) => {
    const { a, t } = numbers[i]!;
    const b = frac(a * t, a - t);
    // Independent: the two rates add to the combined rate.
    check(fracEq(fracAdd(frac(1, a), fracDiv(f(1), b)), frac(1, t)), 'R3 rates add up');
    const wrong: Frac[] = [f(a - t), frac(a * t, a + t), f(2 * t - a)];
    const mc = choices(
      `$${fracTex(b)}$`,
      wrong.map((w) => `$${fracTex(w)}$`),
      nextLetter(),
    );
    out.push({
      id: nextId(),
      concepts: [CONCEPT],
      difficulty,
      type: 'multiple_choice',
      body: `${ctx.who(a, t, ctx.unit)} ${ctx.ask(ctx.unit)}`,
      ...mc,
      hints: [
        'Times do not add, but rates do: a job done in $n$ units of time is done at the rate $\\frac{1}{n}$ of the job per unit.',
        'Write the equation: the rate of the first plus the rate of the second equals the combined rate.',
      ],
      superhints: [
        `With the second one taking $b$ ${ctx.unit}: $\\frac{1}{${a}} + \\frac{1}{b} = \\frac{1}{${t}}$. Subtract $\\frac{1}{${a}}$ from both sides, then take the reciprocal.`,
      ],
      explanation: `The rates add: $\\frac{1}{${a}} + \\frac{1}{b} = \\frac{1}{${t}}$, so $\\frac{1}{b} = \\frac{1}{${t}} - \\frac{1}{${a}} = ${fracTex(fracSub(frac(1, t), frac(1, a)))}$ and $b = ${fracTex(b)}$ ${ctx.unit}, choice ${mc.answer}. Subtracting the times ($${a} - ${t}$) or treating the combined time as an average of the two times does not model working together.`,
    });
  });
}

// R4. 1 / (1/(x + a) + 1/(x + b)) rewritten as one fraction.
{
  const difficulty = 3; // not sampled: combine two fractions and take the reciprocal; as R1 (rated 3)
  const sets = rng.shuffle([
    { a: 2, b: 5 },
    { a: -1, b: 4 },
    { a: 3, b: -6 },
  ]);
  for (const { a, b } of sets.slice(0, 2)) {
    const xa = factor(-a);
    const xb = factor(-b);
    const correct = `\\frac{${xa}${xb}}{${poly([2, a + b])}}`;
    const wrong = [poly([2, a + b]), `\\frac{${xa}${xb}}{2}`, `\\frac{1}{${poly([2, a + b])}}`];
    // Independent check at several x: the original and the simplified form agree, and no
    // distractor does.
    const original = (x: number) => 1 / (1 / (x + a) + 1 / (x + b));
    const forms = [
      (x: number) => ((x + a) * (x + b)) / (2 * x + a + b),
      (x: number) => 2 * x + a + b,
      (x: number) => ((x + a) * (x + b)) / 2,
      (x: number) => 1 / (2 * x + a + b),
    ];
    for (const x of [7, 11, 13.5]) {
      check(close(original(x), forms[0]!(x)), 'R4 equivalent form agrees');
      for (const w of forms.slice(1)) check(!close(original(x), w(x)), 'R4 distractor differs');
    }
    const mc = choices(
      `$${correct}$`,
      wrong.map((w) => `$${w}$`),
      nextLetter(),
    );
    out.push({
      id: nextId(),
      concepts: [CONCEPT, 'equivalent-expressions'],
      difficulty,
      type: 'multiple_choice',
      body: `$$\\frac{1}{\\frac{1}{${xa.slice(1, -1)}} + \\frac{1}{${xb.slice(1, -1)}}}$$ Which of the following is equivalent to the expression above for $x > ${Math.max(-a, -b, -(a + b) / 2)}$?`,
      ...mc,
      hints: [
        'First combine the two fractions in the denominator into a single fraction.',
        'Dividing $1$ by a fraction is the same as taking its reciprocal.',
      ],
      superhints: [
        `Over the common denominator $${xa}${xb}$, the sum $\\frac{1}{${xa.slice(1, -1)}} + \\frac{1}{${xb.slice(1, -1)}}$ has numerator $${xb.slice(1, -1)} + ${xa.slice(1, -1)}$. Simplify that numerator, then flip the whole fraction.`,
      ],
      explanation: `$\\frac{1}{${xa.slice(1, -1)}} + \\frac{1}{${xb.slice(1, -1)}} = \\frac{${xb.slice(1, -1)} + ${xa.slice(1, -1)}}{${xa}${xb}} = \\frac{${poly([2, a + b])}}{${xa}${xb}}$. The reciprocal of this sum is $${correct}$, choice ${mc.answer}. (Adding the reciprocals of two numbers is not the reciprocal of their sum, which is why $${poly([2, a + b])}$ alone is wrong.)`,
    });
  }
}

// R5. (x + k)/(x - p) = x - r clears to x^2 - (p + r + 1)x + pr - k = 0. It has exactly one
// solution in two ways: a double root (discriminant zero), or two roots of which one is the
// excluded x = p (k = -p). The question asks for the sum of both values of k.
{
  const difficulty = 5; // confirmed 5 by a blind second solver: a discriminant condition plus the excluded-value case most solvers miss; harder than R2 (rated 4)
  const sets = [
    { p: 2, r: 3 },
    { p: -1, r: 4 },
  ];
  for (const { p, r } of sets) {
    const sum = p + r + 1;
    check(sum % 2 === 0, 'R5 whole double root');
    const kDouble = p * r - (sum / 2) ** 2;
    const kExcluded = -p;
    check(sum / 2 !== p && r + 1 !== p, 'R5 the remaining root is allowed');
    // Independent: for every integer k from -80 to 80, count the solutions of the original
    // equation (roots of the cleared quadratic other than x = p).
    const count = (k: number) => {
      const D = sum * sum - 4 * (p * r - k);
      const pIsRoot = p * p - sum * p + p * r - k === 0;
      if (D < 0) return 0;
      if (D === 0) return sum / 2 === p ? 0 : 1;
      return pIsRoot ? 1 : 2;
    };
    const one: number[] = [];
    for (let k = -80; k <= 80; k++) if (count(k) === 1) one.push(k);
    const expected = [kDouble, kExcluded].sort((u, v) => u - v);
    check(one.length === 2 && one[0] === expected[0] && one[1] === expected[1], 'R5 search');
    // The double root satisfies the original equation exactly.
    const x0 = sum / 2;
    check(fracEq(frac(x0 + kDouble, x0 - p), f(x0 - r)), 'R5 double root checks');
    check(fracEq(frac(r + 1 + kExcluded, r + 1 - p), f(1)), 'R5 remaining root checks');
    const ans = kDouble + kExcluded;
    const mc = numericChoices(ans, [
      kDouble, // only the double root
      kExcluded, // only the excluded root
      kDouble - kExcluded, // a sign slip in the excluded case
    ]);
    out.push({
      id: nextId(),
      concepts: [CONCEPT, 'quadratic-equations'],
      difficulty,
      type: 'multiple_choice',
      body: `$$\\frac{x + k}{${factor(p).slice(1, -1)}} = ${factor(r).slice(1, -1)}$$ In the equation above, $k$ is a constant. There are exactly two values of $k$ for which the equation has exactly one real solution. What is the sum of these two values of $k$?`,
      ...mc,
      hints: [
        `Multiply both sides by $${factor(p).slice(1, -1)}$ to get a quadratic equation, and remember that $x = ${p}$ can never be a solution of the original equation.`,
        'The quadratic can leave exactly one solution in two different ways: it can have a single (double) root, or it can have two roots of which one is not allowed.',
      ],
      superhints: [
        `The cleared equation is $${poly([1, -sum, p * r])} - k = 0$. One value of $k$ makes its discriminant zero; another makes $x = ${p}$ a root (substitute $x = ${p}$). Check that the remaining root is allowed in each case, then add the two values.`,
      ],
      explanation: `Multiplying by $${factor(p).slice(1, -1)}$: $x + k = ${factor(p)}${factor(r)}$, so $${poly([1, -sum, p * r])} - k = 0$. Case 1, a double root: the discriminant $${sum * sum} - 4(${p * r} - k)$ is zero when $k = ${kDouble}$, and the root $x = ${x0}$ is not $${p}$, so it is the one solution. Case 2, one root excluded: $x = ${p}$ is a root when $${p * p - sum * p + p * r} - k = 0$, that is $k = ${kExcluded}$; the other root is then $x = ${r + 1}$, which works (both sides equal $1$), and $x = ${p}$ is not allowed, so again there is exactly one solution. The sum is $${kDouble} + ${kExcluded < 0 ? `(${kExcluded})` : kExcluded} = ${ans}$, choice ${mc.answer}.`,
    });
  }
}

// Near-duplicates left out after the blind pass: h003 was the extraneous-root equation of h001
// and h002 again as multiple choice, h008 a third work-rate item. They are still generated, so the
// random draws, answer letters and ids of the others stay as they were, and their ids are never
// given to another item.
const retired = new Set([`${CONCEPT}-h003`, `${CONCEPT}-h008`]);
writeGeneratedQuestions(
  'advanced-math',
  `${CONCEPT}.hard`,
  GEN,
  out.filter((q) => !retired.has(q.id)),
);
