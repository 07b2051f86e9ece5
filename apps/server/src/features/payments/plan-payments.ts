import type { PaymentsCore } from './core.ts';
import type { ProviderHistoryItem } from './provider/billing-types.ts';

/** One lookup per key however often it is asked for. */
function memo<T>(look: (key: string) => Promise<T>) {
  const seen = new Map<string, Promise<T>>();
  return (key: string) => {
    if (!seen.has(key)) seen.set(key, look(key));
    return seen.get(key)!;
  };
}

/** A plan payment the provider charged to a card, with the account whose plan it paid. */
export interface CardPlanPayment {
  item: ProviderHistoryItem;
  /** The plan's account: the card's own, another (a child's), or null once it was deleted. */
  forId: string | null;
}

/**
 * The plan payments the provider charged to `userId`'s customer, each with whose plan it paid
 * (decision 057): the billing history's plan lines, and the account export's (decision 052).
 */
export function createCardPlanPayments({ repo, provider }: PaymentsCore) {
  return async function planPaymentsOnCard(userId: string): Promise<CardPlanPayment[]> {
    const customerId = (await repo.findCustomer(userId, provider.name))?.customerId ?? null;
    const items = await provider.billing.history(userId, customerId);
    const ownerOf = memo(
      async (subscriptionId: string) =>
        (await repo.findSubscriptionByProviderId(provider.name, subscriptionId))?.userId,
    );
    return Promise.all(
      items.map(async (item) => {
        if (item.planUserId !== undefined) return { item, forId: item.planUserId };
        const owner = item.subscriptionId ? await ownerOf(item.subscriptionId) : undefined;
        return { item, forId: owner ?? userId };
      }),
    );
  };
}
