import type {
  CurrentSubscription,
  SubscriptionKind,
  SubscriptionStatus,
} from '@academy/shared/payments';
import {
  effectiveTier,
  isOneTimeTier,
  isRecurringTier,
  normaliseTier,
} from '@academy/shared/tiers';
import type { PaymentsCore } from './core.ts';
import { deriveEntitlement, isLive, latest, upcomingPasses, upcomingPlan } from './entitlement.ts';
import type { SubscriptionRow, UserRow } from './repository.ts';

const kindOfTier = (tier: string): SubscriptionKind =>
  isRecurringTier(tier)
    ? 'recurring'
    : isOneTimeTier(tier)
      ? 'oneTime'
      : tier === 'Free'
        ? 'free'
        : 'none';

/** The recurring plan that runs, or waits for a pass to end: the one a user manages. */
export const liveRecurring = (rows: SubscriptionRow[], now: Date) =>
  latest(rows.filter((r) => r.kind === 'recurring' && isLive(r, now)));

/**
 * The plan page's view of a user's access (GET /payments/current-subscription): the tier and its
 * state as their subscription rows make it, with the plans waiting to start, a change chosen for
 * the renewal, and who pays.
 */
export function createCurrentSubscription(core: PaymentsCore) {
  const { repo, provider } = core;

  /**
   * A recurring period that should have renewed by now is asked about again (a missed or late
   * webhook), so a paying user is never shown as Guest for long.
   */
  async function refreshStale(user: UserRow, rows: SubscriptionRow[], now: Date) {
    const stale = rows.filter(
      (r) =>
        r.kind === 'recurring' &&
        r.provider === provider.name &&
        r.providerSubscriptionId &&
        (r.status === 'active' || r.status === 'past_due') &&
        r.currentPeriodEnd <= now &&
        !r.cancelAtPeriodEnd,
    );
    if (stale.length === 0 || provider.name === 'local') return rows;
    for (const row of stale) {
      const fresh = await provider.retrieveSubscription(row.providerSubscriptionId!);
      if (fresh) await core.fulfilment.applySubscription(fresh, null);
    }
    return repo.listSubscriptions(user.id);
  }

  async function current(user: UserRow): Promise<CurrentSubscription> {
    const now = new Date();
    if (normaliseTier(user.subscriptionTier) === 'Free') {
      return {
        subscriptionTier: 'Free',
        subscriptionStatus: 'active',
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        kind: 'free',
        upcomingPasses: [],
      };
    }
    const rows = await refreshStale(user, await repo.listSubscriptions(user.id), now);
    if (rows.length === 0) {
      // Nothing bought through us (a tier set by other means): the user's own columns.
      const tier = effectiveTier(user.subscriptionTier, user.subscriptionEndDate, now);
      const end = user.subscriptionEndDate?.toISOString() ?? null;
      return {
        subscriptionTier: tier,
        subscriptionStatus:
          tier === 'Guest'
            ? end
              ? 'expired'
              : 'none'
            : ((user.subscriptionStatus as SubscriptionStatus | null) ?? 'active'),
        currentPeriodEnd: end,
        cancelAtPeriodEnd: false,
        kind: tier === 'Guest' ? 'none' : kindOfTier(tier),
        upcomingPasses: [],
      };
    }
    // The user's columns agree: access that ran out since the last event was rolled over when
    // this request signed in (tier-rollover.ts).
    const entitlement = deriveEntitlement(rows, now);
    const plan = liveRecurring(rows, now);
    const [manager, payerId] = plan
      ? await Promise.all([core.payers.managerOf(plan), core.payers.payerIdOf(plan)])
      : [undefined, null];
    return {
      subscriptionTier: entitlement.tier,
      subscriptionStatus: entitlement.status,
      currentPeriodEnd: entitlement.endDate?.toISOString() ?? null,
      cancelAtPeriodEnd: entitlement.cancelAtPeriodEnd,
      kind: entitlement.kind,
      upcomingPasses: upcomingPasses(rows, now),
      upcomingPlan: upcomingPlan(rows, now),
      // A plan that ends changes into nothing: the change chosen before the cancel waits
      // unseen, and comes back with a resume.
      scheduledTier:
        isRecurringTier(plan?.scheduledTier) && !plan.cancelAtPeriodEnd ? plan.scheduledTier : null,
      // Past due, or canceled in its grace: where access ends, as no renewal is paid.
      graceEndsAt: plan?.graceEndsAt?.toISOString() ?? null,
      paidBy: manager ? { firstname: manager.firstname, lastname: manager.lastname } : null,
      paidByOther: payerId !== null,
    };
  }

  return current;
}
