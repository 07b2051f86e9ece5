// Question assembly shared by the Advanced Math bank generators of issue 39: a multiple-choice
// item whose explanation names the letter its answer landed on, and a typed-answer item whose
// accepted forms come from the exact value.
import { acceptedForms } from '../lib/answer-forms.ts';
import { close } from '../lib/check.ts';
import { evalPoly } from './polynomials.ts';
import { choices, type Letter } from '../lib/choices.ts';
import type { Frac } from '../lib/fraction.ts';
import { numericChoices } from '../lib/numeric-item.ts';
import type { BankQuestion } from '../../schema.ts';

export interface ItemText {
  id: string;
  concepts: string[];
  difficulty: 1 | 2 | 3 | 4 | 5;
  body: string;
  hints: string[];
  superhints: string[];
}

export function mcItem(
  text: ItemText,
  correct: string,
  wrong: readonly string[],
  letter: Letter,
  explain: (letter: Letter) => string,
): BankQuestion {
  const mc = choices(correct, wrong, letter);
  return { ...text, type: 'multiple_choice', ...mc, explanation: explain(mc.answer) };
}

export function feItem(text: ItemText, value: Frac, explanation: string): BankQuestion {
  return { ...text, type: 'free_entry', accepted: acceptedForms(value), explanation };
}

/**
 * A numeric item in multiple choice: the key and three wrong values, each computed from a named
 * error, in numeric order; the explanation ends with the key's letter.
 */
export function numItem(
  text: ItemText,
  value: Frac | number,
  wrong: readonly (Frac | number)[],
  explanation: string,
  show?: (v: Frac) => string,
): BankQuestion {
  const mc = numericChoices(value, wrong, show);
  return {
    ...text,
    type: 'multiple_choice',
    ...mc,
    explanation: `${explanation} The answer is choice ${mc.answer}.`,
  };
}

/** `$...$` around a LaTeX string. */
export const m = (v: string | number) => `$${v}$`;

const XS = [-3, -1, 0.5, 2, 7];
/** Whether a polynomial (coefficients, highest power first) agrees with `fn` at test values. */
export const agrees = (coefs: readonly number[], fn: (x: number) => number, xs = XS) =>
  xs.every((x) => close(evalPoly(coefs, x), fn(x)));
