// The rated 4-5 templates of hard-function-notation.ts: the input of a composition (3), a
// difference f(x + 1) - f(x) (3), f(2a) from f(a) (3), a value built up from a step rule (3);
// a constant found through f(f(1)) (4), the solutions of f(f(x)) = 1 for a V-shaped f (5), two
// functions that commute (5), a second price with the same revenue (4, in context), and a value
// found backwards through a rule f(x) = 2f(x - 1) - 3 (4).
// Each key is computed one way and confirmed another: by the algebra of the template, then by
// evaluating the functions in code (compositions at the answer, a scan for every solution, a
// search over constants, or the rule applied forwards).
import { check, close } from '../lib/check.ts';
import { frac } from '../lib/fraction.ts';
import type { Letter } from '../lib/choices.ts';
import { agrees, m, mcItem, numItem } from './items.ts';
import { zerosOf } from './roots.ts';
import type { BankQuestion } from '../../schema.ts';

const CONCEPT = 'function-notation';

export function levelFiveItems(nextId: () => string, nextLetter: () => Letter): BankQuestion[] {
  const out: BankQuestion[] = [];

  // L1. f(x) = 2x + 3 and f(f(x)) = 29: 4x + 9 = 29, x = 5.
  {
    const f = (x: number) => 2 * x + 3;
    check(f(f(5)) === 29, 'L1');
    out.push(
      mcItem(
        {
          id: nextId(),
          concepts: [CONCEPT],
          difficulty: 3,
          body: 'The function $f$ is defined by $f(x) = 2x + 3$. For what value of $x$ is $f(f(x)) = 29$?',
          hints: ['Find an expression for $f(f(x))$ by putting $2x + 3$ into $f$.'],
          superhints: ['$f(f(x)) = 2(2x + 3) + 3$. Simplify, set it equal to $29$, and solve.'],
        },
        m(5),
        [m(13), m(59), m(61)],
        nextLetter(),
        (l) =>
          `$f(f(x)) = 2(2x + 3) + 3 = 4x + 9$, and $4x + 9 = 29$ gives $x = 5$, choice ${l}. Check: $f(5) = 13$ and $f(13) = 29$. ($13$ is the inner value, not $x$.)`,
      ),
    );
  }

  // L2. f(x) = x^2 - 2x: f(x + 1) - f(x) = 2x - 1.
  {
    const f = (x: number) => x * x - 2 * x;
    check(
      agrees([2, -1], (x) => f(x + 1) - f(x)),
      'L2',
    );
    for (const w of [
      [1, 0],
      [2, 1],
      [0, 1],
    ])
      check(!agrees(w, (x) => f(x + 1) - f(x)), 'L2 distractor');
    out.push(
      mcItem(
        {
          id: nextId(),
          concepts: [CONCEPT, 'equivalent-expressions'],
          difficulty: 3,
          body: 'The function $f$ is defined by $f(x) = x^2 - 2x$. Which of the following is equivalent to $f(x + 1) - f(x)$?',
          hints: [
            'Write $f(x + 1)$ by replacing each $x$ with $(x + 1)$, then subtract all of $f(x)$.',
          ],
          superhints: [
            '$f(x + 1) = (x + 1)^2 - 2(x + 1)$. Expand it, then subtract $x^2 - 2x$ term by term.',
          ],
        },
        m('2x - 1'),
        [m('x'), m('2x + 1'), m('1')],
        nextLetter(),
        (l) =>
          `$f(x + 1) = x^2 + 2x + 1 - 2x - 2 = x^2 - 1$. Then $f(x + 1) - f(x) = x^2 - 1 - x^2 + 2x = 2x - 1$, choice ${l}.`,
      ),
    );
  }

  // L3. f(x) = (2x + 1)/3 and f(a) = 5: a = 7, f(2a) = f(14) = 29/3.
  {
    const f = (x: number) => frac(2 * x + 1, 3);
    const a = 7;
    check(f(a).n === 5 && f(a).d === 1, 'L3 a');
    out.push(
      numItem(
        {
          id: nextId(),
          concepts: [CONCEPT],
          difficulty: 3,
          body: 'The function $f$ is defined by $f(x) = \\dfrac{2x + 1}{3}$. If $f(a) = 5$, what is the value of $f(2a)$?',
          hints: [
            'Find $a$ first from $f(a) = 5$.',
            '$f(2a)$ is not $2f(a)$: evaluate $f$ at the number $2a$.',
          ],
          superhints: ['$\\frac{2a + 1}{3} = 5$ gives $a$. Double it and substitute into $f$.'],
        },
        f(2 * a),
        [
          2 * 5, // doubled f(a)
          2 * a, // gave 2a, the input
          2 * (2 * a) + 1, // forgot to divide by 3
        ],
        '$\\frac{2a + 1}{3} = 5$ gives $2a + 1 = 15$ and $a = 7$. Then $f(14) = \\frac{28 + 1}{3} = \\frac{29}{3}$. (Doubling $f(a)$ would give $10$, which is wrong because $f$ adds a constant.)',
      ),
    );
  }

  // L4. f(x + 1) = f(x) + 2x + 1 and f(0) = 3: f(4) = 19 (f(x) = x^2 + 3).
  {
    let v = 3;
    for (let x = 0; x < 4; x++) v += 2 * x + 1;
    check(v === 19 && 4 * 4 + 3 === v, 'L4 by steps and by the closed form');
    out.push(
      mcItem(
        {
          id: nextId(),
          concepts: [CONCEPT],
          difficulty: 3,
          body: 'The function $f$ satisfies $f(0) = 3$ and $f(x + 1) = f(x) + 2x + 1$ for all values of $x$. What is the value of $f(4)$?',
          hints: [
            'Use the rule with $x = 0$ to find $f(1)$, then with $x = 1$ to find $f(2)$, and so on.',
          ],
          superhints: [
            '$f(1) = f(0) + 1$, $f(2) = f(1) + 3$, $f(3) = f(2) + 5$, $f(4) = f(3) + 7$.',
          ],
        },
        m(v),
        [m(12), m(11), m(27)],
        nextLetter(),
        (l) =>
          `$f(1) = 3 + 1 = 4$, $f(2) = 4 + 3 = 7$, $f(3) = 7 + 5 = 12$ and $f(4) = 12 + 7 = 19$, choice ${l}. (These are the values of $x^2 + 3$.)`,
      ),
    );
  }

  // L5. f(x) = x^2 + c, c > 0, and f(f(1)) = 11: (1 + c)^2 + c = 11, c = 2.
  {
    const cs: number[] = [];
    for (let i = 1; i <= 4000; i++) {
      const c = i / 100;
      if (close((1 + c) ** 2 + c, 11)) cs.push(c);
    }
    check(
      cs.length === 1 && cs[0] === 2 && (1 - 5) ** 2 - 5 === 11,
      'L5 search; c = -5 is the other root',
    );
    out.push(
      numItem(
        {
          id: nextId(),
          concepts: [CONCEPT, 'quadratic-equations'],
          difficulty: 4,
          body: 'The function $f$ is defined by $f(x) = x^2 + c$, where $c$ is a positive constant. If $f(f(1)) = 11$, what is the value of $c$?',
          hints: ['Find $f(1)$ in terms of $c$, then apply $f$ to that expression.'],
          superhints: [
            '$f(1) = 1 + c$, so $f(f(1)) = (1 + c)^2 + c$. Set it equal to $11$, expand into a quadratic in $c$, and keep the positive root.',
          ],
        },
        frac(2),
        [
          -5, // kept the negative root
          5, // a sign slip in the factors
          11 - 1, // set f(1) = 11, applying f only once
        ],
        '$f(1) = 1 + c$ and $f(1 + c) = (1 + c)^2 + c = c^2 + 3c + 1$. Setting this equal to $11$: $c^2 + 3c - 10 = 0$, so $(c + 5)(c - 2) = 0$. Since $c$ is positive, $c = 2$. Check: $f(1) = 3$ and $f(3) = 11$.',
      ),
    );
  }

  // L6. f(x) = |x - 2| and f(f(x)) = 1: |x - 2| = 3 or 1, four solutions.
  {
    const f = (x: number) => Math.abs(x - 2);
    const found = zerosOf((x) => f(f(x)) - 1, -20.0005, 20, 0.01);
    check(found.length === 4 && [-1, 1, 3, 5].every((x) => f(f(x)) === 1), 'L6 four solutions');
    out.push(
      mcItem(
        {
          id: nextId(),
          concepts: [CONCEPT, 'absolute-value'],
          difficulty: 5,
          body: 'The function $f$ is defined by $f(x) = |x - 2|$. How many values of $x$ satisfy $f(f(x)) = 1$?',
          hints: [
            'Let $u = f(x)$. First find every $u$ with $f(u) = 1$.',
            'Then, for each such $u$, find every $x$ with $f(x) = u$.',
          ],
          superhints: [
            '$|u - 2| = 1$ gives two values of $u$, both positive. Each equation $|x - 2| = u$ with $u > 0$ has two solutions.',
          ],
        },
        m(4),
        [m(2), m(3), m(1)],
        nextLetter(),
        (l) =>
          `$f(u) = 1$ means $|u - 2| = 1$, so $u = 1$ or $u = 3$. Then $|x - 2| = 1$ gives $x = 1$ or $x = 3$, and $|x - 2| = 3$ gives $x = -1$ or $x = 5$. That is $4$ values, choice ${l}. Check one: $f(5) = 3$ and $f(3) = 1$.`,
      ),
    );
  }

  // L7. f(x) = kx + 6 and g(x) = 2x + k commute: k^2 + 6 = 12 + k, k = 3 or k = -2.
  {
    const ks: number[] = [];
    for (let k = -50; k <= 50; k++) {
      const f = (x: number) => k * x + 6;
      const g = (x: number) => 2 * x + k;
      if ([-2, 0, 1, 5].every((x) => f(g(x)) === g(f(x)))) ks.push(k);
    }
    check(ks.join() === '-2,3', 'L7 search');
    out.push(
      numItem(
        {
          id: nextId(),
          concepts: [CONCEPT],
          difficulty: 5,
          body: 'The functions $f$ and $g$ are defined by $f(x) = kx + 6$ and $g(x) = 2x + k$, where $k$ is a constant. If $f(g(x)) = g(f(x))$ for all values of $x$, what is the sum of all possible values of $k$?',
          hints: [
            'Write both compositions as expressions in $x$ and $k$.',
            'Two linear expressions are equal for all $x$ when their slopes and their constants match.',
          ],
          superhints: [
            '$f(g(x)) = k(2x + k) + 6$ and $g(f(x)) = 2(kx + 6) + k$. The $x$-terms already match; set the constant terms equal and solve the quadratic in $k$.',
          ],
        },
        frac(ks[0]! + ks[1]!),
        [
          -(ks[0]! + ks[1]!), // a sign slip in the sum of the roots
          ks[1]! - ks[0]!, // subtracted the two values
          ks[0]! * ks[1]!, // multiplied the two values
        ],
        '$f(g(x)) = 2kx + k^2 + 6$ and $g(f(x)) = 2kx + 12 + k$. The $x$-terms agree, so we need $k^2 + 6 = 12 + k$, that is $k^2 - k - 6 = (k - 3)(k + 2) = 0$. So $k = 3$ or $k = -2$, and the sum is $1$.',
      ),
    );
  }

  // L8. R(p) = p(400 - 10p) is symmetric about p = 20: R(12) = R(28).
  {
    const R = (p: number) => p * (400 - 10 * p);
    const others: number[] = [];
    for (let p = 0; p <= 4000; p++) if (p !== 1200 && R(p / 100) === R(12)) others.push(p / 100);
    check(others.length === 1 && others[0] === 28, 'L8 the other price');
    out.push(
      mcItem(
        {
          id: nextId(),
          concepts: [CONCEPT, 'quadratic-functions'],
          difficulty: 4,
          body: 'A theater estimates that at a ticket price of $p$ dollars, its revenue from one show, in dollars, is $R(p) = p(400 - 10p)$. The revenue at a price of \\$12 is the same as the revenue at one other price. What is that other price, in dollars?',
          hints: [
            'Compute $R(12)$, then solve $R(p) = R(12)$.',
            'Or use symmetry: the graph of $R$ is a parabola, and equal outputs sit at equal distances from its vertex.',
          ],
          superhints: [
            'The zeros of $R$ are $p = 0$ and $p = 40$, so the vertex is at $p = 20$. A price as far above $20$ as $12$ is below it gives the same revenue.',
          ],
        },
        m(28),
        [m(20), m(32), m(40)],
        nextLetter(),
        (l) =>
          `The parabola $R(p) = p(400 - 10p)$ has zeros $0$ and $40$, so its axis is $p = 20$. The price $12$ is $8$ below $20$; the price $8$ above, $28$, gives the same revenue, choice ${l}. Check: $R(12) = 12(280) = 3{,}360$ and $R(28) = 28(120) = 3{,}360$.`,
      ),
    );
  }

  // L9. f(x) = 2f(x - 1) - 3 for integers x and f(5) = 67: backwards, f(4) = 35, f(3) = 19.
  {
    const back = (v: number) => (v + 3) / 2;
    const f3 = back(back(67));
    let forward = f3;
    for (let i = 0; i < 2; i++) forward = 2 * forward - 3;
    check(f3 === 19 && forward === 67, 'L9 forwards again');
    out.push(
      mcItem(
        {
          id: nextId(),
          concepts: [CONCEPT],
          difficulty: 4,
          body: 'For every integer $x$, the function $f$ satisfies $f(x) = 2f(x - 1) - 3$. If $f(5) = 67$, what is the value of $f(3)$?',
          hints: [
            'Use the rule with $x = 5$: it connects $f(5)$ and $f(4)$.',
            'Solve for the earlier value each time.',
          ],
          superhints: ['$67 = 2f(4) - 3$ gives $f(4)$. Then $f(4) = 2f(3) - 3$ gives $f(3)$.'],
        },
        m(f3),
        [m(35), m(131), m(17)],
        nextLetter(),
        (l) =>
          `$67 = 2f(4) - 3$, so $f(4) = 35$; $35 = 2f(3) - 3$, so $f(3) = 19$, choice ${l}. Check forwards: $2(19) - 3 = 35$ and $2(35) - 3 = 67$. (Applying the rule forwards from $67$ gives $131$, which is $f(6)$.)`,
      ),
    );
  }
  return out;
}
