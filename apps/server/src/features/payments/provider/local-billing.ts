import type { BillingHistoryItem } from '@academy/shared/plan-changes';
import { planById } from '@academy/shared/plans';
import { isRecurringTier } from '@academy/shared/tiers';
import type { LocalPaymentRow } from '../billing-repository.ts';
import { addMonths } from '../calendar.ts';
import { tierMonths } from '../entitlement.ts';
import { createPlanPayers } from '../plan-payer.ts';
import type { PaymentsRepository, SubscriptionRow } from '../repository.ts';
import type { PlanChange, PlanChangeQuote, ProviderBilling } from './billing-types.ts';
import type { ProviderSubscription } from './types.ts';

/** The provider's view of a local plan: our row is the local provider's whole state. */
export const localView = (row: SubscriptionRow): ProviderSubscription => ({
  id: row.providerSubscriptionId!,
  status: row.status as ProviderSubscription['status'],
  currentPeriodStart: row.currentPeriodStart,
  currentPeriodEnd: row.currentPeriodEnd,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  endedAt: row.endedAt,
  customerId: null,
  metadata: { userId: row.userId, tier: row.tier },
  tier: row.tier,
  scheduledTier: row.scheduledTier,
});

const priceOf = (tier: string) => planById(tier)?.priceCents ?? 0;

/**
 * Stripe's proration for an upgrade that restarts the period (`billing_cycle_anchor: now`): the
 * new plan's price, less the unused share of what the current period cost.
 */
function quote({ row, tier, direction }: PlanChange, now: Date): PlanChangeQuote {
  if (direction !== 'upgrade') {
    return {
      amountDueTodayCents: 0,
      nextAmountCents: priceOf(tier),
      nextPaymentOn: row.currentPeriodEnd,
    };
  }
  const length = row.currentPeriodEnd.getTime() - row.currentPeriodStart.getTime();
  const unused = Math.max(0, row.currentPeriodEnd.getTime() - now.getTime());
  const credit = length > 0 ? Math.round((priceOf(row.tier) * unused) / length) : 0;
  return {
    amountDueTodayCents: Math.max(0, priceOf(tier) - credit),
    nextAmountCents: priceOf(tier),
    nextPaymentOn: addMonths(now, tierMonths(tier), null),
  };
}

/** A local payment's status in the billing history's words; its receipt says the same. */
export const historyStatus = (row: LocalPaymentRow): BillingHistoryItem['status'] =>
  row.status === 'open'
    ? 'failed'
    : row.refundedCents >= row.amountCents && row.amountCents > 0
      ? 'refunded'
      : row.refundedCents > 0
        ? 'partially_refunded'
        : 'paid';

export function createLocalBilling(
  repo: PaymentsRepository,
  options: { publicUrl: string },
): ProviderBilling {
  return {
    previewChange: async (change) => quote(change, new Date()),

    async applyChange(change) {
      const { row, tier, direction } = change;
      if (direction === 'downgrade') return { ...localView(row), scheduledTier: tier };
      if (direction === 'keep') return { ...localView(row), scheduledTier: null };
      const now = new Date();
      const { amountDueTodayCents } = quote(change, now);
      await repo.insertLocalPayment({
        userId: row.userId,
        payerUserId: await createPlanPayers(repo).payerIdOf(row),
        description: `${planById(tier).name} plan (changed from ${planById(row.tier)?.name ?? row.tier})`,
        amountCents: amountDueTodayCents,
        status: 'paid',
        providerSubscriptionId: row.providerSubscriptionId,
      });
      return {
        ...localView(row),
        tier,
        scheduledTier: null,
        currentPeriodStart: now,
        currentPeriodEnd: addMonths(now, tierMonths(tier), null),
        changeChargedCents: amountDueTodayCents,
      };
    },

    resume: async (row) => ({ ...localView(row), cancelAtPeriodEnd: false }),

    async history(userId) {
      // A voided renewal was never a payment, as Stripe leaves a void invoice out.
      const payments = (await repo.listLocalPayments(userId)).filter((r) => r.status !== 'void');
      return payments.map((row) => ({
        id: row.id,
        date: row.createdAt.toISOString(),
        description: row.description,
        amountCents: row.amountCents,
        refundedCents: row.refundedCents,
        currency: 'USD' as const,
        status: historyStatus(row),
        receiptUrl: `${options.publicUrl}/api/payments/receipts/${row.id}`,
        planUserId: row.userId,
      }));
    },

    portalUrl: async () => `${options.publicUrl}/api/payments/local-card`,

    endNow: async () => {},
    voidUnpaidRenewal: (row) => repo.voidOpenLocalPayments(row.providerSubscriptionId!),
    refundedPurchase: async () => null,
    refundedPaymentPurchase: async () => null,
  };
}

/**
 * The local provider's renewal, which only tests ask for (it never renews on its own): the
 * period moves on, to the plan scheduled for it if any, and is paid or its payment fails
 * (past_due, as Stripe's first failed attempt leaves it).
 */
export async function renewLocal(
  repo: PaymentsRepository,
  row: SubscriptionRow,
  outcome: 'paid' | 'failed',
): Promise<ProviderSubscription> {
  const tier = isRecurringTier(row.scheduledTier) ? row.scheduledTier : row.tier;
  await repo.insertLocalPayment({
    userId: row.userId,
    payerUserId: await createPlanPayers(repo).payerIdOf(row),
    description: `${planById(tier)?.name ?? tier} plan renewal`,
    amountCents: priceOf(tier),
    status: outcome === 'paid' ? 'paid' : 'open',
    providerSubscriptionId: row.providerSubscriptionId,
  });
  return {
    ...localView(row),
    tier,
    scheduledTier: null,
    status: outcome === 'paid' ? 'active' : 'past_due',
    currentPeriodStart: row.currentPeriodEnd,
    currentPeriodEnd: addMonths(row.currentPeriodEnd, tierMonths(tier), null),
  };
}

/** The stand-in card page's save: a renewal still due is paid with the new card. */
export async function payDueLocal(repo: PaymentsRepository, row: SubscriptionRow) {
  await repo.settleOpenLocalPayments(row.providerSubscriptionId!);
  return { ...localView(row), status: 'active' as const };
}
