import { describe, expect, it } from 'vitest';
import { freeSlotsQueryOptions } from './get-free-slots';

describe('freeSlotsQueryOptions', () => {
  it('asks from the Dallas day, which in the Dallas evening is still the day before UTC’s', () => {
    // 8 PM in Dallas on Dec 5 (CST) is 2 AM on Dec 6 in UTC.
    const [, , , from, to] = freeSlotsQueryOptions('tutor', new Date('2026-12-06T02:00:00Z'))
      .queryKey as readonly unknown[];
    expect(from).toBe('2026-12-05');
    expect(to).toBe('2027-01-30');
  });
});
