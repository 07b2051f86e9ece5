// Real-world templates appended to hard-polynomial-functions.ts and radicals-and-exponents.ts,
// which had few items in context: a box's dimensions from its volume (3), a factored profit (3),
// a track's height (2); a pendulum's length quadrupled (3), a wave's depth from its speed (3), a
// sphere's volume multiplied by 8 (3), a growth rate from two years of interest (3).
// Each key is computed one way and confirmed another: the box's side by a scan for every real
// root of the cubic, the profit's factors as an identity at several values, the ratios and rates
// by evaluating the formulas at the answer.
import { check, close } from '../lib/check.ts';
import { frac, fracTex, terminatingDecimal } from '../lib/fraction.ts';
import type { Letter } from '../lib/choices.ts';
import { evalPoly } from './polynomials.ts';
import { agrees, feItem, m, mcItem, numItem } from './items.ts';
import { scanRoots } from './roots.ts';
import type { BankQuestion } from '../../schema.ts';

type Next = () => string;

export function polynomialContexts(nextId: Next, nextLetter: () => Letter): BankQuestion[] {
  const concepts = ['polynomial-functions'];
  const out: BankQuestion[] = [];
  const box = [1, 5, 4, -84];
  const roots = scanRoots(box);
  check(roots.length === 1 && close(roots[0]!, 3, 1e-2) && evalPoly(box, 3) === 0, 'box side');
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts,
        difficulty: 3,
        body: 'A storage box is $x$ centimeters high, $(x + 1)$ centimeters wide and $(x + 4)$ centimeters long, so its volume, in cubic centimeters, is $V(x) = x(x + 1)(x + 4)$. If the volume of the box is $84$ cubic centimeters, what is the value of $x$?',
        hints: [
          'Set $x(x + 1)(x + 4)$ equal to $84$.',
          'Try small whole numbers: the three dimensions must multiply to $84$.',
        ],
        superhints: [
          'Test each choice in $x(x + 1)(x + 4)$, or look for three numbers of the form $x$, $x + 1$, $x + 4$ whose product is $84$.',
        ],
      },
      m(3),
      [m(4), m(7), m(2)],
      nextLetter(),
      (l) =>
        `$V(3) = 3 \\cdot 4 \\cdot 7 = 84$, choice ${l}. $V(x)$ grows as $x$ grows, so no other positive $x$ works ($V(2) = 36$ and $V(4) = 160$).`,
    ),
  );
  const profit = [1, -12, 45, -50];
  check(
    agrees(profit, (x) => (x - 2) * (x - 5) ** 2),
    'profit factored',
  );
  for (const w of [
    (x: number) => (x + 2) * (x - 5) ** 2,
    (x: number) => (x - 2) * (x + 5) ** 2,
    (x: number) => (x - 2) * (x * x - 10 * x - 25),
  ])
    check(!agrees(profit, w), 'profit distractor');
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts,
        difficulty: 3,
        body: 'A company models its profit, in thousands of dollars, from selling $x$ thousand units as $P(x) = x^3 - 12x^2 + 45x - 50$. The model gives a profit of zero when $x = 2$. Which of the following is equivalent to $P(x)$?',
        hints: [
          '$P(2) = 0$, so $x - 2$ is a factor of $P(x)$.',
          'Divide $P(x)$ by $x - 2$ and factor the quadratic that remains.',
        ],
        superhints: [
          'Synthetic division by $x - 2$ gives the quotient $x^2 - 10x + 25$. Is that a perfect square?',
        ],
      },
      m('(x - 2)(x - 5)^2'),
      [m('(x + 2)(x - 5)^2'), m('(x - 2)(x + 5)^2'), m('(x - 2)(x^2 - 10x - 25)')],
      nextLetter(),
      (l) =>
        `Dividing by $x - 2$: $P(x) = (x - 2)(x^2 - 10x + 25) = (x - 2)(x - 5)^2$, choice ${l}. Check at $x = 0$: $(-2)(25) = -50 = P(0)$.`,
    ),
  );
  const h = (x: number) => 0.01 * x ** 3 - 0.3 * x ** 2 + 2 * x + 30;
  check(close(h(10), 30) && 10 - 30 + 20 + 30 === 30, 'track height');
  out.push(
    feItem(
      {
        id: nextId(),
        concepts,
        difficulty: 2,
        body: 'The height, in feet, of a roller coaster track above the ground at a horizontal distance of $x$ feet from the start is modeled by $h(x) = 0.01x^3 - 0.3x^2 + 2x + 30$ for $0 \\le x \\le 30$. What is the height of the track, in feet, at a horizontal distance of $10$ feet from the start?',
        hints: ['Substitute $10$ for $x$ in every term.'],
        superhints: [
          '$10^3 = 1{,}000$ and $10^2 = 100$. Multiply by the coefficients, then add the four terms.',
        ],
      },
      frac(30),
      '$h(10) = 0.01(1{,}000) - 0.3(100) + 2(10) + 30 = 10 - 30 + 20 + 30 = 30$ feet.',
    ),
  );
  return out;
}

export function radicalContexts(nextId: Next, nextLetter: () => Letter): BankQuestion[] {
  const concepts = ['radicals-and-exponents'];
  const out: BankQuestion[] = [];
  const T = (L: number) => 2 * Math.sqrt(L);
  check(
    [0.5, 1, 3].every((L) => close(T(4 * L) / T(L), 2)),
    'pendulum ratio',
  );
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts,
        difficulty: 3,
        body: 'The time $T$, in seconds, for one swing of a pendulum of length $L$ meters is approximately $T = 2\\sqrt{L}$. If the length of a pendulum is multiplied by $4$, what happens to the time for one swing?',
        hints: ['Compare $2\\sqrt{4L}$ with $2\\sqrt{L}$.'],
        superhints: ['$\\sqrt{4L} = \\sqrt{4} \\cdot \\sqrt{L}$. What is $\\sqrt{4}$?'],
      },
      'It is multiplied by $2$.',
      ['It is multiplied by $4$.', 'It is multiplied by $8$.', 'It is multiplied by $16$.'],
      nextLetter(),
      (l) =>
        `$2\\sqrt{4L} = 2 \\cdot 2\\sqrt{L} = 2T$: the time is multiplied by $2$, choice ${l}.`,
    ),
  );
  const depth = 24 ** 2 / 32;
  check(depth === 18 && close(Math.sqrt(32 * depth), 24), 'wave depth');
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts,
        difficulty: 3,
        body: 'In shallow water, the speed $v$, in feet per second, of a wave is approximately $v = \\sqrt{32d}$, where $d$ is the depth of the water in feet. At what depth, in feet, is the speed of a wave $24$ feet per second?',
        hints: ['Substitute $24$ for $v$ and square both sides.'],
        superhints: ['$24^2 = 32d$. Compute $24^2$ and divide by $32$.'],
      },
      m(depth),
      [m(0.75), m(27), m(12)],
      nextLetter(),
      (l) =>
        `$24 = \\sqrt{32d}$ gives $576 = 32d$, so $d = 18$, choice ${l}. Check: $\\sqrt{32 \\cdot 18} = \\sqrt{576} = 24$.`,
    ),
  );
  const ratio = (k: number) => Math.cbrt(k) ** 2;
  const V = (r: number) => (4 / 3) * Math.PI * r ** 3;
  const S = (r: number) => 4 * Math.PI * r ** 2;
  check(
    close(ratio(8), 4) && close(V(2 * 1.3) / V(1.3), 8) && close(S(2 * 1.3) / S(1.3), 4),
    'sphere',
  );
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts,
        difficulty: 3,
        body: 'A weather balloon is a sphere. Its surface area is $S = 4\\pi r^2$ and its volume is $V = \\frac{4}{3}\\pi r^3$, where $r$ is its radius. When the balloon is inflated further, its volume is multiplied by $8$. By what factor is its surface area multiplied?',
        hints: ['First find how the radius changes when the volume is multiplied by $8$.'],
        superhints: [
          '$V$ depends on $r^3$, so the radius is multiplied by $\\sqrt[3]{8}$. Then $S$ depends on $r^2$.',
        ],
      },
      m(4),
      [m(8), m(2), m(64)],
      nextLetter(),
      (l) =>
        `Multiplying $V$ by $8$ multiplies $r^3$ by $8$, so $r$ is multiplied by $\\sqrt[3]{8} = 2$. Then $r^2$, and so $S$, is multiplied by $2^2 = 4$, choice ${l}.`,
    ),
  );
  const rate = frac(3, 50);
  check(close(2500 * (1 + 0.06) ** 2, 2809), 'interest rate');
  out.push(
    numItem(
      {
        id: nextId(),
        concepts,
        difficulty: 3,
        body: 'An amount of \\$2,500 is deposited in an account that earns interest at an annual rate $r$, compounded once a year, so that after $2$ years the balance is $2{,}500(1 + r)^2$ dollars. If the balance after $2$ years is \\$2,809, what is the value of $r$?',
        hints: ['Divide both sides by $2{,}500$, then undo the square.'],
        superhints: [
          '$(1 + r)^2 = \\frac{2{,}809}{2{,}500}$. The square root of $2{,}809$ is $53$.',
        ],
      },
      rate,
      [
        frac(309, 5000), // halved the two-year growth, ignoring compounding
        frac(309, 2500), // gave the two-year growth
        frac(53, 50), // stopped at 1 + r
      ],
      '$(1 + r)^2 = \\frac{2{,}809}{2{,}500}$, so $1 + r = \\frac{53}{50} = 1.06$ (a rate is positive) and $r = 0.06$, which is $6\\%$.',
      (v) => terminatingDecimal(v) ?? fracTex(v),
    ),
  );
  return out;
}
