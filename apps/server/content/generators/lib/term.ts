// LaTeX for one signed term of a sum, so expressions read as printed: "3x", "-x", " + 4y",
// " - \frac{1}{2}", and nothing at all for a zero coefficient.
import { frac, fracEq, fracTex, type Frac } from './fraction.ts';

export function term(coef: Frac | number, variable = '', leading = false): string {
  const c = typeof coef === 'number' ? frac(coef) : coef;
  if (c.n === 0) return '';
  const abs = frac(Math.abs(c.n), c.d);
  const body =
    variable === '' ? fracTex(abs) : fracEq(abs, frac(1)) ? variable : `${fracTex(abs)}${variable}`;
  if (leading) return (c.n < 0 ? '-' : '') + body;
  return (c.n < 0 ? ' - ' : ' + ') + body;
}
