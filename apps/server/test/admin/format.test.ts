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

  it('prints control, bidi and zero-width characters as codes, so a cell cannot redraw a row', () => {
    // Cursor up, erase the line, and write a fake row: what a name saved with an escape did.
    const name = 'Eve\u001b[1A\u001b[2K\rBK-1  paid';
    const printed = table(
      ['name', 'status'],
      [
        [name, 'unpaid'],
        ['\u202egnp.exe', 'x\u200by'],
      ],
    );
    for (const line of printed.split('\n')) {
      // eslint-disable-next-line no-control-regex -- finding control characters is the point
      expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202e\u200b]/);
    }
    expect(printed).toContain('Eve\\u{1b}[1A\\u{1b}[2K\\u{d}BK-1  paid  unpaid');
    expect(printed).toContain('\\u{202e}gnp.exe');
    expect(printed).toContain('x\\u{200b}y');
  });
});
