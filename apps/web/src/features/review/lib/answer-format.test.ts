import { describe, expect, it } from 'vitest';
import {
  difficultyLabel,
  pointsLabel,
  retriesLabel,
  sameChoice,
  secondsLabel,
  verdictLabel,
} from './answer-format';

describe('answer labels', () => {
  it('says Earned with the points, or No Points', () => {
    expect(pointsLabel(3)).toBe('Earned 3 pts');
    expect(pointsLabel(1)).toBe('Earned 1 pt');
    expect(pointsLabel(0)).toBe('No Points');
  });

  it('says when the answer shown is not the try that scored', () => {
    expect(retriesLabel({ attempts: 3 })).toBe('3 attempts');
    expect(retriesLabel({ attempts: 1 })).toBeNull();
  });

  it('says on which try a question missed at first went right', () => {
    const verdict = (
      isCorrect: boolean,
      firstAttemptCorrect: boolean,
      correctOnTry: number | null,
    ) => verdictLabel({ isCorrect, firstAttemptCorrect, correctOnTry });
    expect(verdict(true, true, 1)).toBe('Correct');
    expect(verdict(true, false, 2)).toBe('Correct on 2nd try');
    expect(verdict(true, false, 3)).toBe('Correct on try 3');
    expect(verdict(true, false, 11)).toBe('Correct on try 11');
    expect(verdict(false, false, null)).toBe('Incorrect');
    // Right once, wrong again later: the latest answer decides the verdict.
    expect(verdict(false, false, 2)).toBe('Incorrect');
    expect(verdict(false, true, 1)).toBe('Incorrect');
  });

  it('shows time spent in whole seconds', () => {
    expect(secondsLabel(0)).toBe('0s');
    expect(secondsLabel(12_499)).toBe('12s');
    expect(secondsLabel(12_500)).toBe('13s');
  });

  it('shows difficulty out of 5', () => {
    expect(difficultyLabel(3)).toBe('3/5');
  });

  it('matches choice ids regardless of case and spaces', () => {
    expect(sameChoice(' b', 'B')).toBe(true);
    expect(sameChoice('A', 'B')).toBe(false);
  });
});
