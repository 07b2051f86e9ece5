import type { PaymentsCore } from './core.ts';
import { accessEnd, isLive } from './entitlement.ts';
import type { SubscriptionRow } from './repository.ts';

/**
 * A plan that stopped renewing as an account went, or a pass a parent paid for that ends with the
 * child's account: whose it is, who paid, when it ends.
 */
export interface StoppedRenewal {
  userId: string;
  /** The parent whose card paid for it, when not the plan's user. */
  payerId: string | null;
  tier: string;
  accessEnds: Date;
  /** 'one-time': a pass, which never renewed; it ends with its user's account. */
  kind: 'recurring' | 'one-time';
}

/** Plans set to end with their period: a cancellation, an account deleted, a payer gone. */
export function createRenewalStops(core: PaymentsCore) {
  const { repo, provider } = core;

  /**
   * Every renewing plan of the user (one waiting for a pass to end too) is set to end with its
   * period: nothing is charged again, nothing is refunded.
   */
  async function stopRenewals(userId: string, now: Date) {
    await stopRenewalsOf(await repo.listSubscriptions(userId), now);
  }

  /**
   * The plans `payerId` pays for (only `userId`'s, when given) stop renewing: the payer no longer
   * manages them, the link or the account having ended (decision 057). A checkout they opened
   * for the child is closed first, else it would start a plan nobody manages on their card; one
   * paid meanwhile is applied, and so stops with the rest.
   */
  async function stopRenewalsPaidBy(payerId: string, now: Date, userId?: string) {
    await core.closeOpenCheckouts(await repo.openPlanCheckoutsPaidBy(payerId, userId), 'plan');
    await stopRenewalsOf(
      (await repo.plansPaidBy(payerId)).filter((r) => !userId || r.userId === userId),
      now,
    );
  }

  /**
   * Before an account goes, its own plans and those it pays for stop renewing. The plan mails
   * would say "canceled" and offer a next plan to someone leaving or for someone gone: the
   * deletion's own mails say what stopped and why, from what this answers (decision 052).
   */
  async function stopRenewalsForDeletion(userId: string, now: Date): Promise<StoppedRenewal[]> {
    const own = await repo.listSubscriptions(userId);
    const rows = [...own, ...(await repo.plansPaidBy(userId))];
    const stopped = await stopRenewalsOf(rows, now, { mails: false });
    // The user's own passes too: one a parent paid for ends here, and the parent is told.
    const passes = own.filter((r) => r.kind !== 'recurring' && isLive(r, now));
    const described = await Promise.all(
      [...stopped, ...passes].map(async (row) => ({
        userId: row.userId,
        payerId: await core.payers.payerIdOf(row),
        tier: row.tier,
        accessEnds: accessEnd(row),
        kind: row.kind === 'recurring' ? ('recurring' as const) : ('one-time' as const),
      })),
    );
    return described.filter((plan) => plan.kind === 'recurring' || plan.payerId !== null);
  }

  async function stopRenewalsOf(rows: SubscriptionRow[], now: Date, options?: { mails: boolean }) {
    const renewing = rows.filter(
      (r) =>
        r.kind === 'recurring' &&
        r.providerSubscriptionId &&
        r.provider === provider.name &&
        isLive(r, now) &&
        !r.cancelAtPeriodEnd,
    );
    for (const row of renewing) {
      // "Will not be charged again" holds for the renewal that failed too (decision 057's addendum).
      if (row.status === 'past_due') await provider.billing.voidUnpaidRenewal(row);
      const updated = await provider.cancelAtPeriodEnd(row.providerSubscriptionId!);
      if (updated) await core.fulfilment.applySubscription(updated, null, options);
    }
    return renewing;
  }

  return { stopRenewals, stopRenewalsPaidBy, stopRenewalsForDeletion };
}
