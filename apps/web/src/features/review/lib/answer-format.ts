// How a card and the details modal word an answer's numbers (SPEC §2).
import type { AnsweredQuestion } from '@academy/shared/progress';

/** 'Earned 3 pts' when the question earned points, otherwise 'No Points'. */
export const pointsLabel = (points: number) =>
  points > 0 ? `Earned ${points} ${points === 1 ? 'pt' : 'pts'}` : 'No Points';

/**
 * Said when the answer shown is not the try that scored (points and concept scores count the
 * first, decision 003): '3 attempts', or 'Retried' for a right answer that earned nothing, whose
 * wrong first try was checked but never recorded, so is not among the attempts. Else null.
 */
export function retriesLabel(
  question: Pick<AnsweredQuestion, 'attempts' | 'isCorrect' | 'pointsEarned'>,
): string | null {
  if (question.attempts > 1) return `${question.attempts} attempts`;
  return question.isCorrect && question.pointsEarned === 0 ? 'Retried' : null;
}

/** Time spent in whole seconds: '42s'. */
export const secondsLabel = (ms: number) => `${Math.round(Math.max(0, ms) / 1000)}s`;

export const difficultyLabel = (difficulty: number) => `${difficulty}/5`;

/** A multiple-choice answer is a choice id; the comparison forgives case and spaces. */
export const sameChoice = (a: string, b: string) =>
  a.trim().toUpperCase() === b.trim().toUpperCase();
