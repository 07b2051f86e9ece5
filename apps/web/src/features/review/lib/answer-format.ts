// How a card and the details modal word an answer's numbers (SPEC §2).
import type { AnsweredQuestion } from '@academy/shared/progress';

/** 'Earned 3 pts' when the question earned points, otherwise 'No Points'. */
export const pointsLabel = (points: number) =>
  points > 0 ? `Earned ${points} ${points === 1 ? 'pt' : 'pts'}` : 'No Points';

/**
 * Said when the answer shown is not the try that scored (points and concept scores count the
 * first, decision 003): '3 attempts'. Else null.
 */
export const retriesLabel = (question: Pick<AnsweredQuestion, 'attempts'>): string | null =>
  question.attempts > 1 ? `${question.attempts} attempts` : null;

/**
 * The verdict of the latest answer: 'Incorrect', 'Correct', or, when the first try was wrong,
 * the try that went right: 'Correct on 2nd try', 'Correct on try 3'. A right answer whose wrong
 * first check was never recorded is the 2nd try too (decision 003).
 */
export function verdictLabel(
  question: Pick<AnsweredQuestion, 'isCorrect' | 'firstAttemptCorrect' | 'correctOnTry'>,
): string {
  if (!question.isCorrect) return 'Incorrect';
  const onTry = question.correctOnTry;
  if (question.firstAttemptCorrect || onTry === null || onTry < 2) return 'Correct';
  return onTry === 2 ? 'Correct on 2nd try' : `Correct on try ${onTry}`;
}

/** Time spent in whole seconds: '42s', and '42s in a timed test' for a test's answer. */
export const timeSpentLabel = (question: Pick<AnsweredQuestion, 'timeSpentMs' | 'inTimedTest'>) =>
  `${Math.round(Math.max(0, question.timeSpentMs) / 1000)}s${
    question.inTimedTest ? ' in a timed test' : ''
  }`;

export const difficultyLabel = (difficulty: number) => `${difficulty}/5`;

/** A multiple-choice answer is a choice id; the comparison forgives case and spaces. */
export const sameChoice = (a: string, b: string) =>
  a.trim().toUpperCase() === b.trim().toUpperCase();
