// What the r-series Algebra generators of issue 39 share (branch mg-r): one series of items per
// concept with ids <concept>-r001, …, written to questions/algebra/<concept>.mg-r.generated.yaml;
// typed answers with every typeable form; numeric choices in numeric order (as on the test);
// text choices with the key under a letter the generator names; and small search helpers for the
// second, independent confirmation of each key.
import { acceptedForms } from '../lib/answer-forms.ts';
import { check } from '../lib/check.ts';
import { choices, type Letter } from '../lib/choices.ts';
import { frac, fracTex, fracValue, terminatingDecimal, type Frac } from '../lib/fraction.ts';
import { choicesFrom } from '../lib/numeric-item.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import type { BankQuestion } from '../../schema.ts';

export type Level = 1 | 2 | 3 | 4 | 5;
export type Num = Frac | number;

export interface Text {
  difficulty: Level;
  body: string;
  hints: string[];
  superhints: string[];
  figure?: string;
  /** Other concepts the item also practices (after the series' own concept). */
  also?: string[];
}

/** A choice shown as LaTeX (`tex`) and ordered by `key`, or a plain number. */
export type Option = Num | { tex: string; key: number };

export const f = (v: Num): Frac => (typeof v === 'number' ? frac(v) : v);
/** `$...$` around a LaTeX string or number. */
export const m = (v: string | number) => `$${v}$`;
export const tex = (v: Num) => fracTex(f(v));
export const range = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);
/** An amount of money as a choice: 10.50, ordered by its value. */
export const money = (v: number) => ({ tex: v.toFixed(2), key: v });
/** Exact rational comparison of two numbers given as decimals (to 1e-9). */
export const same = (a: number, b: number) => Math.abs(a - b) < 1e-9;

/** A typed answer as the explanation prints it: 10.5 rather than 21/2, but 7/3 and 19/4 as fractions. */
function shown(v: Frac): string {
  const d = terminatingDecimal(v);
  if (v.d === 1 && Math.abs(v.n) >= 10000)
    return String(v.n).replace(/\B(?=(\d{3})+(?!\d))/g, '{,}');
  return d !== undefined && /^-?\d+(\.\d)?$/.test(d) ? d : fracTex(v);
}

/** A two-equation system, displayed and aligned at the equals signs. */
export const sys = (a: string, b: string) =>
  `$$\\begin{aligned} ${a.replace(' = ', ' &= ')} \\\\ ${b.replace(' = ', ' &= ')} \\end{aligned}$$`;

export class Series {
  readonly items: BankQuestion[] = [];
  private serial = 0;
  constructor(
    readonly concept: string,
    readonly generator: string,
  ) {}

  private base(t: Text) {
    const id = `${this.concept}-r${String(++this.serial).padStart(3, '0')}`;
    return {
      id,
      concepts: [this.concept, ...(t.also ?? [])],
      difficulty: t.difficulty,
      body: t.body,
      ...(t.figure ? { figure: t.figure, figurePosition: 'top' as const } : {}),
      hints: t.hints,
      superhints: t.superhints,
    };
  }

  /** The id the next item will take (for a figure drawn before the item). */
  peekId() {
    return `${this.concept}-r${String(this.serial + 1).padStart(3, '0')}`;
  }

  typed(t: Text, value: Num, explanation: string) {
    const v = f(value);
    this.items.push({
      ...this.base(t),
      type: 'free_entry',
      accepted: acceptedForms(v),
      explanation: `${explanation} The answer is $${shown(v)}$.`,
    });
  }

  /** Numeric choices in increasing order; `explain` gets the letter the key landed on. */
  numeric(t: Text, key: Option, wrong: Option[], explain: (l: Letter) => string) {
    const opt = (o: Option) =>
      typeof o === 'object' && 'tex' in o ? o : { tex: tex(o), key: fracValue(f(o)) };
    const correct = opt(key);
    const { choices: cs, answer } = choicesFrom(correct, wrong.map(opt));
    this.items.push({
      ...this.base(t),
      type: 'multiple_choice',
      choices: cs,
      answer,
      explanation: explain(answer),
    });
  }

  /**
   * A numeric item whose explanation was written as for a typed answer: the choices are the key
   * and `wrong` in numeric order, and `why` (the mistakes behind the wrong choices) follows the
   * sentence that names the key's letter.
   */
  choose(t: Text, key: Option, explanation: string, wrong: Option[], why: string) {
    this.numeric(t, key, wrong, (l) => `${explanation} That is choice ${l}. ${why}`);
  }

  /** Text choices in the order given, with the key inserted under `letter`. */
  text(t: Text, key: string, wrong: string[], letter: Letter, explain: (l: Letter) => string) {
    const mc = choices(key, wrong, letter);
    this.items.push({
      ...this.base(t),
      type: 'multiple_choice',
      ...mc,
      explanation: explain(mc.answer),
    });
  }

  write() {
    const levels = this.items.map((q) => q.difficulty);
    check(
      levels.every((d) => d >= 1 && d <= 5),
      `${this.concept}: levels 1 to 5`,
    );
    writeGeneratedQuestions('algebra', `${this.concept}.mg-r`, this.generator, this.items);
  }
}

/** Solutions of a·x + b·y = c and d·x + e·y = g: 'one', 'none' or 'infinite' (by ranks). */
export function countSolutions(e1: readonly number[], e2: readonly number[]) {
  const [a, b, c] = e1 as [number, number, number];
  const [d, e, g] = e2 as [number, number, number];
  const zero1 = a === 0 && b === 0;
  const zero2 = d === 0 && e === 0;
  if ((zero1 && c !== 0) || (zero2 && g !== 0)) return 'none';
  if (zero1 || zero2) return 'infinite';
  if (a * e - b * d !== 0) return 'one';
  return a * g - c * d === 0 && b * g - c * e === 0 ? 'infinite' : 'none';
}
