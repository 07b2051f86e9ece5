// Shared by the synthesis-<concept>.ts generators (branch mg-t): ids in the `t` series, one
// multiple-choice or typed-answer item per call, LaTeX for multiples of pi and of square roots,
// and the writer of questions/geometry-trigonometry/<concept>.mg-t.generated.yaml.
import { acceptedForms } from '../lib/answer-forms.ts';
import { check } from '../lib/check.ts';
import { frac, fracTex, terminatingDecimal, type Frac } from '../lib/fraction.ts';
import { choicesFrom, type Option } from '../lib/numeric-item.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { LETTERS, type Letter } from '../lib/choices.ts';
import type { BankQuestion } from '../../schema.ts';

export type { Option };
/** A wrong option and, optionally, the sentence that says which mistake leads to it. */
export type Wrong = Option & { why?: string };

interface Common {
  difficulty: number;
  body: string;
  figure?: string;
  hints: string[];
  superhints: string[];
  explanation: string;
  /** Further concepts of the submodule the item also practices. */
  also?: string[];
}

/** One generator's list of items of a concept, with ids `<concept>-t001`, `-t002`, ... */
export class SynthesisBank {
  readonly questions: BankQuestion[] = [];
  private serial = 0;
  private reserved: string | undefined;
  constructor(readonly concept: string) {}

  /** The id the next item will take (a figure is saved under it before the item is added). */
  nextId(): string {
    this.reserved ??= `${this.concept}-t${String(++this.serial).padStart(3, '0')}`;
    return this.reserved;
  }
  private take(): string {
    const id = this.nextId();
    this.reserved = undefined;
    return id;
  }
  private common(q: Common) {
    check(q.difficulty >= 1 && q.difficulty <= 5, 'difficulty 1 to 5');
    return {
      id: this.take(),
      concepts: [this.concept, ...(q.also ?? [])],
      difficulty: q.difficulty,
      body: q.body,
      ...(q.figure ? { figure: q.figure } : {}),
      hints: q.hints,
      superhints: q.superhints,
    };
  }

  /**
   * Multiple choice: four options printed in numeric order, as the test prints them. With more
   * than three wrong options (each a named mistake) and a letter, the first three in the list's
   * order that put the key under that letter are used.
   */
  mc(q: Common & { correct: Option; wrong: Wrong[]; letter?: Letter }, asWritten = false) {
    const wrong = pickWrong(q.correct, q.wrong, q.letter);
    const sorted = choicesFrom(q.correct, wrong);
    const { answer } = sorted;
    // choicesFrom puts each option in math; mcOrdered's options are whole choice texts (words
    // with only the numbers in math, or an equation with its own `$`), kept as written.
    const choices = asWritten
      ? sorted.choices.map((c) => ({ ...c, text: c.text.slice(1, -1) }))
      : sorted.choices;
    const whys = wrong.flatMap((w) => (w.why ? [w.why] : []));
    this.questions.push({
      ...this.common(q),
      type: 'multiple_choice',
      choices,
      answer,
      explanation: [q.explanation, ...whys, `The answer is choice ${answer}.`].join(' '),
    });
  }

  /**
   * Multiple choice whose options are not numbers: printed in the order given, each option the
   * choice's whole text with its own math delimiters ('It decreases by $10\%$.').
   */
  mcOrdered(q: Common & { options: string[]; correctIndex: number }) {
    const keyed = q.options.map((tex, i) => ({ tex, key: i }));
    const correct = keyed[q.correctIndex]!;
    this.mc({ ...q, correct, wrong: keyed.filter((o) => o !== correct) }, true);
  }

  /** A typed answer: every form the entry rules allow is accepted. */
  fe(q: Common & { answer: Frac | number }) {
    const key = typeof q.answer === 'number' ? frac(q.answer) : q.answer;
    this.questions.push({
      ...this.common(q),
      type: 'free_entry',
      accepted: acceptedForms(key),
      explanation: `${q.explanation} The answer is $${terminatingDecimal(key) ?? fracTex(key)}$.`,
    });
  }

  write(generator: string) {
    for (const q of this.questions) checkMath(q);
    writeGeneratedQuestions(
      'geometry-trigonometry',
      `${this.concept}.mg-t`,
      `generators/geometry-trigonometry/${generator}`,
      this.questions,
    );
  }
}

/**
 * Every text of an item has its `$` in pairs, no `$$`, no math that starts or ends with a space
 * (`angle $BAD = $ angle`), and no words inside math: words are plain text, only the math is in
 * `$` (vertex names such as ABC, and xy, are math).
 */
export function checkMath(q: BankQuestion) {
  const texts = [q.body, ...q.hints, ...q.superhints, q.explanation];
  if (q.type === 'multiple_choice') texts.push(...q.choices.map((c) => c.text));
  for (const raw of texts) {
    const text = typeof raw === 'string' ? raw : raw.text;
    check(!/(?<!\\)\$\$/.test(text), `${q.id}: $$ in ${text}`);
    const parts = text.split(/(?<!\\)\$/);
    check(parts.length % 2 === 1, `${q.id}: unpaired $ in ${text}`);
    for (const math of parts.filter((_, i) => i % 2 === 1)) {
      check(
        math.trim() === math && math !== '',
        `${q.id}: math $${math}$ starts or ends with a space`,
      );
      const bare = math.replace(/\\text\{[^}]*\}/g, '').replace(/\\[A-Za-z]+/g, '');
      const word = bare.match(/[A-Za-z]*[a-z][A-Za-z]*/g)?.find((w) => w.length > 2);
      check(word === undefined, `${q.id}: the word "${word}" inside math $${math}$`);
    }
  }
}

/** Three of the wrong options, chosen so the key falls under `letter` when one is asked for. */
function pickWrong(correct: Option, wrong: Wrong[], letter?: Letter): Wrong[] {
  if (!letter) {
    check(wrong.length === 3, 'three wrong options unless a letter is asked for');
    return wrong;
  }
  const want = LETTERS.indexOf(letter);
  for (let i = 0; i < wrong.length; i++)
    for (let j = i + 1; j < wrong.length; j++)
      for (let k = j + 1; k < wrong.length; k++) {
        const three = [wrong[i]!, wrong[j]!, wrong[k]!];
        if (three.filter((o) => o.key < correct.key).length === want) return three;
      }
  throw new Error(`no three wrong options put the key under ${letter}`);
}

/** k pi as LaTeX: \pi, 8\pi, \frac{9\pi}{2}, \frac{\pi}{3}. */
export function piTex(k: Frac | number): string {
  const f = typeof k === 'number' ? frac(k) : k;
  const n = f.n === 1 ? '' : f.n === -1 ? '-' : String(f.n);
  return f.d === 1 ? `${n}\\pi` : `\\frac{${n}\\pi}{${f.d}}`;
}

/** a times the square root of r as LaTeX (r > 1 and square-free): 6\sqrt{3}, \sqrt{5}. */
export function rootTex(a: number, r: number): string {
  return `${a === 1 ? '' : a}\\sqrt{${r}}`;
}

/** The same option with the sentence that explains the mistake behind it. */
export const because = (o: Option, why: string): Wrong => ({ ...o, why });

/** An option for a number: its LaTeX and its value. */
export const num = (v: Frac | number): Option => {
  const f = typeof v === 'number' ? frac(v) : v;
  return { tex: fracTex(f), key: f.n / f.d };
};
/** An option k pi. */
export const piOpt = (k: Frac | number): Option => {
  const f = typeof k === 'number' ? frac(k) : k;
  return { tex: piTex(f), key: (f.n / f.d) * Math.PI };
};
/** An option a sqrt(r). */
export const rootOpt = (a: number, r: number): Option => ({
  tex: rootTex(a, r),
  key: a * Math.sqrt(r),
});
