// Exact fractions, so that a generated answer is computed without rounding and can be written
// as LaTeX, as a terminating decimal or as the forms a student types.
import { check } from './check.ts';

/** An exact fraction n/d with d > 0 in lowest terms. */
export interface Frac {
  readonly n: number;
  readonly d: number;
}

export function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}

export function frac(n: number, d = 1): Frac {
  check(Number.isInteger(n) && Number.isInteger(d) && d !== 0, `bad fraction ${n}/${d}`);
  const g = gcd(n, d) || 1;
  const s = d < 0 ? -1 : 1;
  // `+ 0` turns -0 into 0, so a zero numerator never prints as "-0".
  return { n: (s * n) / g + 0, d: (s * d) / g };
}

export const fracAdd = (a: Frac, b: Frac) => frac(a.n * b.d + b.n * a.d, a.d * b.d);
export const fracSub = (a: Frac, b: Frac) => frac(a.n * b.d - b.n * a.d, a.d * b.d);
export const fracMul = (a: Frac, b: Frac) => frac(a.n * b.n, a.d * b.d);
export const fracDiv = (a: Frac, b: Frac) => {
  check(b.n !== 0, 'division by zero');
  return frac(a.n * b.d, a.d * b.n);
};
export const fracEq = (a: Frac, b: Frac) => a.n * b.d === b.n * a.d;
export const fracValue = (a: Frac) => a.n / a.d;

/** LaTeX for a fraction: 3, -3, \frac{3}{4}, -\frac{3}{4}. */
export function fracTex(a: Frac): string {
  if (a.d === 1) return String(a.n);
  return `${a.n < 0 ? '-' : ''}\\frac{${Math.abs(a.n)}}{${a.d}}`;
}

/** The exact decimal of a fraction whose denominator has no prime factors but 2 and 5. */
export function terminatingDecimal(a: Frac): string | undefined {
  let d = a.d;
  let twos = 0;
  let fives = 0;
  while (d % 2 === 0) {
    d /= 2;
    twos++;
  }
  while (d % 5 === 0) {
    d /= 5;
    fives++;
  }
  if (d !== 1) return undefined;
  const places = Math.max(twos, fives);
  const scaled = String((Math.abs(a.n) * 10 ** places) / a.d).padStart(places + 1, '0');
  const digits = places === 0 ? scaled : `${scaled.slice(0, -places)}.${scaled.slice(-places)}`;
  return (a.n < 0 ? '-' : '') + digits;
}
