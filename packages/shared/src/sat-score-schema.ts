// The student's request to enter official scores (POST /api/sat-scores): the form validates it
// with the browser's today, the server with its own.
import { z } from 'zod';
import { addDays } from './academy-day.ts';
import {
  SAT_SCORE_MAX_AGE_DAYS,
  SECTION_SCORE_MAX,
  SECTION_SCORE_MIN,
  SECTION_SCORE_STEP,
  satScoreMessages,
} from './sat-scores.ts';

const sectionScore = (required: string) =>
  z
    .number({ error: required })
    .int({ error: satScoreMessages.sectionStep })
    .min(SECTION_SCORE_MIN, { error: satScoreMessages.sectionRange })
    .max(SECTION_SCORE_MAX, { error: satScoreMessages.sectionRange })
    .refine((n) => n % SECTION_SCORE_STEP === 0, { error: satScoreMessages.sectionStep });

/** POST /api/sat-scores, against `today` (a Dallas day, YYYY-MM-DD). */
export const satScoreSchema = (today: string) =>
  z.object({
    testDate: z.iso
      // No date (an empty field) is one problem, not also "too old".
      .date({ error: satScoreMessages.dateRequired, abort: true })
      .refine((d) => d <= today, { error: satScoreMessages.dateFuture })
      .refine((d) => d >= addDays(today, -SAT_SCORE_MAX_AGE_DAYS), {
        error: satScoreMessages.dateTooOld,
      }),
    math: sectionScore(satScoreMessages.mathRequired),
    readingWriting: sectionScore(satScoreMessages.readingWritingRequired),
  });
export type SatScoreInput = z.input<ReturnType<typeof satScoreSchema>>;
