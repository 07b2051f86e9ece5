// Shared by the <concept>-l5w.ts generators (series l5w, ids <concept>-w001, ...): level-5
// Geometry and Trigonometry items with circle and trigonometry synthesis. One multiple-choice or
// typed item per call: numeric choices printed in increasing order (as the test prints them),
// text choices in the order given, each wrong choice with the sentence naming the mistake behind
// it, and the writer of questions/geometry-trigonometry/<concept>.l5w.generated.yaml.
import { acceptedForms } from '../lib/answer-forms.ts';
import { check } from '../lib/check.ts';
import { LETTERS, type Letter } from '../lib/choices.ts';
import { frac, fracTex, terminatingDecimal, type Frac } from '../lib/fraction.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { checkMath, piTex } from './synthesis-common.ts';
import type { BankQuestion } from '../../schema.ts';

/** A choice: its text inside math (`tex`), its value (for the order) and, if wrong, why. */
export interface Opt {
  tex: string;
  value: number;
  why?: string;
}

interface Common {
  level: number;
  body: string;
  figure?: string;
  hints: string[];
  superhints: string[];
  /** The solution; each wrong choice's sentence follows it. */
  explanation: string;
  /** Further concepts of the submodule the item also practices. */
  also?: string[];
}

export class L5wSeries {
  readonly questions: BankQuestion[] = [];
  private serial = 0;
  constructor(readonly concept: string) {}

  /** The id the next item will take (a figure is saved under it before the item is added). */
  upcomingId(): string {
    return `${this.concept}-w${String(this.serial + 1).padStart(3, '0')}`;
  }

  private common(q: Common) {
    check(q.level >= 1 && q.level <= 5, 'difficulty 1 to 5');
    check(q.hints.length >= 1 && q.hints.length <= 3, 'one to three hints');
    check(q.superhints.length >= 1 && q.superhints.length <= 2, 'one or two superhints');
    const id = this.upcomingId();
    this.serial++;
    return {
      id,
      concepts: [this.concept, ...(q.also ?? [])],
      difficulty: q.level,
      body: q.body,
      ...(q.figure ? { figure: q.figure } : {}),
      hints: q.hints,
      superhints: q.superhints,
    };
  }

  /** Numeric choices, printed in increasing order; every wrong one names its mistake. */
  mc(q: Common & { key: Opt; wrong: [Opt, Opt, Opt] }) {
    const all = [q.key, ...q.wrong];
    for (const w of q.wrong) check(w.why !== undefined, `a reason for the wrong choice ${w.tex}`);
    const values = all.map((o) => o.value);
    for (let i = 0; i < 4; i++)
      for (let j = i + 1; j < 4; j++)
        check(
          Math.abs(values[i]! - values[j]!) > 1e-9,
          `distinct choice values ${all[i]!.tex}, ${all[j]!.tex}`,
        );
    check(new Set(all.map((o) => o.tex)).size === 4, 'distinct choice texts');
    const sorted = [...all].sort((a, b) => a.value - b.value);
    const answer = LETTERS[sorted.indexOf(q.key)] as Letter;
    this.push(
      q,
      sorted.map((o) => `$${o.tex}$`),
      answer,
      q.wrong.map((w) => w.why!),
    );
  }

  /** Text choices (each a whole choice text with its own `$`), printed in the order given. */
  mcText(
    q: Common & { options: [string, string, string, string]; keyIndex: number; whys: string[] },
  ) {
    check(new Set(q.options).size === 4, `distinct choices ${q.options.join(' | ')}`);
    check(q.whys.length === 3, 'a reason for each wrong choice');
    this.push(q, q.options, LETTERS[q.keyIndex] as Letter, q.whys);
  }

  private push(q: Common, texts: string[], answer: Letter, whys: string[]) {
    this.questions.push({
      ...this.common(q),
      type: 'multiple_choice',
      choices: LETTERS.map((id, i) => ({ id, text: texts[i]! })),
      answer,
      explanation: [q.explanation, ...whys, `The answer is choice ${answer}.`].join(' '),
    });
  }

  /** A typed answer with one exact value: every form the entry rules allow is accepted. */
  typed(q: Common & { answer: Frac | number }) {
    const key = typeof q.answer === 'number' ? frac(q.answer) : q.answer;
    this.questions.push({
      ...this.common(q),
      type: 'free_entry',
      accepted: acceptedForms(key),
      explanation: `${q.explanation} The answer is $${terminatingDecimal(key) ?? fracTex(key)}$.`,
    });
  }

  write(generator: string) {
    check(this.questions.length <= 6, 'at most six items of a concept');
    for (const q of this.questions) {
      check(q.difficulty === 5, `${q.id} is a level-5 item`);
      checkMath(q);
    }
    writeGeneratedQuestions(
      'geometry-trigonometry',
      `${this.concept}.l5w`,
      `generators/geometry-trigonometry/${generator}`,
      this.questions,
    );
  }
}

/** A number as a choice. */
export const num = (v: Frac | number, why?: string): Opt => {
  const f = typeof v === 'number' ? frac(v) : v;
  return { tex: fracTex(f), value: f.n / f.d, ...(why ? { why } : {}) };
};

/** a times the square root of r as LaTeX: 6\sqrt{3}, \sqrt{5}, \frac{2\sqrt{13}}{13}. */
export function rootTex(a: Frac | number, r: number): string {
  const f = typeof a === 'number' ? frac(a) : a;
  const coef = f.n === 1 ? '' : String(f.n);
  return f.d === 1 ? `${coef}\\sqrt{${r}}` : `\\frac{${coef}\\sqrt{${r}}}{${f.d}}`;
}

/** a sqrt(r) as a choice. */
export const rootOpt = (a: Frac | number, r: number, why?: string): Opt => {
  const f = typeof a === 'number' ? frac(a) : a;
  return { tex: rootTex(f, r), value: (f.n / f.d) * Math.sqrt(r), ...(why ? { why } : {}) };
};

/** An angle k pi in radians, signed: -\frac{5\pi}{6}. */
export const signedPiTex = (k: Frac) => (k.n < 0 ? `-${piTex(frac(-k.n, k.d))}` : piTex(k));

/** The real roots of a x^2 + b x + c = 0, smallest first (none, one or two). */
export function quadRoots(a: number, b: number, c: number): number[] {
  const disc = b * b - 4 * a * c;
  if (disc < -1e-12) return [];
  if (Math.abs(disc) <= 1e-12) return [-b / (2 * a)];
  const s = Math.sqrt(disc);
  return [(-b - s) / (2 * a), (-b + s) / (2 * a)].sort((x, y) => x - y);
}

/** Values of a grid where f changes sign or touches zero (a scan for the zeros of f). */
export function scanZeros(f: (x: number) => number, lo: number, hi: number, steps: number) {
  const out: number[] = [];
  const h = (hi - lo) / steps;
  let prev = f(lo);
  for (let i = 1; i <= steps; i++) {
    const x = lo + i * h;
    const cur = f(x);
    if (prev === 0 || prev * cur < 0) {
      // bisection inside the step
      let [a, b] = [x - h, x];
      for (let k = 0; k < 60; k++) {
        const m = (a + b) / 2;
        if (f(a) * f(m) <= 0) b = m;
        else a = m;
      }
      out.push((a + b) / 2);
    }
    prev = cur;
  }
  return out;
}
