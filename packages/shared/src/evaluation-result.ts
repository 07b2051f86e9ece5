// Without zod: the evaluation's result screen and the tutor's card import it.
import { academyDay, formatDayWithYear } from './academy-day.ts';

/** How a score range reads, the same on the screen and in the mails (decision 027). */
export const scoreRangeText = (range: { low: number; high: number }) =>
  `${range.low}–${range.high}`;

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
