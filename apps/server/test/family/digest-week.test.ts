import { describe, expect, it } from 'vitest';
import { digestPeriodAt } from '../../src/features/family/digest-week.ts';

// Times in UTC; Dallas is UTC−6 in winter, UTC−5 in summer.
describe('the digest week due', () => {
  it('is due from Sunday 6 PM in Dallas', () => {
    expect(digestPeriodAt(new Date('2026-11-29T23:59:00Z'))).toBeNull(); // Sunday 5:59 PM
    expect(digestPeriodAt(new Date('2026-11-30T00:00:00Z'))).toBe('2026-11-29');
    expect(digestPeriodAt(new Date('2026-06-14T23:00:00Z'))).toBe('2026-06-14'); // 6 PM CDT
  });

  it('is still due on Monday when every instance was down on Sunday evening, then not', () => {
    expect(digestPeriodAt(new Date('2026-11-30T15:00:00Z'))).toBe('2026-11-29'); // Monday 9 AM
    expect(digestPeriodAt(new Date('2026-12-01T00:00:00Z'))).toBeNull(); // Monday 6 PM
    expect(digestPeriodAt(new Date('2026-12-03T18:00:00Z'))).toBeNull(); // Thursday
  });
});
