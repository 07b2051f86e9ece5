// The multi-step models of rational-expressions.ts (first rated 5, 4 after the 2026-11-29 blind
// pass): a boat's round trip against and with a current (a rational equation that becomes a
// quadratic), three machines known only in pairs, and a rational function fixed by two of its
// values.
// Each key is computed one way and confirmed another: the current by the formula for c^2, then
// by the trip's time with exact fractions; the three machines by adding the pair equations, then
// from each machine's own rate; the function by solving a linear system, then by a search over
// integer constants.
import { check } from '../lib/check.ts';
import { frac, fracAdd, fracDiv, fracEq, fracSub, fracTex } from '../lib/fraction.ts';
import type { Letter } from '../lib/choices.ts';
import { m, mcItem, numItem } from './items.ts';
import type { BankQuestion } from '../../schema.ts';

const CONCEPT = 'rational-expressions';

export function modelItems(nextId: () => string, nextLetter: () => Letter): BankQuestion[] {
  const out: BankQuestion[] = [];
  // G6. A boat at speed s in still water: D/(s - c) + D/(s + c) = T gives c^2 = s^2 - 2Ds/T.
  {
    const [D, s, T] = [24, 10, 5];
    const c = Math.sqrt(s * s - (2 * D * s) / T);
    check(c === 2, 'G6 whole current');
    check(fracEq(fracAdd(frac(D, s - c), frac(D, s + c)), frac(T)), 'G6 round trip time');
    out.push(
      mcItem(
        {
          id: nextId(),
          concepts: [CONCEPT, 'quadratic-equations'],
          difficulty: 4,
          body: `A boat that travels at $${s}$ miles per hour in still water goes $${D}$ miles up a river, against the current, and then $${D}$ miles back down, with the current. The round trip takes $${T}$ hours. If the current has a constant speed, what is the speed of the current, in miles per hour?`,
          hints: [
            'Against the current the boat moves at $10 - c$; with it, at $10 + c$. Time is distance divided by speed.',
            'Write one equation for the total time, then clear the denominators.',
          ],
          superhints: [
            `$\\frac{${D}}{${s} - c} + \\frac{${D}}{${s} + c} = ${T}$. Multiplying by $(${s} - c)(${s} + c)$ gives $${D}(${s} + c) + ${D}(${s} - c) = ${T}(${s * s} - c^2)$; the $c$ terms on the left cancel.`,
          ],
        },
        m(c),
        [m(4), m((2 * D) / T / 2), m(1)],
        nextLetter(),
        (l) =>
          `$\\frac{${D}}{${s} - c} + \\frac{${D}}{${s} + c} = ${T}$ gives $${2 * D * s} = ${T}(${s * s} - c^2)$, so $c^2 = ${s * s} - ${(2 * D * s) / T} = ${c * c}$ and $c = ${c}$ (a speed is positive), choice ${l}. Check: $\\frac{${D}}{${s - c}} + \\frac{${D}}{${s + c}} = ${D / (s - c)} + ${D / (s + c)} = ${T}$ hours.`,
      ),
    );
  }

  // G7. Three workers in pairs take t1, t2, t3 hours: all three take 2 / (1/t1 + 1/t2 + 1/t3).
  {
    const [t1, t2, t3] = [6, 10, frac(15, 2)];
    const pairs = fracAdd(fracAdd(frac(1, t1), frac(1, t2)), fracDiv(frac(1), t3));
    const all = fracDiv(frac(2), pairs);
    // Independent: solve for each worker's rate and add them.
    const ab = frac(1, t1);
    const bc = frac(1, t2);
    const ac = fracDiv(frac(1), t3);
    const a = fracDiv(fracAdd(fracSub(ab, bc), ac), frac(2));
    const b = fracSub(ab, a);
    const cRate = fracSub(ac, a);
    check(a.n > 0 && b.n > 0 && cRate.n > 0, 'G7 positive rates');
    check(fracEq(fracDiv(frac(1), fracAdd(fracAdd(a, b), cRate)), all), 'G7 from the single rates');
    const times = fracAdd(frac(t1 + t2), t3);
    out.push(
      numItem(
        {
          id: nextId(),
          concepts: [CONCEPT],
          difficulty: 4,
          body: `Three machines, A, B and C, each work at its own constant rate. Machines A and B together fill an order in $${t1}$ hours, machines B and C together in $${t2}$ hours, and machines A and C together in $7.5$ hours. How many hours would it take all three machines working together to fill the order?`,
          hints: [
            'Work with rates (orders per hour), not times: each pair gives one equation.',
            'Adding the three pair equations counts every machine twice.',
          ],
          superhints: [
            `$(a + b) + (b + c) + (a + c) = \\frac{1}{${t1}} + \\frac{1}{${t2}} + \\frac{1}{7.5}$, so $2(a + b + c)$ equals that sum. Halve it, then take the reciprocal.`,
          ],
        },
        all,
        [
          fracDiv(frac(1), pairs), // did not halve: each machine is counted twice
          fracDiv(times, frac(3)), // averaged the three times
          fracDiv(times, frac(2)), // added the times and halved
        ],
        `With rates $a$, $b$, $c$: $a + b = \\frac{1}{${t1}}$, $b + c = \\frac{1}{${t2}}$, $a + c = \\frac{1}{7.5} = \\frac{2}{15}$. Adding, $2(a + b + c) = ${fracTex(pairs)}$, so $a + b + c = ${fracTex(fracDiv(pairs, frac(2)))}$ of the order per hour and all three take $${fracTex(all)}$ hours. (The single rates are $${fracTex(a)}$, $${fracTex(b)}$ and $${fracTex(cRate)}$.)`,
      ),
    );
  }

  // G8. f(x) = (ax + 3)/(x + b) with f(1) and f(3) given: a linear system in a and b, then f(5).
  {
    const [a, b] = [1, 1];
    const f = (x: number) => frac(a * x + 3, x + b);
    const [f1, f3] = [f(1), f(3)];
    // Independent: search integer pairs (a, b) with the two given values; exactly one fits.
    const fits: number[][] = [];
    for (let A = -20; A <= 20; A++)
      for (let B = -20; B <= 20; B++)
        if (
          1 + B !== 0 &&
          3 + B !== 0 &&
          fracEq(frac(A + 3, 1 + B), f1) &&
          fracEq(frac(3 * A + 3, 3 + B), f3)
        )
          fits.push([A, B]);
    check(fits.length === 1 && fits[0]![0] === a && fits[0]![1] === b, 'G8 unique constants');
    const ans = f(5);
    out.push(
      numItem(
        {
          id: nextId(),
          concepts: [CONCEPT, 'function-notation'],
          difficulty: 4,
          body: `The function $f$ is defined by $f(x) = \\dfrac{ax + 3}{x + b}$, where $a$ and $b$ are constants. If $f(1) = ${fracTex(f1)}$ and $f(3) = ${fracTex(f3)}$, what is the value of $f(5)$?`,
          hints: [
            'Substitute $x = 1$ and $x = 3$ to get two equations in $a$ and $b$.',
            'Clear each denominator; the two equations are then linear in $a$ and $b$.',
          ],
          superhints: [
            `$\\frac{a + 3}{1 + b} = ${fracTex(f1)}$ gives $a + 3 = ${fracTex(f1)}(1 + b)$, and $\\frac{3a + 3}{3 + b} = ${fracTex(f3)}$ gives $2(3a + 3) = 3(3 + b)$. Solve the system, then evaluate $f(5)$.`,
          ],
        },
        ans,
        [
          fracAdd(f3, fracSub(f3, f1)), // continued f(1) and f(3) along a line
          frac(5 * a + 3, 5), // left out b
          fracDiv(frac(1), ans), // turned f(5) upside down
        ],
        `From $f(1)$: $a + 3 = 2 + 2b$, so $a - 2b = -1$. From $f(3)$: $6a + 6 = 9 + 3b$, so $2a - b = 1$. Solving, $a = ${a}$ and $b = ${b}$, so $f(x) = \\frac{x + 3}{x + 1}$ and $f(5) = \\frac{8}{6} = ${fracTex(ans)}$.`,
      ),
    );
  }

  return out;
}
