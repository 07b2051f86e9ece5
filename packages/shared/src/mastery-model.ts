import { MIN_ANSWERS_ABOVE_HALF } from './mastery.ts';

/** A first attempt as the mastery model reads it; attempts are given oldest first. */
export interface MasteryEvidence {
  /** Right the first time (see rightFirstTime). */
  right: boolean;
  /** The question's difficulty, 1–5. */
  difficulty: number;
  hintsUsed: number;
  superhintsUsed: number;
}

/** Where a concept's estimate stands after some answers (see updateMastery). */
export interface MasteryState {
  /** Ability on the concept, on the logit scale the difficulties are placed on. */
  rating: number;
  answered: number;
  /** First attempts right so far: with none, there is no evidence of mastery to show. */
  right: number;
  /**
   * Whether the score may pass 5.0: from the fifth answer on, once one of them is right. A miss
   * as the fifth answer lifts nothing, or it would show a score above the 5.0 held before it.
   */
  pastHalf: boolean;
}

// An Elo-style estimate (decision 029): the chance of a right first attempt at a question of
// difficulty d is σ(rating − b(d)). The constants were chosen so that one right answer shows
// about 3.4, five right in a row about 6.7, twenty about 8.7, and one slip after twenty right
// costs about 0.4 (the unit tests hold them to it).
const START_RATING = -1.5;
/** Difficulty 3 sits at 0; each step of difficulty moves b by this. */
const DIFFICULTY_STEP = 0.75;
/** The first answers move the estimate most; the step shrinks with answers, to a floor. */
const FIRST_STEP = 1;
const STEP_DECAY = 0.2;
const MIN_STEP = 0.35;
/** How much an answer counts: less after a hint, much less after a superhint. */
const HINT_WEIGHT = 0.7;
const SUPERHINT_WEIGHT = 0.35;

export const NEW_MASTERY: MasteryState = {
  rating: START_RATING,
  answered: 0,
  right: 0,
  pastHalf: false,
};

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

export const answerWeight = (e: Pick<MasteryEvidence, 'hintsUsed' | 'superhintsUsed'>) =>
  e.superhintsUsed > 0 ? SUPERHINT_WEIGHT : e.hintsUsed > 0 ? HINT_WEIGHT : 1;

/**
 * The estimate after one more first attempt. The step is below 4 (σ' ≤ 1/4), so a higher rating
 * before stays higher after: a right answer in place of a wrong one never lowers what follows.
 */
export function updateMastery(state: MasteryState, e: MasteryEvidence): MasteryState {
  const step = Math.max(MIN_STEP, FIRST_STEP / (1 + STEP_DECAY * state.answered));
  const expected = sigmoid(state.rating - (e.difficulty - 3) * DIFFICULTY_STEP);
  const outcome = e.right ? 1 : 0;
  return {
    rating: state.rating + step * answerWeight(e) * (outcome - expected),
    answered: state.answered + 1,
    right: state.right + outcome,
    pastHalf: state.pastHalf || (e.right && state.answered + 1 >= MIN_ANSWERS_ABOVE_HALF),
  };
}

/**
 * The score shown, 0–10 unrounded: the chance of a right first attempt at a question of middle
 * difficulty, times 10; at most 5.0 before the fifth answer (and after it, until a right one).
 * 0 until a first attempt is right:
 * the estimate's starting point is above 0, and a miss must never be seen to raise the score.
 */
export function masteryScore(state: MasteryState): number {
  if (state.right === 0) return 0;
  const score = sigmoid(state.rating) * 10;
  return state.pastHalf ? score : Math.min(5, score);
}

/** A concept's estimate from its first attempts, oldest first. */
export const masteryOf = (evidence: Iterable<MasteryEvidence>) => {
  let state = NEW_MASTERY;
  for (const e of evidence) state = updateMastery(state, e);
  return state;
};
