// Multiple-choice assembly: four distinct choices with the correct one under a chosen letter, and
// a letter schedule that keeps a generator's answers spread evenly over A to D.
import { check } from './check.ts';
import { plainNumber } from '../../tools/numeric-choices.ts';

export type Letter = 'A' | 'B' | 'C' | 'D';
export const LETTERS: readonly Letter[] = ['A', 'B', 'C', 'D'];

/**
 * The correct text under `letter`, unless all four are plain numbers: those stand in numeric
 * order, as on the test (the checker requires it), and the answer's letter follows its value.
 * Callers name the letter from the result, never from `letter`.
 */
export function choices(
  correct: string,
  distractors: readonly string[],
  letter: Letter,
): { choices: { id: Letter; text: string }[]; answer: Letter } {
  check(distractors.length === 3, 'three distractors');
  let texts = [...distractors];
  texts.splice(LETTERS.indexOf(letter), 0, correct);
  check(new Set(texts).size === 4, `choices must be distinct: ${texts.join(' | ')}`);
  const values = texts.map(plainNumber);
  if (values.every((v) => v !== undefined)) {
    texts = texts
      .map((text, i) => ({ text, value: values[i]! }))
      .sort((a, b) => a.value - b.value)
      .map((c) => c.text);
  }
  const answer = LETTERS[texts.indexOf(correct)]!;
  return { choices: LETTERS.map((id, i) => ({ id, text: texts[i] as string })), answer };
}

export function letterCycle(start: number): () => Letter {
  let i = start;
  return () => LETTERS[i++ % 4] as Letter;
}
