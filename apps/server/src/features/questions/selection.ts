import type { StoredQuestion } from '../catalog/content-store.ts';

/**
 * How likely a question is to be served: 1 + (10 − the lowest score among its concepts), so an
 * untouched or failed concept is eleven times likelier than a mastered one, and nothing is ever
 * impossible.
 */
export function weaknessWeight(
  question: StoredQuestion,
  scoreOf: (conceptId: string) => number,
): number {
  let weakest = 10;
  for (const conceptId of question.conceptIds) weakest = Math.min(weakest, scoreOf(conceptId));
  return 1 + (10 - weakest);
}

/** Picks one item with probability proportional to its weight; weight 0 never, none: undefined. */
export function pickWeighted<T>(
  items: readonly T[],
  weightOf: (item: T) => number,
  random: () => number = Math.random,
): T | undefined {
  // Runs on every "next question": one typed array, no array of candidates per call.
  const weights = new Float64Array(items.length);
  let total = 0;
  for (let i = 0; i < items.length; i++) total += weights[i] = weightOf(items[i]!);
  if (total === 0) return undefined;
  let target = random() * total;
  let last = -1;
  for (let i = 0; i < items.length; i++) {
    if (weights[i] === 0) continue;
    last = i;
    target -= weights[i]!;
    if (target < 0) return items[i];
  }
  // Rounding can leave a sliver of the total: it belongs to the last item that could be picked.
  return items[last];
}
