// Shared helpers for the Problem-Solving and Data Analysis generators: the entry forms of an
// answer, choice placement, question assembly and number formatting.
import { fitsEntryField } from '../lib/answer-forms.ts';
import { check, close } from '../lib/check.ts';
import { LETTERS, type Letter } from '../lib/choices.ts';
import { fracValue, terminatingDecimal, type Frac } from '../lib/fraction.ts';
import { numericChoices } from '../lib/numeric-item.ts';
import type { Rng } from '../lib/random.ts';
import type { BankQuestion } from '../../schema.ts';

/**
 * Every form a student may type for the exact answer f, following the Digital SAT entry rules:
 * the reduced fraction (listed first when it fits), extra unreduced fractions, and the
 * terminating decimal with and without a leading zero. A repeating decimal is left to the answer
 * checker, which accepts from the fraction every decimal that fills the field. Throws when no
 * form fits in 5 characters (6 with a minus).
 */
export function entryForms(f: Frac, extraFractions: string[] = []): string[] {
  const out: string[] = [];
  const add = (s: string) => {
    if (fitsEntryField(s) && !out.includes(s)) out.push(s);
  };
  if (f.d === 1) {
    add(String(f.n));
  } else {
    add(`${f.n}/${f.d}`);
    for (const e of extraFractions) add(e);
    const t = terminatingDecimal(f);
    if (t !== undefined && /^-?0\./.test(t)) add(t.replace(/^(-?)0\./, '$1.'));
    if (t !== undefined) add(t);
  }
  if (!out.length) throw new Error(`no entry form fits for ${f.n}/${f.d}`);
  for (const s of out) {
    const v = s.includes('/') ? Number(s.split('/')[0]) / Number(s.split('/')[1]) : Number(s);
    if (Math.abs(v - fracValue(f)) > 1e-12) {
      throw new Error(`entry form ${s} does not match ${f.n}/${f.d}`);
    }
  }
  return out;
}

/** LaTeX for a number: thousands separated with {,}, no trailing zeros. */
export function tex(n: number, digits = 6): string {
  const s = Number(n.toFixed(digits)).toString();
  const [i, dec] = s.split('.');
  const neg = (i ?? '').startsWith('-');
  const body = (neg ? (i ?? '').slice(1) : (i ?? '')).replace(/\B(?=(\d{3})+(?!\d))/g, '{,}');
  return (neg ? '-' : '') + body + (dec ? '.' + dec : '');
}

/** Plain-text number with comma thousands separators (for use outside math). */
export function plain(n: number, digits = 6): string {
  return tex(n, digits).replace(/\{,\}/g, ',');
}

/** Money as text outside math: \$1,234.50 (always two decimals unless whole and `whole`). */
export function money(n: number, whole = false): string {
  const s = whole && Number.isInteger(n) ? plain(n) : plain(Number(n.toFixed(2)), 2);
  const withCents =
    whole && Number.isInteger(n)
      ? s
      : s.includes('.')
        ? s.padEnd(s.indexOf('.') + 3, '0')
        : s + '.00';
  return '\\$' + withCents;
}

/**
 * Numeric choices sorted ascending, with the correct value landing at `target` (0-3) when some
 * three of the candidate distractors allow it. Candidates equal to the answer or to each other
 * are dropped. Returns the four values and the answer letter.
 */
export function placeNumeric(
  correct: number,
  candidates: readonly number[],
  target: number,
): { values: number[]; answer: Letter } {
  const eq = (a: number, b: number) => Math.abs(a - b) < 1e-9;
  const pool: number[] = [];
  for (const c of candidates) if (!eq(c, correct) && !pool.some((p) => eq(p, c))) pool.push(c);
  if (pool.length < 3) throw new Error(`need 3 distinct distractors for ${correct}, got ${pool}`);
  let fallback: number[] | undefined;
  for (let i = 0; i < pool.length; i++)
    for (let j = i + 1; j < pool.length; j++)
      for (let k = j + 1; k < pool.length; k++) {
        const vals = [correct, pool[i] as number, pool[j] as number, pool[k] as number].sort(
          (a, b) => a - b,
        );
        const at = vals.findIndex((v) => eq(v, correct));
        if (at === target) return { values: vals, answer: LETTERS[at] as Letter };
        fallback ??= vals;
      }
  const vals = fallback as number[];
  return { values: vals, answer: LETTERS[vals.findIndex((v) => eq(v, correct))] as Letter };
}

/** Text choices with the correct one at position `target`; distractors keep their order. */
export function placeText(
  correct: string,
  distractors: readonly string[],
  target: number,
): { texts: string[]; answer: Letter } {
  if (distractors.length !== 3) throw new Error('need exactly 3 distractors');
  const texts = [...distractors];
  texts.splice(target, 0, correct);
  if (new Set(texts).size !== 4) throw new Error(`choices not distinct: ${texts.join(' | ')}`);
  return { texts, answer: LETTERS[target] as Letter };
}

export function mcQuestion(q: {
  id: string;
  concepts: string[];
  difficulty: number;
  body: string;
  texts: string[];
  answer: Letter;
  hints: string[];
  superhints: string[];
  explanation: string;
  figure?: string;
}): BankQuestion {
  return {
    id: q.id,
    concepts: q.concepts,
    difficulty: q.difficulty,
    type: 'multiple_choice',
    body: q.body,
    ...(q.figure ? { figure: q.figure } : {}),
    figurePosition: 'top',
    choices: q.texts.map((text, i) => ({ id: LETTERS[i] as Letter, text })),
    answer: q.answer,
    hints: q.hints,
    superhints: q.superhints,
    explanation: q.explanation,
  };
}

/**
 * A question with a numeric answer in multiple choice: the key and three wrong values, each
 * computed from a named student error, in numeric order (shown by `show`, LaTeX without the
 * dollars); `explain` gets the key's letter.
 */
export function numQuestion(q: {
  id: string;
  concepts: string[];
  difficulty: number;
  body: string;
  answer: Frac | number;
  wrong: (Frac | number)[];
  show?: (v: Frac) => string;
  hints: string[];
  superhints: string[];
  explain: (letter: Letter) => string;
  figure?: string;
}): BankQuestion {
  const { choices, answer } = numericChoices(q.answer, q.wrong, q.show);
  return mcQuestion({
    ...q,
    texts: choices.map((c) => c.text),
    answer,
    explanation: q.explain(answer),
  });
}

export function feQuestion(q: {
  id: string;
  concepts: string[];
  difficulty: number;
  body: string;
  accepted: string[];
  answerLatex?: string;
  hints: string[];
  superhints: string[];
  explanation: string;
  figure?: string;
}): BankQuestion {
  return {
    id: q.id,
    concepts: q.concepts,
    difficulty: q.difficulty,
    type: 'free_entry',
    body: q.body,
    ...(q.figure ? { figure: q.figure } : {}),
    figurePosition: 'top',
    accepted: q.accepted,
    ...(q.answerLatex ? { answerLatex: q.answerLatex } : {}),
    hints: q.hints,
    superhints: q.superhints,
    explanation: q.explanation,
  };
}

/** Throws unless two independently computed answers agree. */
export function verify(what: string, a: number, b: number, tol = 1e-9): void {
  check(close(a, b, tol), `${what}: ${a} vs ${b}`);
}

/** Picks an element the generator has not used yet (so contexts do not repeat). */
export function pickUnused<T>(rng: Rng, items: readonly T[], used: Set<T>): T {
  const left = items.filter((x) => !used.has(x));
  if (!left.length) throw new Error('ran out of unused items');
  const x = rng.pick(left);
  used.add(x);
  return x;
}
