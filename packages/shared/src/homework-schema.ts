// The tutor's request to set homework (POST /api/tutor/students/:id/homework).
import { z } from 'zod';
import { isValidId } from './catalog.ts';
import {
  HOMEWORK_NOTE_MAX,
  HOMEWORK_QUESTIONS_MAX,
  HOMEWORK_QUESTIONS_MIN,
  homeworkMessages,
} from './homework.ts';
import { plainText } from './plain-text.ts';

const catalogId = (message: string) =>
  z.string({ error: message }).refine(isValidId, { error: message });

/**
 * The last day homework may be due: a year from `today`, as YYYY-MM-DD (compared as text, so
 * Feb 29's year later needs no real date). Further is a typo, never a plan.
 */
export const lastDueDay = (today: string) => `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;

/** POST /api/tutor/students/:id/homework, against `today` (a Dallas day, YYYY-MM-DD). */
export const homeworkSchema = (today: string) =>
  z.object({
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
      .transform((v) => v || null)
      .refine((d) => d === null || d >= today, { error: homeworkMessages.duePast })
      .refine((d) => d === null || d <= lastDueDay(today), { error: homeworkMessages.dueTooFar }),
    note: z
      .string()
      .transform(plainText)
      .pipe(z.string().max(HOMEWORK_NOTE_MAX, { error: homeworkMessages.noteTooLong }))
      .nullish()
      .transform((v) => v || null),
  });
export type HomeworkInput = z.input<ReturnType<typeof homeworkSchema>>;
export type HomeworkRequest = z.output<ReturnType<typeof homeworkSchema>>;
