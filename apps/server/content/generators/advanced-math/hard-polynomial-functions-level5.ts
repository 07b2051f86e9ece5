// The harder templates of hard-polynomial-functions.ts: a cubic solved by grouping (4), the
// intercepts of a quartic in x^2 (3), a shifted graph's zeros (4, figure), a factor of p(x + 1)
// (4), a remainder on a product of two factors (5), three distinct zeros of a product (5), a tank
// at a local maximum (5, in context), a double zero fixed by one value (4), a remainder from two
// others (5). Keys are confirmed a second way: factorizations at several values, zero counts from
// explicit roots or a search, remainders by solving for the constants, then by division.
import { check, close } from '../lib/check.ts';
import { frac, fracTex, terminatingDecimal } from '../lib/fraction.ts';
import type { Letter } from '../lib/choices.ts';
import { Plot } from '../lib/figure-kit/plot.ts';
import { evalPoly, fromRoots } from './polynomials.ts';
import { agrees, m, mcItem, numItem } from './items.ts';
import { scanRoots } from './roots.ts';
import type { BankQuestion } from '../../schema.ts';

const CONCEPT = 'polynomial-functions';

export function levelFiveItems(nextId: () => string, nextLetter: () => Letter): BankQuestion[] {
  const out: BankQuestion[] = [];

  // L1. x^3 - 3x^2 - 4x + 12 = (x - 3)(x - 2)(x + 2): the sum of the solutions is 3.
  {
    const P = [1, -3, -4, 12];
    check(
      agrees(P, (x) => (x - 3) * (x - 2) * (x + 2)),
      'L1 grouping',
    );
    out.push(
      numItem(
        {
          id: nextId(),
          concepts: [CONCEPT],
          difficulty: 4,
          body: 'What is the sum of all real solutions to the equation $x^3 - 3x^2 - 4x + 12 = 0$?',
          hints: ['Group the first two terms and the last two terms, and factor each pair.'],
          superhints: [
            '$x^2(x - 3) - 4(x - 3) = (x - 3)(x^2 - 4)$. Factor again and add all the zeros.',
          ],
        },
        frac(3),
        [
          3 * 2 * -2, // multiplied the solutions
          -3, // took the sum of the roots as b/a, without the minus sign
          3 + 2 + 2, // took x^2 - 4 = 0 as x = 2 twice
        ],
        '$x^3 - 3x^2 - 4x + 12 = x^2(x - 3) - 4(x - 3) = (x - 3)(x - 2)(x + 2)$. The solutions are $3$, $2$ and $-2$, with sum $3$.',
      ),
    );
  }

  // L2. x^4 - 5x^2 - 36 = (x^2 - 9)(x^2 + 4): two x-intercepts.
  {
    const P = [1, 0, -5, 0, -36];
    check(
      agrees(P, (x) => (x * x - 9) * (x * x + 4)),
      'L2 factored',
    );
    const real = [-3, 3].filter((r) => evalPoly(P, r) === 0);
    check(real.length === 2 && evalPoly(P, 0) < 0, 'L2 two real zeros');
    out.push(
      mcItem(
        {
          id: nextId(),
          concepts: [CONCEPT],
          difficulty: 3,
          body: 'How many $x$-intercepts does the graph of $y = x^4 - 5x^2 - 36$ have in the $xy$-plane?',
          hints: ['Treat $x^2$ as a single quantity: the expression is a quadratic in $x^2$.'],
          superhints: [
            '$x^4 - 5x^2 - 36 = (x^2 - 9)(x^2 + 4)$. Which factor can be zero for a real $x$?',
          ],
        },
        m(2),
        [m(4), m(0), m(1)],
        nextLetter(),
        (l) =>
          `$x^4 - 5x^2 - 36 = (x^2 - 9)(x^2 + 4)$. $x^2 - 9 = 0$ gives $x = 3$ and $x = -3$, while $x^2 + 4$ is always positive. So there are $2$ intercepts, choice ${l}. (A degree-4 polynomial has at most $4$, not always $4$.)`,
      ),
    );
  }

  // L3. Zeros -3, 1, 2, named in the body too (screen readers): g(x) = p(x - 2) has -1, 3, 4.
  {
    const id = nextId();
    const zeros = [-3, 1, 2];
    const P = fromRoots(zeros, -1);
    const drawn = scanRoots(P);
    check(drawn.length === 3 && drawn.every((x, i) => close(x, zeros[i]!, 0.01)), 'L3 crossings');
    const g = (x: number) => evalPoly(P, x - 2);
    check([-1, 3, 4].every((x) => g(x) === 0) && g(-5) !== 0, 'L3 shifted zeros');
    const [a, b, c] = zeros;
    const plot = new Plot({
      title: `Graph of the polynomial y = p(x), ${P[0]! < 0 ? 'falling' : 'rising'} from left to right overall; it crosses the x-axis at exactly three points, x = ${a}, x = ${b} and x = ${c}, and crosses the y-axis at y = ${evalPoly(P, 0)}`,
      xMin: -5,
      xMax: 4,
      yMin: -24,
      yMax: 12,
      yStep: 4,
    }).curve((x) => evalPoly(P, x));
    out.push({
      ...mcItem(
        {
          id,
          concepts: [CONCEPT, 'function-notation'],
          difficulty: 4,
          body: `The graph of the polynomial function $y = p(x)$ is shown. It crosses the $x$-axis at exactly three points, where $x = ${a}$, $x = ${b}$ and $x = ${c}$. The function $g$ is defined by $g(x) = p(x - 2)$. What are all the zeros of $g$?`,
          hints: [
            '$g(x) = 0$ exactly when $p(x - 2) = 0$, that is, when $x - 2$ is a zero of $p$.',
          ],
          superhints: [
            'Read the zeros of $p$ from the graph. For each zero $r$, solve $x - 2 = r$.',
          ],
        },
        '$-1$, $3$ and $4$',
        ['$-5$, $-1$ and $0$', '$-3$, $1$ and $2$', '$-6$, $2$ and $4$'],
        nextLetter(),
        (l) =>
          `The zeros of $p$ are $-3$, $1$ and $2$. $g(x) = 0$ when $x - 2$ is one of them, so $x = -1$, $3$ or $4$, choice ${l}: the graph of $g$ is the graph of $p$ moved $2$ units right. Subtracting $2$ instead gives $-5$, $-1$ and $0$.`,
      ),
      figure: plot.save('advanced-math', id),
      figurePosition: 'top',
    });
  }

  // L4. p(2) = p(5) = 0: p(x + 1) is zero at x = 1 and x = 4, so x - 1 is a factor.
  {
    const p = (x: number) => (x - 2) * (x - 5) * (x * x + 1);
    const q = (x: number) => p(x + 1);
    check(
      q(1) === 0 && q(4) === 0 && q(2) !== 0 && q(-3) !== 0 && q(3) !== 0,
      'L4 factor of p(x + 1)',
    );
    out.push(
      mcItem(
        {
          id: nextId(),
          concepts: [CONCEPT],
          difficulty: 4,
          body: 'For a polynomial function $p$, $p(2) = 0$ and $p(5) = 0$. Which of the following must be a factor of $p(x + 1)$?',
          hints: ['A factor $(x - r)$ of $p(x + 1)$ means $p(r + 1) = 0$.'],
          superhints: ['For which $x$ is $x + 1$ equal to $2$? For which is it equal to $5$?'],
        },
        m('x - 1'),
        [m('x - 3'), m('x + 3'), m('x - 2')],
        nextLetter(),
        (l) =>
          `$p(x + 1) = 0$ when $x + 1 = 2$ or $x + 1 = 5$, that is $x = 1$ or $x = 4$. So $x - 1$ (and $x - 4$) must be factors, choice ${l}. $x - 3$ would need $p(4) = 0$, which is not given.`,
      ),
    );
  }

  // L5. Remainders 3 on x - 1 and -6 on x + 2: the remainder on (x - 1)(x + 2) is 3x.
  {
    const [a, b] = [3, 0];
    check(a + b === 3 && -2 * a + b === -6, 'L5 linear remainder');
    // Independent: x^3 + 2 has these remainders; long division by x^2 + x - 2 leaves 3x.
    const example = [1, 0, 0, 2];
    check(evalPoly(example, 1) === 3 && evalPoly(example, -2) === -6, 'L5 example remainders');
    const rest = [...example];
    for (let i = 0; i < 2; i++) {
      const c = rest[i]!;
      [1, 1, -2].forEach((d, j) => (rest[i + j] = rest[i + j]! - c * d));
    }
    check(rest[0] === 0 && rest[1] === 0 && rest[2] === a && rest[3] === b, 'L5 long division');
    out.push(
      mcItem(
        {
          id: nextId(),
          concepts: [CONCEPT],
          difficulty: 5,
          body: 'When the polynomial $p(x)$ is divided by $x - 1$, the remainder is $3$. When $p(x)$ is divided by $x + 2$, the remainder is $-6$. What is the remainder when $p(x)$ is divided by $(x - 1)(x + 2)$?',
          hints: [
            'Dividing by a quadratic leaves a remainder of degree less than $2$: write it as $ax + b$.',
            'So $p(x) = (x - 1)(x + 2)q(x) + ax + b$. What do $p(1)$ and $p(-2)$ tell you?',
          ],
          superhints: ['$p(1) = a + b = 3$ and $p(-2) = -2a + b = -6$. Solve for $a$ and $b$.'],
        },
        m('3x'),
        [m('-3'), m('3x - 6'), m('x + 2')],
        nextLetter(),
        (l) =>
          `Write $p(x) = (x - 1)(x + 2)q(x) + ax + b$. Then $p(1) = a + b = 3$ and $p(-2) = -2a + b = -6$. Subtracting, $3a = 9$, so $a = 3$ and $b = 0$: the remainder is $3x$, choice ${l}.`,
      ),
    );
  }

  // L6. (x^2 - 4)(x^2 + kx + 9) with k > 0 has exactly three distinct zeros for k = 6 and 6.5.
  {
    const distinct = (k: number) => {
      const zs = [2, -2];
      const D = k * k - 36;
      if (D >= 0) zs.push((-k + Math.sqrt(D)) / 2, (-k - Math.sqrt(D)) / 2);
      return zs.filter((z, i) => zs.findIndex((w) => close(w, z)) === i).length;
    };
    const ks: number[] = [];
    for (let i = 1; i <= 400; i++) if (distinct(i / 20) === 3) ks.push(i / 20);
    check(ks.join() === '6,6.5', 'L6 search over k');
    out.push(
      numItem(
        {
          id: nextId(),
          concepts: [CONCEPT, 'quadratic-equations'],
          difficulty: 5,
          body: 'The function $p$ is defined by $p(x) = (x^2 - 4)(x^2 + kx + 9)$, where $k$ is a positive constant. For exactly two values of $k$, the function $p$ has exactly three distinct real zeros. What is the sum of these two values of $k$?',
          hints: [
            '$x^2 - 4$ already gives two zeros. The second factor must add exactly one new zero.',
            'It can do that in two ways: a double zero, or two zeros of which one is already a zero of $x^2 - 4$.',
          ],
          superhints: [
            'Double zero: the discriminant $k^2 - 36$ is zero. Shared zero: substitute $x = 2$ or $x = -2$ into $x^2 + kx + 9$ and solve for $k$; keep only positive $k$, and check the other zero is new.',
          ],
        },
        frac(25, 2),
        [
          6 - 6, // took both roots of k^2 = 36, though k is positive
          6, // only the double zero
          frac(13, 2), // only the shared zero
        ],
        'The zeros $2$ and $-2$ come from $x^2 - 4$. Case 1: $x^2 + kx + 9$ has a double zero, $k^2 = 36$, $k = 6$, and the zero $-3$ is new: three distinct zeros. Case 2: $x = -2$ is a zero of $x^2 + kx + 9$: $13 - 2k = 0$, $k = 6.5$, and the other zero is $-4.5$ (the product of the zeros is $9$), new: three distinct zeros. ($x = 2$ would need $k = -6.5$, not positive.) The sum is $6 + 6.5 = 12.5$.',
        (v) => terminatingDecimal(v) ?? fracTex(v),
      ),
    );
  }

  // L7. V(t) = t^3 - 12t^2 + 36t reaches 32 at t = 2 (a local maximum, touching) and t = 8.
  {
    const V = [1, -12, 36, 0];
    check(
      agrees([1, -12, 36, -32], (t) => (t - 2) ** 2 * (t - 8)),
      'L7 factored',
    );
    check(evalPoly(V, 1.9) < 32 && evalPoly(V, 2.1) < 32 && evalPoly(V, 9) > 32, 'L7 touches at 2');
    out.push(
      mcItem(
        {
          id: nextId(),
          concepts: [CONCEPT],
          difficulty: 5,
          body: 'The volume of water in a tank, in hundreds of gallons, $t$ hours after noon is modeled by $V(t) = t^3 - 12t^2 + 36t$ for $0 \\le t \\le 10$. According to the model, at how many different times is the volume exactly $32$ hundred gallons?',
          hints: [
            'Solve $t^3 - 12t^2 + 36t - 32 = 0$. Try small whole numbers to find one solution.',
            'Once you have a zero $r$, divide by $t - r$ and factor the quadratic that remains.',
          ],
          superhints: [
            '$t = 2$ is a zero. Dividing by $t - 2$ leaves $t^2 - 10t + 16$. Factor it, and count the different times in the interval.',
          ],
        },
        m(2),
        [m(3), m(1), m(0)],
        nextLetter(),
        (l) =>
          `$t^3 - 12t^2 + 36t - 32 = (t - 2)(t^2 - 10t + 16) = (t - 2)^2(t - 8)$. The different solutions are $t = 2$ and $t = 8$, both in the interval: $2$ times, choice ${l}. At $t = 2$ the volume reaches $32$ and turns back down (a local maximum), so that time counts once.`,
      ),
    );
  }

  // L8. p(x) = x(x - a)^2 with p(3) = 12: (3 - a)^2 = 4, a = 1 or a = 5, sum 6.
  {
    const as: number[] = [];
    for (let i = 1; i <= 2000; i++) if (close(3 * (3 - i / 100) ** 2, 12)) as.push(i / 100);
    check(as.join() === '1,5', 'L8 search');
    out.push(
      mcItem(
        {
          id: nextId(),
          concepts: [CONCEPT],
          difficulty: 4,
          body: 'The function $p$ is defined by $p(x) = x(x - a)^2$, where $a$ is a positive constant. If $p(3) = 12$, what is the sum of all possible values of $a$?',
          hints: [
            'Substitute $x = 3$ and solve the resulting equation for $a$.',
            'An equation $u^2 = c$ with $c > 0$ has two solutions.',
          ],
          superhints: [
            '$3(3 - a)^2 = 12$ gives $(3 - a)^2 = 4$. Solve both $3 - a = 2$ and $3 - a = -2$, and keep the positive values of $a$.',
          ],
        },
        m(6),
        [m(1), m(5), m(4)],
        nextLetter(),
        (l) =>
          `$p(3) = 3(3 - a)^2 = 12$, so $(3 - a)^2 = 4$ and $3 - a = \\pm 2$: $a = 1$ or $a = 5$, both positive. The sum is $6$, choice ${l}. Check: $3(2)^2 = 12$ and $3(-2)^2 = 12$.`,
      ),
    );
  }

  // L9. x^3 + ax + b has remainders 4 on x - 1 and 6 on x + 1: a = -2, b = 5, remainder 9 on x - 2.
  {
    const [a, b] = [-2, 5];
    const P = [1, 0, a, b];
    check(evalPoly(P, 1) === 4 && evalPoly(P, -1) === 6, 'L9 the constants fit');
    // Independent: synthetic division by x - 2.
    const rows = P.reduce<number[]>((acc, c) => [...acc, c + 2 * (acc.at(-1) ?? 0)], []);
    check(rows.at(-1) === 9, 'L9 remainder by synthetic division');
    out.push(
      numItem(
        {
          id: nextId(),
          concepts: [CONCEPT],
          difficulty: 5,
          body: 'The polynomial $p(x) = x^3 + ax + b$, where $a$ and $b$ are constants, leaves a remainder of $4$ when divided by $x - 1$ and a remainder of $6$ when divided by $x + 1$. What is the remainder when $p(x)$ is divided by $x - 2$?',
          hints: ['By the remainder theorem, the remainders are $p(1)$ and $p(-1)$.'],
          superhints: [
            '$p(1) = 1 + a + b = 4$ and $p(-1) = -1 - a + b = 6$. Solve for $a$ and $b$, then compute $p(2)$.',
          ],
        },
        frac(rows.at(-1)!),
        [
          evalPoly(P, -2), // evaluated p(-2) for division by x - 2
          4 + 6, // added the two remainders
          b, // gave b
        ],
        '$1 + a + b = 4$ and $-1 - a + b = 6$. Adding, $2b = 10$, so $b = 5$ and $a = -2$. The remainder on division by $x - 2$ is $p(2) = 8 - 4 + 5 = 9$.',
      ),
    );
  }
  return out;
}
