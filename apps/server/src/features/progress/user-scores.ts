import type { ConceptScore } from '@academy/shared/catalog';
import type { ContentSnapshot } from '../catalog/content-store.ts';
import type { FirstAttemptInfo } from './progress-records.ts';
import type { ProgressRepository } from './repository.ts';
import { allConceptScores, answeredPerSubmodule, submoduleAverage } from './scores.ts';

/** A submodule's average score and questions answered, for one user. */
export interface SubmoduleAverage {
  averageScore: number;
  answered: number;
}

interface Memo {
  generation: number;
  snapshot: ContentSnapshot;
  bySubmodule: Map<string, ConceptScore[]>;
  /** Made on the first call that needs them (the topic list's), then kept with the scores. */
  averages?: Map<string, SubmoduleAverage>;
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
  const { firsts, memo } = await scoresMemo(repo, snapshot, userId);
  return { firsts, bySubmodule: memo.bySubmodule };
}

/**
 * Every submodule's average and questions answered for one user, made once per change: the
 * topic list asks for them on every visit, and counting a heavy user's first attempts by
 * submodule each time was most of that call's time.
 */
export async function userAverages(
  repo: ProgressRepository,
  snapshot: ContentSnapshot,
  userId: string,
): Promise<Map<string, SubmoduleAverage>> {
  const { firsts, memo } = await scoresMemo(repo, snapshot, userId);
  if (!memo.averages) {
    const answered = answeredPerSubmodule(snapshot, firsts);
    memo.averages = new Map(
      [...memo.bySubmodule].map(([submoduleId, scores]) => [
        submoduleId,
        { averageScore: submoduleAverage(scores), answered: answered.get(submoduleId) ?? 0 },
      ]),
    );
  }
  return memo.averages;
}

async function scoresMemo(repo: ProgressRepository, snapshot: ContentSnapshot, userId: string) {
  const firsts = await repo.firstAttemptMap(userId);
  const generation = repo.generation(userId);
  let memo = memos.get(firsts);
  if (!memo || memo.generation !== generation || memo.snapshot !== snapshot) {
    memo = { generation, snapshot, bySubmodule: allConceptScores(snapshot, firsts) };
    memos.set(firsts, memo);
  }
  return { firsts, memo };
}
