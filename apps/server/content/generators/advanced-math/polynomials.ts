// Polynomials as the Advanced Math generators use them: coefficient lists (highest power first)
// to evaluate, multiply and write in LaTeX.
import { term } from '../lib/term.ts';

/** A polynomial from coefficients (highest power first) in LaTeX, e.g. [1,-3,2] -> x^2 - 3x + 2. */
export function poly(coefs: readonly number[], v = 'x'): string {
  const deg = coefs.length - 1;
  let out = '';
  coefs.forEach((c, i) => {
    const p = deg - i;
    const variable = p === 0 ? '' : p === 1 ? v : `${v}^${p}`;
    out += term(c, variable, out === '');
  });
  return out || '0';
}

/** (x - r) written naturally: (x - 3), (x + 3), x for r = 0. */
export function factor(r: number, v = 'x'): string {
  if (r === 0) return v;
  return `(${v} ${r < 0 ? '+' : '-'} ${Math.abs(r)})`;
}

/** Evaluates a polynomial (highest power first). */
export function evalPoly(coefs: readonly number[], x: number): number {
  return coefs.reduce((acc, c) => acc * x + c, 0);
}

/** Multiplies polynomials given highest power first. */
export function mulPoly(a: readonly number[], b: readonly number[]): number[] {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  a.forEach((x, i) => b.forEach((y, j) => (out[i + j] = (out[i + j] ?? 0) + x * y)));
  return out;
}

/** The polynomial lead·(x - r1)(x - r2)… from its zeros. */
export const fromRoots = (roots: readonly number[], lead = 1) =>
  roots.reduce<number[]>((acc, r) => mulPoly(acc, [1, -r]), [lead]);
