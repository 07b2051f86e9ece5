// The student's request to set their goal (PUT /api/goal): the form validates it with the
// browser's today, the server with its own.
import { z } from 'zod';
import { addDays } from './academy-day.ts';
import {
  TARGET_SCORE_MAX,
  TARGET_SCORE_MIN,
  TARGET_SCORE_STEP,
  TEST_DATE_MAX_DAYS,
  goalMessages,
} from './goals.ts';

/** PUT /api/goal, against `today` (a Dallas day, YYYY-MM-DD). */
export const goalSchema = (today: string) =>
  z.object({
    targetScore: z
      .number({ error: goalMessages.targetRequired })
      .int({ error: goalMessages.targetStep })
      .min(TARGET_SCORE_MIN, { error: goalMessages.targetRange })
      .max(TARGET_SCORE_MAX, { error: goalMessages.targetRange })
      .refine((n) => n % TARGET_SCORE_STEP === 0, { error: goalMessages.targetStep }),
    // Blank, as the form's empty date sends it, is "not booked yet".
    testDate: z
      .union([z.literal(''), z.iso.date({ error: goalMessages.dateInvalid })], {
        error: goalMessages.dateInvalid,
      })
      .nullish()
      .transform((v) => v || null)
      .refine((d) => d === null || d >= today, { error: goalMessages.datePast })
      .refine((d) => d === null || d <= addDays(today, TEST_DATE_MAX_DAYS), {
        error: goalMessages.dateTooFar,
      }),
  });
export type GoalInput = z.input<ReturnType<typeof goalSchema>>;
