/**
 * "3 h 25 min", "12 min", "0 min": time practised, to the minute. Some time short of a minute
 * is "under 1 min": "0 min" beside answered questions read as if none were counted.
 */
export function formatDuration(ms: number): string {
  if (ms > 0 && ms < 60_000) return 'under 1 min';
  const minutes = Math.floor(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  return hours ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}

export const formatPercent = (share: number) => `${Math.round(share * 100)}%`;

/** "Nov 23": a week's Monday, as the charts and their tables label it. */
export const formatWeek = (isoDay: string) =>
  new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
