// The identity templates of equivalent-expressions.ts (rated 4 after the 2026-11-29 blind
// pass): x + 1/x and its powers (E6), and the sum of the coefficients of a polynomial rewritten
// in powers of (x - h) (E7).
import { check, close } from '../lib/check.ts';
import { frac } from '../lib/fraction.ts';
import type { Letter } from '../lib/choices.ts';
import { choicesFrom } from '../lib/numeric-item.ts';
import { evalPoly, factor, poly } from './polynomials.ts';
import { agrees, feItem, m, mcItem } from './items.ts';
import type { BankQuestion } from '../../schema.ts';

const CONCEPT = 'equivalent-expressions';

export function identityItems(nextId: () => string, nextLetter: () => Letter): BankQuestion[] {
  const out: BankQuestion[] = [];
  // E6. x + 1/x = s and its powers, each confirmed from the root x of x^2 - sx + 1 = 0.
  {
    const root = (s: number) => (s + Math.sqrt(s * s - 4)) / 2;
    const s1 = 5;
    const x1 = root(s1);
    const k1 = s1 * s1 - 2;
    check(close(x1 ** 2 + 1 / x1 ** 2, k1), 'E6 square from the root');
    const e6 = choicesFrom({ tex: String(s1), key: s1 }, [
      { tex: `\\sqrt{${k1 - 2}}`, key: Math.sqrt(k1 - 2) }, // squared with -2 in place of +2
      { tex: `\\sqrt{${k1}}`, key: Math.sqrt(k1) }, // took the square root of the given sum
      { tex: String(k1 + 2), key: k1 + 2 }, // stopped before the square root
    ]);
    out.push({
      id: nextId(),
      concepts: [CONCEPT],
      difficulty: 4,
      body: `If $x > 0$ and $x^2 + \\dfrac{1}{x^2} = ${k1}$, what is the value of $x + \\dfrac{1}{x}$?`,
      hints: [
        'Solving for $x$ is slow. Instead, square the expression you want and compare it with the one you are given.',
        'When you square $x + \\frac{1}{x}$, the product $x \\cdot \\frac{1}{x}$ is a constant.',
      ],
      superhints: [
        '$\\left(x + \\frac{1}{x}\\right)^2 = x^2 + 2 + \\frac{1}{x^2}$. Use the given sum, then take the square root, choosing the sign allowed by $x > 0$.',
      ],
      type: 'multiple_choice',
      ...e6,
      explanation: `$\\left(x + \\frac{1}{x}\\right)^2 = x^2 + 2 + \\frac{1}{x^2} = ${k1} + 2 = ${k1 + 2}$. Since $x > 0$, $x + \\frac{1}{x}$ is positive, so it equals $\\sqrt{${k1 + 2}} = ${s1}$, choice ${e6.answer}.`,
    });
    const s2 = 4;
    const x2 = root(s2);
    const cube = s2 ** 3 - 3 * s2;
    check(close(x2 ** 3 + 1 / x2 ** 3, cube), 'E6 cube from the root');
    out.push(
      mcItem(
        {
          id: nextId(),
          concepts: [CONCEPT],
          difficulty: 4,
          body: `If $x + \\dfrac{1}{x} = ${s2}$, what is the value of $x^3 + \\dfrac{1}{x^3}$?`,
          hints: [
            'Cube both sides of the given equation and look for the expression you want inside the result.',
            'The two middle terms of the cube, $3x^2 \\cdot \\frac{1}{x}$ and $3x \\cdot \\frac{1}{x^2}$, can be written using $x + \\frac{1}{x}$ again.',
          ],
          superhints: [
            `$\\left(x + \\frac{1}{x}\\right)^3 = x^3 + \\frac{1}{x^3} + 3\\left(x + \\frac{1}{x}\\right)$. Substitute $${s2}$ for $x + \\frac{1}{x}$ on both sides.`,
          ],
        },
        m(cube),
        [m(s2 ** 3), m(s2 ** 3 - s2), m(s2 ** 3 - 3)],
        nextLetter(),
        (l) =>
          `$\\left(x + \\frac{1}{x}\\right)^3 = x^3 + 3x + \\frac{3}{x} + \\frac{1}{x^3} = x^3 + \\frac{1}{x^3} + 3\\left(x + \\frac{1}{x}\\right)$. So $${s2}^3 = x^3 + \\frac{1}{x^3} + 3(${s2})$, and $x^3 + \\frac{1}{x^3} = ${s2 ** 3} - ${3 * s2} = ${cube}$, choice ${l}.`,
      ),
    );
    const t = 4;
    const k3 = t * t + 2;
    // x - 1/x = t > 0 means x = (t + sqrt(t^2 + 4)) / 2 > 1.
    const x3 = (t + Math.sqrt(t * t + 4)) / 2;
    check(x3 > 1 && close(x3 ** 2 + 1 / x3 ** 2, k3) && close(x3 - 1 / x3, t), 'E6 difference');
    out.push(
      mcItem(
        {
          id: nextId(),
          concepts: [CONCEPT],
          difficulty: 4,
          body: `If $x > 1$ and $x^2 + \\dfrac{1}{x^2} = ${k3}$, what is the value of $x - \\dfrac{1}{x}$?`,
          hints: [
            'Square the expression you want, and compare the result with the given equation.',
            'For $x > 1$, is $x - \\frac{1}{x}$ positive or negative?',
          ],
          superhints: [
            '$\\left(x - \\frac{1}{x}\\right)^2 = x^2 - 2 + \\frac{1}{x^2}$. Use the given value, then take the square root with the sign that $x > 1$ allows.',
          ],
        },
        m(t),
        [m(`\\sqrt{${k3 + 2}}`), m(`\\sqrt{${k3}}`), m(-t)],
        nextLetter(),
        (l) =>
          `$\\left(x - \\frac{1}{x}\\right)^2 = x^2 - 2 + \\frac{1}{x^2} = ${k3} - 2 = ${t * t}$. For $x > 1$, $\\frac{1}{x} < x$, so $x - \\frac{1}{x}$ is positive and equals $${t}$, choice ${l}. ($\\sqrt{${k3 + 2}}$ is the value of $x + \\frac{1}{x}$.)`,
      ),
    );
  }

  // E7. a(x - h)^2 + b(x - h) + c = P(x) for all x: a + b + c is P(h + 1).
  for (const { P, h, mc } of [
    { P: [3, -5, 7], h: 2, mc: false },
    { P: [2, 3, -4], h: -3, mc: true },
  ]) {
    const a = P[0]!;
    const b = 2 * P[0]! * h + P[1]!;
    const c = evalPoly(P, h);
    check(
      agrees(P, (x) => a * (x - h) ** 2 + b * (x - h) + c),
      'E7 shifted form',
    );
    const sum = a + b + c;
    check(sum === evalPoly(P, h + 1), 'E7 sum is P(h + 1)');
    const text = {
      id: nextId(),
      concepts: [CONCEPT],
      difficulty: 4 as const,
      body: `For all values of $x$, $a${factor(h)}^2 + b${factor(h)} + c = ${poly(P)}$, where $a$, $b$ and $c$ are constants. What is the value of $a + b + c$?`,
      hints: [
        'Because the equation holds for every $x$, you may substitute any value of $x$ you like.',
        `Which value of $x$ makes $${factor(h).slice(1, -1)}$ equal to $1$?`,
      ],
      superhints: [
        `Substituting $x = ${h + 1}$ turns the left side into $a(1)^2 + b(1) + c$. Evaluate the right side at the same $x$. (Expanding the left side and matching coefficients also works, but takes longer.)`,
      ],
    };
    const explanation = `At $x = ${h + 1}$ the left side is $a + b + c$, and the right side is $${poly(P).replace(/x/g, `(${h + 1})`)} = ${sum}$. (Matching coefficients gives $a = ${a}$, $b = ${b}$, $c = ${c}$, with the same sum.)`;
    out.push(
      mc
        ? mcItem(
            text,
            m(sum),
            [m(c), m(evalPoly(P, 1)), m(evalPoly(P, h - 1))],
            nextLetter(),
            (l) => `${explanation} That is choice ${l}.`,
          )
        : feItem(text, frac(sum), explanation),
    );
  }

  return out;
}
