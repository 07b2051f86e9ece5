import type { BillingHistoryItem } from '@academy/shared/plan-changes';
import { SESSION_TYPE_LABELS, type SessionType } from '@academy/shared/scheduling-prices';

// A booking's payment and its refunds in the words and states of the billing history
// (decision 059), which the account export repeats (decision 052): one place, so they agree.

const REFUND_STATUS: Record<string, BillingHistoryItem['status']> = {
  refunded: 'refunded',
  pending: 'refund_pending',
  failed: 'refund_failed',
};

/** A session refund's state; one not yet settled is on its way. */
export const refundStatus = (status: string) => REFUND_STATUS[status] ?? 'refund_pending';

const typeOf = (type: string) => (SESSION_TYPE_LABELS[type as SessionType] ?? type).toLowerCase();

/** "2 online tutor sessions" */
export const bookingDescription = (type: string, count: number) =>
  `${count} ${typeOf(type)} tutor ${count === 1 ? 'session' : 'sessions'}`;

export const refundDescription = (type: string) => `Refund: canceled ${typeOf(type)} tutor session`;

export function chargeStatus(
  amountCents: number,
  refundedCents: number,
): BillingHistoryItem['status'] {
  if (refundedCents > 0 && refundedCents >= amountCents) return 'refunded';
  return refundedCents > 0 ? 'partially_refunded' : 'paid';
}
