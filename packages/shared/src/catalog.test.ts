import { describe, expect, it } from 'vitest';
import { formatScore, scoreFillPercent, waveHeightPercent } from './catalog';

describe('score display (SPEC §2 Practice)', () => {
  it('fills a concept bar to score/10, never below 0% or past 100%', () => {
    expect([0, 5, 7.25, 10, 12, -1].map(scoreFillPercent)).toEqual([0, 50, 72.5, 100, 100, 0]);
  });

  it('raises the submodule wave from 5% at 0 to 25% at 10 and no further', () => {
    expect([0, 5, 10, 15, -3].map(waveHeightPercent)).toEqual([5, 15, 25, 25, 5]);
  });

  it('shows scores with one decimal', () => {
    expect([0, 7.25, 10].map(formatScore)).toEqual(['0.0', '7.3', '10.0']);
  });
});
