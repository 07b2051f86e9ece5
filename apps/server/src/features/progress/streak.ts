const DAY_MS = 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * Consecutive UTC days with practice, ending today or yesterday (a streak is not broken
 * before the day is over). `days` are YYYY-MM-DD, newest first, without repeats.
 */
export function currentStreak(days: string[], now: Date): number {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const active = new Set(days);
  let cursor = active.has(isoDay(today)) ? today : today - DAY_MS;
  let streak = 0;
  while (active.has(isoDay(cursor))) {
    streak += 1;
    cursor -= DAY_MS;
  }
  return streak;
}
