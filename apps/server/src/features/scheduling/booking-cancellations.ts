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
 * pages that show them say what was cancelled and refunded beside them.
 */
export function createBookingCancellations(db: Db) {
  const sessions = createSessionRepository(db);
  const refunds = createRefundRepository(db);
  return async (bookingId: string): Promise<BookingCancellations> => {
    const [rows, owed] = await Promise.all([
      sessions.ofBooking(bookingId),
      refunds.ofBooking(bookingId),
    ]);
    return {
      cancelledCount: rows.filter((s) => s.status === 'cancelled').length,
      refundCents: owed.reduce((sum, r) => sum + r.amountCents, 0),
    };
  };
}
