import type { BillingHistoryItem } from '@academy/shared/plan-changes';
import type { ProviderHistoryItem } from '../payments/provider/billing-types.ts';
import {
  bookingDescription,
  chargeStatus,
  refundDescription,
  refundStatus,
} from '../scheduling/booking-payment-words.ts';

/**
 * A payment or refund in the export (decision 052), in the words and numbers of the billing
 * history's line for it (decision 059), so the file and /family or /subscription agree. Left
 * out: the line's id and receipt link, which only serve the page.
 */
export interface ChargeLine {
  kind: BillingHistoryItem['kind'];
  date: Date;
  description: string;
  bookingReference?: string;
  amountCents: number;
  refundedCents: number;
  currency: string;
  status: BillingHistoryItem['status'];
}

/** Whom a payment the account made was for (null: itself), as the billing history says. */
export type PaidFor = { paidFor: string | null };
/** Who paid for the account: another account, named as the payer's history names the account. */
export type PaidBy = { paidBy: string };

/** A plan's payment: a purchase, a renewal or a change's charge (failed: a renewal unpaid). */
export function planLine(payment: {
  date: Date;
  description: string;
  amountCents: number;
  refundedCents: number;
  currency: string;
  paid: boolean;
}): ChargeLine {
  const { date, description, amountCents, refundedCents, currency, paid } = payment;
  return {
    kind: 'plan',
    date,
    description,
    amountCents,
    refundedCents,
    currency: currency.toUpperCase(),
    status: paid ? chargeStatus(amountCents, refundedCents) : 'failed',
  };
}

/** A plan's payment as the provider lists it (Stripe's invoice), in the history's words. */
export function providerPlanLine(item: ProviderHistoryItem): ChargeLine {
  const { date, description, amountCents, refundedCents, currency, status } = item;
  return {
    kind: 'plan',
    date: new Date(date),
    description,
    amountCents,
    refundedCents,
    currency: currency.toUpperCase(),
    status,
  };
}

export interface PaidBooking {
  reference: string;
  sessionType: string;
  sessionCount: number;
  totalCents: number;
  currency: string;
  paidAt: Date | null;
  createdAt: Date;
}

export interface SessionRefund {
  amountCents: number;
  status: string;
  refundedAt: Date | null;
  createdAt: Date;
}

/**
 * A paid booking and the refund of each of its canceled sessions, a line of its own with a
 * negative amount (the booking's line counts those made in `refundedCents` too: a sum is taken
 * over one or the other, never both).
 */
export function bookingLines(booking: PaidBooking, refunds: SessionRefund[]): ChargeLine[] {
  const currency = booking.currency.toUpperCase();
  const refundedCents = refunds
    .filter((r) => r.status === 'refunded')
    .reduce((sum, r) => sum + r.amountCents, 0);
  const count = booking.sessionCount;
  const charge: ChargeLine = {
    kind: 'booking',
    date: booking.paidAt ?? booking.createdAt,
    description: bookingDescription(booking.sessionType, count),
    bookingReference: booking.reference,
    amountCents: booking.totalCents,
    refundedCents,
    currency,
    status: chargeStatus(booking.totalCents, refundedCents),
  };
  return [
    charge,
    ...refunds.map((r): ChargeLine => ({
      kind: 'refund',
      // Back on the card then; one still on its way (or refused) since its cancellation.
      date: r.refundedAt ?? r.createdAt,
      description: refundDescription(booking.sessionType),
      bookingReference: booking.reference,
      amountCents: -r.amountCents,
      refundedCents: 0,
      currency,
      status: refundStatus(r.status),
    })),
  ];
}

/** Oldest first, as every list of the export. */
export const oldestFirst = (a: ChargeLine, b: ChargeLine) => a.date.getTime() - b.date.getTime();
