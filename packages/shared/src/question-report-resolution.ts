// The tutor's answer to a report (POST /api/tutor/reports/:id/resolve and /reopen): resolved
// with an optional note the student is mailed and sees on /profile, or reopened as an undo.
import { z } from 'zod';
import { plainText } from './plain-text.ts';

/** A short word to the student, not a letter: about two lines of a mail. */
export const MAX_RESOLUTION_NOTE_LENGTH = 500;

/**
 * The student's mail waits this long after a resolve, so a Reopen (the undo of a slip) in the
 * meantime takes it back unsent.
 */
export const RESOLVED_MAIL_DELAY_MINUTES = 2;

export const questionReportResolutionMessages = {
  noteTooLong: `A note cannot be more than ${MAX_RESOLUTION_NOTE_LENGTH} characters`,
  // Reopening would give the student two open reports of one problem (decision 040, 3).
  reopenTaken:
    'The student has reported the same problem with this question again: that report is open',
  resolveFailed: 'The report was not marked resolved. Try again.',
  reopenFailed: 'The report was not reopened. Try again.',
} as const;

/** POST /api/tutor/reports/:id/resolve. A blank note is no note. */
export const resolveReportSchema = z.object({
  note: z
    .string({ error: questionReportResolutionMessages.noteTooLong })
    .transform(plainText)
    .pipe(
      z.string().max(MAX_RESOLUTION_NOTE_LENGTH, {
        error: questionReportResolutionMessages.noteTooLong,
      }),
    )
    .nullish()
    .transform((note) => note || null),
});
export type ResolveReportInput = z.input<typeof resolveReportSchema>;

/** What resolve and reopen answer: the report's state after the call, whoever made it so. */
export interface QuestionReportState {
  id: number;
  resolved: boolean;
  resolutionNote: string | null;
}
