import { describe, expect, it } from 'vitest';
import { availabilityExceptionSchema, slotMessages } from './booking-slots';

const messagesOf = (input: unknown) => {
  const parsed = availabilityExceptionSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('availabilityExceptionSchema', () => {
  it('asks for the missing end of extra hours once, not also for an end after the start', () => {
    expect(messagesOf({ date: '2026-12-06', kind: 'open', startHour: 10 })).toEqual([
      slotMessages.exceptionHours,
    ]);
  });

  it('still refuses an end before the start, and takes whole-day and timed exceptions', () => {
    expect(messagesOf({ date: '2026-12-06', kind: 'open', startHour: 10, endHour: 9 })).toEqual([
      slotMessages.hoursOrder,
    ]);
    expect(messagesOf({ date: '2026-12-06', kind: 'closed' })).toEqual([]);
    expect(messagesOf({ date: '2026-12-06', kind: 'open', startHour: 10, endHour: 12 })).toEqual(
      [],
    );
  });

  it('asks a tutor for the day in words when it is left empty or is no day', () => {
    for (const date of ['', '2026-02-30', undefined]) {
      expect(messagesOf({ date, kind: 'closed' })).toEqual([slotMessages.exceptionDate]);
    }
  });
});
