// Without zod: the evaluation's result screen and the tutor's card import it.
import { academyDay, formatDayWithYear } from './academy-day.ts';

/** How a score range reads, the same on the screen and in the mails (decision 027). */
export const scoreRangeText = (range: { low: number; high: number }) =>
  `${range.low}–${range.high}`;

/**
 * A question sent without an answer, where an answer would be shown: the same words on the
 * results page, in the mails and on the tutor's card.
 */
export const BLANK_ANSWER_TEXT = 'Left blank';

/** What the range means, for the section the evaluation estimates ("SAT Math"). */
export const scoreRangeMeaning = (scoreName: string) =>
  `This is an estimate, not an official SAT score: from your answers, your ${scoreName} score is ` +
  'likely (about 8 times in 10) to fall in this range.';

/**
 * The evaluation is one fixed form, its keys shown after each sitting: a sitting after the first
 * reads higher than the student's level, and says so to them and to the tutor.
 */
export interface EvaluationRetake {
  /** Earlier scored sittings of the same evaluation by the same address or account. */
  earlier: number;
  /** The first sitting's time and estimate. */
  firstAt: string;
  firstRange: { low: number; high: number };
}

/** The first sitting's Dallas day, "Tue, Dec 1, 2026". */
export const firstSittingDay = (retake: EvaluationRetake) =>
  formatDayWithYear(academyDay(new Date(retake.firstAt)));

/** What the result screen says of a retake. */
export const retakeNote = (retake: EvaluationRetake) =>
  `You took this evaluation before, on ${firstSittingDay(retake)}, and saw its answers then: ` +
  `this estimate counts what you remembered, so it reads higher than a first sitting would.`;

/**
 * What a submission answers besides its result: the key the submitting browser keeps to open
 * the report again after a reload (decision 065's addendum). Only its hash is stored.
 */
export interface EvaluationReportKey {
  id: string;
  key: string;
}

/** How long a report stays reachable with its key: a day, as unfinished progress is kept. */
export const EVALUATION_REPORT_KEPT_HOURS = 24;

export const evaluationReportMessages = {
  notFound: 'This report is no longer available here. It was also sent to your email address.',
  loading: 'Loading your report...',
  loadFailed: 'Failed to load your report. Please try again.',
} as const;
