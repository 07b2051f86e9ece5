// Shared helpers for the geometry-trigonometry generators: multiple-choice assembly in numeric
// order and the closing line of each explanation.
import { check } from '../lib/check.ts';
import { LETTERS } from '../lib/choices.ts';
import type { BankQuestion } from '../../schema.ts';

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
