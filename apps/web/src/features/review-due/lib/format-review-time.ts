/**
 * 'Tuesday, March 3 at 3:00 PM' in the reader's own time zone (the server stores UTC), in
 * English as the sentence around it is; null for no date or an unreadable one.
 */
export function formatReviewTime(iso: string | null | undefined, timeZone?: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const day = date.toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone,
  });
  const time = date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone });
  return `${day} at ${time}`;
}
