import type { UpcomingPass } from '@academy/shared/payments';
import type { PaymentsCore } from './core.ts';
import { isLive, upcomingPasses } from './entitlement.ts';
import type { ProviderSubscription } from './provider/types.ts';

/** A renewal undone for a pass waiting to follow the plan: the provider's state after, and why. */
export interface RenewalUndone {
  sub: ProviderSubscription;
  pass: UpcomingPass;
}

/**
 * Decision 057, rule 6, where our resume is not asked: Stripe's Customer Portal renews a plan set
 * to end although a pass bought to follow it waits. Renewing would charge for the pass's days and
 * the plan would outrank the pass over them, so the plan is set to end with its period again.
 * Called before the provider's new state is applied, outside any transaction (the provider is
 * asked); a state already set to end, an event replayed or older, asks nothing.
 */
export function createRenewalOverPass({ repo, provider }: Pick<PaymentsCore, 'repo' | 'provider'>) {
  return async function undoRenewalOverPass(
    sub: ProviderSubscription,
  ): Promise<RenewalUndone | null> {
    if (sub.cancelAtPeriodEnd || sub.endedAt) return null;
    const row = await repo.findSubscriptionByProviderId(provider.name, sub.id);
    const now = new Date();
    // Only a renewal of a plan we know as set to end: the pass was queued after its end.
    if (!row?.cancelAtPeriodEnd || !isLive(row, now)) return null;
    const [pass] = upcomingPasses(await repo.listSubscriptions(row.userId), now);
    if (!pass) return null;
    const stopped = await provider.cancelAtPeriodEnd(sub.id);
    return stopped?.cancelAtPeriodEnd ? { sub: stopped, pass } : null;
  };
}
