import { describe, expect, it } from 'vitest';
import { date, table } from '../../src/admin/format.ts';

describe('admin output', () => {
  it('prints a moment to the minute, labelled UTC', () => {
    // Sun Nov 7 2027 at 23:30 in Dallas: the label keeps staff from reading it as the 8th.
    expect(date(new Date('2027-11-08T05:30:59Z'))).toBe('2027-11-08 05:30 UTC');
    expect(date(null)).toBe('-');
  });

  it('lines rows up under their header', () => {
    expect(table(['email', 'period end'], [['a@example.com', '2027-11-08 05:30 UTC']])).toBe(
      [
        'email          period end',
        '-------------  --------------------',
        'a@example.com  2027-11-08 05:30 UTC',
      ].join('\n'),
    );
    expect(table(['email'], [])).toBe('(none)');
  });
});
