// A question with a numeric answer, shared by the generators of every submodule: four choices in
// numeric order (as on the test) or a free-entry answer with every typeable form, and the closing
// line of each multiple-choice explanation.
import { check } from './check.ts';
import { LETTERS } from './choices.ts';
import { acceptedForms } from './answer-forms.ts';
import { frac, fracTex, fracValue, terminatingDecimal, type Frac } from './fraction.ts';
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

/**
 * The choices of a numeric item: the key and three wrong values, each computed from a named
 * student error, shown by `show` (LaTeX without the dollars; `fracTex` by default) in numeric
 * order. Refuses a wrong value equal to the key or to another wrong value.
 */
export function numericChoices(
  answer: Frac | number,
  wrong: readonly (Frac | number)[],
  show: (v: Frac) => string = fracTex,
) {
  const f = (v: Frac | number) => (typeof v === 'number' ? frac(v) : v);
  const key = f(answer);
  const values = wrong.map(f);
  check(values.length === 3, 'three wrong values');
  const all = [key, ...values];
  all.forEach((v, i) =>
    all.forEach((w, j) =>
      check(i >= j || v.n * w.d !== w.n * v.d, `choice values must differ: ${fracTex(v)}`),
    ),
  );
  return choicesFrom(
    { tex: show(key), key: fracValue(key) },
    values.map((v) => ({ tex: show(v), key: fracValue(v) })),
  );
}

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

export type NumericValue = Frac | number;
/** Adds one numeric item (free entry when `wrong` is undefined) to a generator's list. */
export type AddNumericItem = (
  difficulty: number,
  body: string,
  answer: NumericValue,
  wrong: NumericValue[] | undefined,
  hints: string[],
  superhints: string[],
  explanation: string,
) => void;

/** The adder of one generator: its concepts, its id series and the list it fills. */
export function numericItemAdder(
  concepts: string[],
  nextId: () => string,
  questions: BankQuestion[],
): AddNumericItem {
  return (difficulty, body, answer, wrong, hints, superhints, explanation) => {
    questions.push(
      numericItem({
        id: nextId(),
        concepts,
        difficulty,
        body,
        answer,
        wrong,
        hints,
        superhints,
        explanation,
      }),
    );
  };
}

/**
 * A multiple-choice item's numeric choices as the test prints them: a terminating value as a
 * decimal (3.25, not 13/4) and thousands separated (24{,}000). Other choices stay as they are.
 */
export function readableChoices(q: BankQuestion): BankQuestion {
  if (q.type !== 'multiple_choice') return q;
  const choices = q.choices.map((c) => {
    const m = /^\$(?:\\frac\{(\d+)\}\{(\d+)\}|(\d+))\$$/.exec(c.text);
    const d = m && terminatingDecimal(m[3] ? frac(Number(m[3])) : frac(Number(m[1]), Number(m[2])));
    if (!d) return c;
    const [whole, decimals] = d.split('.');
    const grouped = (whole ?? '').replace(/\B(?=(\d{3})+(?!\d))/g, '{,}');
    return { ...c, text: `$${grouped}${decimals ? `.${decimals}` : ''}$` };
  });
  return { ...q, choices };
}
