// Multiple-choice assembly: four distinct choices with the correct one under a chosen letter, and
// a letter schedule that keeps a generator's answers spread evenly over A to D.
import { check } from './check.ts';

export type Letter = 'A' | 'B' | 'C' | 'D';
export const LETTERS: readonly Letter[] = ['A', 'B', 'C', 'D'];

export function choices(
  correct: string,
  distractors: readonly string[],
  letter: Letter,
): { choices: { id: Letter; text: string }[]; answer: Letter } {
  check(distractors.length === 3, 'three distractors');
  const texts = [...distractors];
  texts.splice(LETTERS.indexOf(letter), 0, correct);
  check(new Set(texts).size === 4, `choices must be distinct: ${texts.join(' | ')}`);
  return { choices: LETTERS.map((id, i) => ({ id, text: texts[i] as string })), answer: letter };
}

export function letterCycle(start: number): () => Letter {
  let i = start;
  return () => LETTERS[i++ % 4] as Letter;
}
