// Generates questions/advanced-math/exponential-functions.l5u.generated.yaml: level 5
// exponential functions (series u). Templates: an equation in 4^x and 2^x (or 9^x and 3^x) with
// a parameter, which is a quadratic in u = 2^x whose two solutions must both be positive, so the
// discriminant alone is not enough (a sum condition, then a product condition that also rules
// out a zero root: 2 items); and a cooling object whose difference from the room temperature
// decays by the same percent each minute, known at two later times: the gap between them gives
// the factor for 20 minutes, its square root the factor for 10, and the model is run backward.
// Each key is computed by algebra and confirmed another way: the parameter ranges by a numeric
// scan that counts the solutions of the exponential equation itself for every value of a grid
// (each wrong choice must fail on it); the starting temperature by fitting the model with
// logarithms and evaluating it at both given times.
// Run: cd apps/server && npx tsx content/generators/advanced-math/exponential-functions-l5u.ts
import { check, close } from '../lib/check.ts';
import { itemSeries } from '../lib/item-series.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { countZeros } from './zero-count.ts';

const s = itemSeries('exponential-functions', 'u', 1);

// (1) b^(2x) - p b^x + q = 0 has two distinct real solutions: u^2 - pu + q = 0 has two
// distinct positive roots.
for (const c of [
  {
    base: 2,
    body: 'In the equation $4^x - k \\cdot 2^x + 9 = 0$, $k$ is a constant. For which values of $k$ does the equation have exactly two real solutions?',
    eq: (k: number) => [k, 9] as const, // u^2 - ku + 9
    grid: Array.from({ length: 121 }, (_, j) => (j - 60) / 4),
    key: (k: number) => k > 6,
    answer: '$k > 6$',
    wrong: ['$k < -6$ or $k > 6$', '$k \\ge 6$', '$-6 < k < 6$'] as [string, string, string],
    wrongAs: [
      (k: number) => k < -6 || k > 6,
      (k: number) => k >= 6,
      (k: number) => -6 < k && k < 6,
    ],
    hints: [
      'Write $4^x$ as $(2^x)^2$ and let $u = 2^x$. What equation in $u$ do you get?',
      'Each positive value of $u$ gives exactly one $x$. What about a negative value of $u$?',
    ],
    superhints: [
      'The equation is $u^2 - ku + 9 = 0$. You need two different solutions $u$, and both must be positive: use the discriminant, and the sum and product of the solutions.',
    ],
    explain: (l: string) =>
      `With $u = 2^x$, the equation is $u^2 - ku + 9 = 0$. Since $2^x$ takes every positive value exactly once and no other values, the original equation has exactly two solutions when this quadratic has two different positive solutions. Two different real solutions need $k^2 - 36 > 0$, that is $k < -6$ or $k > 6$. Their product is $9 > 0$, so they have the same sign, and their sum is $k$, so both are positive exactly when $k > 0$. Together: $k > 6$, choice ${l}. For example, $k = 10$ gives $u = 1$ and $u = 9$, so $x = 0$ and $x = \\log_2 9$. "$k < -6$ or $k > 6$" stops at the discriminant, but for $k < -6$ both values of $u$ are negative and $2^x$ is never negative, so there are no solutions; "$k \\ge 6$" keeps $k = 6$, where $u = 3$ is a double solution and gives only one $x$; and "$-6 < k < 6$" is where the quadratic has no real solutions at all.`,
  },
  {
    base: 3,
    body: 'In the equation $9^x - 4 \\cdot 3^x + c = 0$, $c$ is a constant. For which values of $c$ does the equation have exactly two real solutions?',
    eq: (c: number) => [4, c] as const, // u^2 - 4u + c
    grid: Array.from({ length: 161 }, (_, j) => (j - 80) / 8),
    key: (c: number) => 0 < c && c < 4,
    answer: '$0 < c < 4$',
    wrong: ['$c < 4$', '$0 \\le c < 4$', '$0 < c \\le 4$'] as [string, string, string],
    wrongAs: [(c: number) => c < 4, (c: number) => 0 <= c && c < 4, (c: number) => 0 < c && c <= 4],
    hints: [
      'Write $9^x$ as $(3^x)^2$ and let $u = 3^x$. What equation in $u$ do you get?',
      'Each positive value of $u$ gives exactly one $x$. What about a value of $u$ that is negative, or zero?',
    ],
    superhints: [
      'The equation is $u^2 - 4u + c = 0$. You need two different solutions $u$, and both must be positive: use the discriminant, and the sum and product of the solutions.',
    ],
    explain: (l: string) =>
      `With $u = 3^x$, the equation is $u^2 - 4u + c = 0$. Since $3^x$ takes every positive value exactly once and no other values, the original equation has exactly two solutions when this quadratic has two different positive solutions. Two different real solutions need $16 - 4c > 0$, that is $c < 4$. Their sum is $4 > 0$, so at least one is positive, and both are positive exactly when their product $c$ is positive. Together: $0 < c < 4$, choice ${l}. For example, $c = 3$ gives $u = 1$ and $u = 3$, so $x = 0$ and $x = 1$. "$c < 4$" stops at the discriminant, but for $c < 0$ one value of $u$ is negative and gives no $x$; "$0 \\le c < 4$" keeps $c = 0$, where $u = 0$ is impossible and only $u = 4$ is left; and "$0 < c \\le 4$" keeps $c = 4$, where $u = 2$ is a double solution and gives only one $x$.`,
  },
]) {
  // First way: two distinct positive roots of u^2 - pu + q: p^2 > 4q, p > 0, q > 0.
  const byRoots = (t: number) => {
    const [p, q] = c.eq(t);
    return p * p - 4 * q > 0 && p > 0 && q > 0;
  };
  // Second way: count the solutions of the exponential equation itself on a grid of x.
  for (const t of c.grid) {
    const [p, q] = c.eq(t);
    const g = (x: number) => c.base ** (2 * x) - p * c.base ** x + q;
    const two = countZeros(g, -25, 25, 0.001, 1e-5) === 2;
    check(two === c.key(t) && byRoots(t) === c.key(t), `two solutions at ${t}`);
  }
  for (const w of c.wrongAs)
    check(
      c.grid.some((t) => w(t) !== c.key(t)),
      'a wrong choice fails',
    );
  s.mcText({
    level: 5,
    body: c.body,
    answer: c.answer,
    wrong: c.wrong,
    hints: c.hints,
    superhints: c.superhints,
    explain: c.explain,
  });
}

// (2) cooling: the difference from the room decays by the same percent each minute; known at
// t = 10 and t = 30, asked at t = 0.
{
  const [room, t1, T1, t2, T2] = [20, 10, 110, 30, 30];
  const [d1, d2] = [T1 - room, T2 - room]; // 90 and 10
  // Algebra: over 20 minutes the difference is multiplied by 10/90 = 1/9, so by 1/3 every 10
  // minutes; 10 minutes before t = 10 it was 90 * 3 = 270.
  const per10 = Math.sqrt(d2 / d1);
  check(close(per10, 1 / 3), 'one third every 10 minutes');
  const key = Math.round(d1 / per10 + room);
  check(key === 290 && close(d1 / per10 + room, key), 'the key');
  // Second way: fit D(t) = D0 b^t with logarithms and evaluate.
  const lnb = (Math.log(d2) - Math.log(d1)) / (t2 - t1);
  const D0 = d1 / Math.exp(lnb * t1);
  check(close(D0 + room, key) && close(D0 * Math.exp(lnb * t2) + room, T2), 'the fitted model');
  // The slips: a linear cooling, the room temperature not added back, and the 20-minute factor
  // used for 10 minutes.
  const linear = T1 + (T1 - T2) / 2;
  const noRoom = d1 * 3;
  const wrongFactor = d1 * 9 + room;
  check(linear === 150 && noRoom === 270 && wrongFactor === 830, 'the slips');
  s.mcNumber({
    level: 5,
    body: `A metal part is taken out of a furnace and left to cool in a room whose temperature stays at $20^\\circ\\text{C}$. The difference between the temperature of the part and the temperature of the room decreases by the same percent every minute. Ten minutes after the part is taken out of the furnace, its temperature is $110^\\circ\\text{C}$, and $30$ minutes after it is taken out, its temperature is $30^\\circ\\text{C}$. What was the temperature of the part, in degrees Celsius, when it was taken out of the furnace?`,
    answer: key,
    wrong: [linear, noRoom, wrongFactor],
    show: (v) => `$${v}$`,
    hints: [
      'The quantity that decreases by the same percent is the difference from the room, not the temperature. Find that difference at the two given times.',
      'How many times smaller is the difference after the $20$ minutes between the readings? What does that make the factor for $10$ minutes?',
    ],
    superhints: [
      'The difference goes from $90$ to $10$ in $20$ minutes, so it is multiplied by $\\frac{1}{9}$ every $20$ minutes, which is the same as multiplying by some factor twice, once for each $10$ minutes. Run the model backward $10$ minutes from the first reading, then add the room temperature back.',
    ],
    explain: (l) =>
      `The differences from the room are $110 - 20 = 90$ degrees at $10$ minutes and $30 - 20 = 10$ degrees at $30$ minutes. A decrease by the same percent every minute multiplies the difference by the same factor over any two equal stretches of time, so over $20$ minutes it is multiplied by $\\frac{10}{90} = \\frac{1}{9}$, and over each $10$ minutes by $\\sqrt{\\frac{1}{9}} = \\frac{1}{3}$. Ten minutes before the first reading the difference was therefore $90 \\cdot 3 = 270$ degrees, and the temperature was $270 + 20 = ${key}$ degrees Celsius, choice ${l}. Check: $270$, then $90$ after $10$ minutes, $30$ after $20$ and $10$ after $30$, that is $110^\\circ\\text{C}$ and $30^\\circ\\text{C}$ at the given times. $${linear}$ assumes the part cools by the same number of degrees each minute, $${noRoom}$ forgets to add the room temperature back, and $${wrongFactor}$ uses the factor for $20$ minutes for only $10$.`,
  });
}

writeGeneratedQuestions(
  'advanced-math',
  'exponential-functions.l5u',
  'generators/advanced-math/exponential-functions-l5u.ts',
  s.questions,
);
