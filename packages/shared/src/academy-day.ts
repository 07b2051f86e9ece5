// Days the academy counts in (due days, test dates): Dallas days, whatever the reader's zone.
// Without zod or a date library: the home and the tutor's pages import it.
import { ACADEMY } from './academy.ts';

const dallasDay = new Intl.DateTimeFormat('en-CA', { timeZone: ACADEMY.timeZone });
const shortDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const longDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** `now`'s day in Dallas, YYYY-MM-DD. */
export const academyDay = (now: Date) => dallasDay.format(now);

/** Whole days from one YYYY-MM-DD day to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) =>
  Math.round((noonOf(to).getTime() - noonOf(from).getTime()) / 86_400_000);

/** The day `days` after a YYYY-MM-DD day. */
export const addDays = (day: string, days: number) =>
  new Date(noonOf(day).getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** "Fri, Jan 8" for a YYYY-MM-DD day. */
export const formatDay = (day: string) => shortDay.format(noonOf(day));

/** "Sat, Mar 13, 2027" for a YYYY-MM-DD day. */
export const formatDayWithYear = (day: string) => longDay.format(noonOf(day));
