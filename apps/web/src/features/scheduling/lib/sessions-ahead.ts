import type { ManagedBooking } from '@academy/shared/booking-slots';

/**
 * Whether a booking still has a session to come (booked, not yet over): where and how to join
 * is said only then, not under a list of sessions all held or canceled.
 */
export const hasSessionAhead = (booking: Pick<ManagedBooking, 'sessions'>, now = Date.now()) =>
  booking.sessions.some((s) => s.status === 'booked' && Date.parse(s.end) > now);
