import { describe, expect, it } from 'vitest';
import { formatDuration, formatPercent, formatWeek } from './format';

describe('progress formats', () => {
  it('show time to the minute, hours when there are some', () => {
    expect(formatDuration(0)).toBe('0 min');
    expect(formatDuration(59_999)).toBe('under 1 min');
    expect(formatDuration(12 * 60_000)).toBe('12 min');
    expect(formatDuration((3 * 60 + 25) * 60_000)).toBe('3 h 25 min');
  });

  it('show shares as whole percents and weeks by their Monday', () => {
    expect(formatPercent(0.667)).toBe('67%');
    expect(formatWeek('2026-11-23')).toBe('Nov 23');
  });
});
