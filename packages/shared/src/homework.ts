// Homework (the tutor's practice between sessions): the tutor sets a number of questions of one
// topic, or of one concept in it, with an optional due day and note; the student sees it on their
// home, the parent on /family, and it counts itself done from the student's practice.
// Without zod, so that pages may import it: the request's schema is homework-schema.ts.
import { academyDay, formatDay, formatDayWithYear } from './academy-day.ts';

export const HOMEWORK_QUESTIONS_MIN = 3;
export const HOMEWORK_QUESTIONS_MAX = 40;
export const HOMEWORK_NOTE_MAX = 300;
/** Homework listed for a student: the newest, open or done. */
export const HOMEWORK_SHOWN = 20;
/** Done homework stays on the student's home this many days, then only the tutor lists it. */
export const HOMEWORK_DONE_SHOWN_DAYS = 3;

export const homeworkMessages = {
  topicRequired: 'Choose a topic',
  topicUnknown: 'No topic with that id',
  conceptUnknown: 'That concept is not part of the topic',
  countRange: `Set ${HOMEWORK_QUESTIONS_MIN} to ${HOMEWORK_QUESTIONS_MAX} questions`,
  dueInvalid: 'Give the due day as a date',
  duePast: 'Pick today or a later day',
  dueTooFar: 'Pick a day within a year',
  noteTooLong: `A note cannot be more than ${HOMEWORK_NOTE_MAX} characters`,
  notFound: 'No homework with that id',
  countAboveScope: (n: number) =>
    `The bank has ${n} question${n === 1 ? '' : 's'} of it: set at most ${n}`,
} as const;

export interface Homework {
  id: string;
  subModuleId: string;
  subModuleName: string;
  /** Null: any question of the topic counts. */
  conceptId: string | null;
  conceptName: string | null;
  questionCount: number;
  /** Questions of it the student answered since it was set (each counted once). */
  answered: number;
  /** Dallas day, YYYY-MM-DD; null: no due day. */
  dueOn: string | null;
  note: string | null;
  authorName: string;
  createdAt: string;
}

/** GET /api/homework (the student's own), and each child's on /family. */
export interface HomeworkList {
  homework: Homework[];
}

export const isHomeworkDone = (h: Pick<Homework, 'answered' | 'questionCount'>) =>
  h.answered >= h.questionCount;

/**
 * "Due Fri, Jan 8" (with the year when it is not this one), "Due today", "Overdue: due Fri,
 * Jan 8", "Done", or null for no due day.
 */
export function dueLabel(homework: Homework, now: Date): { text: string; late: boolean } | null {
  if (isHomeworkDone(homework)) return { text: 'Done', late: false };
  if (!homework.dueOn) return null;
  // The due day is a Dallas day: today is the academy's, whatever the reader's zone.
  const today = academyDay(now);
  // The year only when it is not this one: a day a year ahead read "Due Wed, Dec 8" beside
  // tomorrow's "Due Tue, Dec 8".
  const sameYear = homework.dueOn.slice(0, 4) === today.slice(0, 4);
  const day = (sameYear ? formatDay : formatDayWithYear)(homework.dueOn);
  if (homework.dueOn === today) return { text: 'Due today', late: false };
  return homework.dueOn < today
    ? { text: `Overdue: due ${day}`, late: true }
    : { text: `Due ${day}`, late: false };
}

/** What it is about, for print and mail: "Slopes (Algebra)", or the topic alone. */
export const homeworkTitle = (homework: Homework) =>
  homework.conceptName
    ? `${homework.conceptName} (${homework.subModuleName})`
    : homework.subModuleName;

/** One line for print and mail: "Slopes (Algebra): 4 of 10 questions · Due Fri, Jan 8". */
export function homeworkLine(homework: Homework, now: Date): string {
  const what = homeworkTitle(homework);
  const due = dueLabel(homework, now);
  return `${what}: ${homework.answered} of ${homework.questionCount} questions${due ? ` · ${due.text}` : ''}`;
}
