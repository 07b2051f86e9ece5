// Shared helpers for the geometry-trigonometry generators: multiple-choice assembly in numeric
// order and the closing line of each explanation.
import { check } from '../lib/check.ts';
import { LETTERS } from '../lib/choices.ts';
import { acceptedForms } from '../lib/answer-forms.ts';
import { frac, fracTex, fracValue, type Frac } from '../lib/fraction.ts';
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

/**
 * A rated item with a numeric answer: free entry (every typeable form listed), or, when wrong
 * values are given, multiple choice with those values as distractors in numeric order.
 */
export function numericItem(q: {
  id: string;
  concepts: string[];
  difficulty: number;
  body: string;
  answer: Frac | number;
  wrong?: (Frac | number)[];
  hints: string[];
  superhints: string[];
  explanation: string;
}): BankQuestion {
  const f = (v: Frac | number) => (typeof v === 'number' ? frac(v) : v);
  const common = {
    id: q.id,
    concepts: q.concepts,
    difficulty: q.difficulty,
    body: q.body,
    hints: q.hints,
    superhints: q.superhints,
  };
  const key = f(q.answer);
  if (!q.wrong) {
    return {
      ...common,
      type: 'free_entry',
      accepted: acceptedForms(key),
      explanation: `${q.explanation} The answer is $${fracTex(key)}$.`,
    };
  }
  const { choices, answer } = choicesFrom(
    { tex: fracTex(key), key: fracValue(key) },
    q.wrong.map((w) => ({ tex: fracTex(f(w)), key: fracValue(f(w)) })),
  );
  return {
    ...common,
    type: 'multiple_choice',
    choices,
    answer,
    explanation: `${q.explanation} The answer is choice ${answer}.`,
  };
}
