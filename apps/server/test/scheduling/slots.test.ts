import type { Availability } from '@academy/shared/booking-slots';
import { describe, expect, it } from 'vitest';
import { boundInstant, slotsOf } from '../../src/features/scheduling/slots.ts';
import { buildTestApp, jsonCall } from '../helpers/test-app.ts';
import { bookSlots, setAvailability } from './slot-helpers.ts';

const sunday = (startHour: number, endHour: number): Availability => ({
  rules: [{ weekday: 0, startHour, endHour, sessionType: 'online' }],
  exceptions: [],
});
const starts = (availability: Availability, day: string) =>
  slotsOf(availability, boundInstant(day), new Date(boundInstant(day).getTime() + 86_400_000)).map(
    (s) => s.start,
  );

describe('slots from the availability (Dallas time)', () => {
  it('follow the wall clock across the spring-forward gap: 2 AM does not exist', () => {
    // 2027-03-14: clocks go from 2:00 CST to 3:00 CDT.
    expect(starts(sunday(1, 4), '2027-03-14')).toEqual([
      '2027-03-14T07:00:00.000Z', // 1 AM CST
      '2027-03-14T08:00:00.000Z', // 3 AM CDT
    ]);
    expect(starts(sunday(9, 11), '2027-03-14')).toEqual([
      '2027-03-14T14:00:00.000Z',
      '2027-03-14T15:00:00.000Z',
    ]);
  });

  it('give the repeated fall-back hour once, and keep later hours in standard time', () => {
    // 2027-11-07: 1 AM happens twice (CDT, then CST).
    expect(starts(sunday(0, 3), '2027-11-07')).toEqual([
      '2027-11-07T05:00:00.000Z', // midnight CDT
      '2027-11-07T06:00:00.000Z', // 1 AM CDT, its first occurrence
      '2027-11-07T08:00:00.000Z', // 2 AM CST
    ]);
    expect(starts(sunday(9, 10), '2027-11-14')).toEqual(['2027-11-14T15:00:00.000Z']);
    expect(starts(sunday(9, 10), '2027-10-31')).toEqual(['2027-10-31T14:00:00.000Z']);
  });

  it('apply exceptions: a closed day, closed hours, extra open hours', () => {
    const base = sunday(9, 12);
    const closedDay: Availability = {
      ...base,
      exceptions: [
        { date: '2027-01-03', kind: 'closed', startHour: null, endHour: null, sessionType: null },
      ],
    };
    expect(starts(closedDay, '2027-01-03')).toEqual([]);
    expect(starts(closedDay, '2027-01-10')).toHaveLength(3);
    const mixed: Availability = {
      ...base,
      exceptions: [
        { date: '2027-01-03', kind: 'closed', startHour: 10, endHour: 11, sessionType: null },
        { date: '2027-01-04', kind: 'open', startHour: 18, endHour: 19, sessionType: 'online' },
      ],
    };
    expect(starts(mixed, '2027-01-03')).toEqual([
      '2027-01-03T15:00:00.000Z',
      '2027-01-03T17:00:00.000Z',
    ]);
    expect(starts(mixed, '2027-01-04')).toEqual(['2027-01-05T00:00:00.000Z']);
  });

  it('name the session types offered in each slot', () => {
    const both: Availability = {
      rules: [
        { weekday: 1, startHour: 9, endHour: 11, sessionType: 'online' },
        { weekday: 1, startHour: 10, endHour: 12, sessionType: 'in-person' },
      ],
      exceptions: [],
    };
    const slots = slotsOf(both, boundInstant('2027-01-04'), boundInstant('2027-01-05'));
    expect(slots.map((s) => s.sessionTypes)).toEqual([
      ['online'],
      ['online', 'in-person'],
      ['in-person'],
    ]);
    expect(slots[0]).toMatchObject({
      start: '2027-01-04T15:00:00.000Z',
      end: '2027-01-04T16:00:00.000Z',
    });
  });
});

const { app, database } = await buildTestApp({ PUBLIC_FORM_RATE_LIMIT_MAX: '1000' });
await setAvailability(database.db);

describe('GET /api/scheduling/slots', () => {
  const get = (query: string) => jsonCall(app, 'GET', `/api/scheduling/slots?${query}`);
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  it('answers the free slots, at least 24 hours ahead, without those held or booked', async () => {
    const res = await get(`from=${day(0)}&to=${day(5)}`);
    expect(res.statusCode).toBe(200);
    const slots = res.json() as { start: string }[];
    expect(Date.parse(slots[0]!.start)).toBeGreaterThanOrEqual(Date.now() + 86_400_000 - 60_000);
    // One of the free slots answered, whatever hours other tests of this worker took.
    const taken = slots[Math.floor(slots.length / 2)]!.start;
    expect((await bookSlots(app, 'a@example.com', [taken])).statusCode).toBe(200);
    const after = (await get(`from=${day(0)}&to=${day(5)}`)).json() as { start: string }[];
    expect(after.map((s) => s.start)).not.toContain(taken);
    expect(after).toHaveLength(slots.length - 1);
  });

  it('refuses dates that are not ISO and ranges that are reversed or too long', async () => {
    for (const query of [
      'from=tomorrow&to=2027-01-01',
      'from=2027-01-01',
      'from=2027-13-01&to=2027-12-01',
      // Still 9999 where it was written, but past year 9999 in UTC: nothing can store it.
      'from=9999-12-31&to=9999-12-31T23:59:59-01:00',
    ]) {
      const res = await get(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please give a date or date and time in ISO 8601 format');
    }
    for (const query of ['from=2027-01-02&to=2027-01-01', 'from=2027-01-01&to=2027-06-01']) {
      const res = await get(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { param: 'to', msg: expect.stringMatching(/at most 62 days/) },
      ]);
    }
  });

  // A session in 2099 was taken and stayed changeable, and refundable, for ever; a booking
  // spanning years laid out every hour between.
  it('offers and takes nothing past the form’s eight weeks', async () => {
    const beyond = (await get(`from=${day(58)}&to=${day(70)}`)).json();
    expect(beyond).toEqual([]);
    const last = (await get(`from=${day(50)}&to=${day(62)}`)).json() as { start: string }[];
    expect(Date.parse(last.at(-1)!.start)).toBeLessThan(Date.now() + 57 * 86_400_000);

    const hour = Math.ceil(Date.now() / 3_600_000) * 3_600_000;
    const soon = new Date(hour + 3 * 86_400_000 + 5 * 3_600_000).toISOString();
    for (const slots of [
      [new Date(hour + 60 * 86_400_000).toISOString()],
      ['2099-01-05T16:00:00.000Z'],
      [soon, '9000-01-03T16:00:00.000Z'],
    ]) {
      const res = await bookSlots(app, 'far@example.com', slots);
      expect(res.statusCode, slots.join()).toBe(409);
      expect(res.json().message).toBe(
        'One of the times you chose is not available. Please choose another time.',
      );
    }
  });
});
