// The Digital SAT lists choices that are all numbers in numeric order, smallest first: a rule of
// the checker, and of the generators' choice assembly.

const DECIMAL = /^-?\d+(?:\.\d+)?$/;
const FRACTION = /^(-?)\\d?frac\{(\d+)\}\{(\d+)\}$/;

/** The value of a choice that is only a number (`$-12$`, `$3{,}360$`, `$\frac{1}{2}$`), or undefined. */
export function plainNumber(text: string): number | undefined {
  const math = text.trim().match(/^\$([^$]+)\$$/)?.[1] ?? text.trim();
  const tex = math.replace(/\{,\}/g, '').replace(/\s+/g, '');
  if (DECIMAL.test(tex)) return Number(tex);
  const fraction = tex.match(FRACTION);
  if (!fraction) return undefined;
  const value = Number(fraction[2]) / Number(fraction[3]);
  return fraction[1] ? -value : value;
}

/** Whether choices that are all plain numbers stand smallest first (others: true; a repeat is its own problem). */
export function numericChoicesInOrder(texts: readonly string[]): boolean {
  const values = texts.map(plainNumber);
  if (values.some((v) => v === undefined)) return true;
  return values.every((v, i) => i === 0 || values[i - 1]! <= v!);
}
