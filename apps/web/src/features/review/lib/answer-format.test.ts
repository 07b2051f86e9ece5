import { describe, expect, it } from 'vitest';
import {
  difficultyLabel,
  pointsLabel,
  retriesLabel,
  sameChoice,
  timeSpentLabel,
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

  it('shows time spent in whole seconds, and says when a timed test counted it', () => {
    const spent = (timeSpentMs: number, inTimedTest = false) =>
      timeSpentLabel({ timeSpentMs, inTimedTest });
    expect(spent(0)).toBe('0s');
    expect(spent(12_499)).toBe('12s');
    expect(spent(12_500)).toBe('13s');
    expect(spent(48_000, true)).toBe('48s in a timed test');
  });

  it('shows difficulty out of 5', () => {
    expect(difficultyLabel(3)).toBe('3/5');
  });

  it('matches choice ids regardless of case and spaces', () => {
    expect(sameChoice(' b', 'B')).toBe(true);
    expect(sameChoice('A', 'B')).toBe(false);
  });
});
