import { describe, expect, it } from 'vitest';
import { formatUsd } from './plans';

describe('formatUsd', () => {
  it('writes whole cents as dollars with two decimals and thousands separators', () => {
    expect(formatUsd(1049)).toBe('$10.49');
    expect(formatUsd(9900)).toBe('$99.00');
    expect(formatUsd(5)).toBe('$0.05');
    expect(formatUsd(123456789)).toBe('$1,234,567.89');
    expect(formatUsd(100000)).toBe('$1,000.00');
    expect(formatUsd(0)).toBe('$0.00');
  });
});
