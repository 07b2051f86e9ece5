import type { PaymentsCore } from './core.ts';
import { isLive } from './entitlement.ts';
import type { SubscriptionRow } from './repository.ts';

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
   * manages them, the link or the account having ended (decision 057).
   */
  async function stopRenewalsPaidBy(payerId: string, now: Date, userId?: string) {
    const rows = await repo.plansPaidBy(payerId);
    await stopRenewalsOf(
      rows.filter((r) => !userId || r.userId === userId),
      now,
    );
  }

  async function stopRenewalsOf(rows: SubscriptionRow[], now: Date) {
    const renewing = rows.filter(
      (r) =>
        r.kind === 'recurring' &&
        r.providerSubscriptionId &&
        r.provider === provider.name &&
        isLive(r, now) &&
        !r.cancelAtPeriodEnd,
    );
    for (const row of renewing) {
      const updated = await provider.cancelAtPeriodEnd(row.providerSubscriptionId!);
      if (updated) await core.fulfilment.applySubscription(updated, null);
    }
  }

  return { stopRenewals, stopRenewalsPaidBy };
}
