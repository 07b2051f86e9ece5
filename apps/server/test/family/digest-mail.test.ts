// The Sunday digest's text for one child's week, from its numbers alone (no database).
import { DEFAULT_ACADEMY_CONTACT } from '@academy/shared/academy';
import { describe, expect, it } from 'vitest';
import { digestMail } from '../../src/features/family/mails.ts';

describe('weekly digest mail', () => {
  it("writes each section's estimate and a full test's range, the whole SAT's with its sections'", () => {
    const mail = digestMail(
      { email: 'pat@example.com', firstname: 'Pat' },
      [
        {
          firstname: 'Sam',
          timeSpentMs: 3_600_000,
          answered: 40,
          correct: 30,
          moved: [],
          tests: [
            {
              attemptId: 'a1',
              testId: 'sat-math-full',
              name: 'Full SAT Math',
              kind: 'full',
              section: 'math',
              finishedAt: '2026-11-28T16:00:00.000Z',
              correct: 30,
              total: 44,
              unanswered: 3,
              scoreRange: { low: 580, high: 640 },
            },
            {
              attemptId: 'a2',
              testId: 'sat-full',
              name: 'Full-length SAT',
              kind: 'full',
              section: 'sat',
              finishedAt: '2026-11-29T16:00:00.000Z',
              correct: 43,
              total: 98,
              unanswered: 0,
              scoreRange: { low: 760, high: 940 },
              sections: [
                { section: 'reading-writing', scoreRange: { low: 380, high: 440 } },
                { section: 'math', scoreRange: { low: 380, high: 500 } },
              ],
            },
          ],
          estimates: [{ name: 'SAT Math', low: 560, high: 620 }],
          recommendation: 'practice Circles.',
          nextSession: null,
          homework: ['Circles (Geometry and Trigonometry): 4 of 10 questions · Due Fri, Dec 4'],
          goal: null,
          registration: 'Sat, Jan 16, 2027: register by Tue, Dec 15',
          satScores: [],
        },
      ],
      { family: 'https://academy.test/family', optOut: 'https://academy.test/out' },
      DEFAULT_ACADEMY_CONTACT,
    );
    expect(mail.text).toContain('Estimated SAT Math score: 560–620');
    expect(mail.text).toContain(
      'Timed tests this week: Full SAT Math: 30 of 44 right (3 not answered), estimated 580–640; ' +
        // The whole SAT's sections, as its result scores them: the parent opens no result.
        'Full-length SAT: 43 of 98 right, estimated 760–940 ' +
        '(SAT Reading and Writing 380–440, SAT Math 380–500).',
    );
    expect(mail.html).toContain('Estimated SAT Math score');
    expect(mail.text).toContain('Next session: None booked');
    // No goal set: no line claims one; the next SAT's deadline is named.
    expect(mail.text).not.toContain('SAT goal');
    expect(mail.text).toContain(
      'Next SAT, no test date set: Sat, Jan 16, 2027: register by Tue, Dec 15',
    );
    expect(mail.text).toContain(
      'Homework from the tutor: Circles (Geometry and Trigonometry): 4 of 10 questions · Due Fri, Dec 4.',
    );
  });
});
