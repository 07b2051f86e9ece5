import type { ConceptScore } from '@academy/shared/catalog';
import type { ContentSnapshot } from '../catalog/content-store.ts';
import type { FirstAttemptInfo } from './progress-records.ts';
import type { ProgressRepository } from './repository.ts';
import { allConceptScores } from './scores.ts';

interface Memo {
  generation: number;
  snapshot: ContentSnapshot;
  bySubmodule: Map<string, ConceptScore[]>;
}

// Keyed by the cached first-attempt map itself: a re-read makes a new map (a miss), a write
// made here changes it in place and bumps the user's generation (a miss too).
const memos = new WeakMap<Map<string, FirstAttemptInfo>, Memo>();

/**
 * A user's first attempts and every submodule's concept scores for them, computed once per
 * change: practice calls read them on every request.
 */
export async function userScores(
  repo: ProgressRepository,
  snapshot: ContentSnapshot,
  userId: string,
): Promise<{ firsts: Map<string, FirstAttemptInfo>; bySubmodule: Map<string, ConceptScore[]> }> {
  const firsts = await repo.firstAttemptMap(userId);
  const generation = repo.generation(userId);
  const memo = memos.get(firsts);
  if (memo && memo.generation === generation && memo.snapshot === snapshot) {
    return { firsts, bySubmodule: memo.bySubmodule };
  }
  const bySubmodule = allConceptScores(snapshot, firsts);
  memos.set(firsts, { generation, snapshot, bySubmodule });
  return { firsts, bySubmodule };
}
