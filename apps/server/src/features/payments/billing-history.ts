import type { BillingHistory, BillingHistoryItem } from '@academy/shared/plan-changes';
import type { BookingPayments } from '../scheduling/booking-payments.ts';
import type { PaymentsCore } from './core.ts';
import type { ProviderHistoryItem } from './provider/billing-types.ts';
import type { UserRow } from './repository.ts';

/** One lookup per key however often it is asked for. */
function memo<T>(look: (key: string) => Promise<T>) {
  const seen = new Map<string, Promise<T>>();
  return (key: string) => {
    if (!seen.has(key)) seen.set(key, look(key));
    return seen.get(key)!;
  };
}

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

  async function planLines(user: UserRow): Promise<BillingHistoryItem[]> {
    const customerId = (await repo.findCustomer(user.id, provider.name))?.customerId ?? null;
    const items = await provider.billing.history(user.id, customerId);
    const ownerOf = memo(
      async (subscriptionId: string) =>
        (await repo.findSubscriptionByProviderId(provider.name, subscriptionId))?.userId,
    );
    const nameOf = memo(async (userId: string) => (await repo.findUser(userId))?.firstname);
    const paidFor = async ({ planUserId, subscriptionId }: ProviderHistoryItem) => {
      // Only a payment for someone else outlives its plan's account (the caller's own cannot).
      if (planUserId === null) return DELETED_ACCOUNT;
      const owner = planUserId ?? (subscriptionId ? await ownerOf(subscriptionId) : undefined);
      return owner && owner !== user.id ? ((await nameOf(owner)) ?? null) : null;
    };
    return Promise.all(
      items.map(async (item) => {
        const { planUserId: _, subscriptionId: __, ...shown } = item;
        return { ...shown, kind: 'plan' as const, paidFor: await paidFor(item) };
      }),
    );
  }

  return async function history(user: UserRow): Promise<BillingHistory> {
    const [plans, bookings] = await Promise.all([
      planLines(user),
      bookingPayments(user.id, provider.name),
    ]);
    return { items: [...plans, ...bookings].sort(newestFirst) };
  };
}
