// Templates rated 5 by the author (issue 39, after the 2026-11-29 blind pass left few 5s), each a
// parameter condition met together with a second condition, two items each; appended last to
// equivalent-expressions.ts, hard-function-notation.ts and rational-expressions.ts so earlier ids
// stay as they were: x^2 + kx + nk factored over the integers (a product tied to a sum,
// (p - n)(q - n) = n^2, and k = 0 excluded); a linear f with f(f(x)) given and a sign on its slope
// (the root a solver who skips the sign keeps gives another answer); the two k for which
// (x^2 - kx)/(x - c) = x + d has no solution (a vanishing coefficient, and a solution that is the
// excluded value); and, appended to radicals-and-exponents.ts, the k for which 4^x - k 2^x + 9 = 0
// has exactly one solution (a double root, and 2^x positive). Their level is the author's until a
// blind pass rates them.
// Each key is computed one way and confirmed another: the values of k from the factor pairs of
// n^2, then by a search over integer pairs (p, q) with each factorization checked as an identity;
// f from a^2 and b(a + 1), then by a search over integer a and b testing f(f(x)) at several x;
// the k without a solution from the cleared linear equation, then by scanning the uncleared
// equation for zeros at every k in steps of 1/2; the exponential k by a double root, then by
// counting the solutions in x for every k in steps of 1/2.
import { check } from '../lib/check.ts';
import { frac } from '../lib/fraction.ts';
import type { Letter } from '../lib/choices.ts';
import { poly } from './polynomials.ts';
import { agrees, feItem, m, mcItem } from './items.ts';
import type { BankQuestion } from '../../schema.ts';

type Next = () => string;
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The nonzero k for which x^2 + kx + nk = (x + p)(x + q) with integers p and q. */
function tiedFactorings(n: number): number[] {
  // (p - n)(q - n) = n^2: one k for each factor pair (d, n^2 / d), unordered.
  const ks = new Set<number>();
  for (const d of range(-n * n, n * n))
    if (d !== 0 && (n * n) % d === 0) ks.add(d + n + (n * n) / d + n);
  ks.delete(0);
  return [...ks].sort((u, v) => u - v);
}

export function factoringItems(nextId: Next): BankQuestion[] {
  const CONCEPT = 'equivalent-expressions';
  return [2, 3].map((n) => {
    const ks = tiedFactorings(n);
    // Independent: every integer pair (p, q) whose product is n times their sum.
    const found = new Set<number>();
    for (const p of range(-60, 60))
      for (const q of range(-60, 60))
        if (p * q === n * (p + q) && p + q !== 0) {
          check(
            agrees([1, p + q, n * (p + q)], (x) => (x + p) * (x + q)),
            'E8 the factoring is an identity',
          );
          found.add(p + q);
        }
    const searched = [...found].sort((u, v) => u - v);
    check(searched.join() === ks.join() && ks.length === 3, 'E8 the same values of k');
    const sum = ks.reduce((s, k) => s + k, 0);
    const pairs = ks.map((k) => {
      const p = range(-60, 60).find((t) => t * (k - t) === n * k)!;
      return `$k = ${k}$ from $(x ${p < 0 ? '-' : '+'} ${Math.abs(p)})(x ${k - p < 0 ? '-' : '+'} ${Math.abs(k - p)})$`;
    });
    return feItem(
      {
        id: nextId(),
        concepts: [CONCEPT, 'quadratic-equations'],
        difficulty: 5,
        body: `The expression $x^2 + kx + ${n}k$, where $k$ is a nonzero constant, can be written as $(x + p)(x + q)$, where $p$ and $q$ are integers. What is the sum of all possible values of $k$?`,
        hints: [
          'Expand $(x + p)(x + q)$ and match its coefficients with those of the given expression.',
          `The two conditions are $p + q = k$ and $pq = ${n}k$. Eliminate $k$.`,
        ],
        superhints: [
          `$pq = ${n}(p + q)$ becomes $pq - ${n}p - ${n}q = 0$. Add $${n * n}$ to both sides to factor the left side as $(p - ${n})(q - ${n})$, then list the integer factor pairs of $${n * n}$, negative ones too.`,
        ],
      },
      frac(sum),
      `Matching coefficients gives $p + q = k$ and $pq = ${n}k = ${n}(p + q)$, so $(p - ${n})(q - ${n}) = ${n * n}$. Each pair of integer factors of $${n * n}$ (positive or negative) gives $p$ and $q$, and the pair $(-${n}, -${n})$ gives $p = q = 0$, that is $k = 0$, which is excluded. The rest: ${pairs.join(', ')}. The sum is $${ks.join(' + ').replace(/\+ -/g, '- ')} = ${sum}$.`,
    );
  });
}

export function compositionItems(nextId: Next, nextLetter: () => Letter): BankQuestion[] {
  const CONCEPT = 'function-notation';
  return [
    { A: 9, B: 8, at: 2, asMc: true },
    { A: 4, B: 6, at: 3, asMc: false },
  ].map(({ A, B, at, asMc }) => {
    // f(f(x)) = a^2 x + b(a + 1): a = -sqrt(A) since a < 0, then b = B / (a + 1).
    const a = -Math.sqrt(A);
    const b = B / (a + 1);
    const value = a * at + b;
    // Independent: a search over integer slopes and intercepts, f(f(x)) compared at test values.
    const fits = range(-20, 20).flatMap((s) =>
      range(-60, 60)
        .filter((t) => agrees([A, B], (x) => s * (s * x + t) + t))
        .map((t) => ({ s, t })),
    );
    const negative = fits.filter(({ s }) => s < 0);
    check(fits.length === 2 && negative.length === 1, 'F10 two linear f, one with a < 0');
    check(negative[0]!.s === a && negative[0]!.t === b, 'F10 the same f');
    const other = fits.find(({ s }) => s > 0)!;
    const trap = other.s * at + other.t;
    check(Number.isInteger(value) && trap !== value, 'F10 the positive slope gives another value');
    const text = {
      id: nextId(),
      concepts: [CONCEPT],
      difficulty: 5 as const,
      body: `The function $f$ is defined by $f(x) = ax + b$, where $a$ and $b$ are constants and $a < 0$. If $f(f(x)) = ${A}x + ${B}$ for all values of $x$, what is the value of $f(${at})$?`,
      hints: ['Write $f(f(x))$ as $a(ax + b) + b$ and expand it.'],
      superhints: [
        `Matching coefficients gives $a^2 = ${A}$ and $ab + b = ${B}$. Use the sign of $a$ before finding $b$.`,
      ],
    };
    const explain = `$f(f(x)) = a(ax + b) + b = a^2x + (a + 1)b$. So $a^2 = ${A}$, and $a < 0$ gives $a = ${a}$. Then $(${a} + 1)b = ${B}$, so $b = ${b}$ and $f(x) = ${a}x ${b < 0 ? '-' : '+'} ${Math.abs(b)}$: $f(${at}) = ${a}(${at}) ${b < 0 ? '-' : '+'} ${Math.abs(b)} = ${value}$`;
    const trapNote = ` (The positive slope $a = ${other.s}$ would give $b = ${other.t}$ and $f(${at}) = ${trap}$.)`;
    return asMc
      ? mcItem(
          text,
          m(value),
          [m(trap), m(-value), m(-trap)],
          nextLetter(),
          (l) => `${explain}, choice ${l}.${trapNote}`,
        )
      : feItem(text, frac(value), `${explain}.${trapNote}`);
  });
}

/** The k for which (x^2 - kx)/(x - c) = x + d has no solution: cleared, (c - d - k)x = -cd. */
const noSolutionKs = (c: number, d: number) => [c - d, c].sort((u, v) => u - v);

export function noSolutionItems(nextId: Next, nextLetter: () => Letter): BankQuestion[] {
  const CONCEPT = 'rational-expressions';
  return [
    { c: 3, d: 1, asMc: false },
    { c: 4, d: -2, asMc: true },
  ].map(({ c, d, asMc }) => {
    const ks = noSolutionKs(c, d);
    // Independent: for k in steps of 1/2, scan the uncleared equation for a zero away from the
    // pole (a sign change with small values on both sides) and collect the k that leave none.
    const none = range(-40, 40)
      .map((i) => i / 2)
      .filter((k) => {
        const h = (x: number) => (x * x - k * x) / (x - c) - (x + d);
        return !range(0, 100_000).some((i) => {
          const [a, b] = [-50.0005 + i * 0.001, -50.0005 + (i + 1) * 0.001];
          return h(a) * h(b) <= 0 && Math.abs(h(a)) + Math.abs(h(b)) < 1;
        });
      });
    check(none.join() === ks.join() && c * d !== 0, 'G9 the two k without a solution');
    const sum = ks[0]! + ks[1]!;
    const [lhs, rhs] = [`\\dfrac{x^2 - kx}{${poly([1, -c])}}`, poly([1, d])];
    const text = {
      id: nextId(),
      concepts: [CONCEPT],
      difficulty: 5 as const,
      body: `In the equation $${lhs} = ${rhs}$, $k$ is a constant. For exactly two values of $k$, the equation has no solution. What is the sum of these two values of $k$?`,
      hints: [
        `Multiply both sides by $${poly([1, -c])}$: the $x^2$ terms cancel and a linear equation is left.`,
        `A solution of the cleared equation may still be excluded: $x$ cannot be $${c}$.`,
      ],
      superhints: [
        `The cleared equation is $(${c - d} - k)x = ${-c * d}$. It has no solution when its coefficient is $0$; the original also has none when the only solution of the cleared one is $x = ${c}$.`,
      ],
    };
    const explain = `Multiplying by $${poly([1, -c])}$ gives $x^2 - kx = ${poly([1, d - c, -c * d])}$, that is $(${c - d} - k)x = ${-c * d}$. If $k = ${c - d}$, this reads $0 = ${-c * d}$: no solution. Otherwise its one solution is excluded exactly when it is $${c}$: $(${c - d} - k)(${c}) = ${-c * d}$ gives $k = ${c}$ (then the left side is $x$ for every $x \\ne ${c}$, never $${rhs}$). The sum is $${ks[0]} + ${ks[1]} = ${sum}$`;
    return asMc
      ? mcItem(
          text,
          m(sum),
          [m(c), m(c - d), m(2 * c)],
          nextLetter(),
          (l) => `${explain}, choice ${l}.`,
        )
      : feItem(text, frac(sum), `${explain}.`);
  });
}

/** How many real x solve (b^2)^x - k b^x + c^2 = 0, by a scan: crossings, or one touch. */
function countSolutions(b: number, c: number, k: number): number {
  const h = (x: number) => b ** (2 * x) - k * b ** x + c * c;
  const xs = range(0, 20_000).map((i) => -10 + i * 0.001);
  // A zero on the grid counts once; otherwise a sign change between neighbors.
  const crossings = xs.filter((x, i) => h(x) === 0 || h(x) * h(xs[i + 1] ?? x) < 0).length;
  const least = Math.min(...xs.map(h));
  return crossings > 0 ? crossings : least < 1e-4 ? 1 : least > 1e-2 ? 0 : NaN;
}

export function exponentParameterItems(nextId: Next, nextLetter: () => Letter): BankQuestion[] {
  const CONCEPT = 'radicals-and-exponents';
  return [
    { b: 2, c: 3, asMc: true },
    { b: 3, c: 4, asMc: false },
  ].map(({ b, c, asMc }) => {
    // u = b^x > 0 and u^2 - ku + c^2 = 0: the roots share a sign (product c^2), so one solution
    // needs a double root, k = ±2c, and a positive one, k = 2c.
    const k = 2 * c;
    // Independent: count the solutions in x for every k from -20 to 20 in steps of 1/2.
    const once = range(-40, 40)
      .map((i) => i / 2)
      .filter((t) => {
        const n = countSolutions(b, c, t);
        check(!Number.isNaN(n), 'RX a clear count');
        return n === 1;
      });
    check(once.length === 1 && once[0] === k, 'RX exactly one k leaves one solution');
    const [big, base] = [b * b, b];
    const text = {
      id: nextId(),
      concepts: [CONCEPT, 'quadratic-equations'],
      difficulty: 5 as const,
      body: `In the equation $${big}^x - k \\cdot ${base}^x + ${c * c} = 0$, $k$ is a constant. If the equation has exactly one real solution, what is the value of $k$?`,
      hints: [
        `Let $u = ${base}^x$. Then $${big}^x = u^2$, and the equation is a quadratic in $u$.`,
        `Every value of $${base}^x$ is positive, so only positive values of $u$ give solutions.`,
      ],
      superhints: [
        `The roots of $u^2 - ku + ${c * c} = 0$ have product $${c * c}$, so they have the same sign. Two distinct positive roots would give two solutions; find when there is one root, and make it positive.`,
      ],
    };
    const explain = `With $u = ${base}^x$, which is always positive, the equation is $u^2 - ku + ${c * c} = 0$, and each positive root $u$ gives exactly one $x$. The roots multiply to $${c * c}$, so they have the same sign: two distinct positive roots give two solutions, negative roots none. One solution needs a double root, $k^2 - ${4 * c * c} = 0$, so $k = ${k}$ or $k = ${-k}$, and the root $u = \\frac{k}{2}$ must be positive: $k = ${k}$ (then $u = ${c}$, the one $x$ with $${base}^x = ${c}$). With $k = ${-k}$ the root is $u = ${-c}$, and there is no solution`;
    return asMc
      ? mcItem(text, m(k), [m(-k), m(c), m(c * c)], nextLetter(), (l) => `${explain}; choice ${l}.`)
      : feItem(text, frac(k), `${explain}.`);
  });
}
