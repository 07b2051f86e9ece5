/**
 * 'March 5, 2026' on the reader's own calendar (their time zone), for dates inside English
 * sentences: always in English, as the sentence is. The browser's language would give "Your
 * plan ends on 25 de diciembre de 2026 and will not…" under es-US. An unreadable date gives null.
 */
export function formatLongDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

const mediumDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** 'Mar 5, 2026' on the reader's own calendar, in English: dates in lists and tables. */
export const formatMediumDate = (iso: string) => mediumDate.format(new Date(iso));

const mediumDateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** 'Mar 5, 2026, 3:04 PM' on the reader's own clock, in English: when something happened. */
export const formatDateTime = (iso: string) => mediumDateTime.format(new Date(iso));

/** '4:35 PM' on the reader's own clock, in English: a time later today (a deadline, a start). */
export const formatClockTime = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
