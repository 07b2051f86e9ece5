// SPEC §4 and §9: how long ago a question was answered, with thresholds at 60 s, 1 hour, 1 day
// and 30 days; anything older shows as a date in the reader's locale.
const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
const DAY_S = 24 * HOUR_S;
const MONTH_S = 30 * DAY_S;

const ago = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/**
 * 'just now', 'N minutes ago', 'N hours ago', 'N days ago' or a locale date. Counts are whole
 * units rounded down; a time slightly in the future (a clock ahead of the server) is 'just now'.
 */
export function formatRelativeTime(
  date: Date | string,
  now: Date = new Date(),
  locale?: Intl.LocalesArgument,
  options?: Intl.DateTimeFormatOptions,
): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const seconds = Math.floor((now.getTime() - then.getTime()) / 1000);
  if (seconds < MINUTE_S) return 'just now';
  if (seconds < HOUR_S) return ago(Math.floor(seconds / MINUTE_S), 'minute');
  if (seconds < DAY_S) return ago(Math.floor(seconds / HOUR_S), 'hour');
  if (seconds < MONTH_S) return ago(Math.floor(seconds / DAY_S), 'day');
  return then.toLocaleDateString(locale, options);
}
