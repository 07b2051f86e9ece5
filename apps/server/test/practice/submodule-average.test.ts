import { describe, expect, it } from 'vitest';
import { submoduleAverage } from '../../src/features/progress/scores.ts';

const concepts = (...scores: number[]) =>
  scores.map((score, i) => ({
    concept: `c${i}`,
    score,
    answered: 1,
    total: 10,
    level: 'Practicing' as const,
  }));

describe('submoduleAverage', () => {
  it('is the mean of the concept scores as shown, one decimal each', () => {
    // Shown 1.1, 1.1 and 1.2, which average 1.1; the unrounded ones average 1.157, shown 1.2.
    expect(submoduleAverage(concepts(1.14, 1.14, 1.19))).toBe(1.1);
  });

  it('counts unattempted concepts as 0, and is 0 with no concepts', () => {
    expect(submoduleAverage(concepts(6, 0, 0))).toBe(2);
    expect(submoduleAverage([])).toBe(0);
  });
});
