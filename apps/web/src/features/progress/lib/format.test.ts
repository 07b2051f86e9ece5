import { describe, expect, it } from 'vitest';
import { formatPercent, formatWeek } from './format';

describe('progress formats', () => {
  it('show shares as whole percents and weeks by their Monday', () => {
    expect(formatPercent(0.667)).toBe('67%');
    expect(formatWeek('2026-11-23')).toBe('Nov 23');
  });
});
