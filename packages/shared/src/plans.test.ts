import { describe, expect, it } from 'vitest';
import { formatPrice, formatUsd } from './plans';

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

describe('formatPrice', () => {
  it('leaves the cents out of a whole-dollar price only', () => {
    expect(formatPrice(6000)).toBe('$60');
    expect(formatPrice(144000)).toBe('$1,440');
    expect(formatPrice(1049)).toBe('$10.49');
    expect(formatPrice(1050)).toBe('$10.50');
    expect(formatPrice(0)).toBe('$0');
  });
});
