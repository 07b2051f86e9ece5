import { ACADEMY, type AcademyContact } from '@academy/shared/academy';
import { oneLine, renderBlocks, type Block } from '../mail/format.ts';
import { greeting } from '../mail/layout.ts';
import type { NewMail } from '../mail/outbox.ts';
import type { FinishedTest } from '@academy/shared/tests';
import type { MovedConcept } from './digest-week.ts';
import { formatScore } from '@academy/shared/catalog';
import { formatDuration } from '@academy/shared/progress-dashboard';
import { scoreRangeText } from '@academy/shared/evaluation-result';
import { testScoreName } from '@academy/shared/test-scope';

function familyMail<Kind extends string>(
  to: string,
  kind: Kind,
  subject: string,
  blocks: Block[],
  academy: AcademyContact,
) {
  const { text, html } = renderBlocks([
    ...blocks,
    [`Questions? Call ${academy.phone} or reply to this email.`],
    [ACADEMY.name],
  ]);
  return { kind, to, replyTo: academy.email, subject, text, html } satisfies NewMail;
}

/** The student's invitation, to the parent's address: the link works once, for 7 days. */
export const invitationMail = (
  to: string,
  child: { firstname: string; lastname: string },
  link: string,
  academy: AcademyContact,
) => {
  const name = oneLine(`${child.firstname} ${child.lastname}`);
  return familyMail(
    to,
    'family-invite',
    `${name} invites you to follow their SAT practice`,
    [
      ['Hello,'],
      [
        `${name} practices for the SAT at ${ACADEMY.name} and would like you to see their ` +
          'progress: time practiced, accuracy, the concepts they are working on, and a weekly ' +
          'summary by email.',
      ],
      ['To accept, open this link and sign in or create your parent account:'],
      [{ url: link }],
      [
        'The link works once and expires in 7 days. If you do not know this student, you can ' +
          'ignore this email.',
      ],
    ],
    academy,
  );
};

export interface ChildWeek {
  firstname: string;
  timeSpentMs: number;
  answered: number;
  correct: number;
  moved: MovedConcept[];
  /** Timed tests finished in the week, in the order taken. */
  tests: FinishedTest[];
  /** Each SAT section's estimated range from practice, once practice gives one. */
  estimates: { name: string; low: number; high: number }[];
  recommendation: string;
  /** The soonest booked session, as a mail writes its time; null: none booked. */
  nextSession: string | null;
  /** The tutor's homework, open, just done or done in the week, one line each (homeworkLine). */
  homework: string[];
  /** The child's SAT goal in one line (goalLine); null: none set. */
  goal: string | null;
  /**
   * A listed SAT date whose registration closes within two weeks, when the child has no test
   * day ahead (decision 055): "Sat, Jan 16, 2027: register by Tue, Dec 15"; null otherwise.
   */
  registration: string | null;
  /** Official scores the child entered in the week, one line each. */
  satScores: string[];
}

/** The whole SAT's sections, as its result names and scores them: the parent opens no result. */
const sectionsText = (sections: NonNullable<FinishedTest['sections']>) =>
  ` (${sections.map((s) => `${testScoreName(s.section)} ${scoreRangeText(s.scoreRange)}`).join(', ')})`;

const testLine = (test: FinishedTest) =>
  `${test.name}: ${test.correct} of ${test.total} right` +
  (test.unanswered ? ` (${test.unanswered} not answered)` : '') +
  (test.scoreRange ? `, estimated ${test.scoreRange.low}–${test.scoreRange.high}` : '') +
  (test.sections ? sectionsText(test.sections) : '');

function childBlocks(child: ChildWeek): Block[] {
  const name = oneLine(child.firstname);
  const accuracy = child.answered ? `${Math.round((child.correct / child.answered) * 100)}%` : '–';
  return [
    [`${name}`],
    {
      rows: [
        ['Time practiced', formatDuration(child.timeSpentMs)],
        ['Questions', String(child.answered)],
        ['Accuracy', accuracy],
        ...(child.goal ? [['SAT goal', child.goal] satisfies [string, string]] : []),
        ...(child.registration
          ? [['Next SAT, no test date set', child.registration] satisfies [string, string]]
          : []),
        ...child.estimates.map(({ name, low, high }): [string, string] => [
          `Estimated ${name} score`,
          `${low}–${high}`,
        ]),
        ['Next session', child.nextSession ?? 'None booked'],
      ],
    },
    ...(child.tests.length
      ? [[`Timed tests this week: ${child.tests.map(testLine).join('; ')}.`] satisfies Block]
      : []),
    ...(child.homework.length
      ? [[`Homework from the tutor: ${child.homework.join('; ')}.`] satisfies Block]
      : []),
    ...(child.satScores.length
      ? [[`Official SAT scores entered this week: ${child.satScores.join('; ')}.`] satisfies Block]
      : []),
    child.moved.length
      ? [
          'Concepts that moved: ' +
            child.moved
              .map((c) => `${c.name} ${formatScore(c.before)} → ${formatScore(c.after)}`)
              .join('; ') +
            ' (mastery out of 10).',
        ]
      : ['No concept moved much this week.'],
    [`Our recommendation: ${child.recommendation}`],
  ];
}

/** The Sunday digest: one section a child, and the one-click opt-out. */
export const digestMail = (
  parent: { email: string; firstname: string },
  children: ChildWeek[],
  links: { family: string; optOut: string },
  academy: AcademyContact,
) =>
  familyMail(
    parent.email,
    'family-digest',
    `This week's practice: ${children.map((c) => oneLine(c.firstname)).join(', ')}`,
    [
      greeting(parent.firstname),
      ['Here are the past seven days of practice, up to this Sunday evening (Dallas time).'],
      ...children.flatMap(childBlocks),
      ['See every detail on your family page: ', { url: links.family }],
      ['No more weekly emails? One click: ', { url: links.optOut }],
    ],
    academy,
  );

/** The one gentle reminder after a week without practice; then silence until practice resumes. */
export const nudgeMail = (
  parent: { email: string; firstname: string },
  names: string[],
  links: { family: string; optOut: string },
  academy: AcademyContact,
) =>
  familyMail(
    parent.email,
    'family-digest',
    'A quiet week of SAT practice',
    [
      greeting(parent.firstname),
      [
        `${names.map(oneLine).join(' and ')} did not practice this past week. A few questions ` +
          'a day keep the progress going; a word of encouragement often helps.',
      ],
      [
        'We will not write again about quiet weeks: the weekly summary comes back as soon as ' +
          'practice resumes.',
      ],
      ['Your family page: ', { url: links.family }],
      ['No more weekly emails? One click: ', { url: links.optOut }],
    ],
    academy,
  );
