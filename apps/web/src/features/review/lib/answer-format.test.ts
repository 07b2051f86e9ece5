import { describe, expect, it } from 'vitest';
import {
  difficultyLabel,
  pointsLabel,
  retriesLabel,
  sameChoice,
  secondsLabel,
} from './answer-format';

describe('answer labels', () => {
  it('says Earned with the points, or No Points', () => {
    expect(pointsLabel(3)).toBe('Earned 3 pts');
    expect(pointsLabel(1)).toBe('Earned 1 pt');
    expect(pointsLabel(0)).toBe('No Points');
  });

  it('says when the answer shown is not the try that scored', () => {
    expect(retriesLabel({ attempts: 3, isCorrect: true, pointsEarned: 0 })).toBe('3 attempts');
    expect(retriesLabel({ attempts: 1, isCorrect: true, pointsEarned: 2 })).toBeNull();
    expect(retriesLabel({ attempts: 1, isCorrect: false, pointsEarned: 0 })).toBeNull();
    // Right, yet no points: the first check was wrong and its record never arrived.
    expect(retriesLabel({ attempts: 1, isCorrect: true, pointsEarned: 0 })).toBe('Retried');
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
