// Generates questions/advanced-math/function-notation.hard.generated.yaml (issue 39): the
// h-series of function notation. Templates here: a fare from its formula (rated 1, in context);
// f(x + 2) expanded (2); a statement like S(6) = 1710 read in context (2); f(5) from f(2x - 1)
// (3); a coefficient from one value, then another value (3); a composition read from a table
// (2); the inputs with a given output (3); the temperature where two scales agree (3, in
// context); a constant from f(4) = 2f(1) (3). The rated 3-5 templates are in
// hard-function-notation-level5.ts; last, in two-conditions.ts, a linear f from f(f(x)) and the
// sign of its slope (5, the author's until rated).
// Each key is computed one way and confirmed another: each value is computed from the algebra
// of the template, then by evaluating the function itself in code (every composition, every
// solved constant substituted back).
// Run: cd apps/server && npx tsx content/generators/advanced-math/hard-function-notation.ts
import { writeGeneratedQuestions } from '../lib/write.ts';
import { check, close } from '../lib/check.ts';
import { frac } from '../lib/fraction.ts';
import { letterCycle } from '../lib/choices.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import { agrees, feItem, m, mcItem, numItem } from './items.ts';
import { levelFiveItems } from './hard-function-notation-level5.ts';
import { functionContexts } from './contexts-expressions-functions.ts';
import { compositionItems } from './two-conditions.ts';
import type { BankQuestion } from '../../schema.ts';

const CONCEPT = 'function-notation';
const GEN = 'generators/advanced-math/hard-function-notation.ts';
const nextId = generatedIds(CONCEPT, 'h');
const nextLetter = letterCycle(3);
const out: BankQuestion[] = [];

// F1. A taxi fare C(m) = 0.25m + 12 at m = 18 (in cents, to stay exact).
{
  const cents = (m: number) => 25 * m + 1200;
  check(cents(18) === 1650, 'F1 fare');
  out.push(
    feItem(
      {
        id: nextId(),
        concepts: [CONCEPT],
        difficulty: 1,
        body: 'The cost, in dollars, of a taxi ride of $m$ miles is given by $C(m) = 0.25m + 12$. What is the value of $C(18)$?',
        hints: ['Replace $m$ with $18$ in the formula.'],
        superhints: ['Multiply $0.25$ by $18$ first, then add $12$.'],
      },
      frac(cents(18), 100),
      '$C(18) = 0.25(18) + 12 = 4.5 + 12 = 16.5$: a ride of $18$ miles costs \\$16.50.',
    ),
  );
}

// F2. f(x) = x^2 + 1, so f(x + 2) = x^2 + 4x + 5.
{
  const f = (x: number) => x * x + 1;
  check(
    agrees([1, 4, 5], (x) => f(x + 2)),
    'F2 expansion',
  );
  for (const w of [
    [1, 0, 3],
    [1, 0, 5],
    [1, 2, 5],
  ])
    check(!agrees(w, (x) => f(x + 2)), 'F2 distractor');
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts: [CONCEPT],
        difficulty: 2,
        body: 'The function $f$ is defined by $f(x) = x^2 + 1$. Which of the following is equivalent to $f(x + 2)$?',
        hints: ['Replace every $x$ in the definition with $(x + 2)$, in parentheses.'],
        superhints: ['$f(x + 2) = (x + 2)^2 + 1$. Expand the square, remembering the middle term.'],
      },
      m('x^2 + 4x + 5'),
      [m('x^2 + 3'), m('x^2 + 5'), m('x^2 + 2x + 5')],
      nextLetter(),
      (l) =>
        `$f(x + 2) = (x + 2)^2 + 1 = x^2 + 4x + 4 + 1 = x^2 + 4x + 5$, choice ${l}. Adding $2$ to the output instead gives $x^2 + 3$.`,
    ),
  );
}

// F3. S(t) = 1200 + 85t: S(6) = 1710 means 1710 subscribers after 6 months.
check(1200 + 85 * 6 === 1710, 'F3 value');
out.push(
  mcItem(
    {
      id: nextId(),
      concepts: [CONCEPT],
      difficulty: 2,
      body: 'The number of subscribers to a newsletter $t$ months after it was launched is modeled by $S(t) = 1{,}200 + 85t$. Which of the following is the best interpretation of the statement $S(6) = 1{,}710$?',
      hints: [
        'In $S(6)$, the number inside the parentheses is the input $t$; the value of $S$ is the output.',
      ],
      superhints: [
        '$t$ counts months since the launch, and $S(t)$ counts subscribers. Say what $t = 6$ and $S = 1{,}710$ mean together.',
      ],
    },
    'Six months after the launch, the newsletter had $1{,}710$ subscribers.',
    [
      'The newsletter gains $1{,}710$ subscribers every six months.',
      'It takes $1{,}710$ months for the newsletter to reach $6$ subscribers.',
      'The newsletter gains $85$ subscribers in $6$ months.',
    ],
    nextLetter(),
    (l) =>
      `$S(6) = 1{,}710$ says the output is $1{,}710$ subscribers when the input is $t = 6$ months, choice ${l}. The gain per month is $85$, not $1{,}710$.`,
  ),
);

// F4. f(2x - 1) = 6x + 1 for all x: f(5) is the value at x = 3, that is 19.
{
  const f = (u: number) => 3 * u + 4; // f(u) = 3u + 4, from x = (u + 1)/2
  check([0, 1, 2.5, 7].every((x) => close(f(2 * x - 1), 6 * x + 1)) && f(5) === 19, 'F4');
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts: [CONCEPT],
        difficulty: 3,
        body: 'For all values of $x$, the function $f$ satisfies $f(2x - 1) = 6x + 1$. What is the value of $f(5)$?',
        hints: ['Which value of $x$ makes the input $2x - 1$ equal to $5$?'],
        superhints: ['Solve $2x - 1 = 5$, then substitute that $x$ into $6x + 1$.'],
      },
      m(19),
      [m(31), m(29), m(16)],
      nextLetter(),
      (l) =>
        `$2x - 1 = 5$ when $x = 3$, so $f(5) = 6(3) + 1 = 19$, choice ${l}. Substituting $x = 5$ into $6x + 1$ gives $31$, which is $f(9)$. (In fact $f(u) = 3u + 4$.)`,
    ),
  );
}

// F5. f(x) = ax^2 - 4 with f(3) = 14: a = 2, f(-2) = 4.
{
  const a = (14 + 4) / 9;
  const f = (x: number) => a * x * x - 4;
  check(a === 2 && f(3) === 14 && f(-2) === 4, 'F5');
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts: [CONCEPT],
        difficulty: 3,
        body: 'The function $f$ is defined by $f(x) = ax^2 - 4$, where $a$ is a constant. If $f(3) = 14$, what is the value of $f(-2)$?',
        hints: ['Use $f(3) = 14$ to find $a$ first.'],
        superhints: [
          '$a(3)^2 - 4 = 14$ gives $a$. Then evaluate $a(-2)^2 - 4$; the square of $-2$ is positive.',
        ],
      },
      m(4),
      [m(-12), m(12), m(-4)],
      nextLetter(),
      (l) =>
        `$9a - 4 = 14$, so $a = 2$ and $f(x) = 2x^2 - 4$. Then $f(-2) = 2(4) - 4 = 4$, choice ${l}.`,
    ),
  );
}

// F6. g(f(3)) from a table.
{
  const f = [0, 4, 1, 5, 3, 2];
  const g = [0, 3, 5, 2, 1, 4];
  const value = g[f[3]!]!;
  check(value === 4 && f[3] === 5, 'F6 table lookup');
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts: [CONCEPT],
        difficulty: 2,
        body: `The table gives selected values of the functions $f$ and $g$. $$\\begin{array}{c|ccccc} x & 1 & 2 & 3 & 4 & 5 \\\\ \\hline f(x) & ${f.slice(1).join(' & ')} \\\\ g(x) & ${g.slice(1).join(' & ')} \\end{array}$$ What is the value of $g(f(3))$?`,
        hints: ['Work from the inside out: find $f(3)$ first.'],
        superhints: ['Read $f(3)$ from the row of $f$, then use that number as the input of $g$.'],
      },
      m(value),
      [m(g[3]!), m(f[g[3]!]!), m(f[3]!)],
      nextLetter(),
      (l) =>
        `From the table, $f(3) = ${f[3]}$, and $g(${f[3]}) = ${value}$, so $g(f(3)) = ${value}$, choice ${l}.`,
    ),
  );
}

// F7. f(x) = x^2 - 5x and f(a) = 6: a = 6 or a = -1, sum 5.
{
  const f = (x: number) => x * x - 5 * x;
  check(f(6) === 6 && f(-1) === 6, 'F7 both inputs');
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts: [CONCEPT, 'quadratic-equations'],
        difficulty: 3,
        body: 'The function $f$ is defined by $f(x) = x^2 - 5x$. If $f(a) = 6$, what is the sum of all possible values of $a$?',
        hints: ['Write $f(a) = 6$ as an equation in $a$ and move everything to one side.'],
        superhints: ['$a^2 - 5a - 6 = 0$ factors. Find both values of $a$ and add them.'],
      },
      m(5),
      [m(6), m(-5), m(7)],
      nextLetter(),
      (l) =>
        `$a^2 - 5a = 6$ gives $(a - 6)(a + 1) = 0$, so $a = 6$ or $a = -1$, and the sum is $5$, choice ${l}. Check: $f(6) = 36 - 30 = 6$ and $f(-1) = 1 + 5 = 6$.`,
    ),
  );
}

// F8. F(C) = (9/5)C + 32 equals C at C = -40.
{
  const F = (c: number) => (9 / 5) * c + 32;
  check(close(F(-40), -40), 'F8 fixed point');
  out.push(
    numItem(
      {
        id: nextId(),
        concepts: [CONCEPT],
        difficulty: 3,
        body: 'A temperature of $C$ degrees Celsius is $F(C)$ degrees Fahrenheit, where $F(C) = \\frac{9}{5}C + 32$. For what value of $C$ is $F(C) = C$, so that the two scales show the same number?',
        hints: ['Set $\\frac{9}{5}C + 32$ equal to $C$ and solve.'],
        superhints: ['Subtract $C$ from both sides: $\\frac{4}{5}C + 32 = 0$.'],
      },
      frac(-40),
      [
        40, // a sign slip when moving the 32
        frac(32 * 9, 4), // used 5/9 in place of 9/5
        -32, // stopped at (4/5)C = -32
      ],
      '$\\frac{9}{5}C + 32 = C$ gives $\\frac{4}{5}C = -32$, so $C = -40$. Check: $\\frac{9}{5}(-40) + 32 = -72 + 32 = -40$.',
    ),
  );
}

// F9. f(x) = 3x + k with f(4) = 2f(1): 12 + k = 6 + 2k, k = 6.
{
  const k = 6;
  const f = (x: number) => 3 * x + k;
  check(f(4) === 2 * f(1), 'F9');
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts: [CONCEPT],
        difficulty: 3,
        body: 'The function $f$ is defined by $f(x) = 3x + k$, where $k$ is a constant. If $f(4) = 2f(1)$, what is the value of $k$?',
        hints: ['Write $f(4)$ and $f(1)$ in terms of $k$.'],
        superhints: ['$f(4) = 12 + k$ and $2f(1) = 2(3 + k)$. Set them equal.'],
      },
      m(k),
      [m(3), m(-6), m(2)],
      nextLetter(),
      (l) =>
        `$12 + k = 2(3 + k) = 6 + 2k$, so $k = 6$, choice ${l}. Check: $f(4) = 18$ and $f(1) = 9$.`,
    ),
  );
}

out.push(...levelFiveItems(nextId, nextLetter));
out.push(...functionContexts(nextId, nextLetter));
out.push(...compositionItems(nextId, nextLetter));
writeGeneratedQuestions('advanced-math', `${CONCEPT}.hard`, GEN, out);
