import type { ConceptScore } from '@academy/shared/catalog';
import { masteryLevel } from '@academy/shared/mastery';
import { storedQuestion, type ContentSnapshot } from '../catalog/content-store.ts';
import { masteryOf, masteryScore, type MasteryEvidence } from '@academy/shared/mastery-model';
import { rightFirstTime, type FirstAttemptInfo } from './progress-records.ts';

const round1 = (n: number) => Math.round(n * 10) / 10;

const key = (submoduleId: string, conceptId: string) => `${submoduleId} ${conceptId}`;

// How many questions each concept has in each submodule: the "of 40" of "12 of 40 done".
const questionCounts = new WeakMap<ContentSnapshot, Map<string, number>>();

function questionsPerConcept(snapshot: ContentSnapshot): Map<string, number> {
  let counts = questionCounts.get(snapshot);
  if (!counts) {
    counts = new Map();
    for (const s of snapshot.submodules) {
      for (const questionId of s.questionIds) {
        for (const conceptId of snapshot.questionById.get(questionId)?.conceptIds ?? []) {
          const k = key(s._id, conceptId);
          counts.set(k, (counts.get(k) ?? 0) + 1);
        }
      }
    }
    questionCounts.set(snapshot, counts);
  }
  return counts;
}

/** First attempts oldest first: the order the mastery model reads its evidence in. */
export const inAnswerOrder = (firsts: Map<string, FirstAttemptInfo>) =>
  [...firsts].sort(([, a], [, b]) => a.answeredUs - b.answeredUs || a.id - b.id);

/**
 * Every submodule's concept scores: each concept's mastery estimate (mastery.ts) from the first
 * attempts on its questions, oldest first, with how many of its questions were answered. A
 * concept counts only within the question's own submodule. Computed from the whole history on
 * every read, so a change to the model applies to past answers at once (decision 029).
 * An answer to a question since retired from the bank stays evidence (the score and its level do
 * not fall without the student doing anything), but not a question "done": those count the
 * questions still offered, as the total does (decision 029, addendum of 2026-12-07).
 */
export function allConceptScores(
  snapshot: ContentSnapshot,
  firsts: Map<string, FirstAttemptInfo>,
): Map<string, ConceptScore[]> {
  const evidence = new Map<string, MasteryEvidence[]>();
  const done = new Map<string, number>();
  for (const [questionId, info] of inAnswerOrder(firsts)) {
    const q = storedQuestion(snapshot, questionId);
    if (!q) continue;
    const live = snapshot.questionById.has(questionId);
    const submodule = snapshot.submoduleById.get(q.row.submoduleId);
    for (const conceptId of q.conceptIds) {
      if (!submodule?.conceptIds.includes(conceptId)) continue;
      const k = key(submodule._id, conceptId);
      let list = evidence.get(k);
      if (!list) evidence.set(k, (list = []));
      list.push({
        right: rightFirstTime(info),
        difficulty: q.row.difficulty,
        hintsUsed: info.hintsUsed,
        superhintsUsed: info.superhintsUsed,
      });
      if (live) done.set(k, (done.get(k) ?? 0) + 1);
    }
  }
  const totals = questionsPerConcept(snapshot);
  return new Map(
    snapshot.submodules.map((s) => [
      s._id,
      s.conceptIds.map((conceptId) => {
        const k = key(s._id, conceptId);
        const state = masteryOf(evidence.get(k) ?? []);
        const score = masteryScore(state);
        return {
          concept: conceptId,
          score,
          answered: done.get(k) ?? 0,
          total: totals.get(k) ?? 0,
          // Of the score as shown: the levels' bounds are read against one decimal.
          level: masteryLevel(round1(score), state.answered),
        };
      }),
    ]),
  );
}

/** Questions answered (a first attempt) per submodule. */
export function answeredPerSubmodule(
  snapshot: ContentSnapshot,
  firsts: Map<string, FirstAttemptInfo>,
): Map<string, number> {
  const answered = new Map<string, number>();
  for (const questionId of firsts.keys()) {
    const submoduleId = snapshot.questionById.get(questionId)?.row.submoduleId;
    if (submoduleId) answered.set(submoduleId, (answered.get(submoduleId) ?? 0) + 1);
  }
  return answered;
}

/** Scores as sent: one decimal. */
export const roundedScores = (scores: ConceptScore[]) =>
  scores.map((s) => ({ ...s, score: round1(s.score) }));

/**
 * A submodule's average: the mean of all its concepts' scores, unattempted ones counting 0, as
 * shown (one decimal). A student who averages the scores on the screen gets the same figure: from
 * the unrounded ones it could be 0.1 off (3.9 beside concepts that average 3.8).
 */
export function submoduleAverage(scores: ConceptScore[]): number {
  if (scores.length === 0) return 0;
  return round1(roundedScores(scores).reduce((sum, s) => sum + s.score, 0) / scores.length);
}
