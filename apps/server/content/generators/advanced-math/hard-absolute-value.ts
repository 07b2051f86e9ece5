// Generates questions/advanced-math/absolute-value.hard.generated.yaml (issue 39): the h-series
// of absolute value. Templates here: an equation's two solutions (rated 1); a function's value
// (2); a tolerance check (2, in context); an inequality rewritten without bars (3); whole-number
// guesses within a margin (3, in context); the zeros of a reflected V (3); the center from two
// solutions (3); the constant from the sum of the solutions (3). The rated-4 templates are in
// hard-absolute-value-cases.ts, the rated-5 ones in hard-absolute-value-level5.ts.
// Each key is computed one way and confirmed another: equations by splitting into the two signs,
// then by a numerical scan for every zero of the difference of the two sides; counts of
// integers by the interval's ends, then by checking every integer in a wide range.
// Run: cd apps/server && npx tsx content/generators/advanced-math/hard-absolute-value.ts
import { writeGeneratedQuestions } from '../lib/write.ts';
import { check, close } from '../lib/check.ts';
import { frac } from '../lib/fraction.ts';
import { letterCycle } from '../lib/choices.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import { feItem, m, mcItem, numItem } from './items.ts';
import { zerosOf } from './roots.ts';
import { caseItems } from './hard-absolute-value-cases.ts';
import { levelFiveItems } from './hard-absolute-value-level5.ts';
import { absoluteValueContexts } from './contexts-expressions-functions.ts';
import type { BankQuestion } from '../../schema.ts';

const CONCEPT = 'absolute-value';
const GEN = 'generators/advanced-math/hard-absolute-value.ts';
const nextId = generatedIds(CONCEPT, 'h');
const nextLetter = letterCycle(2);
const out: BankQuestion[] = [];
/** The zeros found by the scan are exactly the expected values. */
const zerosAre = (g: (x: number) => number, expected: number[], label: string) => {
  const found = zerosOf(g, -60, 60, 0.01);
  check(
    found.length === expected.length && expected.every((e, i) => close(found[i]!, e, 1e-2)),
    `${label}: zeros ${found.join(', ')}`,
  );
  for (const e of expected) check(close(g(e), 0), `${label}: ${e} is exact`);
};

// V1. |x + 3| = 5.
zerosAre((x) => Math.abs(x + 3) - 5, [-8, 2], 'V1');
out.push(
  mcItem(
    {
      id: nextId(),
      concepts: [CONCEPT],
      difficulty: 1,
      body: 'What are all the solutions to the equation $|x + 3| = 5$?',
      hints: ['A number whose absolute value is $5$ is either $5$ or $-5$.'],
      superhints: ['Solve $x + 3 = 5$ and $x + 3 = -5$ separately.'],
    },
    '$x = -8$ and $x = 2$',
    ['$x = 2$ only', '$x = -2$ and $x = 8$', '$x = -8$ only'],
    nextLetter(),
    (l) =>
      `$x + 3 = 5$ gives $x = 2$, and $x + 3 = -5$ gives $x = -8$. Both check: $|2 + 3| = 5$ and $|-8 + 3| = 5$. Choice ${l}.`,
  ),
);

// V2. f(x) = |3 - 2x| - 4 at x = 5.
{
  const f = (x: number) => Math.abs(3 - 2 * x) - 4;
  check(f(5) === 3 && Math.abs(-7) === 7, 'V2 value');
  out.push(
    numItem(
      {
        id: nextId(),
        concepts: [CONCEPT, 'function-notation'],
        difficulty: 2,
        body: 'The function $f$ is defined by $f(x) = |3 - 2x| - 4$. What is the value of $f(5)$?',
        hints: [
          'Substitute $5$ for $x$ and work inside the bars first.',
          'The absolute value of a negative number is positive.',
        ],
        superhints: ['$3 - 2(5)$ is negative; take its absolute value, then subtract $4$.'],
      },
      frac(f(5)),
      [
        3 - 2 * 5 - 4, // ignored the bars
        Math.abs(3 - 2 * 5), // forgot to subtract 4
        Math.abs(3 - 2 * 5 - 4), // put the - 4 inside the bars
      ],
      '$f(5) = |3 - 10| - 4 = |-7| - 4 = 7 - 4 = 3$.',
    ),
  );
}

// V3. A rod is accepted when |L - 40| <= 0.3 (hundredths of a centimeter, to stay exact).
{
  const lengths = [3970, 4025, 3965, 4030];
  const rejected = lengths.filter((l) => Math.abs(l - 4000) > 30);
  check(rejected.length === 1 && rejected[0] === 3965, 'V3 one rejected length');
  const cm = (l: number) => m((l / 100).toFixed(2).replace(/0$/, ''));
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts: [CONCEPT],
        difficulty: 2,
        body: 'A factory accepts a metal rod if its length $L$, in centimeters, satisfies $|L - 40| \\le 0.3$. Which of the following lengths, in centimeters, would NOT be accepted?',
        hints: [
          '$|L - 40|$ is the distance between $L$ and $40$.',
          'Accepted rods are at most $0.3$ centimeter from $40$, in either direction.',
        ],
        superhints: [
          'The inequality means $39.7 \\le L \\le 40.3$. Check which length is outside that interval.',
        ],
      },
      cm(3965),
      [3970, 4025, 4030].map(cm),
      nextLetter(),
      (l) =>
        `$|L - 40| \\le 0.3$ means $39.7 \\le L \\le 40.3$. The length $39.65$ is $0.35$ centimeter from $40$, outside the interval, choice ${l}. The others are at most $0.3$ away ($40.3$ is exactly on the boundary, which is allowed).`,
    ),
  );
}

// V4. |2x + 3| >= 7 means x <= -5 or x >= 2.
{
  for (let i = -400; i <= 400; i++) {
    const x = i / 20;
    check(Math.abs(2 * x + 3) >= 7 === (x <= -5 || x >= 2), 'V4 grid');
  }
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts: [CONCEPT],
        difficulty: 3,
        body: 'Which of the following describes all solutions to the inequality $|2x + 3| \\ge 7$?',
        hints: [
          'An absolute value is at least $7$ when the expression inside is at least $7$ or at most $-7$.',
        ],
        superhints: [
          'Solve $2x + 3 \\ge 7$ and $2x + 3 \\le -7$ separately; the answer joins them with "or".',
        ],
      },
      m('x \\le -5 \\text{ or } x \\ge 2'),
      [m('-5 \\le x \\le 2'), m('x \\le -2 \\text{ or } x \\ge 5'), m('x \\ge 2')],
      nextLetter(),
      (l) =>
        `$2x + 3 \\ge 7$ gives $x \\ge 2$, and $2x + 3 \\le -7$ gives $x \\le -5$. So $x \\le -5$ or $x \\ge 2$, choice ${l}. The interval between them is where $|2x + 3| < 7$.`,
    ),
  );
}

// V5. Guesses within 15 of 240: |g - 240| <= 15, 31 whole numbers.
{
  const [c, r] = [240, 15];
  let count = 0;
  for (let g = 0; g <= 1000; g++) if (Math.abs(g - c) <= r) count++;
  check(count === 2 * r + 1, 'V5 count by enumeration');
  out.push(
    feItem(
      {
        id: nextId(),
        concepts: [CONCEPT],
        difficulty: 3,
        body: `At a fair, a guess of the number of marbles in a jar wins a prize if the guess $g$ satisfies $|g - ${c}| \\le ${r}$. How many different whole-number guesses win a prize?`,
        hints: [
          'Rewrite the inequality as a compound inequality without the bars.',
          'Count the whole numbers from the least to the greatest winning guess, including both ends.',
        ],
        superhints: [
          `$${c - r} \\le g \\le ${c + r}$. The number of whole numbers from $a$ to $b$, inclusive, is $b - a + 1$.`,
        ],
      },
      frac(count),
      `$|g - ${c}| \\le ${r}$ means $${c - r} \\le g \\le ${c + r}$. That is $${c + r} - ${c - r} + 1 = ${count}$ whole numbers (subtracting the ends alone misses one).`,
    ),
  );
}

// V6. f(x) = 3 - |2x - 6| has zeros 1.5 and 4.5; their sum is 6.
{
  const f = (x: number) => 3 - Math.abs(2 * x - 6);
  zerosAre(f, [1.5, 4.5], 'V6');
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts: [CONCEPT],
        difficulty: 3,
        body: 'The graph of $y = 3 - |2x - 6|$ in the $xy$-plane crosses the $x$-axis at two points. What is the sum of the $x$-coordinates of these two points?',
        hints: [
          'The graph crosses the $x$-axis where $y = 0$.',
          'Set $|2x - 6|$ equal to $3$ and solve both cases.',
        ],
        superhints: ['$2x - 6 = 3$ or $2x - 6 = -3$. Solve each and add.'],
      },
      m(6),
      [m(3), m(4.5), m(9)],
      nextLetter(),
      (l) =>
        `$y = 0$ when $|2x - 6| = 3$: $2x - 6 = 3$ gives $x = 4.5$, and $2x - 6 = -3$ gives $x = 1.5$. The sum is $6$, choice ${l}. (The two points are symmetric about the vertex at $x = 3$.)`,
    ),
  );
}

// V7. |x - a| = b has solutions -3 and 11: a is the midpoint, b half the distance.
{
  const [s1, s2] = [-3, 11];
  const a = (s1 + s2) / 2;
  const b = (s2 - s1) / 2;
  zerosAre((x) => Math.abs(x - a) - b, [s1, s2], 'V7');
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts: [CONCEPT],
        difficulty: 3,
        body: `The solutions to the equation $|x - a| = b$, where $a$ and $b$ are constants, are $${s1}$ and $${s2}$. What is the value of $a$?`,
        hints: [
          '$|x - a| = b$ says that $x$ is at distance $b$ from $a$ on the number line.',
          'Where is $a$ relative to the two solutions?',
        ],
        superhints: ['The two solutions are $a - b$ and $a + b$. Add them.'],
      },
      m(a),
      [m(b), m(s2 - s1), m(-a)],
      nextLetter(),
      (l) =>
        `The solutions are $a - b$ and $a + b$, so $a$ is their midpoint: $a = \\frac{${s1} + ${s2}}{2} = ${a}$, choice ${l} (and $b = ${b}$). Check: $|${s1} - ${a}| = |${s2} - ${a}| = ${b}$.`,
    ),
  );
}

// V8. |2x - k| = 6 has solutions (k ± 6)/2 whose sum is k.
{
  const sum = 10;
  const k = sum;
  zerosAre((x) => Math.abs(2 * x - k) - 6, [(k - 6) / 2, (k + 6) / 2], 'V8');
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts: [CONCEPT],
        difficulty: 3,
        body: `In the equation $|2x - k| = 6$, $k$ is a constant. If the sum of the solutions of the equation is $${sum}$, what is the value of $k$?`,
        hints: ['Solve $2x - k = 6$ and $2x - k = -6$ for $x$ in terms of $k$.'],
        superhints: [
          'The solutions are $\\frac{k + 6}{2}$ and $\\frac{k - 6}{2}$. Add them and set the sum equal to the given value.',
        ],
      },
      m(k),
      [m(sum / 2), m(2 * sum), m(sum - 6)],
      nextLetter(),
      (l) =>
        `The solutions are $\\frac{k + 6}{2}$ and $\\frac{k - 6}{2}$, whose sum is $k$. So $k = ${sum}$, choice ${l}. Check: $|2x - ${k}| = 6$ gives $x = ${(k + 6) / 2}$ and $x = ${(k - 6) / 2}$, which add to $${sum}$.`,
    ),
  );
}

out.push(...caseItems(nextId, nextLetter));
out.push(...levelFiveItems(nextId, nextLetter));
out.push(...absoluteValueContexts(nextId, nextLetter));
writeGeneratedQuestions('advanced-math', `${CONCEPT}.hard`, GEN, out);
