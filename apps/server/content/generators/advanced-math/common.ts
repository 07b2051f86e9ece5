// Helpers shared by the Advanced Math generators: exact fractions, typed-answer forms, multiple
// choice assembly and the checks every generated question must pass before it is written.
import type { BankQuestion } from '../../schema.ts';

export type Letter = 'A' | 'B' | 'C' | 'D';
export const LETTERS: readonly Letter[] = ['A', 'B', 'C', 'D'];

export function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(`check failed: ${message}`);
}

export function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}

/** An exact fraction n/d with d > 0 in lowest terms. */
export interface Frac {
  n: number;
  d: number;
}

export function frac(n: number, d = 1): Frac {
  check(d !== 0 && Number.isInteger(n) && Number.isInteger(d), `bad fraction ${n}/${d}`);
  const g = gcd(n, d) || 1;
  const s = d < 0 ? -1 : 1;
  return { n: (s * n) / g, d: (s * d) / g };
}

export const fadd = (a: Frac, b: Frac) => frac(a.n * b.d + b.n * a.d, a.d * b.d);
export const fsub = (a: Frac, b: Frac) => frac(a.n * b.d - b.n * a.d, a.d * b.d);
export const fmul = (a: Frac, b: Frac) => frac(a.n * b.n, a.d * b.d);
export const fdiv = (a: Frac, b: Frac) => frac(a.n * b.d, a.d * b.n);
export const feq = (a: Frac, b: Frac) => a.n * b.d === b.n * a.d;
export const fval = (a: Frac) => a.n / a.d;

/** LaTeX for a fraction: 3, -3, \frac{3}{4}, -\frac{3}{4}. */
export function ftex(a: Frac): string {
  if (a.d === 1) return String(a.n);
  return `${a.n < 0 ? '-' : ''}\\frac{${Math.abs(a.n)}}{${a.d}}`;
}

function fitsEntry(s: string): boolean {
  if (!/^-?[0-9./]+$/.test(s)) return false;
  return s.length <= (s.startsWith('-') ? 6 : 5);
}

/**
 * Every form a student may type for an exact value under the Digital SAT entry rules: the
 * fraction (if it fits) and the terminating decimal with and without a leading zero. Repeating
 * decimals are accepted by the answer checker from the fraction, so only the fraction is listed.
 */
export function acceptedForms(a: Frac): string[] {
  const out: string[] = [];
  if (a.d === 1) {
    out.push(String(a.n));
  } else {
    out.push(`${a.n}/${a.d}`);
    let d = a.d;
    while (d % 2 === 0) d /= 2;
    while (d % 5 === 0) d /= 5;
    if (d === 1) {
      const dec = String(a.n / a.d); // terminating, exact in binary to display precision
      out.push(dec);
      out.push(dec.replace(/^(-?)0\./, '$1.'));
    }
  }
  const forms = [...new Set(out)].filter(fitsEntry);
  check(forms.length > 0, `no enterable form for ${a.n}/${a.d}`);
  return forms;
}

/** Assembles four choices with the correct text under the given letter. */
export function choices(
  correct: string,
  distractors: readonly string[],
  letter: Letter,
): { choices: { id: Letter; text: string }[]; answer: Letter } {
  check(distractors.length === 3, 'three distractors');
  const texts = [...distractors];
  texts.splice(LETTERS.indexOf(letter), 0, correct);
  check(new Set(texts).size === 4, `choices must be distinct: ${texts.join(' | ')}`);
  return { choices: texts.map((text, i) => ({ id: LETTERS[i] as Letter, text })), answer: letter };
}

/** The bank's hint rule: a hint may not contain "=answer" nor the answer as a whole token. */
export function leaksAnswer(hint: string, answer: string): boolean {
  const norm = (s: string) => s.replace(/[$\s{}]/g, '');
  const h = norm(hint);
  const a = norm(answer);
  if (!a) return false;
  if (h.includes(`=${a}`)) return true;
  if (a.length < 3) return false;
  const escaped = a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^A-Za-z0-9.])${escaped}($|[^A-Za-z0-9.])`).test(h);
}

/** Throws if a hint or superhint gives the answer away. */
export function checkHints(q: BankQuestion): void {
  const answers =
    q.type === 'free_entry' ? q.accepted : [q.choices.find((c) => c.id === q.answer)?.text ?? ''];
  for (const h of [...q.hints, ...q.superhints]) {
    const text = typeof h === 'string' ? h : h.text;
    for (const a of answers) check(!leaksAnswer(text, a), `${q.id}: hint gives away ${a}`);
  }
}

/** Signed term helpers for building LaTeX: "+ 3x", "- 3x", "" for zero. */
export function term(coef: number, variable = '', first = false): string {
  if (coef === 0) return '';
  const abs = Math.abs(coef);
  const body = variable ? (abs === 1 ? variable : `${abs}${variable}`) : String(abs);
  if (first) return `${coef < 0 ? '-' : ''}${body}`;
  return ` ${coef < 0 ? '-' : '+'} ${body}`;
}

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

/** A letter schedule that keeps multiple-choice answers balanced across A-D. */
export function letterCycle(start: number): () => Letter {
  let i = start;
  return () => LETTERS[i++ % 4] as Letter;
}
