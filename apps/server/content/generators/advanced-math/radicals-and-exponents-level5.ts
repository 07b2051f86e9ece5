// The templates of radicals-and-exponents.ts first rated 5, 4 after the 2026-11-29 blind pass:
// two exponential equations that become a linear system, a radical equation that needs squaring
// twice and keeps both roots, an exponential equation that is a quadratic in 2^x with a root to
// reject, and when sqrt((x - 3)^2) equals 3 - x.
// Each key is computed one way and confirmed another: the system by elimination, then by
// substituting x and y into the original equations; the equations by algebra, then by a scan
// over x that finds every zero of the difference of the two sides; the identity by |x - 3|,
// then by testing values on a grid.
import { check, close } from '../lib/check.ts';
import { frac, fracMul } from '../lib/fraction.ts';
import type { Letter } from '../lib/choices.ts';
import { feItem, m, mcItem } from './items.ts';
import { zerosOf as zeros } from './roots.ts';
import type { BankQuestion } from '../../schema.ts';

const CONCEPT = 'radicals-and-exponents';

export function levelFiveItems(nextId: () => string, nextLetter: () => Letter): BankQuestion[] {
  const out: BankQuestion[] = [];

  // D1. 2^x 4^y = 64 and 3^x / 9^y = 1/27: x + 2y = 6, x - 2y = -3.
  {
    const x = frac(3, 2);
    const y = frac(9, 4);
    const [xv, yv] = [1.5, 2.25];
    check(close(2 ** xv * 4 ** yv, 64) && close(3 ** xv / 9 ** yv, 1 / 27), 'D1 substituted');
    const xy = fracMul(x, y);
    out.push(
      feItem(
        {
          id: nextId(),
          concepts: [CONCEPT],
          difficulty: 4,
          body: '$$2^{x} \\cdot 4^{y} = 64$$ $$\\frac{3^{x}}{9^{y}} = \\frac{1}{27}$$ If $(x, y)$ is the solution to the system of equations above, what is the value of $xy$?',
          hints: [
            'Write each equation with a single base: powers of $2$ in the first, powers of $3$ in the second.',
            'Equal powers of the same base have equal exponents, so each equation becomes a linear equation in $x$ and $y$.',
          ],
          superhints: [
            'The first equation is $2^{x + 2y} = 2^6$ and the second is $3^{x - 2y} = 3^{-3}$. Solve the linear system $x + 2y = 6$, $x - 2y = -3$.',
          ],
        },
        xy,
        'The first equation is $2^{x + 2y} = 2^6$, so $x + 2y = 6$; the second is $3^{x - 2y} = 3^{-3}$, so $x - 2y = -3$. Adding, $2x = 3$ and $x = \\frac{3}{2}$; then $2y = \\frac{9}{2}$ and $y = \\frac{9}{4}$. So $xy = \\frac{27}{8}$ (or $3.375$).',
      ),
    );
  }

  // D2. sqrt(3x + 10) - sqrt(x + 2) = 2: squaring twice gives x = -2 and x = 2, both valid.
  {
    const g = (x: number) => Math.sqrt(3 * x + 10) - Math.sqrt(x + 2) - 2;
    const found = zeros(g, -2, 200);
    check(found.length === 2 && close(found[0]!, -2) && close(found[1]!, 2, 1e-3), 'D2 zeros');
    out.push(
      mcItem(
        {
          id: nextId(),
          concepts: [CONCEPT],
          difficulty: 4,
          body: 'Which of the following gives all the solutions to the equation $\\sqrt{3x + 10} - \\sqrt{x + 2} = 2$?',
          hints: [
            'Move one radical to the other side before squaring, so only one radical remains afterwards.',
            'You will need to square twice. Check every candidate in the original equation at the end.',
          ],
          superhints: [
            '$\\sqrt{3x + 10} = 2 + \\sqrt{x + 2}$. Squaring gives $3x + 10 = x + 6 + 4\\sqrt{x + 2}$, so $x + 2 = 2\\sqrt{x + 2}$. Do not divide by $\\sqrt{x + 2}$: it may be zero.',
          ],
        },
        '$x = -2$ and $x = 2$',
        ['$x = 2$ only', '$x = -2$ only', '$x = 6$ only'],
        nextLetter(),
        (l) =>
          `Writing $\\sqrt{3x + 10} = 2 + \\sqrt{x + 2}$ and squaring: $3x + 10 = x + 6 + 4\\sqrt{x + 2}$, so $x + 2 = 2\\sqrt{x + 2}$. With $u = \\sqrt{x + 2}$, $u^2 = 2u$, so $u = 0$ or $u = 2$, giving $x = -2$ or $x = 2$. Both check: $\\sqrt{4} - \\sqrt{0} = 2$ and $\\sqrt{16} - \\sqrt{4} = 2$. Choice ${l}. Dividing by $\\sqrt{x + 2}$ loses $x = -2$.`,
      ),
    );
  }

  // D3. 4^x - 2^(x + 1) = 8: with u = 2^x, u^2 - 2u - 8 = 0, u = 4 (u = -2 is impossible).
  {
    const g = (x: number) => 4 ** x - 2 ** (x + 1) - 8;
    const found = zeros(g, -20, 20);
    check(found.length === 1 && close(found[0]!, 2, 1e-3) && g(2) === 0, 'D3 one zero at 2');
    out.push(
      mcItem(
        {
          id: nextId(),
          concepts: [CONCEPT, 'quadratic-equations'],
          difficulty: 4,
          body: 'What is the solution to the equation $4^{x} - 2^{x + 1} = 8$?',
          hints: [
            'Write $4^x$ and $2^{x + 1}$ using the power $2^x$.',
            'Let $u$ stand for $2^x$; the equation becomes a quadratic in $u$. Can $2^x$ be negative?',
          ],
          superhints: [
            '$4^x = (2^x)^2 = u^2$, and $2^{x + 1}$ is twice $u$. Solve $u^2 - 2u - 8 = 0$, reject the impossible root, and find $x$ from $2^x = u$.',
          ],
        },
        m(2),
        [m(4), m(3), m(1)],
        nextLetter(),
        (l) =>
          `With $u = 2^x$: $u^2 - 2u - 8 = (u - 4)(u + 2) = 0$. Since $2^x > 0$, $u = 4$, so $2^x = 4$ and $x = 2$, choice ${l}. Check: $4^2 - 2^3 = 16 - 8 = 8$. ($4$ is the value of $u$, not of $x$.)`,
      ),
    );
  }

  // D4. sqrt((x - 3)^2) = 3 - x exactly when x <= 3.
  {
    for (let i = -400; i <= 400; i++) {
      const x = i / 40;
      check(close(Math.sqrt((x - 3) ** 2), 3 - x) === x <= 3, 'D4 grid');
    }
    out.push(
      mcItem(
        {
          id: nextId(),
          concepts: [CONCEPT, 'absolute-value'],
          difficulty: 4,
          body: 'For which values of $x$ is the equation $\\sqrt{(x - 3)^2} = 3 - x$ true?',
          hints: [
            'The symbol $\\sqrt{\\ }$ always means the nonnegative square root.',
            'Try a value of $x$ greater than $3$ and one less than $3$.',
          ],
          superhints: [
            '$\\sqrt{a^2} = |a|$ for every real $a$, so the left side is $|x - 3|$. When does $|x - 3|$ equal $-(x - 3)$?',
          ],
        },
        m('x \\le 3'),
        [m('x \\ge 3'), m('x = 3 \\text{ only}'), '$\\text{All real numbers } x$'],
        nextLetter(),
        (l) =>
          `$\\sqrt{(x - 3)^2} = |x - 3|$, which equals $-(x - 3) = 3 - x$ exactly when $x - 3 \\le 0$, that is $x \\le 3$, choice ${l}. For example, $x = 5$ gives $2 = -2$, false, while $x = 1$ gives $2 = 2$.`,
      ),
    );
  }
  return out;
}
