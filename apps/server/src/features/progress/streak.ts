import { academyDay, addDays } from '@academy/shared/academy-day';

/**
 * Consecutive Dallas days with practice, ending today or yesterday (a streak is not broken
 * before the day is over). `days` are YYYY-MM-DD Dallas days, newest first, without repeats.
 */
export function currentStreak(days: string[], now: Date): number {
  const active = new Set(days);
  const today = academyDay(now);
  let cursor = active.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (active.has(cursor)) {
    streak += 1;
    cursor = addDays(cursor, -1);
  }
  return streak;
}
