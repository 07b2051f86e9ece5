// Homework (the tutor's practice between sessions): the tutor sets a number of questions of one
// topic, or of one concept in it, with an optional due day and note; the student sees it on their
// home, the parent on /family, and it counts itself done from the student's practice.
import { z } from 'zod';
import { isValidId } from './catalog.ts';
import { plainText } from './plain-text.ts';

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
  noteTooLong: `A note cannot be more than ${HOMEWORK_NOTE_MAX} characters`,
  notFound: 'No homework with that id',
} as const;

const catalogId = (message: string) =>
  z.string({ error: message }).refine(isValidId, { error: message });

/** POST /api/tutor/students/:id/homework */
export const homeworkSchema = z.object({
  subModuleId: catalogId(homeworkMessages.topicRequired),
  // Blank, as a form's "any concept" and empty date send it, is "not given".
  conceptId: z
    .union([z.literal(''), catalogId(homeworkMessages.conceptUnknown)])
    .nullish()
    .transform((v) => v || null),
  questionCount: z.coerce
    .number({ error: homeworkMessages.countRange })
    .int({ error: homeworkMessages.countRange })
    .min(HOMEWORK_QUESTIONS_MIN, { error: homeworkMessages.countRange })
    .max(HOMEWORK_QUESTIONS_MAX, { error: homeworkMessages.countRange }),
  dueOn: z
    .union([z.literal(''), z.iso.date({ error: homeworkMessages.dueInvalid })], {
      error: homeworkMessages.dueInvalid,
    })
    .nullish()
    .transform((v) => v || null),
  note: z
    .string()
    .transform(plainText)
    .pipe(z.string().max(HOMEWORK_NOTE_MAX, { error: homeworkMessages.noteTooLong }))
    .nullish()
    .transform((v) => v || null),
});
export type HomeworkInput = z.input<typeof homeworkSchema>;

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
