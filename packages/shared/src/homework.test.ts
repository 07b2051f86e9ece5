import { describe, expect, it } from 'vitest';
import { dueLabel, homeworkLine, type Homework } from './homework';

const homework = (dueOn: string | null, answered = 0): Homework => ({
  id: 'h',
  subModuleId: 'algebra',
  subModuleName: 'Algebra',
  conceptId: null,
  conceptName: null,
  questionCount: 5,
  answered,
  dueOn,
  note: null,
  authorName: 'Maya Reyes',
  createdAt: '2026-12-01T12:00:00.000Z',
});

describe('dueLabel', () => {
  // 02:00 UTC on Dec 2 is still Dec 1 in Dallas.
  const now = new Date('2026-12-02T02:00:00.000Z');

  it('counts days in Dallas, whatever the reader’s zone', () => {
    expect(dueLabel(homework('2026-12-01'), now)).toEqual({ text: 'Due today', late: false });
    expect(dueLabel(homework('2026-12-04'), now)).toEqual({ text: 'Due Fri, Dec 4', late: false });
    expect(dueLabel(homework('2026-11-30'), now)).toEqual({
      text: 'Overdue: due Mon, Nov 30',
      late: true,
    });
  });

  it('names the year of a due day in another year, so a day a year away is not read as this one', () => {
    expect(dueLabel(homework('2027-12-01'), now)).toEqual({
      text: 'Due Wed, Dec 1, 2027',
      late: false,
    });
    expect(dueLabel(homework('2027-01-08'), now)).toEqual({
      text: 'Due Fri, Jan 8, 2027',
      late: false,
    });
    expect(dueLabel(homework('2026-12-30'), new Date('2027-01-04T18:00:00Z'))).toEqual({
      text: 'Overdue: due Wed, Dec 30, 2026',
      late: true,
    });
  });

  it('says Done once done, and nothing without a due day', () => {
    expect(dueLabel(homework('2026-11-30', 5), now)).toEqual({ text: 'Done', late: false });
    expect(dueLabel(homework(null), now)).toBeNull();
  });

  it('writes one line for print and mail', () => {
    expect(homeworkLine(homework('2026-12-04'), now)).toBe(
      'Algebra: 0 of 5 questions · Due Fri, Dec 4',
    );
    expect(
      homeworkLine({ ...homework(null, 2), conceptName: 'Slopes', conceptId: 'slopes' }, now),
    ).toBe('Slopes (Algebra): 2 of 5 questions');
  });
});
