// The tutor's report of a session (PUT /api/tutor/sessions/:id/report).
import { z } from 'zod';
import { paragraphText } from './plain-text.ts';
import {
  SESSION_REPORT_NEXT_STEPS_MAX,
  SESSION_REPORT_SUMMARY_MAX,
  sessionReportMessages,
} from './session-reports.ts';

export const sessionReportSchema = z.object({
  summary: z
    .string({ error: sessionReportMessages.summaryRequired })
    .transform(paragraphText)
    .pipe(
      z
        .string()
        .min(1, { error: sessionReportMessages.summaryRequired })
        .max(SESSION_REPORT_SUMMARY_MAX, { error: sessionReportMessages.summaryTooLong }),
    ),
  nextSteps: z
    .string()
    .transform(paragraphText)
    .pipe(
      z
        .string()
        .max(SESSION_REPORT_NEXT_STEPS_MAX, { error: sessionReportMessages.nextStepsTooLong }),
    )
    .nullish()
    .transform((v) => v || null),
});
export type SessionReportInput = z.input<typeof sessionReportSchema>;
