import {
  SESSION_COUNT_MAX,
  SESSION_COUNT_MIN,
  schedulingTotalCents,
  type SessionType,
} from '@academy/shared/scheduling-prices';

/**
 * The live total of the form in cents (count × the price per session, SPEC §9), or null while
 * the count is not a whole number from 1 to 12. For display only: the server charges its own.
 */
export function bookingTotalCents(sessionType: SessionType, count: unknown): number | null {
  const sessions = typeof count === 'number' ? count : Number(String(count ?? '').trim() || NaN);
  if (!Number.isInteger(sessions) || sessions < SESSION_COUNT_MIN || sessions > SESSION_COUNT_MAX) {
    return null;
  }
  return schedulingTotalCents(sessionType, sessions);
}
