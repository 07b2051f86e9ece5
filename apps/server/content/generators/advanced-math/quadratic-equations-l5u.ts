// Generates questions/advanced-math/quadratic-equations.l5u.generated.yaml: level 5 quadratic
// equations (series u). Templates: r^2 + s^2 of the solutions given, k found from the sum and
// product of the solutions, and one of the two values of k rejected because the solutions are
// then not real (2 items); two equations that share a real solution, found by subtracting them,
// where the case k = c makes the equations identical and is kept or rejected by their
// discriminant (2 items); and the initial speed that keeps a ball above a height for a given
// time, from the gap between the two solutions (typed).
// Each key is computed by algebra and confirmed another way: by solving the equation for every
// k of a grid with the quadratic formula and testing the condition numerically (each wrong
// choice must fail it), and the speed by the times it gives and a search over every whole speed.
// Run: cd apps/server && npx tsx content/generators/advanced-math/quadratic-equations-l5u.ts
import { check, close } from '../lib/check.ts';
import { itemSeries } from '../lib/item-series.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';

const s = itemSeries('quadratic-equations', 'u', 2);
/** Every k = j/8 with |k| <= 20. */
const kGrid = Array.from({ length: 321 }, (_, j) => (j - 160) / 8);
/** The real solutions of x^2 + px + q = 0 (a double solution once). */
const realRoots = (p: number, q: number): number[] => {
  const D = p * p - 4 * q;
  if (D < -1e-12) return [];
  if (Math.abs(D) <= 1e-12) return [-p / 2];
  return [(-p - Math.sqrt(D)) / 2, (-p + Math.sqrt(D)) / 2];
};

// (1) x^2 - S(k)x + P(k) = 0 with real solutions r, s and r^2 + s^2 = T.
for (const c of [
  {
    eq: 'x^2 - kx + 2k - 3 = 0',
    S: (k: number) => k,
    P: (k: number) => 2 * k - 3,
    T: 11,
    key: -1,
    other: 5,
    answer: '$-1$ only',
    wrong: ['$5$ only', '$-1$ and $5$', '$-\\sqrt{11}$ and $\\sqrt{11}$'] as [
      string,
      string,
      string,
    ],
    noTwo: [-Math.sqrt(11), Math.sqrt(11)],
    sp: '$r + s = k$ and $rs = 2k - 3$',
    explain: (l: string) =>
      `The sum and the product of the solutions are $r + s = k$ and $rs = 2k - 3$. Then $r^2 + s^2 = (r + s)^2 - 2rs = k^2 - 4k + 6$, and $k^2 - 4k + 6 = 11$ gives $k^2 - 4k - 5 = (k - 5)(k + 1) = 0$, so $k = 5$ or $k = -1$. But $r$ and $s$ must be real. The discriminant $k^2 - 4(2k - 3) = k^2 - 8k + 12$ is $25 - 40 + 12 = -3$ for $k = 5$, so that equation, $x^2 - 5x + 7 = 0$, has no real solutions; for $k = -1$ it is $1 + 8 + 12 = 21 > 0$. Check: for $k = -1$ the equation is $x^2 + x - 5 = 0$, with $r + s = -1$ and $rs = -5$, so $r^2 + s^2 = 1 + 10 = 11$. The only value is $-1$, choice ${l}. "$-1$ and $5$" keeps the value for which the solutions are not real, "$5$ only" rejects the negative value instead of the impossible one, and "$\\pm\\sqrt{11}$" forgets the term $-2rs$.`,
  },
  {
    eq: 'x^2 - (k + 2)x + 3k = 0',
    S: (k: number) => k + 2,
    P: (k: number) => 3 * k,
    T: 12,
    key: -2,
    other: 4,
    answer: '$-2$ only',
    wrong: ['$4$ only', '$-2$ and $4$', '$-2 - 2\\sqrt{3}$ and $-2 + 2\\sqrt{3}$'] as [
      string,
      string,
      string,
    ],
    noTwo: [-2 - 2 * Math.sqrt(3), -2 + 2 * Math.sqrt(3)],
    sp: '$r + s = k + 2$ and $rs = 3k$',
    explain: (l: string) =>
      `The sum and the product of the solutions are $r + s = k + 2$ and $rs = 3k$. Then $r^2 + s^2 = (r + s)^2 - 2rs = k^2 + 4k + 4 - 6k = k^2 - 2k + 4$, and $k^2 - 2k + 4 = 12$ gives $k^2 - 2k - 8 = (k - 4)(k + 2) = 0$, so $k = 4$ or $k = -2$. But $r$ and $s$ must be real. The discriminant $(k + 2)^2 - 12k$ is $36 - 48 = -12$ for $k = 4$, so that equation, $x^2 - 6x + 12 = 0$, has no real solutions; for $k = -2$ it is $0 + 24 = 24 > 0$. Check: for $k = -2$ the equation is $x^2 - 6 = 0$, with solutions $\\pm\\sqrt{6}$, and $6 + 6 = 12$. The only value is $-2$, choice ${l}. "$-2$ and $4$" keeps the value for which the solutions are not real, "$4$ only" rejects the negative value instead of the impossible one, and the choice with $\\sqrt{3}$ forgets the term $-2rs$.`,
  },
]) {
  // First way: the sum and product give T(k) = S^2 - 2P; the discriminant S^2 - 4P picks the key.
  const Tk = (k: number) => c.S(k) ** 2 - 2 * c.P(k);
  const disc = (k: number) => c.S(k) ** 2 - 4 * c.P(k);
  check(Tk(c.key) === c.T && Tk(c.other) === c.T, 'both values give the sum of squares');
  check(disc(c.key) > 0 && disc(c.other) < 0, 'only the key gives real solutions');
  // Second way: solve the equation for every k of the grid and add the squares of the roots.
  const works = (k: number) => {
    const roots = realRoots(-c.S(k), c.P(k));
    return roots.length === 2 && close(roots[0]! ** 2 + roots[1]! ** 2, c.T);
  };
  const found = kGrid.filter(works);
  check(found.length === 1 && found[0] === c.key, 'one k on the grid');
  check(!works(c.other) && c.noTwo.every((k) => !works(k)), 'the wrong values fail');
  s.mcText({
    level: 5,
    body: `The equation $${c.eq}$, where $k$ is a constant, has two real solutions, $r$ and $s$. If $r^2 + s^2 = ${c.T}$, which of the following gives all possible values of $k$?`,
    answer: c.answer,
    wrong: c.wrong,
    hints: [
      'Express $r + s$ and $rs$ in terms of $k$ without solving the equation.',
      '$r^2 + s^2 = (r + s)^2 - 2rs$. Once you have candidates for $k$, make sure the equation really has two real solutions for each one.',
    ],
    superhints: [
      `${c.sp}. Write $r^2 + s^2$ with them, solve for $k$, and then compute the discriminant of the equation for each value you find.`,
    ],
    explain: c.explain,
  });
}

// (2) x^2 + kx + c = 0 and x^2 + cx + k = 0 share a real solution: (k - c)(x - 1) = 0.
for (const c of [
  {
    c: 1,
    key: [-2],
    answer: '$-2$ only',
    wrong: ['$-2$ and $1$', '$1$ only', '$k \\le -2$'] as [string, string, string],
    wrongSets: [[-2, 1], [1], kGrid.filter((k) => k <= -2)],
    explain: (l: string) =>
      `Suppose $t$ solves both equations. Subtracting $t^2 + t + k = 0$ from $t^2 + kt + 1 = 0$ gives $(k - 1)t + (1 - k) = 0$, that is $(k - 1)(t - 1) = 0$. So either $t = 1$ or $k = 1$. If $t = 1$, then $1 + k + 1 = 0$ and $k = -2$; check: $x^2 - 2x + 1 = (x - 1)^2$ and $x^2 + x - 2 = (x - 1)(x + 2)$ share the solution $1$. If $k = 1$, both equations are $x^2 + x + 1 = 0$, whose discriminant $1 - 4 = -3$ is negative: there is no real solution at all, so none in common. The only value is $-2$, choice ${l}. "$-2$ and $1$" keeps $k = 1$ without checking that the shared equation has real solutions, "$1$ only" loses the case $t = 1$, and "$k \\le -2$" only asks that each equation have real solutions, which does not make them share one (for $k = -3$ they share none).`,
  },
  {
    c: 4,
    key: [-5, 4],
    answer: '$-5$ and $4$',
    wrong: ['$-5$ only', '$4$ only', '$k \\le -4$ or $k = 4$'] as [string, string, string],
    wrongSets: [[-5], [4], [...kGrid.filter((k) => k <= -4), 4]],
    explain: (l: string) =>
      `Suppose $t$ solves both equations. Subtracting $t^2 + 4t + k = 0$ from $t^2 + kt + 4 = 0$ gives $(k - 4)t + (4 - k) = 0$, that is $(k - 4)(t - 1) = 0$. So either $t = 1$ or $k = 4$. If $t = 1$, then $1 + k + 4 = 0$ and $k = -5$; check: $x^2 - 5x + 4 = (x - 1)(x - 4)$ and $x^2 + 4x - 5 = (x - 1)(x + 5)$ share the solution $1$. If $k = 4$, both equations are $x^2 + 4x + 4 = (x + 2)^2 = 0$, which has the real solution $-2$, so they have it in common. The values are $-5$ and $4$, choice ${l}. "$-5$ only" divides by $k - 4$ and loses the case in which the two equations are the same, "$4$ only" loses the case $t = 1$, and "$k \\le -4$ or $k = 4$" only asks that each equation have real solutions, which does not make them share one (for $k = -6$ they share none).`,
  },
]) {
  // First way: t = 1 gives k = -1 - c; k = c gives one equation, kept if its discriminant >= 0.
  const byAlgebra = [-1 - c.c, ...(c.c * c.c - 4 * c.c >= 0 ? [c.c] : [])].sort((a, b) => a - b);
  check(byAlgebra.join() === c.key.join(), 'the key by factoring');
  // Second way: the real roots of both equations for every k of the grid, compared.
  const share = (k: number) => {
    const a = realRoots(k, c.c);
    const b = realRoots(c.c, k);
    return a.some((x) => b.some((y) => Math.abs(x - y) < 1e-9));
  };
  const found = kGrid.filter(share);
  check(found.join() === c.key.join(), `shared roots exactly for ${c.key.join(', ')}`);
  for (const w of c.wrongSets) check(w.join() !== found.join(), 'a wrong choice fails');
  const example = -c.c - 2; // the k the explanation names: both equations real, nothing shared
  check(
    !share(example) && realRoots(example, c.c).length === 2 && realRoots(c.c, example).length === 2,
    'the example of two real equations that share nothing',
  );
  s.mcText({
    level: 5,
    body: `In the equations $x^2 + kx + ${c.c} = 0$ and $x^2 + ${c.c === 1 ? '' : c.c}x + k = 0$, $k$ is a constant. For which values of $k$ do the two equations have at least one real solution in common?`,
    answer: c.answer,
    wrong: c.wrong,
    hints: [
      'If a number $t$ solves both equations, subtract one equation from the other. What is left?',
      'Factor what is left and consider each factor being zero, including the case in which the two equations become the same equation.',
    ],
    superhints: [
      `Subtracting gives $(k - ${c.c})t - (k - ${c.c}) = 0$, that is $(k - ${c.c})(t - 1) = 0$. Either the common solution is $t = 1$, or $k = ${c.c}$; in the second case, does the one equation left have a real solution?`,
    ],
    explain: c.explain,
  });
}

// (3) h(t) = -16t^2 + vt + 6 is above 70 for exactly 3 seconds.
{
  const [a, h0, level, gap] = [16, 6, 70, 3];
  // h(t) = level: 16t^2 - vt + (level - h0) = 0, solutions gap apart: v^2 - 4a(level - h0) = (a gap)^2.
  const v = Math.sqrt((a * gap) ** 2 + 4 * a * (level - h0));
  check(v === 80, 'the key');
  const h = (t: number) => -a * t * t + v * t + h0;
  check(h(1) === level && h(4) === level && h(2.5) > level, 'above 70 from t = 1 to t = 4');
  // Second way: the time above 70 measured on a grid, and every whole speed tried.
  let above = 0;
  for (let i = 0; i < 100_000; i++) if (h((i + 0.5) / 10_000) > level) above++;
  check(Math.abs(above / 10_000 - gap) < 1e-3, 'three seconds on the grid');
  const speeds: number[] = [];
  for (let w = 1; w <= 400; w++) {
    const D = w * w - 4 * a * (level - h0);
    if (D > 0 && close(Math.sqrt(D) / a, gap)) speeds.push(w);
  }
  check(speeds.length === 1 && speeds[0] === v, 'one whole speed');
  s.typed({
    level: 5,
    body: 'A ball is thrown straight up from a platform. Its height above the ground, in feet, $t$ seconds after it is thrown is given by $h(t) = -16t^2 + vt + 6$, where $v$ is a positive constant. The ball is more than $70$ feet above the ground for exactly $3$ seconds. What is the value of $v$?',
    answer: v,
    hints: [
      'The ball is above $70$ feet between the two times at which $h(t) = 70$, and those times are $3$ seconds apart.',
      'The two times are equally far from the time at which the ball is highest.',
    ],
    superhints: [
      '$h(t) = 70$ gives $16t^2 - vt + 64 = 0$. For $at^2 + bt + c = 0$ with $a > 0$, the two solutions differ by $\\frac{\\sqrt{b^2 - 4ac}}{a}$.',
    ],
    explanation: `The ball is more than $70$ feet high between the two times at which $h(t) = 70$, the solutions of $16t^2 - vt + 64 = 0$. They differ by $\\frac{\\sqrt{v^2 - 4(16)(64)}}{16}$, so $\\sqrt{v^2 - 4{,}096} = 48$, $v^2 = 4{,}096 + 2{,}304 = 6{,}400$, and $v = 80$ ($v$ is positive). Check: with $v = 80$, $16t^2 - 80t + 64 = 16(t - 1)(t - 4)$, so the ball is above $70$ feet from $t = 1$ to $t = 4$, exactly $3$ seconds. Another way: the two times are $1.5$ seconds on either side of the highest point, so the greatest height is $70 + 16(1.5)^2 = 106$ feet; the greatest height of $-16t^2 + vt + 6$ is $6 + \\frac{v^2}{64}$, so $v^2 = 6{,}400$.`,
  });
}

writeGeneratedQuestions(
  'advanced-math',
  'quadratic-equations.l5u',
  'generators/advanced-math/quadratic-equations-l5u.ts',
  s.questions,
);
