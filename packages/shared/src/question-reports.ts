// "Report a problem with this question" (issue 39): what students tell us about an item, for
// the tutor and the administrators, so the bank improves from use.
import { z } from 'zod';
import { plainText } from './plain-text.ts';

export const REPORT_REASONS = ['wrong-answer', 'unclear', 'typo', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  'wrong-answer': 'The answer is wrong',
  unclear: 'The question is unclear',
  typo: 'There is a typo',
  other: 'Something else',
};

export const MAX_REPORT_TEXT_LENGTH = 1000;

export const questionReportMessages = {
  reasonRequired: 'Choose what is wrong with the question',
  textTooLong: `Details cannot be more than ${MAX_REPORT_TEXT_LENGTH} characters`,
  detailsRequired: 'Tell us what is wrong: "Something else" needs a few words of detail',
  notServed: 'Only a question you were given can be reported',
  thanks: 'Thanks for telling us. Our tutor will look into it.',
} as const;

/**
 * POST /api/questions/:id/report. A blank text is no text; "Something else" says nothing without
 * one, so it needs one (the other reasons name the problem themselves).
 */
export const reportQuestionSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: questionReportMessages.reasonRequired }),
    text: z
      .string()
      .transform(plainText)
      .pipe(z.string().max(MAX_REPORT_TEXT_LENGTH, { error: questionReportMessages.textTooLong }))
      .nullish()
      .transform((text) => text || null),
  })
  .superRefine(({ reason, text }, context) => {
    if (reason === 'other' && !text) {
      context.addIssue({
        code: 'custom',
        path: ['text'],
        message: questionReportMessages.detailsRequired,
      });
    }
  });
export type ReportQuestionInput = z.input<typeof reportQuestionSchema>;

export interface QuestionReportReceipt {
  questionId: string;
  reason: ReportReason;
}

/** Reports a page of the tutor's list holds (GET /api/tutor/reports). */
export const TUTOR_REPORTS_PAGE_SIZE = 20;

export const questionReportStaffMessages = {
  notFound: 'No report with that id',
} as const;

/** One report as the tutor's workspace lists it: open ones first, then newest first. */
export interface TutorQuestionReport {
  id: number;
  questionId: string;
  /** The question's topic and concepts; null (and none) once it left the bank. */
  subModuleName: string | null;
  concepts: string[];
  reason: ReportReason;
  text: string | null;
  /** Who sent it, "first last" (a deleted account's reports go with it). */
  reporterName: string;
  createdAt: string;
  resolvedAt: string | null;
  /** Who resolved it; null while open, or once their account is deleted. */
  resolvedByName: string | null;
  /** What the tutor told the student on resolving it; null: nothing (or still open). */
  resolutionNote: string | null;
}

export interface TutorQuestionReportsPage {
  reports: TutorQuestionReport[];
  /** Open reports across every page, for the tab's count. */
  open: number;
  page: number;
  pageSize: number;
  total: number;
}

/** The newest reports a student's own list shows (GET /api/question-reports). */
export const MY_REPORTS_SHOWN = 20;

/**
 * One of the student's own reports and what came of it. Only the question's first words: the
 * student may not have answered it, so nothing of its key or explanation.
 */
export interface MyQuestionReport {
  id: number;
  questionId: string;
  /** The question's topic; null once it left the bank. */
  subModuleName: string | null;
  /**
   * The question's first words as plain text, math written out (question-preview.ts): enough to
   * recognise it, and /profile needs no math typesetting for it.
   */
  preview: string;
  reason: ReportReason;
  text: string | null;
  createdAt: string;
  resolvedAt: string | null;
  /** The tutor who resolved it; null while open, or once their account is deleted. */
  resolvedByName: string | null;
  resolutionNote: string | null;
}

export interface MyQuestionReports {
  reports: MyQuestionReport[];
}
