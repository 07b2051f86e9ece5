// How the Algebra generators write numbers and linear expressions in question text.
import { term } from '../lib/term.ts';
import type { Frac } from '../lib/fraction.ts';

/** LaTeX for a linear expression: lin([[3,'x'],[-5,'']]) is "3x - 5". */
export function lin(terms: [Frac | number, string][]): string {
  let out = '';
  for (const [c, v] of terms) out += term(c, v, out === '');
  return out === '' ? '0' : out;
}

/** An equation a·x + b·y = c. */
export type Eqn = readonly [number, number, number];

/** The equation in standard form: std([2, -3, 12]) is "2x - 3y = 12". */
export const std = (e: Eqn) =>
  `${lin([
    [e[0], 'x'],
    [e[1], 'y'],
  ])} = ${e[2]}`;

/** The line in slope-intercept form: "y = \frac{1}{2}x - 3". */
export const slopeForm = (m: Frac, b: Frac) =>
  `y = ${lin([
    [m, 'x'],
    [b, ''],
  ])}`;

/** A whole-dollar (or other) amount with thousands separators, as printed in prose: 2,090. */
export const thousands = (v: number) => v.toLocaleString('en-US');

/** The same inside math, where a bare comma would add space: 2{,}769. */
export const texThousands = (v: number) => thousands(v).replace(/,/g, '{,}');
