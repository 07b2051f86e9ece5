// Real-world templates appended to equivalent-expressions.ts, hard-function-notation.ts and
// hard-absolute-value.ts, which had few items in context: two phone lines (2), a picture frame's
// area (3), two products' revenue (3); a tank draining (2), profit as revenue minus cost (2), a
// bonus after tax (3); two guesses equally far from a price (3), a robot within a distance (4).
// Each key is computed one way and confirmed another: rewritten expressions at several values,
// function values by evaluating the functions in code, and the absolute-value answers by
// scanning for zeros or measuring the allowed time on a grid.
import { check, close } from '../lib/check.ts';
import { frac } from '../lib/fraction.ts';
import type { Letter } from '../lib/choices.ts';
import { agrees, feItem, m, mcItem, numItem } from './items.ts';
import { poly } from './polynomials.ts';
import { zerosOf } from './roots.ts';
import type { BankQuestion } from '../../schema.ts';

type Next = () => string;

export function expressionContexts(nextId: Next, nextLetter: () => Letter): BankQuestion[] {
  const concepts = ['equivalent-expressions'];
  const out: BankQuestion[] = [];
  check(
    agrees([0.1, 55], (x) => 2 * (20 + 0.05 * x) + 15),
    'phone lines',
  );
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts,
        difficulty: 2,
        body: 'A phone line costs $20 + 0.05m$ dollars a month, where $m$ is the number of minutes used. A family has two lines, each used for $m$ minutes, and pays a \\$15 monthly fee for the account. Which of the following is equivalent to the family’s monthly cost, $2(20 + 0.05m) + 15$?',
        hints: ['Distribute the $2$ to both terms in the parentheses, then add the fee.'],
        superhints: [
          '$2 \\cdot 20$ and $2 \\cdot 0.05m$ are the two products; the $15$ joins the constant.',
        ],
      },
      m('55 + 0.1m'),
      [m('35 + 0.1m'), m('55 + 0.05m'), m('40 + 0.1m')],
      nextLetter(),
      (l) => `$2(20 + 0.05m) + 15 = 40 + 0.1m + 15 = 55 + 0.1m$, choice ${l}.`,
    ),
  );
  check(
    agrees([14, 24], (x) => (2 * x + 6) * (x + 4) - 2 * x * x),
    'frame',
  );
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts,
        difficulty: 3,
        body: 'A framed picture is a rectangle $(2x + 6)$ inches wide and $(x + 4)$ inches tall. The picture inside the frame is $2x$ inches wide and $x$ inches tall. Which expression gives the area, in square inches, of the frame alone?',
        hints: ['Subtract the area of the picture from the area of the whole framed rectangle.'],
        superhints: ['Expand $(2x + 6)(x + 4)$, then subtract $2x \\cdot x$.'],
      },
      m('14x + 24'),
      [m('2x^2 + 14x + 24'), m('x + 10'), m('10x + 24')],
      nextLetter(),
      (l) =>
        `$(2x + 6)(x + 4) = 2x^2 + 14x + 24$, and the picture covers $2x^2$, so the frame's area is $14x + 24$, choice ${l}.`,
    ),
  );
  const total = [-16, 770, 1500];
  check(
    agrees(total, (p) => p * (500 - 10 * p) + (p + 5) * (300 - 6 * p)),
    'two products',
  );
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts,
        difficulty: 3,
        body: 'A shop sells $(500 - 10p)$ notebooks at $p$ dollars each and $(300 - 6p)$ binders at $(p + 5)$ dollars each. Which of the following is equivalent to the total revenue, in dollars, $p(500 - 10p) + (p + 5)(300 - 6p)$?',
        hints: ['Expand each product separately, then combine like terms.'],
        superhints: [
          '$(p + 5)(300 - 6p)$ has four products: $300p$, $-6p^2$, $1{,}500$ and $-30p$.',
        ],
      },
      m(poly(total, 'p')),
      [m(poly([-16, 800, 1500], 'p')), m(poly([-16, 770, 0], 'p')), m(poly([-4, 770, 1500], 'p'))],
      nextLetter(),
      (l) =>
        `$p(500 - 10p) = 500p - 10p^2$ and $(p + 5)(300 - 6p) = 300p - 6p^2 + 1{,}500 - 30p$. Adding, $${poly(total, 'p')}$, choice ${l}.`,
    ),
  );
  return out;
}

export function functionContexts(nextId: Next, nextLetter: () => Letter): BankQuestion[] {
  const concepts = ['function-notation'];
  const out: BankQuestion[] = [];
  const W = (t: number) => 500 - 20 * t;
  check(W(16) === 180, 'tank');
  out.push(
    feItem(
      {
        id: nextId(),
        concepts,
        difficulty: 2,
        body: 'The amount of water, in gallons, left in a tank $t$ minutes after it starts to drain is $W(t) = 500 - 20t$. For what value of $t$ is $W(t) = 180$?',
        hints: ['Set $500 - 20t$ equal to $180$ and solve for $t$.'],
        superhints: [
          'Subtract $180$ from $500$ to see how many gallons have drained, then divide by the rate.',
        ],
      },
      frac(16),
      '$500 - 20t = 180$ gives $20t = 320$, so $t = 16$ minutes. Check: $W(16) = 500 - 320 = 180$.',
    ),
  );
  const R = (x: number) => 25 * x;
  const C = (x: number) => 8 * x + 350;
  check(R(40) - C(40) === 330, 'profit');
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts,
        difficulty: 2,
        body: 'A food truck sells $x$ meals in a day. Its revenue is $R(x) = 25x$ dollars and its cost is $C(x) = 8x + 350$ dollars. The profit is $P(x) = R(x) - C(x)$. What is the value of $P(40)$?',
        hints: ['Find $R(40)$ and $C(40)$ separately, then subtract.'],
        superhints: [
          '$R(40) = 25 \\cdot 40$ and $C(40) = 8 \\cdot 40 + 350$. Subtract all of $C(40)$.',
        ],
      },
      m(330),
      [m(1030), m(670), m(-30)],
      nextLetter(),
      (l) =>
        `$R(40) = 1{,}000$ and $C(40) = 320 + 350 = 670$, so $P(40) = 1{,}000 - 670 = 330$, choice ${l}.`,
    ),
  );
  const B = (s: number) => 0.05 * s;
  const T = (b: number) => 0.8 * b;
  check(close(T(B(15000)), 600), 'bonus');
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts,
        difficulty: 3,
        body: 'A salesperson earns a bonus of $B(s) = 0.05s$ dollars on sales of $s$ dollars. After taxes, a bonus of $b$ dollars is worth $T(b) = 0.8b$ dollars. If $T(B(s)) = 600$, what were the sales $s$, in dollars?',
        hints: ['Write $T(B(s))$ as a single expression in $s$.'],
        superhints: ['$T(B(s)) = 0.8(0.05s)$. Multiply the two rates, then solve for $s$.'],
      },
      m('15{,}000'),
      [m('750'), m('12{,}000'), m('9{,}600')],
      nextLetter(),
      (l) =>
        `$T(B(s)) = 0.8(0.05s) = 0.04s$, and $0.04s = 600$ gives $s = 15{,}000$, choice ${l}. Check: the bonus is $750$ and $0.8(750) = 600$.`,
    ),
  );
  return out;
}

export function absoluteValueContexts(nextId: Next, nextLetter: () => Letter): BankQuestion[] {
  const concepts = ['absolute-value'];
  const out: BankQuestion[] = [];
  const zeros = zerosOf((p) => Math.abs(84 - p) - Math.abs(110 - p), 0.0005, 200, 0.01);
  check(zeros.length === 1 && close(zeros[0]!, 97, 1e-2), 'price');
  out.push(
    numItem(
      {
        id: nextId(),
        concepts,
        difficulty: 3,
        body: 'In a game, two players guess the price $p$, in dollars, of a bicycle. One guesses \\$84 and the other guesses \\$110. Both guesses turn out to be the same distance from the actual price, so $|84 - p| = |110 - p|$, and the guesses are different. What is the price of the bicycle, in dollars?',
        hints: [
          'Two different numbers are the same distance from $p$ only if $p$ is halfway between them.',
        ],
        superhints: ['Solve $84 - p = -(110 - p)$, or take the average of the two guesses.'],
      },
      frac(97),
      [
        (110 - 84) / 2, // half the distance between the guesses
        110 - 84, // the distance between the guesses
        84 + 110, // added the guesses without halving
      ],
      'Since the guesses differ, $84 - p = -(110 - p)$, so $2p = 194$ and $p = 97$, the midpoint of the guesses. Check: $|84 - 97| = 13 = |110 - 97|$.',
    ),
  );
  let inside = 0;
  for (let i = 0; i < 20000; i++) if (Math.abs(3 * ((i + 0.5) / 1000) - 12) <= 6) inside += 0.001;
  check(close(inside, 4, 1e-6), 'robot');
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts,
        difficulty: 4,
        body: 'A delivery robot moves along a straight street. Its position, in meters, relative to a café $t$ seconds after it starts is $3t - 12$ (negative positions are before the café). For how many seconds is the robot within $6$ meters of the café?',
        hints: ['Within $6$ meters means $|3t - 12| \\le 6$.'],
        superhints: [
          'Rewrite as $-6 \\le 3t - 12 \\le 6$ and solve for $t$. The length of the interval is the answer.',
        ],
      },
      m(4),
      [m(6), m(2), m(12)],
      nextLetter(),
      (l) =>
        `$|3t - 12| \\le 6$ means $-6 \\le 3t - 12 \\le 6$, so $6 \\le 3t \\le 18$ and $2 \\le t \\le 6$: $4$ seconds, choice ${l}.`,
    ),
  );
  return out;
}
