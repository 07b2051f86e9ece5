import type { StoredQuestion } from '../catalog/content-store.ts';

/**
 * Picks one question, weighted toward weak concepts: weight 1 + (10 − the lowest score among
 * the question's concepts), so an untouched or failed concept is eleven times likelier than a
 * mastered one, and nothing is ever impossible.
 */
export function pickWeighted(
  candidates: StoredQuestion[],
  scoreOf: (conceptId: string) => number,
  random: () => number = Math.random,
): StoredQuestion | undefined {
  if (candidates.length === 0) return undefined;
  const weights = candidates.map((q) => {
    const weakest = Math.min(...q.conceptIds.map(scoreOf), 10);
    return 1 + (10 - weakest);
  });
  let target = random() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < candidates.length; i++) {
    target -= weights[i]!;
    if (target < 0) return candidates[i];
  }
  return candidates[candidates.length - 1];
}
