import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createCheckoutStarter } from './checkout.ts';
import { createFulfilment } from './fulfilment.ts';
import { createPaymentProvider } from './provider/index.ts';
import { createCustomerContacts } from './customer-contacts.ts';
import { createPlanPayers } from './plan-payer.ts';
import { createPaymentsRepository, type CheckoutSessionRow } from './repository.ts';

/**
 * What every payment flow shares: the provider, starting a checkout, and bringing a session's
 * state home. The plan routes, the tutor booking routes, the local checkout and the webhook
 * each build one; all state lives in the database, so instances need no coordination.
 */
export function createPaymentsCore(db: Db, config: Config) {
  const repo = createPaymentsRepository(db);
  const provider = createPaymentProvider(config, repo);
  const checkout = createCheckoutStarter(repo, provider, config);
  const fulfilment = createFulfilment(repo, provider.name, config);
  const contacts = createCustomerContacts(repo, provider);
  const payers = createPlanPayers(repo);

  /**
   * Asks the provider about one of our sessions and applies it when paid: the redirect's
   * verification, converging with the webhook on the same state. Null when the session is
   * not ours, not of this purpose, or unknown to the provider.
   */
  async function syncSession(
    sessionId: string,
    purpose: 'plan' | 'booking',
  ): Promise<{ row: CheckoutSessionRow; paid: boolean } | null> {
    const row = await repo.findCheckoutSession(sessionId);
    if (!row || row.purpose !== purpose || row.provider !== provider.name) return null;
    const remote = await provider.retrieveCheckoutSession(sessionId);
    if (!remote) return null;
    const paid = remote.status === 'complete' && remote.paid;
    if (provider.name !== 'local') {
      await repo.recordProviderState(sessionId, {
        status: remote.status,
        paid,
        providerSubscriptionId: remote.subscription?.id ?? null,
      });
    }
    if (paid) await fulfilment.applyPaidSession(row, remote);
    return { row, paid };
  }

  /** Expires a checkout so that it cannot be paid; false when it was no longer open. */
  async function closeCheckout(id: string): Promise<boolean> {
    if (!(await provider.expireCheckoutSession(id))) return false;
    await repo.expireOpenCheckout(id);
    return true;
  }

  /**
   * Closes one buyer's open checkouts, given newest first (all, or all but the newest), so a
   * second tab or an old or cancelled checkout cannot charge them twice. One that cannot be
   * closed was paid meanwhile: it is applied now, so the checks that follow see what it bought.
   */
  async function closeOpenCheckouts(
    open: { id: string }[],
    purpose: 'plan' | 'booking',
    { keepNewest = false } = {},
  ) {
    let paidMeanwhile = false;
    for (const { id } of keepNewest ? open.slice(1) : open) {
      if (!(await closeCheckout(id)) && (await syncSession(id, purpose))?.paid) {
        paidMeanwhile = true;
      }
    }
    return { newest: keepNewest ? open[0]?.id : undefined, paidMeanwhile };
  }

  /** The user's open plan checkouts, closed as above. */
  const closeOpenPlanCheckouts = async (userId: string, options?: { keepNewest?: boolean }) =>
    closeOpenCheckouts(await repo.openPlanCheckouts(userId), 'plan', options);

  return {
    repo,
    provider,
    checkout,
    fulfilment,
    contacts,
    payers,
    syncSession,
    closeCheckout,
    closeOpenCheckouts,
    closeOpenPlanCheckouts,
  };
}

export type PaymentsCore = ReturnType<typeof createPaymentsCore>;
