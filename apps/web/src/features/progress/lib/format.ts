export const formatPercent = (share: number) => `${Math.round(share * 100)}%`;

/** "Nov 23": a week's Monday, as the charts and their tables label it. */
export const formatWeek = (isoDay: string) =>
  new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
