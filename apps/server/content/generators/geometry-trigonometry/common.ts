// Shared helpers for the geometry-trigonometry generators: answer checks, exact fractions,
// the typed-answer forms a student may enter, and multiple-choice assembly.
import type { BankQuestion } from '../../schema.ts';

export type Question = BankQuestion;

/** Throws when an independent check of a generated answer fails. */
export function verify(ok: boolean, what: string): void {
  if (!ok) throw new Error(`answer check failed: ${what}`);
}

export const close = (a: number, b: number, eps = 1e-9) =>
  Math.abs(a - b) <= eps * Math.max(1, Math.abs(a));

export function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}

/** A reduced fraction n/d with d > 0. */
export function reduce(n: number, d: number): [number, number] {
  if (d < 0) [n, d] = [-n, -d];
  const g = gcd(n, d) || 1;
  return [n / g, d / g];
}

/** LaTeX for n/d: an integer when it divides, otherwise \frac with the sign in front. */
export function fracTex(n0: number, d0: number): string {
  const [n, d] = reduce(n0, d0);
  if (d === 1) return String(n);
  return `${n < 0 ? '-' : ''}\\frac{${Math.abs(n)}}{${d}}`;
}

const fits = (s: string) => s.length <= (s.startsWith('-') ? 6 : 5);

/** Every entry a student may type for n/d under the Digital SAT rules (fraction first). */
export function entryForms(n0: number, d0: number): string[] {
  const [n, d] = reduce(n0, d0);
  if (d === 1) return [String(n)];
  const forms: string[] = [];
  const frac = `${n}/${d}`;
  if (fits(frac)) forms.push(frac);
  let dd = d;
  for (const p of [2, 5]) while (dd % p === 0) dd /= p;
  const v = n / d;
  const candidates: string[] = [];
  if (dd === 1) {
    candidates.push(String(v));
  } else {
    const sign = v < 0 ? '-' : '';
    const a = Math.abs(v);
    for (const digits of [1, 2, 3, 4]) {
      const f = 10 ** digits;
      candidates.push(sign + (Math.floor(a * f) / f).toFixed(digits));
      candidates.push(sign + (Math.round(a * f) / f).toFixed(digits));
    }
  }
  for (const c of candidates) {
    for (const s of [c, c.replace(/^(-?)0\./, '$1.')])
      if (fits(s) && !forms.includes(s)) forms.push(s);
  }
  // Keep only the decimals that fill the field (longest ones) for repeating values.
  if (dd !== 1) {
    const dec = forms.filter((s) => !s.includes('/'));
    const keep = dec.filter((s) => s.length === (s.startsWith('-') ? 6 : 5));
    return forms.filter((s) => s.includes('/') || keep.includes(s));
  }
  if (forms.length === 0) throw new Error(`no enterable form for ${n}/${d}`);
  return forms;
}

export interface Option {
  tex: string;
  /** Numeric value used to order the choices (smallest first, as on the test). */
  key: number;
}

/** Orders four options by value and returns the choices and the correct letter. */
export function choicesFrom(correct: Option, distractors: Option[]) {
  const all = [correct, ...distractors];
  verify(all.length === 4, 'four options');
  verify(
    new Set(all.map((o) => o.tex)).size === 4,
    `distinct options ${all.map((o) => o.tex).join(' | ')}`,
  );
  const sorted = [...all].sort((a, b) => a.key - b.key);
  const ids = ['A', 'B', 'C', 'D'] as const;
  const choices = sorted.map((o, i) => ({ id: ids[i]!, text: `$${o.tex}$` }));
  const answer = ids[sorted.indexOf(correct)]!;
  return { choices, answer };
}

export const pick = <T>(items: readonly T[], i: number): T => {
  const v = items[i % items.length];
  if (v === undefined) throw new Error('empty list');
  return v;
};

/** Names the correct letter at the end of each multiple-choice explanation (choices are sorted). */
export function finish(questions: Question[]): Question[] {
  return questions.map((q) =>
    q.type === 'multiple_choice' && !/choice [A-D]/.test(q.explanation)
      ? { ...q, explanation: `${q.explanation} The answer is choice ${q.answer}.` }
      : q,
  );
}
