// One series of generated questions with its own id letter ("probability-s001", ...), for
// generators that add a series beside the g- and h-series: ids, numeric choices in increasing
// order with the key under a letter taken in turn from A to D (as far as the values allow), text
// choices under the next letter, and typed answers with every form the entry rules allow.
import { acceptedForms } from './answer-forms.ts';
import { check } from './check.ts';
import { LETTERS, type Letter } from './choices.ts';
import { frac, type Frac } from './fraction.ts';
import type { BankQuestion } from '../../schema.ts';

export interface ItemBase {
  /** Difficulty 1 to 5 (the schema refuses any other value when the file is written). */
  level: number;
  body: string;
  hints: string[];
  superhints: string[];
  figure?: string;
  /** Further concepts after the series' own (its first concept stays the main one). */
  also?: string[];
}

export interface Series {
  readonly questions: BankQuestion[];
  /** The id the next question will get (to name its figure before it is added). */
  upcomingId(): string;
  /** Numeric choices shown by `show`, sorted ascending; `explain` gets the key's letter. */
  mcNumber(
    o: ItemBase & {
      answer: number;
      wrong: readonly number[];
      show: (v: number) => string;
      explain: (letter: Letter) => string;
      /**
       * false: the item takes no letter of the turn, so the letters of the items after it stay
       * as they were (for an item turned from typed into multiple choice).
       */
      turn?: false;
    },
  ): void;
  /** Text choices: the key goes under the next letter of the turn, the others keep their order. */
  mcText(
    o: ItemBase & {
      answer: string;
      wrong: readonly [string, string, string];
      explain: (letter: Letter) => string;
    },
  ): void;
  /** A typed answer: every form of the exact value a student may enter. */
  typed(o: ItemBase & { answer: Frac | number; explanation: string }): void;
}

export function itemSeries(concept: string, letter: string, firstSlot = 0): Series {
  const questions: BankQuestion[] = [];
  let serial = 0;
  let slot = firstSlot;
  const idOf = (n: number) => `${concept}-${letter}${String(n).padStart(3, '0')}`;
  const nextId = () => idOf(++serial);
  const base = (o: ItemBase) => ({
    id: nextId(),
    concepts: [concept, ...(o.also ?? [])],
    difficulty: o.level,
    body: o.body,
    ...(o.figure ? { figure: o.figure } : {}),
    figurePosition: 'top' as const,
    hints: o.hints,
    superhints: o.superhints,
  });
  const eq = (a: number, b: number) => Math.abs(a - b) < 1e-9;
  const addChoices = (
    o: ItemBase & { explain: (letter: Letter) => string },
    texts: string[],
    answer: Letter,
  ) =>
    questions.push({
      ...base(o),
      type: 'multiple_choice',
      choices: LETTERS.map((id, i) => ({ id, text: texts[i] as string })),
      answer,
      explanation: o.explain(answer),
    });
  return {
    questions,
    upcomingId: () => idOf(serial + 1),
    mcNumber(o) {
      const target = o.turn === false ? -1 : slot++ % 4;
      const pool: number[] = [];
      for (const w of o.wrong) if (!eq(w, o.answer) && !pool.some((p) => eq(p, w))) pool.push(w);
      check(pool.length >= 3, `three distinct wrong values for ${o.answer}`);
      // the first three wrong values, unless another choice of three puts the key on target
      let values = [o.answer, ...pool.slice(0, 3)].sort((a, b) => a - b);
      for (let i = 0; i < pool.length; i++)
        for (let j = i + 1; j < pool.length; j++)
          for (let k = j + 1; k < pool.length; k++) {
            const vals = [o.answer, pool[i]!, pool[j]!, pool[k]!].sort((a, b) => a - b);
            if (
              vals.findIndex((v) => eq(v, o.answer)) === target &&
              values.indexOf(o.answer) !== target
            )
              values = vals;
          }
      const texts = values.map(o.show);
      check(new Set(texts).size === 4, `choices must read differently: ${texts.join(' | ')}`);
      addChoices(o, texts, LETTERS[values.findIndex((v) => eq(v, o.answer))] as Letter);
    },
    mcText(o) {
      const at = slot++ % 4;
      const texts = [...o.wrong];
      texts.splice(at, 0, o.answer);
      check(new Set(texts).size === 4, `choices must be distinct: ${texts.join(' | ')}`);
      addChoices(o, texts, LETTERS[at] as Letter);
    },
    typed(o) {
      const value = typeof o.answer === 'number' ? frac(o.answer) : o.answer;
      questions.push({
        ...base(o),
        type: 'free_entry',
        accepted: acceptedForms(value),
        explanation: o.explanation,
      });
    },
  };
}
