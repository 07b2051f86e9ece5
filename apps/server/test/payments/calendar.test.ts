import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, knownTimeZone } from '../../src/features/payments/calendar.ts';

const CHICAGO = 'America/Chicago';
const at = (iso: string) => new Date(iso);
const iso = (date: Date) => date.toISOString();

/** The wall clock in `timeZone` at `date`, read by Intl (not by the code under test). */
function wallClock(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    minutes: part('hour') * 60 + part('minute'),
  };
}

describe('addMonths in a time zone', () => {
  it('counts calendar months where the buyer is, not in UTC', () => {
    // Tue Mar 30 2027, 23:30 in Dallas: April 30, 23:30 (UTC months gave April 29).
    expect(iso(addMonths(at('2027-03-31T04:30:00Z'), 1, CHICAGO))).toBe('2027-05-01T04:30:00.000Z');
    // Tue Mar 30 2027, 22:30 in Honolulu: April 30 there (Dallas months gave April 29).
    expect(iso(addMonths(at('2027-03-31T08:30:00Z'), 1, 'Pacific/Honolulu'))).toBe(
      '2027-05-01T08:30:00.000Z',
    );
  });

  it('keeps the local time of day across a daylight-saving change', () => {
    // Oct 8 2027 00:30 CDT to Nov 8 00:30 CST (the clocks went back on Nov 7).
    expect(iso(addMonths(at('2027-10-08T05:30:00Z'), 1, CHICAGO))).toBe('2027-11-08T06:30:00.000Z');
    // Feb 20 2027 09:00 CST to Mar 20 09:00 CDT (forward on Mar 14).
    expect(iso(addMonths(at('2027-02-20T15:00:00Z'), 1, CHICAGO))).toBe('2027-03-20T14:00:00.000Z');
    // Feb 14 2027 02:30 CST: 02:30 does not exist on Mar 14 (clocks jump to 03:00), so 03:30.
    expect(iso(addMonths(at('2027-02-14T08:30:00Z'), 1, CHICAGO))).toBe('2027-03-14T08:30:00.000Z');
  });

  it('the 31st plus a month is the last day of the next month', () => {
    // Jan 31 2027, 20:00 in Dallas: Feb 28; in a leap year Feb 29.
    expect(iso(addMonths(at('2027-02-01T02:00:00Z'), 1, CHICAGO))).toBe('2027-03-01T02:00:00.000Z');
    expect(iso(addMonths(at('2028-02-01T02:00:00Z'), 1, CHICAGO))).toBe('2028-03-01T02:00:00.000Z');
    // Aug 31 2027, 12:00 plus a quarter: Nov 30, 12:00 (after the change to standard time).
    expect(iso(addMonths(at('2027-08-31T17:00:00Z'), 3, CHICAGO))).toBe('2027-11-30T18:00:00.000Z');
  });

  it('counts a year as twelve months', () => {
    expect(iso(addMonths(at('2027-03-15T05:00:00Z'), 12, CHICAGO))).toBe(
      '2028-03-15T05:00:00.000Z',
    );
    expect(iso(addMonths(at('2028-02-29T18:00:00Z'), 12, CHICAGO))).toBe(
      '2029-02-28T18:00:00.000Z',
    );
  });

  it.each([null, '', 'Mars/Olympus_Mons'])('counts in Dallas for the zone %o', (zone) => {
    expect(iso(addMonths(at('2027-03-31T04:30:00Z'), 1, zone))).toBe('2027-05-01T04:30:00.000Z');
  });

  it('answers a plain Date, so it is stored and printed in UTC', () => {
    const end = addMonths(at('2027-03-31T04:30:00Z'), 1, CHICAGO);
    expect(Object.getPrototypeOf(end)).toBe(Date.prototype);
    expect(JSON.stringify(end)).toBe('"2027-05-01T04:30:00.000Z"');
  });

  it('lands on the same local day, or the month’s last, at the same local time', () => {
    const zones = [
      CHICAGO,
      'Pacific/Honolulu',
      'America/New_York',
      'Europe/London',
      'Asia/Kolkata',
    ];
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.constantFrom(1, 3, 12),
        fc.constantFrom(...zones),
        (start, months, zone) => {
          const from = wallClock(start, zone);
          const to = wallClock(addMonths(start, months, zone), zone);
          const index = from.year * 12 + from.month - 1 + months;
          const lastDay = new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0));
          expect([to.year, to.month]).toEqual([Math.floor(index / 12), (index % 12) + 1]);
          expect(to.day).toBe(Math.min(from.day, lastDay.getUTCDate()));
          // A time that does not exist that day (the spring-forward hour) moves on by it.
          expect([0, 60]).toContain(to.minutes - from.minutes);
        },
      ),
    );
  });
});

describe('knownTimeZone', () => {
  it('answers the canonical name of a zone the runtime knows', () => {
    expect(knownTimeZone('America/Chicago')).toBe('America/Chicago');
    expect(knownTimeZone('pacific/honolulu')).toBe('Pacific/Honolulu');
    expect(knownTimeZone('UTC')).toBe('UTC');
  });

  it.each(['', 'Mars/Olympus_Mons', 'Central Time', '../../etc/passwd'])(
    'answers undefined for %o',
    (name) => expect(knownTimeZone(name)).toBeUndefined(),
  );
});
