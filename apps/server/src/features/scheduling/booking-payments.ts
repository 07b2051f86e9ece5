import { bookingReceiptPath } from '@academy/shared/payments';
import type { BillingHistoryItem } from '@academy/shared/plan-changes';
import type { Db } from '../../db/client.ts';
import {
  bookingDescription,
  chargeStatus,
  refundDescription,
  refundStatus,
} from './booking-payment-words.ts';
import { createBookingPaymentsRepository } from './booking-payments-repository.ts';
import { createRefundRepository, type RefundRow } from './refund-repository.ts';

/** As many as Stripe's one page of a customer's invoices, which lists the plans beside them. */
const BOOKINGS_LISTED = 100;

/**
 * The tutor-session bookings an account paid for, and the refunds of their canceled sessions,
 * as lines of its billing history (decision 059): the same movements its card shows, whichever
 * provider took them, read from our records of the payment and of each refund (session-refunds.ts).
 * Each booking's receipt is its paid page opened again, which says what was canceled and
 * refunded since.
 */
export function createBookingPayments(db: Db, publicUrl: string) {
  const bookings = createBookingPaymentsRepository(db);
  const refunds = createRefundRepository(db);

  return async function linesOf(payerId: string, provider: string): Promise<BillingHistoryItem[]> {
    const rows = await bookings.paidBy(payerId, provider, BOOKINGS_LISTED);
    if (rows.length === 0) return [];
    const refundsOf = new Map<string, RefundRow[]>();
    for (const refund of await refunds.ofBookings(rows.map((r) => r.booking.id))) {
      refundsOf.set(refund.bookingId, [...(refundsOf.get(refund.bookingId) ?? []), refund]);
    }
    return rows.flatMap(({ booking, checkoutSessionId, studentFirstname }) => {
      const shared = {
        currency: 'USD' as const,
        receiptUrl: `${publicUrl}${bookingReceiptPath(checkoutSessionId)}`,
        bookingReference: booking.internalReference,
        paidFor: booking.userId && booking.userId !== payerId ? studentFirstname : null,
      };
      const owed = refundsOf.get(booking.id) ?? [];
      const refundedCents = owed
        .filter((r) => r.status === 'refunded')
        .reduce((sum, r) => sum + r.amountCents, 0);
      const charge: BillingHistoryItem = {
        ...shared,
        id: booking.id,
        kind: 'booking',
        date: (booking.paidAt ?? booking.createdAt).toISOString(),
        description: bookingDescription(booking.sessionType, booking.sessionCount),
        amountCents: booking.totalCents,
        refundedCents,
        status: chargeStatus(booking.totalCents, refundedCents),
      };
      const refundLines = owed.map((r): BillingHistoryItem => ({
        ...shared,
        id: r.id,
        kind: 'refund',
        // Back on the card then; one still on its way (or refused) since its cancellation.
        date: (r.refundedAt ?? r.createdAt).toISOString(),
        description: refundDescription(booking.sessionType),
        amountCents: -r.amountCents,
        refundedCents: 0,
        status: refundStatus(r.status),
      }));
      return [charge, ...refundLines];
    });
  };
}

export type BookingPayments = ReturnType<typeof createBookingPayments>;
