// The SAT dates the academy lists (decision 055): the tutor keeps them from the College Board's
// calendar, and the goal's form offers them, each with its registration deadline. Without zod,
// so that pages may import it: the request's schema is sat-dates-schema.ts.
import { formatDay, formatDayWithYear } from './academy-day.ts';

/** At most this many dates ahead: the College Board publishes about a year of them. */
export const SAT_DATES_MAX = 20;

export interface SatDate {
  /** The test day, YYYY-MM-DD (Dallas). */
  date: string;
  /** The last day to register at the regular fee, or null when not known yet. */
  registrationDeadline: string | null;
}

/** GET /api/sat-dates and PUT /api/tutor/sat-dates: the dates from today on, soonest first. */
export interface SatDates {
  dates: SatDate[];
}

export const satDateMessages = {
  dateInvalid: 'Give the test date as a date',
  datePast: 'Pick a test date from today on',
  deadlineInvalid: 'Give the registration deadline as a date',
  deadlineAfterTest: 'The registration deadline comes before the test date',
  duplicate: 'This date is listed twice',
  tooMany: `List at most ${SAT_DATES_MAX} dates`,
  saved: 'SAT dates saved',
} as const;

/** "Sat, Mar 13, 2027 · register by Fri, Feb 26" (or the day alone), for a choice or a list. */
export function satDateLabel(satDate: SatDate, today: string) {
  const day = formatDayWithYear(satDate.date);
  const deadline = satDate.registrationDeadline;
  if (deadline === null) return day;
  if (deadline < today) return `${day} · registration closed`;
  return `${day} · register by ${formatDay(deadline)}`;
}
