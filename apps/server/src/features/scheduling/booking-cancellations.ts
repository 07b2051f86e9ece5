import type { Db } from '../../db/client.ts';
import { createRefundRepository } from './refund-repository.ts';
import { createSessionRepository } from './session-repository.ts';

export interface BookingCancellations {
  /** Sessions of the booking cancelled since it was paid. */
  cancelledCount: number;
  /** What their refunds come to (owed or sent), in cents. */
  refundCents: number;
}

/**
 * What a booking no longer holds: a paid booking keeps its session count and total, so the
 * pages that show them (the success page, /family, the tutor's student page) say what was
 * cancelled and refunded beside them.
 */
export function createBookingCancellations(db: Db) {
  const sessions = createSessionRepository(db);
  const refunds = createRefundRepository(db);

  /** Each booking's, in one read of each table however many bookings a page lists. */
  async function ofBookings(bookingIds: string[]) {
    const found = new Map<string, BookingCancellations>(
      bookingIds.map((id) => [id, { cancelledCount: 0, refundCents: 0 }]),
    );
    if (bookingIds.length === 0) return found;
    const [counts, owed] = await Promise.all([
      sessions.cancelledCounts(bookingIds),
      refunds.ofBookings(bookingIds),
    ]);
    for (const { bookingId, count } of counts) found.get(bookingId)!.cancelledCount = count;
    for (const refund of owed) found.get(refund.bookingId)!.refundCents += refund.amountCents;
    return found;
  }

  return {
    of: async (bookingId: string) => (await ofBookings([bookingId])).get(bookingId)!,
    ofBookings,
  };
}
