import type { ContentSnapshot } from '../catalog/content-store.ts';
import type { ProgressRepository } from '../progress/repository.ts';
import { userScores } from '../progress/user-scores.ts';

/**
 * The user's concepts, weakest first: those practised, by mastery score, then those never
 * practised (nothing is known of them), in random order.
 */
export async function weakestConcepts(
  progress: ProgressRepository,
  snapshot: ContentSnapshot,
  userId: string,
): Promise<string[]> {
  const { bySubmodule } = await userScores(progress, snapshot, userId);
  const scores = [...bySubmodule.values()].flat().filter((s) => s.total > 0);
  const practised = scores.filter((s) => s.answered > 0).sort((a, b) => a.score - b.score);
  const untried = scores
    .filter((s) => s.answered === 0)
    .map((s) => ({ s, order: Math.random() }))
    .sort((a, b) => a.order - b.order)
    .map(({ s }) => s);
  return [...practised, ...untried].map((s) => s.concept);
}
