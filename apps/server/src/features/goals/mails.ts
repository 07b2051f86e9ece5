import { ACADEMY, type AcademyContact } from '@academy/shared/academy';
import { formatDay, formatDayWithYear } from '@academy/shared/academy-day';
import { countdownText, gapText } from '@academy/shared/goals';
import { renderBlocks, type Block } from '../mail/format.ts';
import { greeting } from '../mail/layout.ts';
import type { NewMail } from '../mail/outbox.ts';

export const TEST_WEEK_MAIL_KIND = 'goal-test-week';
export const SCORES_DUE_MAIL_KIND = 'goal-scores-due';
export const REGISTRATION_MAIL_KIND = 'goal-registration';

export interface TestWeek {
  firstname: string;
  email: string;
  testDate: string;
  daysLeft: number;
  targetScore: number;
  /** The total's range from practice, once both sections have one. */
  total: { low: number; high: number } | null;
  /** "Circles (Geometry and Trigonometry)", weakest first. */
  weakest: string[];
}

function studentMail(
  kind: string,
  to: string,
  subject: string,
  blocks: Block[],
  academy: AcademyContact,
): NewMail {
  const { text, html } = renderBlocks([
    ...blocks,
    [`Questions? Call ${academy.phone} or reply to this email.`],
    [ACADEMY.name],
  ]);
  return { kind, to, replyTo: academy.email, subject, text, html };
}

/** The week before the test: where the student stands, and what to do with the days left. */
export function testWeekMail(week: TestWeek, publicUrl: string, academy: AcademyContact) {
  const when = countdownText(week.daysLeft).toLowerCase();
  const subject =
    week.daysLeft === 1 ? 'Your SAT is tomorrow' : `Your SAT is in ${week.daysLeft} days`;
  return studentMail(
    TEST_WEEK_MAIL_KIND,
    week.email,
    subject,
    [
      greeting(week.firstname),
      [
        `Your SAT is on ${formatDayWithYear(week.testDate)} (${when}), and you are aiming ` +
          `for ${week.targetScore}.` +
          (week.total
            ? ` Your practice estimates ${week.total.low}–${week.total.high}: ` +
              `${gapText(week.targetScore, week.total).toLowerCase()}.`
            : ''),
      ],
      ['Make the days count:'],
      [
        'Take a full timed practice test in one sitting, with the tools of the real one: ',
        { url: `${publicUrl}/tests` },
      ],
      ['Go over the questions you missed: ', { url: `${publicUrl}/practice/review` }],
      ...(week.weakest.length
        ? [[`Practice your weakest concepts: ${week.weakest.join('; ')}.`] satisfies Block]
        : []),
      [
        'On test day bring your device with Bluebook installed and charged, your admission ' +
          'ticket, a photo ID and pencils. Sleep well the night before.',
      ],
      ['Changed your test date? Update your goal on your home page: ', { url: `${publicUrl}/` }],
      ['Good luck!'],
    ],
    academy,
  );
}

/** Two weeks after the test: the scores should be out; entering them closes the loop. */
export function scoresDueMail(
  student: { email: string; firstname: string; testDate: string },
  publicUrl: string,
  academy: AcademyContact,
) {
  return studentMail(
    SCORES_DUE_MAIL_KIND,
    student.email,
    'Your SAT scores should be out',
    [
      greeting(student.firstname),
      [
        `The scores of your SAT on ${formatDayWithYear(student.testDate)} should be in your ` +
          'College Board account by now. Enter them here, and your tutor will see them beside ' +
          'what your practice estimated: ',
        { url: `${publicUrl}/progress#sat-scores` },
      ],
      [
        'Taking the SAT again? Set your next test date on your home page: ',
        { url: `${publicUrl}/` },
      ],
    ],
    academy,
  );
}

/**
 * A week before a listed SAT date's registration deadline, to a student with a goal and no test
 * day ahead (decision 055): the date, the deadline, and setting it once registered.
 */
export function registrationClosingMail(
  student: { email: string; firstname: string; targetScore: number },
  satDate: { date: string; registrationDeadline: string },
  daysLeft: number,
  publicUrl: string,
  academy: AcademyContact,
) {
  const closes = daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`;
  return studentMail(
    REGISTRATION_MAIL_KIND,
    student.email,
    `SAT registration closes ${closes}`,
    [
      greeting(student.firstname),
      [
        `The next SAT is on ${formatDayWithYear(satDate.date)}, and registration at the ` +
          `regular fee closes on ${formatDay(satDate.registrationDeadline)} (${closes}). You are ` +
          `aiming for ${student.targetScore} and have no test date set yet.`,
      ],
      ['If you plan to sit it, register on collegeboard.org before then.'],
      [
        'Then set it as your test date, and we will count down with you: ',
        { url: `${publicUrl}/` },
      ],
      ['Not this one? Ask your tutor which date suits your plan.'],
    ],
    academy,
  );
}
