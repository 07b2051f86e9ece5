import { describe, expect, it } from 'vitest';
import { median } from '../../src/lib/median.ts';

describe('median', () => {
  it('agrees with percentile_cont(0.5): the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeNull();
    expect(median([7])).toBe(7);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
