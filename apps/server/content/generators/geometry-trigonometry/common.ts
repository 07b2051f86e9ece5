// Shared helpers for the geometry-trigonometry generators: the typed-answer forms a student may
// enter, multiple-choice assembly in numeric order, and the closing line of each explanation.
import { fitsEntryField } from '../lib/answer-forms.ts';
import { check } from '../lib/check.ts';
import { LETTERS } from '../lib/choices.ts';
import type { Frac } from '../lib/fraction.ts';
import type { BankQuestion } from '../../schema.ts';

const fillsField = (s: string) => s.length === (s.startsWith('-') ? 6 : 5);

/**
 * Every entry a student may type for a value under the Digital SAT rules (fraction first); a
 * repeating decimal also gets its truncated and rounded forms that fill the field.
 */
export function entryForms({ n, d }: Frac): string[] {
  if (d === 1) return [String(n)];
  const forms: string[] = [];
  const frac = `${n}/${d}`;
  if (fitsEntryField(frac)) forms.push(frac);
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
      if (fitsEntryField(s) && !forms.includes(s)) forms.push(s);
  }
  if (dd !== 1) return forms.filter((s) => s.includes('/') || fillsField(s));
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
  check(all.length === 4, 'four options');
  check(
    new Set(all.map((o) => o.tex)).size === 4,
    `distinct options ${all.map((o) => o.tex).join(' | ')}`,
  );
  const sorted = [...all].sort((a, b) => a.key - b.key);
  const choices = sorted.map((o, i) => ({ id: LETTERS[i]!, text: `$${o.tex}$` }));
  const answer = LETTERS[sorted.indexOf(correct)]!;
  return { choices, answer };
}

export const pick = <T>(items: readonly T[], i: number): T => {
  const v = items[i % items.length];
  if (v === undefined) throw new Error('empty list');
  return v;
};

/** Names the correct letter at the end of each multiple-choice explanation (choices are sorted). */
export function finish(questions: BankQuestion[]): BankQuestion[] {
  return questions.map((q) =>
    q.type === 'multiple_choice' && !/choice [A-D]/.test(q.explanation)
      ? { ...q, explanation: `${q.explanation} The answer is choice ${q.answer}.` }
      : q,
  );
}
