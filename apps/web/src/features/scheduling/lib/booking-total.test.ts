import { describe, expect, it } from 'vitest';
import { bookingTotalCents } from './booking-total';

describe('bookingTotalCents', () => {
  it('multiplies the count by the price per session', () => {
    expect(bookingTotalCents('online', 1)).toBe(6000);
    expect(bookingTotalCents('in-person', 3)).toBe(36000);
    expect(bookingTotalCents('online', '12')).toBe(72000);
  });

  it.each([0, 13, 2.5, '', ' ', 'abc', undefined, null])('has no total for %s', (count) => {
    expect(bookingTotalCents('online', count)).toBeNull();
  });
});
