import { describe, expect, it } from 'vitest';
import { conceptSummary } from './concept-multi-select';

const names = new Map([
  ['circles', 'Circles, Arcs and Sectors'],
  ['ratios', 'Ratios and Rates'],
]);

describe('conceptSummary', () => {
  it('is empty without a choice, so the placeholder shows', () => {
    expect(conceptSummary([], names)).toBeUndefined();
  });

  it("shows the one chosen concept's name", () => {
    expect(conceptSummary(['circles'], names)).toBe('Circles, Arcs and Sectors');
    expect(conceptSummary(['unknown'], names)).toBe('1 concept selected');
  });

  it('counts several', () => {
    expect(conceptSummary(['circles', 'ratios'], names)).toBe('2 concepts selected');
  });
});
