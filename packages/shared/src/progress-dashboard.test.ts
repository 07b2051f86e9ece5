import { describe, expect, it } from 'vitest';
import { formatDuration } from './progress-dashboard.ts';

describe('time practiced', () => {
  it('is said to the minute, with hours when there are some, and never "0 min" for some', () => {
    expect(formatDuration(0)).toBe('0 min');
    expect(formatDuration(59_999)).toBe('under 1 min');
    expect(formatDuration(12 * 60_000 + 59_000)).toBe('12 min');
    expect(formatDuration((3 * 60 + 25) * 60_000)).toBe('3 h 25 min');
  });
});
