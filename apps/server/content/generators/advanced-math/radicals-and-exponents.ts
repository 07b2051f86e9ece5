// Generates questions/advanced-math/radicals-and-exponents.generated.yaml (issue 39): the
// g-series of radicals and exponents. Templates: a radical simplified (rated 3); a quotient of
// radicals as one rational power (3); a speed formula with a square root (3, in context); a
// power of a product with a negative fractional exponent (3); an exponent found from a
// quadratic (3); Kepler's third law (3, in context); an equation in powers of 2 and sqrt(2) (4).
// The templates first rated 5 (4 after the 2026-11-29 blind pass) are in
// radicals-and-exponents-level5.ts; last, in two-conditions.ts, the k that leaves an exponential
// equation one solution (5, the author's).
// Each key is computed one way and confirmed another: every rewritten expression is compared with
// the original at several values of the variables (and every distractor shown to differ); every
// equation's solution is substituted into the original equation numerically.
// Run: cd apps/server && npx tsx content/generators/advanced-math/radicals-and-exponents.ts
import { writeGeneratedQuestions } from '../lib/write.ts';
import { check, close } from '../lib/check.ts';
import { frac } from '../lib/fraction.ts';
import { letterCycle } from '../lib/choices.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import { m, mcItem, numItem } from './items.ts';
import { levelFiveItems } from './radicals-and-exponents-level5.ts';
import { radicalContexts } from './contexts-polynomials-radicals.ts';
import { exponentParameterItems } from './two-conditions.ts';
import type { BankQuestion } from '../../schema.ts';

const CONCEPT = 'radicals-and-exponents';
const GEN = 'generators/advanced-math/radicals-and-exponents.ts';
const nextId = generatedIds(CONCEPT, 'g');
const nextLetter = letterCycle(0);
const out: BankQuestion[] = [];
type Fn = (x: number, y: number) => number;
const POINTS = [
  [1.5, 2],
  [2, 0.5],
  [3.7, 1.3],
];
/** The correct form agrees with the original at every point; every distractor differs somewhere. */
const confirm = (original: Fn, right: Fn, wrong: Fn[], label: string) => {
  check(
    POINTS.every(([x, y]) => close(original(x!, y!), right(x!, y!))),
    `${label} agrees`,
  );
  for (const w of wrong)
    check(!POINTS.every(([x, y]) => close(original(x!, y!), w(x!, y!))), `${label} distractor`);
};

// A1. sqrt(72x^3) = 6x sqrt(2x).
confirm(
  (x) => Math.sqrt(72 * x ** 3),
  (x) => 6 * x * Math.sqrt(2 * x),
  [(x) => 36 * x * Math.sqrt(2 * x), (x) => 6 * x * x * Math.sqrt(2), (x) => 6 * Math.sqrt(2 * x)],
  'A1',
);
out.push(
  mcItem(
    {
      id: nextId(),
      concepts: [CONCEPT],
      difficulty: 3,
      body: 'For $x > 0$, which of the following is equivalent to $\\sqrt{72x^3}$?',
      hints: [
        'Split $72x^3$ into a perfect square times what is left over.',
        'The largest perfect square that divides $72$ is $36$, and $x^3 = x^2 \\cdot x$.',
      ],
      superhints: [
        '$\\sqrt{72x^3} = \\sqrt{36x^2} \\cdot \\sqrt{2x}$. Take the square root of the perfect-square factor.',
      ],
    },
    m('6x\\sqrt{2x}'),
    [m('36x\\sqrt{2x}'), m('6x^2\\sqrt{2}'), m('6\\sqrt{2x}')],
    nextLetter(),
    (l) =>
      `$72x^3 = 36x^2 \\cdot 2x$, and $\\sqrt{36x^2} = 6x$ for $x > 0$, so $\\sqrt{72x^3} = 6x\\sqrt{2x}$, choice ${l}.`,
  ),
);

// A2. cbrt(x^5) / sqrt(x) = x^(5/3 - 1/2) = x^(7/6).
confirm(
  (x) => Math.cbrt(x ** 5) / Math.sqrt(x),
  (x) => x ** (7 / 6),
  [(x) => x ** (5 / 6), (x) => x ** (13 / 6), (x) => x ** (10 / 3)],
  'A2',
);
out.push(
  mcItem(
    {
      id: nextId(),
      concepts: [CONCEPT],
      difficulty: 3,
      body: 'For $x > 0$, which of the following is equivalent to $\\dfrac{\\sqrt[3]{x^5}}{\\sqrt{x}}$?',
      hints: [
        'Write each radical as a power of $x$ with a fractional exponent.',
        'Dividing powers of the same base subtracts the exponents.',
      ],
      superhints: [
        '$\\sqrt[3]{x^5} = x^{\\frac{5}{3}}$ and $\\sqrt{x} = x^{\\frac{1}{2}}$. Subtract the exponents over a common denominator.',
      ],
    },
    m('x^{\\frac{7}{6}}'),
    [m('x^{\\frac{5}{6}}'), m('x^{\\frac{13}{6}}'), m('x^{\\frac{10}{3}}')],
    nextLetter(),
    (l) =>
      `$\\frac{x^{\\frac{5}{3}}}{x^{\\frac{1}{2}}} = x^{\\frac{5}{3} - \\frac{1}{2}} = x^{\\frac{10}{6} - \\frac{3}{6}} = x^{\\frac{7}{6}}$, choice ${l}. Adding the exponents gives $x^{\\frac{13}{6}}$, which would be the product.`,
  ),
);

// A3. v = 8 sqrt(h): the height for a given speed.
{
  const [k, v] = [8, 40];
  const h = (v / k) ** 2;
  check(close(k * Math.sqrt(h), v), 'A3 substituted');
  out.push(
    numItem(
      {
        id: nextId(),
        concepts: [CONCEPT],
        difficulty: 3,
        body: `An object dropped from a height of $h$ feet hits the ground at a speed of about $v = ${k}\\sqrt{h}$ feet per second. According to this formula, from what height, in feet, must an object be dropped to hit the ground at $${v}$ feet per second?`,
        hints: [
          `Substitute $${v}$ for $v$ and isolate the square root.`,
          'Undo a square root by squaring both sides.',
        ],
        superhints: [`$${v} = ${k}\\sqrt{h}$ gives $\\sqrt{h} = ${v / k}$. Square both sides.`],
      },
      frac(h),
      [
        v / k, // stopped at the square root of h
        (v * v) / k, // squared v but divided by k, not k^2
        v * v, // squared v and left out k
      ],
      `$${v} = ${k}\\sqrt{h}$, so $\\sqrt{h} = ${v / k}$ and $h = ${v / k}^2 = ${h}$ feet. Check: $${k}\\sqrt{${h}} = ${k} \\cdot ${v / k} = ${v}$.`,
    ),
  );
}

// A4. (16x^8 y^-4)^(-3/4) = y^3 / (8x^6).
confirm(
  (x, y) => (16 * x ** 8 * y ** -4) ** (-3 / 4),
  (x, y) => y ** 3 / (8 * x ** 6),
  [
    (x, y) => (8 * x ** 6) / y ** 3,
    (x, y) => y ** 3 / (12 * x ** 6),
    (x, y) => -12 * x ** 6 * y ** 3,
  ],
  'A4',
);
out.push(
  mcItem(
    {
      id: nextId(),
      concepts: [CONCEPT],
      difficulty: 3,
      body: 'For $x > 0$ and $y > 0$, which of the following is equivalent to $\\left(16x^8y^{-4}\\right)^{-\\frac{3}{4}}$?',
      hints: [
        'Raise each factor inside the parentheses to the power $-\\frac{3}{4}$ separately.',
        'A negative exponent means a reciprocal; a fractional exponent $\\frac{3}{4}$ means the fourth root, cubed.',
      ],
      superhints: [
        '$16^{-\\frac{3}{4}} = \\frac{1}{(\\sqrt[4]{16})^3}$, $\\left(x^8\\right)^{-\\frac{3}{4}} = x^{-6}$ and $\\left(y^{-4}\\right)^{-\\frac{3}{4}} = y^{3}$. Put the negative powers in the denominator.',
      ],
    },
    m('\\dfrac{y^3}{8x^6}'),
    [m('\\dfrac{8x^6}{y^3}'), m('\\dfrac{y^3}{12x^6}'), m('-12x^6y^3')],
    nextLetter(),
    (l) =>
      `$16^{-\\frac{3}{4}} = \\frac{1}{2^3} = \\frac{1}{8}$, $x^{8 \\cdot (-\\frac{3}{4})} = x^{-6}$ and $y^{-4 \\cdot (-\\frac{3}{4})} = y^3$. Together, $\\frac{y^3}{8x^6}$, choice ${l}. Multiplying $16$ by $-\\frac{3}{4}$ instead of raising it to that power gives the $12$.`,
  ),
);

// A5. (x^a)^a / x^(2a) = x^8 with a > 0: a^2 - 2a - 8 = 0, a = 4.
{
  const a = 4;
  check(a * a - 2 * a === 8 && (-2) ** 2 - 2 * -2 === 8, 'A5 the two roots are 4 and -2');
  check(close((1.7 ** a) ** a / 1.7 ** (2 * a), 1.7 ** 8), 'A5 substituted');
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts: [CONCEPT, 'quadratic-equations'],
        difficulty: 3,
        body: 'For all $x > 0$, $\\dfrac{\\left(x^{a}\\right)^{a}}{x^{2a}} = x^{8}$, where $a$ is a positive constant. What is the value of $a$?',
        hints: [
          'Simplify the left side to a single power of $x$.',
          'Two powers of the same base are equal for every $x > 0$ only if their exponents are equal.',
        ],
        superhints: [
          '$\\left(x^a\\right)^a = x^{a^2}$, so the left side is $x^{a^2 - 2a}$. Set $a^2 - 2a = 8$, solve the quadratic, and keep the positive root.',
        ],
      },
      m(a),
      [m(2), m(8), m(-2)],
      nextLetter(),
      (l) =>
        `The left side is $x^{a^2 - 2a}$, so $a^2 - 2a = 8$, $(a - 4)(a + 2) = 0$, and $a = 4$ or $a = -2$. Since $a$ is positive, $a = 4$, choice ${l}.`,
    ),
  );
}

// A6. Kepler's third law T^2 = r^3: r four times as large makes T 4^(3/2) = 8 times as long.
{
  const ratio = 4;
  const T = Math.sqrt(ratio ** 3);
  check(T === 8 && close(T ** 2, ratio ** 3), 'A6 period ratio');
  out.push(
    mcItem(
      {
        id: nextId(),
        concepts: [CONCEPT],
        difficulty: 3,
        body: `For planets orbiting the same star, the time $T$ for one orbit and the average distance $r$ from the star satisfy $T = kr^{\\frac{3}{2}}$, where $k$ is a constant. Planet X is on average $${ratio}$ times as far from the star as planet Y. The time planet X takes for one orbit is how many times the time planet Y takes?`,
        hints: [
          'Write $T$ for each planet, with $r$ for planet Y and $4r$ for planet X, and divide.',
          'The constant $k$ and the power of $r$ cancel in the ratio.',
        ],
        superhints: [
          `The ratio is $\\frac{k(${ratio}r)^{\\frac{3}{2}}}{kr^{\\frac{3}{2}}} = ${ratio}^{\\frac{3}{2}}$. Evaluate it as $\\left(\\sqrt{${ratio}}\\right)^3$.`,
        ],
      },
      m(T),
      [m(6), m(16), m(64)],
      nextLetter(),
      (l) =>
        `$\\frac{T_X}{T_Y} = \\frac{k(${ratio}r)^{\\frac{3}{2}}}{kr^{\\frac{3}{2}}} = ${ratio}^{\\frac{3}{2}} = \\left(\\sqrt{${ratio}}\\right)^3 = 2^3 = ${T}$, choice ${l}. Multiplying $${ratio}$ by $\\frac{3}{2}$ gives $6$, and $${ratio}^3 = 64$ forgets the square root.`,
    ),
  );
}

// A7. (sqrt 2)^x * 4^(x + 1) = 32 sqrt 2: x/2 + 2x + 2 = 11/2, x = 7/5.
{
  const x = frac(7, 5);
  const xv = x.n / x.d;
  check(close(Math.SQRT2 ** xv * 4 ** (xv + 1), 32 * Math.SQRT2), 'A7 substituted');
  out.push(
    numItem(
      {
        id: nextId(),
        concepts: [CONCEPT],
        difficulty: 4,
        body: 'What value of $x$ satisfies the equation $\\left(\\sqrt{2}\\right)^{x} \\cdot 4^{x + 1} = 32\\sqrt{2}$?',
        hints: [
          'Write every number in the equation as a power of $2$.',
          '$\\sqrt{2} = 2^{\\frac{1}{2}}$ and $4 = 2^2$.',
        ],
        superhints: [
          'The left side is $2^{\\frac{x}{2}} \\cdot 2^{2x + 2}$ and the right side is $2^5 \\cdot 2^{\\frac{1}{2}}$. Add the exponents on each side and set them equal.',
        ],
      },
      x,
      [
        frac(11, 5), // left out the 2 from 4^(x + 1) = 2^(2x + 2)
        frac(7, 6), // wrote the square root of 2 to the x as 2^x
        frac(9, 5), // wrote 4^(x + 1) as 2^(2x + 1)
      ],
      'The left side is $2^{\\frac{x}{2} + 2x + 2}$ and the right side is $2^{\\frac{11}{2}}$. So $\\frac{5x}{2} + 2 = \\frac{11}{2}$, $\\frac{5x}{2} = \\frac{7}{2}$, and $x = \\frac{7}{5}$.',
    ),
  );
}

out.push(...levelFiveItems(nextId, nextLetter));
out.push(...radicalContexts(nextId, nextLetter));
out.push(...exponentParameterItems(nextId, nextLetter));
writeGeneratedQuestions('advanced-math', CONCEPT, GEN, out);
