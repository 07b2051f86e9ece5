import { ACADEMY, type AcademyContact } from '@academy/shared/academy';
import { dueLabel, homeworkTitle, type Homework } from '@academy/shared/homework';
import { renderBlocks, type Block } from '../mail/format.ts';
import { greeting } from '../mail/layout.ts';
import type { NewMail } from '../mail/outbox.ts';

export const HOMEWORK_MAIL_KIND = 'homework-set';

/** A Guest's free questions left (null for any other tier) and where the plans are. */
export interface HomeworkTrial {
  left: number | null;
  planUrl: string;
}

/**
 * A Guest whose free questions run out before the homework does is told, with the way on:
 * past the trial, practice stops at the plan page (the tutor's panel says the same).
 */
function trialLines({ left, planUrl }: HomeworkTrial, questionCount: number): Block[] {
  if (left === null || left >= questionCount) return [];
  const what =
    left === 0
      ? 'You have used every free question of your trial'
      : `You have ${left} free ${left === 1 ? 'question' : 'questions'} left on your trial, fewer than this homework asks`;
  return [[`${what}: choose a plan to practice all of it: `, { url: planUrl }]];
}

/** To the student, when the tutor sets homework: what, by when, and the link that starts it. */
export function homeworkMail(
  student: { email: string; firstname: string },
  homework: Homework,
  practiceUrl: string,
  academy: AcademyContact,
  now: Date,
  trial: HomeworkTrial,
): NewMail {
  const what = homeworkTitle(homework);
  const due = dueLabel(homework, now);
  const { text, html } = renderBlocks([
    greeting(student.firstname),
    [
      `${homework.authorName} set you homework: ${homework.questionCount} questions of ${what}` +
        // "…(Algebra), due Wed, Dec 9.": the title's own brackets take no second pair.
        `${due ? `, ${due.text.replace(/^Due\b/, 'due')}` : ''}.`,
    ],
    ...(homework.note ? [[`${homework.authorName} wrote: ${homework.note}`]] : []),
    ['Start here: ', { url: practiceUrl }],
    ...trialLines(trial, homework.questionCount),
    [
      'Every question of it you answer from now on counts, each once; your home page shows how ' +
        'far along you are.',
    ],
    [`Questions? Call ${academy.phone} or reply to this email.`],
    [ACADEMY.name],
  ]);
  return {
    kind: HOMEWORK_MAIL_KIND,
    to: student.email,
    replyTo: academy.email,
    subject: `Homework from ${homework.authorName}: ${what}`,
    text,
    html,
    topic: homework.id,
  };
}
