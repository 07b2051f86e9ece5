import { describe, expect, it } from 'vitest';
import { satDateLabel } from './sat-dates.ts';
import { satDatesSchema } from './sat-dates-schema.ts';

describe('satDateLabel', () => {
  const today = '2027-02-01';
  it('names the day and, while open, the registration deadline', () => {
    expect(satDateLabel({ date: '2027-03-13', registrationDeadline: '2027-02-26' }, today)).toBe(
      'Sat, Mar 13, 2027 · register by Fri, Feb 26',
    );
    expect(satDateLabel({ date: '2027-03-13', registrationDeadline: null }, today)).toBe(
      'Sat, Mar 13, 2027',
    );
    expect(satDateLabel({ date: '2027-03-13', registrationDeadline: '2027-01-30' }, today)).toBe(
      'Sat, Mar 13, 2027 · registration closed',
    );
  });
});

describe('satDatesSchema', () => {
  it('reads a blank deadline as not known yet', () => {
    expect(
      satDatesSchema('2027-02-01').parse({
        dates: [{ date: '2027-03-13', registrationDeadline: '' }],
      }),
    ).toEqual({ dates: [{ date: '2027-03-13', registrationDeadline: null }] });
  });
});
