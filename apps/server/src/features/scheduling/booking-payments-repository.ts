import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkoutSessions, tutorBookings, users } from '../../db/schema/index.ts';

/** The bookings an account paid for, read for its billing history (booking-payments.ts). */
export function createBookingPaymentsRepository(db: Db) {
  return {
    /**
     * The paid bookings whose checkout `payerId` opened at `provider`, newest payment first,
     * with the first name of the student each is for. The checkout's account is who paid: a
     * parent's booking for a child is the child's booking, but the parent's card (decision 042).
     */
    paidBy: (payerId: string, provider: string, limit: number) =>
      db
        .select({
          booking: tutorBookings,
          checkoutSessionId: checkoutSessions.id,
          studentFirstname: users.firstname,
        })
        .from(checkoutSessions)
        .innerJoin(tutorBookings, eq(tutorBookings.id, checkoutSessions.bookingId))
        .leftJoin(users, eq(users.id, tutorBookings.userId))
        .where(
          and(
            eq(checkoutSessions.userId, payerId),
            eq(checkoutSessions.purpose, 'booking'),
            eq(checkoutSessions.provider, provider),
            // The checkout that paid it, not one closed before it (went Back and booked again).
            eq(tutorBookings.checkoutSessionId, checkoutSessions.id),
            eq(tutorBookings.status, 'paid'),
          ),
        )
        .orderBy(desc(tutorBookings.paidAt), desc(tutorBookings.id))
        .limit(limit),
  };
}
