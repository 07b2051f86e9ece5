// Generates questions/advanced-math/function-notation.l5u.generated.yaml: level 5 function
// notation (series u). Templates: f(f(x)) = c for a function defined in two pieces, where each
// candidate must be checked against the condition of its piece twice, once for the inner value
// and once for x (2 items); a value of f from f(x) + 2f(1 - x) = 3x, which needs a second
// input chosen so the same two values appear (typed); and f(f(x)) = 3 for f(x) = x^2 - 2x,
// where one inner value is the least value of f and gives a single x.
// Each key is computed by algebra and confirmed another way: the piecewise and quadratic counts
// by a numeric scan of f(f(x)) - c that narrows each sign change and drops the jumps; the value
// of f by solving the two equations, then by the formula for f that the identity forces, checked
// at many inputs.
// Run: cd apps/server && npx tsx content/generators/advanced-math/function-notation-l5u.ts
import { check, close } from '../lib/check.ts';
import { itemSeries } from '../lib/item-series.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { zerosAcrossJumps } from './zero-count.ts';

const s = itemSeries('function-notation', 'u', 3);

/** A piece: a polynomial (highest power first, degree 1 or 2) used where `on` holds. */
interface Piece {
  coefs: number[];
  on: (x: number) => boolean;
}
const evalPoly = (c: readonly number[], x: number) => c.reduce((a, k) => a * x + k, 0);
/** The real solutions of piece = value, with or without the piece's condition. */
const solvePiece = (p: Piece, value: number, keepCondition = true): number[] => {
  const c = [...p.coefs];
  c[c.length - 1]! -= value;
  let roots: number[];
  if (c.length === 2) roots = [-c[1]! / c[0]!];
  else {
    const [a, b, k] = c as [number, number, number];
    const D = b * b - 4 * a * k;
    roots =
      D < 0
        ? []
        : D === 0
          ? [-b / (2 * a)]
          : [(-b - Math.sqrt(D)) / (2 * a), (-b + Math.sqrt(D)) / (2 * a)];
  }
  return keepCondition ? roots.filter(p.on) : roots;
};
const distinct = (xs: number[]) =>
  xs.filter((x, i) => xs.findIndex((y) => Math.abs(x - y) < 1e-9) === i).sort((a, b) => a - b);
/** Solutions of f(f(x)) = c piece by piece; `checkInner` / `checkOuter` switch the conditions. */
const solveTwice = (f: Piece[], c: number, checkInner = true, checkOuter = true) => {
  const inner = distinct(f.flatMap((p) => solvePiece(p, c, checkInner)));
  return distinct(inner.flatMap((u) => f.flatMap((p) => solvePiece(p, u, checkOuter))));
};

// (1) a function in two pieces: how many x satisfy f(f(x)) = c?
for (const c of [
  {
    f: [
      { coefs: [1, 4], on: (x: number) => x < 1 },
      { coefs: [1, 0, -2], on: (x: number) => x >= 1 },
    ],
    def: '$f(x) = x + 4$ for $x < 1$ and $f(x) = x^2 - 2$ for $x \\ge 1$',
    c: 2,
    key: [-6, -2, 2],
    // 4: every condition ignored (x = 0 kept); 5: the same, with -2 counted for both pieces;
    // 2: only the solutions of f(x) = 2 (the inner value -2 forgotten).
    wrong: [4, 5, 2],
    superhint:
      'First solve $f(u) = 2$ on each piece: $u + 4 = 2$ needs $u < 1$, and $u^2 - 2 = 2$ needs $u \\ge 1$. Then solve $f(x) = u$ for each value of $u$ you keep, again on each piece with its condition.',
    explain: (l: string) =>
      `Let $u = f(x)$, so $f(u) = 2$. On the first piece, $u + 4 = 2$ gives $u = -2$, which is less than $1$: kept. On the second, $u^2 - 2 = 2$ gives $u = \\pm 2$, and only $u = 2$ satisfies $u \\ge 1$. So $f(x) = -2$ or $f(x) = 2$. For $f(x) = -2$: $x + 4 = -2$ gives $x = -6$ (less than $1$, kept), and $x^2 - 2 = -2$ gives $x = 0$, which is not at least $1$, so it is rejected. For $f(x) = 2$: $x + 4 = 2$ gives $x = -2$ (kept), and $x^2 - 2 = 2$ gives $x = \\pm 2$, of which only $x = 2$ is at least $1$. The solutions are $-6$, $-2$ and $2$: three values, choice ${l}. Ignoring the conditions of the pieces adds $x = 0$ and gives $4$ (or $5$ if $x = -2$ is counted once for each piece), and $2$ comes from solving only $f(x) = 2$ and forgetting the inner value $-2$.`,
  },
  {
    f: [
      { coefs: [-1, 3], on: (x: number) => x < 2 },
      { coefs: [1, -4, 3], on: (x: number) => x >= 2 },
    ],
    def: '$f(x) = 3 - x$ for $x < 2$ and $f(x) = x^2 - 4x + 3$ for $x \\ge 2$',
    c: 0,
    key: [0, 4],
    // 3: the inner value u = 1 kept (it is not at least 2); 4: also x = 2 from 3 - x = 1 (x = 2
    // is not less than 2); 5: every condition ignored.
    wrong: [3, 4, 5],
    superhint:
      'First solve $f(u) = 0$ on each piece: $3 - u = 0$ needs $u < 2$, and $u^2 - 4u + 3 = 0$ needs $u \\ge 2$. Then solve $f(x) = u$ for each value of $u$ you keep, again on each piece with its condition.',
    explain: (l: string) =>
      `Let $u = f(x)$, so $f(u) = 0$. On the first piece, $3 - u = 0$ gives $u = 3$, which is not less than $2$: rejected. On the second, $u^2 - 4u + 3 = (u - 1)(u - 3) = 0$ gives $u = 1$ or $u = 3$, and only $u = 3$ satisfies $u \\ge 2$. So $f(x) = 3$. On the first piece $3 - x = 3$ gives $x = 0$ (less than $2$, kept); on the second, $x^2 - 4x + 3 = 3$ gives $x = 0$ or $x = 4$, and only $x = 4$ is at least $2$. The solutions are $0$ and $4$: two values, choice ${l}. Keeping $u = 1$ adds $x = 2 + \\sqrt{2}$ from $x^2 - 4x + 3 = 1$ and gives $3$; also taking $x = 2$ from $3 - x = 1$ (though $x = 2$ is not less than $2$) gives $4$; and ignoring every condition gives $5$.`,
  },
]) {
  const f = (x: number) => {
    const p = c.f.find((q) => q.on(x))!;
    return evalPoly(p.coefs, x);
  };
  // First way: piece by piece, with the conditions.
  const sol = solveTwice(c.f, c.c);
  check(sol.length === c.key.length && sol.every((x, i) => close(x, c.key[i]!)), 'the solutions');
  for (const x of c.key) check(f(f(x)) === c.c, 'each solution substituted');
  // The slips, computed: every condition ignored, or only the inner condition ignored.
  const noConditions = solveTwice(c.f, c.c, false, false).length;
  const noInner = solveTwice(c.f, c.c, false, true).length;
  check(noConditions === 4 || noConditions === 5, 'ignoring the conditions adds solutions');
  if (c.c === 0) check(noInner === 3 && noConditions === 5, 'the slips of the second function');
  else check(noConditions === 4 && solveTwice(c.f, c.c, true, false).length === 4, 'the slips');
  // Second way: scan f(f(x)) - c and drop the jumps.
  const scanned = zerosAcrossJumps((x) => f(f(x)) - c.c, -30, 30, 0.001);
  check(
    scanned.length === c.key.length && scanned.every((x, i) => close(x, c.key[i]!, 1e-6)),
    'the scan finds the same solutions',
  );
  s.mcNumber({
    level: 5,
    body: `The function $f$ is defined by ${c.def}. How many values of $x$ satisfy $f(f(x)) = ${c.c}$?`,
    answer: c.key.length,
    wrong: c.wrong,
    show: (v) => `$${v}$`,
    hints: [
      `Let $u = f(x)$. First find every $u$ with $f(u) = ${c.c}$, then every $x$ with $f(x) = u$.`,
      'Each time you solve on one piece, keep only the solutions that satisfy the condition of that piece.',
    ],
    superhints: [c.superhint],
    explain: c.explain,
  });
}

// (2) f(x) + 2f(1 - x) = 3x for all x: f(4) from the inputs 4 and -3.
{
  // x = 4: f(4) + 2f(-3) = 12; x = -3: f(-3) + 2f(4) = -9. Solve for a = f(4), b = f(-3).
  const [a1, b1, r1, a2, b2, r2] = [1, 2, 12, 2, 1, -9];
  const det = a1 * b2 - a2 * b1;
  const a = (r1 * b2 - r2 * b1) / det;
  const b = (a1 * r2 - a2 * r1) / det;
  check(a === -10 && b === 11, 'f(4) and f(-3)');
  // Second way: replacing x by 1 - x gives f(1 - x) + 2f(x) = 3 - 3x; with the identity this
  // forces f(x) = 2 - 3x, which satisfies it at every input tried and gives f(4) again.
  const f = (x: number) => 2 - 3 * x;
  for (let i = -50; i <= 50; i++)
    check(close(f(i / 7) + 2 * f(1 - i / 7), (3 * i) / 7), 'identity');
  check(f(4) === a && f(-3) === b, 'the formula agrees');
  s.typed({
    level: 5,
    body: 'The function $f$ satisfies $f(x) + 2f(1 - x) = 3x$ for all values of $x$. What is the value of $f(4)$?',
    answer: a,
    hints: [
      'Putting $x = 4$ into the equation gives one equation with two unknown values, $f(4)$ and $f(1 - 4)$.',
      'Which other value of $x$ gives an equation with the same two unknown values?',
    ],
    superhints: [
      'Put $x = -3$ into the equation as well, since $1 - (-3) = 4$. The two equations form a linear system in $f(4)$ and $f(-3)$.',
    ],
    explanation: `With $x = 4$: $f(4) + 2f(-3) = 12$. With $x = -3$, since $1 - (-3) = 4$: $f(-3) + 2f(4) = -9$. Call $f(4) = a$ and $f(-3) = b$: $a + 2b = 12$ and $2a + b = -9$. Doubling the second equation and subtracting the first gives $3a = -18 - 12 = -30$, so $a = -10$ (and $b = 11$). Check: $-10 + 2(11) = 12$ and $11 + 2(-10) = -9$. In fact the identity forces $f(x) = 2 - 3x$ for every $x$, since $2 - 3x + 2(2 - 3(1 - x)) = 3x$. Taking $f(4) = 12$ ignores the term $2f(1 - x)$.`,
  });
}

// (3) f(x) = x^2 - 2x and f(f(x)) = 3: f(x) = 3 or f(x) = -1, the least value of f.
{
  const f = (x: number) => x * x - 2 * x;
  const pieces = [{ coefs: [1, -2, 0], on: () => true }];
  const sol = solveTwice(pieces, 3);
  check(sol.length === 3 && [-1, 1, 3].every((x, i) => close(sol[i]!, x)), 'three solutions');
  const scanned = zerosAcrossJumps((x) => f(f(x)) - 3, -20, 20, 0.001);
  check(scanned.length === 3 && scanned.every((x, i) => close(x, sol[i]!, 1e-6)), 'the scan');
  // The slips: the double solution x = 1 counted twice (two x for each value of f(x)), the
  // value f(x) = -1 dropped, and only that value kept.
  const twiceEach = 4;
  const dropped = solvePiece(pieces[0]!, 3).length;
  const onlyLeast = solvePiece(pieces[0]!, -1).length;
  check(dropped === 2 && onlyLeast === 1, 'the slips');
  s.mcNumber({
    level: 5,
    body: 'The function $f$ is defined by $f(x) = x^2 - 2x$. How many values of $x$ satisfy $f(f(x)) = 3$?',
    answer: sol.length,
    wrong: [twiceEach, dropped, onlyLeast],
    show: (v) => `$${v}$`,
    hints: [
      'Let $u = f(x)$. First find every value of $u$ that $f$ sends to the right side of the equation.',
      'For each such $u$, how many $x$ give $f(x) = u$? Compare $u$ with the least value of $f$.',
    ],
    superhints: [
      '$u^2 - 2u - 3 = 0$ gives two values of $u$. Since $f(x) = (x - 1)^2 - 1$, the equation $f(x) = u$ has two solutions when $u > -1$, one when $u = -1$, and none when $u < -1$.',
    ],
    explain: (l) =>
      `Let $u = f(x)$. Then $u^2 - 2u = 3$, so $(u - 3)(u + 1) = 0$ and $u = 3$ or $u = -1$. Since $f(x) = (x - 1)^2 - 1$, its least value is $-1$. The equation $f(x) = 3$, that is $(x - 1)^2 = 4$, has two solutions, $x = 3$ and $x = -1$; the equation $f(x) = -1$, that is $(x - 1)^2 = 0$, has only $x = 1$. So there are $3$ values of $x$, choice ${l}. $4$ assumes that each value of $f(x)$ comes from two values of $x$ (the double solution $x = 1$ counted twice), $2$ drops the value $u = -1$, and $1$ keeps only that value.`,
  });
}

writeGeneratedQuestions(
  'advanced-math',
  'function-notation.l5u',
  'generators/advanced-math/function-notation-l5u.ts',
  s.questions,
);
