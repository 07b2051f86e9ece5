// Numerical roots, the second way the Advanced Math generators confirm a key found by algebra:
// the formula for a quadratic, and a sign-change scan for any function.
import { evalPoly } from './polynomials.ts';

/** The two real roots of ax^2 + bx + c (NaN when there are none), larger first for a > 0. */
export function quadraticRoots(P: readonly number[]): [number, number] {
  const [a, b, c] = P as [number, number, number];
  const D = Math.sqrt(b * b - 4 * a * c);
  return [(-b + D) / (2 * a), (-b - D) / (2 * a)];
}

/** Zeros of g on [from, to): exact zeros at grid points and sign changes between them. */
export function zerosOf(g: (x: number) => number, from: number, to: number, step = 0.001) {
  const found: number[] = [];
  const n = Math.round((to - from) / step);
  for (let i = 0; i < n; i++) {
    const [a, b] = [from + i * step, from + (i + 1) * step];
    if (Math.abs(g(a)) < 1e-12) found.push(a);
    else if (g(a) * g(b) < 0) found.push((a + b) / 2);
  }
  return found;
}

/** Real roots of a polynomial between -50 and 50. */
export const scanRoots = (P: readonly number[]) => zerosOf((x) => evalPoly(P, x), -50, 50, 0.01);
