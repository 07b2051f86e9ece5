// The parameter templates of hard-quadratic-equations.ts: discriminant conditions on one
// coefficient (rated 3-4), a parameter in two coefficients (4), and the range of a parameter that
// makes both roots positive (5).
// Each key is computed one way and confirmed another: by the discriminant, then by a scan over
// the parameter that counts real roots from the parabola's vertex value or finds them directly.
import { check, close } from '../lib/check.ts';
import { frac } from '../lib/fraction.ts';
import type { Letter } from '../lib/choices.ts';
import { evalPoly } from './polynomials.ts';
import { m, mcItem, numItem } from './items.ts';
import { quadraticRoots } from './roots.ts';
import type { BankQuestion } from '../../schema.ts';

const CONCEPT = 'quadratic-equations';
/** Real roots of ax^2 + bx + c counted from the vertex value, not from the discriminant. */
const realRoots = (a: number, b: number, c: number) => {
  const vertex = evalPoly([a, b, c], -b / (2 * a));
  return close(vertex, 0) ? 1 : Math.sign(vertex) === Math.sign(a) ? 0 : 2;
};

export function parameterItems(nextId: () => string, nextLetter: () => Letter): BankQuestion[] {
  const out: BankQuestion[] = [];

  // Q5. Discriminant conditions, each confirmed by the vertex count over a scan of the parameter.
  {
    const n = 3;
    for (let k = 1; k <= 20; k++)
      check((realRoots(k, 2 * n, k) === 1) === (k === n), 'Q5 one root');
    out.push(
      mcItem(
        {
          id: nextId(),
          concepts: [CONCEPT],
          difficulty: 3,
          body: `In the equation $kx^2 + ${2 * n}x + k = 0$, $k$ is a positive constant. If the equation has exactly one real solution, what is the value of $k$?`,
          hints: [
            'A quadratic equation has exactly one real solution when its discriminant is zero.',
            'Here both $a$ and $c$ equal $k$.',
          ],
          superhints: [
            `The discriminant is $${2 * n}^2 - 4(k)(k)$. Set it equal to zero and keep the positive solution for $k$.`,
          ],
        },
        m(n),
        [m(2 * n), m(n * n), m(4 * n * n)],
        nextLetter(),
        (l) =>
          `The discriminant is $${4 * n * n} - 4k^2$, which is zero when $k^2 = ${n * n}$; since $k > 0$, $k = ${n}$, choice ${l}. (Then the equation is $${n}(x + 1)^2 = 0$, with the one solution $x = -1$.)`,
      ),
    );
    const [A, C] = [2, 18];
    const bs = [11, 12, -13, 15];
    const none = bs.filter((b) => realRoots(A, b, C) === 0);
    check(none.length === 1 && none[0] === 11 && 11 ** 2 < 4 * A * C, 'Q5 only b = 11 leaves none');
    out.push(
      mcItem(
        {
          id: nextId(),
          concepts: [CONCEPT],
          difficulty: 4,
          body: `In the equation $${A}x^2 + bx + ${C} = 0$, $b$ is a constant. If the equation has no real solutions, which of the following could be the value of $b$?`,
          hints: [
            'A quadratic equation has no real solutions when its discriminant is negative.',
            'Write the discriminant in terms of $b$ and test each choice, or find every $b$ that works.',
          ],
          superhints: [
            `The discriminant is $b^2 - 4(${A})(${C}) = b^2 - ${4 * A * C}$. It is negative when $b^2 < ${4 * A * C}$.`,
          ],
        },
        m(11),
        bs.slice(1).map(m),
        nextLetter(),
        (l) =>
          `No real solutions means $b^2 - ${4 * A * C} < 0$, so $-${Math.sqrt(4 * A * C)} < b < ${Math.sqrt(4 * A * C)}$. Of the choices only $11$ is in that interval, choice ${l}. ($b = 12$ gives exactly one solution.)`,
      ),
    );
    const B = 10;
    for (let c = -40; c <= 40; c += 0.5)
      check((realRoots(1, B, c) === 2) === c < (B * B) / 4, 'Q5 two roots exactly when c < 25');
    out.push(
      mcItem(
        {
          id: nextId(),
          concepts: [CONCEPT],
          difficulty: 3,
          body: `The equation $x^2 + ${B}x + c = 0$, where $c$ is a constant, has two distinct real solutions. Which of the following must be true?`,
          hints: ['Which part of the quadratic formula decides how many real solutions there are?'],
          superhints: [
            `Two distinct real solutions means the discriminant $${B}^2 - 4c$ is positive. Solve that inequality for $c$.`,
          ],
        },
        m(`c < ${(B * B) / 4}`),
        [m(`c > ${(B * B) / 4}`), m(`c = ${(B * B) / 4}`), m(`c < ${-(B * B) / 4}`)],
        nextLetter(),
        (l) =>
          `Two distinct real solutions need $${B * B} - 4c > 0$, that is $c < ${(B * B) / 4}$, choice ${l}. With $c = ${(B * B) / 4}$ there is one solution and with $c > ${(B * B) / 4}$ none; $c < ${-(B * B) / 4}$ is enough but not necessary.`,
      ),
    );
  }

  // Q7a. x^2 + (k - 2)x + k + 1 = 0 has exactly one real solution, k > 0.
  {
    const P = (k: number) => [1, k - 2, k + 1];
    const disc = (k: number) => (k - 2) ** 2 - 4 * (k + 1);
    const ks: number[] = [];
    for (let k = 1; k <= 100; k++) if (disc(k) === 0) ks.push(k);
    check(ks.length === 1 && ks[0] === 8, 'Q7a one positive k');
    const x0 = -(8 - 2) / 2;
    check(
      evalPoly(P(8), x0) === 0 && quadraticRoots(P(8)).every((x) => close(x, x0)),
      'Q7a double root',
    );
    out.push(
      numItem(
        {
          id: nextId(),
          concepts: [CONCEPT],
          difficulty: 4,
          body: 'In the equation $x^2 + (k - 2)x + k + 1 = 0$, $k$ is a positive constant. If the equation has exactly one real solution, what is the value of $k$?',
          hints: [
            'Exactly one real solution means the discriminant is zero.',
            'Both the coefficient of $x$ and the constant term contain $k$; write the discriminant as a polynomial in $k$.',
          ],
          superhints: [
            'The discriminant is $(k - 2)^2 - 4(1)(k + 1)$. Expand it, set it equal to zero, factor, and keep the positive value.',
          ],
        },
        frac(8),
        [
          0, // kept the root k = 0, though k is positive
          -8, // a sign slip in the factor k - 8
          4, // squared k - 2 as k^2 + 4, which leaves k^2 - 4k
        ],
        `The discriminant is $(k - 2)^2 - 4(k + 1) = k^2 - 4k + 4 - 4k - 4 = k^2 - 8k = k(k - 8)$. It is zero for $k = 0$ or $k = 8$, and $k$ is positive, so $k = 8$. (The equation is then $x^2 + 6x + 9 = (x + 3)^2 = 0$.)`,
      ),
    );
  }

  // Q7e. x^2 - 4x + c = 0 has two distinct positive solutions exactly when 0 < c < 4.
  {
    const bothPositive = (c: number) => {
      if (16 - 4 * c <= 0) return false;
      return quadraticRoots([1, -4, c]).every((x) => x > 0);
    };
    for (let c = -10; c <= 10; c += 0.25)
      check(bothPositive(c) === (c > 0 && c < 4), 'Q7e interval by direct roots');
    out.push(
      mcItem(
        {
          id: nextId(),
          concepts: [CONCEPT],
          difficulty: 5,
          body: 'In the equation $x^2 - 4x + c = 0$, $c$ is a constant. For which values of $c$ does the equation have two distinct real solutions that are both positive?',
          hints: [
            'Two conditions are needed: one for two distinct real solutions, one for both being positive.',
            'The solutions add to $4$ and multiply to $c$. When are two numbers with a positive sum both positive?',
          ],
          superhints: [
            'Distinct real solutions: $16 - 4c > 0$. Both positive: their product $c$ must be positive (their sum, $4$, already is). Combine the two inequalities.',
          ],
        },
        m('0 < c < 4'),
        [m('c < 4'), m('c > 0'), m('c < 0')],
        nextLetter(),
        (l) =>
          `Two distinct real solutions need $16 - 4c > 0$, so $c < 4$. Their sum is $4 > 0$ and their product is $c$; two numbers with a positive sum are both positive exactly when their product is positive, so $c > 0$. Together, $0 < c < 4$, choice ${l}. (With $c < 0$ one solution is negative; for example $c = -5$ gives $5$ and $-1$.)`,
      ),
    );
  }
  return out;
}
