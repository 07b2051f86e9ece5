import type { ConceptScore } from '@academy/shared/catalog';
import type { ContentSnapshot } from '../catalog/content-store.ts';

export interface FirstAttempt {
  questionId: string;
  /** Right the first time (see rightFirstTime): not merely the answer recorded first. */
  isCorrect: boolean;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * A concept's score: the difficulty-weighted share of correct first attempts on its
 * questions, times 10 (DESIGN.md). One slip on an easy question costs less than on a hard one.
 */
export function conceptScores(
  snapshot: ContentSnapshot,
  submoduleId: string,
  attempts: FirstAttempt[],
): ConceptScore[] {
  const submodule = snapshot.submoduleById.get(submoduleId);
  if (!submodule) return [];
  const earned = new Map<string, number>();
  const possible = new Map<string, number>();
  for (const attempt of attempts) {
    const q = snapshot.questionById.get(attempt.questionId);
    if (!q || q.row.submoduleId !== submoduleId) continue;
    for (const conceptId of q.conceptIds) {
      possible.set(conceptId, (possible.get(conceptId) ?? 0) + q.row.difficulty);
      if (attempt.isCorrect) earned.set(conceptId, (earned.get(conceptId) ?? 0) + q.row.difficulty);
    }
  }
  return submodule.conceptIds.map((conceptId) => {
    const total = possible.get(conceptId) ?? 0;
    return { concept: conceptId, score: total ? ((earned.get(conceptId) ?? 0) / total) * 10 : 0 };
  });
}

/** Every submodule's concept scores in one pass over the attempts (same rule as above). */
export function allConceptScores(
  snapshot: ContentSnapshot,
  attempts: Iterable<FirstAttempt>,
): Map<string, ConceptScore[]> {
  const earned = new Map<string, number>();
  const possible = new Map<string, number>();
  for (const attempt of attempts) {
    const q = snapshot.questionById.get(attempt.questionId);
    if (!q) continue;
    const submodule = snapshot.submoduleById.get(q.row.submoduleId);
    for (const conceptId of q.conceptIds) {
      // conceptScores counts a concept only within the question's own submodule.
      if (!submodule?.conceptIds.includes(conceptId)) continue;
      possible.set(conceptId, (possible.get(conceptId) ?? 0) + q.row.difficulty);
      if (attempt.isCorrect) earned.set(conceptId, (earned.get(conceptId) ?? 0) + q.row.difficulty);
    }
  }
  return new Map(
    snapshot.submodules.map((s) => [
      s._id,
      s.conceptIds.map((conceptId) => {
        const total = possible.get(conceptId) ?? 0;
        return {
          concept: conceptId,
          score: total ? ((earned.get(conceptId) ?? 0) / total) * 10 : 0,
        };
      }),
    ]),
  );
}

/** Scores as sent: one decimal. */
export const roundedScores = (scores: ConceptScore[]) =>
  scores.map((s) => ({ concept: s.concept, score: round1(s.score) }));

/** A submodule's average: the mean of all its concepts' scores, unattempted ones counting 0. */
export function submoduleAverage(scores: ConceptScore[]): number {
  if (scores.length === 0) return 0;
  return round1(scores.reduce((sum, s) => sum + s.score, 0) / scores.length);
}
