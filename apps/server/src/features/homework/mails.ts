import { ACADEMY, type AcademyContact } from '@academy/shared/academy';
import { dueLabel, homeworkTitle, type Homework } from '@academy/shared/homework';
import { renderBlocks } from '../mail/format.ts';
import { greeting } from '../mail/layout.ts';
import type { NewMail } from '../mail/outbox.ts';

export const HOMEWORK_MAIL_KIND = 'homework-set';

/** To the student, when the tutor sets homework: what, by when, and the link that starts it. */
export function homeworkMail(
  student: { email: string; firstname: string },
  homework: Homework,
  practiceUrl: string,
  academy: AcademyContact,
  now: Date,
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
