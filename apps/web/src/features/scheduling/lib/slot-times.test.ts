import { describe, expect, it } from 'vitest';
import type { FreeSlot } from '@academy/shared/booking-slots';
import { slotLabel, slotsByDay, weeklyStarts } from './slot-times';

const slot = (start: string, sessionTypes: FreeSlot['sessionTypes'] = ['online']): FreeSlot => ({
  start,
  end: new Date(Date.parse(start) + 3_600_000).toISOString(),
  sessionTypes,
});

describe('slot times', () => {
  it('are labeled and grouped in Dallas time', () => {
    expect(slotLabel('2027-01-05T22:00:00.000Z')).toBe('Tue, Jan 5, 4:00 PM CST');
    const days = slotsByDay(
      [
        slot('2027-01-05T22:00:00.000Z'),
        slot('2027-01-06T05:00:00.000Z'),
        slot('2027-01-06T15:00:00.000Z', ['in-person']),
      ],
      'online',
    );
    // 11 PM Dallas time is still Tuesday.
    expect(days).toEqual([
      { day: 'Tue, Jan 5', starts: ['2027-01-05T22:00:00.000Z', '2027-01-06T05:00:00.000Z'] },
    ]);
  });

  it('repeat weekly at the same wall-clock time, across the fall-back change', () => {
    // Tuesdays at 4 PM: Oct 26 and Nov 2 are CDT (21:00Z), Nov 9 is CST (22:00Z).
    const free = [
      '2027-10-26T21:00:00.000Z',
      '2027-11-02T21:00:00.000Z',
      '2027-11-09T22:00:00.000Z',
    ].map((s) => slot(s));
    expect(weeklyStarts('2027-10-26T21:00:00.000Z', 3, free, 'online')).toEqual(
      free.map((s) => s.start),
    );
    expect(weeklyStarts('2027-10-26T21:00:00.000Z', 4, free, 'online')).toBeUndefined();
    expect(weeklyStarts('2027-10-26T21:00:00.000Z', 2, free, 'in-person')).toBeUndefined();
  });
});
