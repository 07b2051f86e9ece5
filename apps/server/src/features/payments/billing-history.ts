import type { BillingHistory, BillingHistoryItem } from '@academy/shared/plan-changes';
import type { BookingPayments } from '../scheduling/booking-payments.ts';
import type { PaymentsCore } from './core.ts';
import { createCardPlanPayments } from './plan-payments.ts';
import type { UserRow } from './repository.ts';

/** Whom a payment was for, once that account is gone: its line stays on the payer's card. */
export const DELETED_ACCOUNT = 'a deleted account';

const newestFirst = (a: BillingHistoryItem, b: BillingHistoryItem) =>
  Date.parse(b.date) - Date.parse(a.date);

/**
 * GET /payments/history: every movement on the caller's card (decision 059), as its statement
 * shows them: the plan payments the provider charged to the caller's customer, each for
 * someone else's plan naming them (decision 057), and the tutor-session bookings the caller
 * paid, with the refund of each canceled session as a line of its own.
 */
export function createBillingHistory(core: PaymentsCore, bookingPayments: BookingPayments) {
  const { repo, provider } = core;

  const planPaymentsOnCard = createCardPlanPayments(core);

  async function planLines(user: UserRow): Promise<BillingHistoryItem[]> {
    const payments = await planPaymentsOnCard(user.id);
    const others = [...new Set(payments.map((p) => p.forId))].filter(
      (id): id is string => id !== null && id !== user.id,
    );
    const names = new Map(
      await Promise.all(
        others.map(async (id) => [id, (await repo.findUser(id))?.firstname] as const),
      ),
    );
    return payments.map(({ item, forId }) => {
      const { planUserId: _, subscriptionId: __, ...shown } = item;
      // Only a payment for someone else outlives its plan's account (the caller's own cannot).
      const paidFor =
        forId === user.id
          ? null
          : forId === null
            ? DELETED_ACCOUNT
            : (names.get(forId) ?? DELETED_ACCOUNT);
      return { ...shown, kind: 'plan' as const, paidFor };
    });
  }

  return async function history(user: UserRow): Promise<BillingHistory> {
    const [plans, bookings] = await Promise.all([
      planLines(user),
      bookingPayments(user.id, provider.name),
    ]);
    return { items: [...plans, ...bookings].sort(newestFirst) };
  };
}
