import type { BillingHistoryItem, PlanChangeDirection } from '@academy/shared/plan-changes';
import type { RecurringTier } from '@academy/shared/tiers';
import type { SubscriptionRow } from '../repository.ts';
import type { ProviderSubscription } from './types.ts';

/**
 * A plan payment as the provider lists it, with what says whose plan it paid for (decision
 * 057); billing-history.ts names them and puts the tutor-session payments beside it.
 */
export interface ProviderHistoryItem extends Omit<
  BillingHistoryItem,
  'paidFor' | 'kind' | 'bookingReference'
> {
  /**
   * The plan's user, when the provider keeps it (the local provider); null once that account
   * was deleted.
   */
  planUserId?: string | null;
  /** The provider's subscription the payment was for (Stripe's invoices). */
  subscriptionId?: string | null;
}

/** What a plan change costs, as the provider computes it. */
export interface PlanChangeQuote {
  amountDueTodayCents: number;
  nextAmountCents: number;
  nextPaymentOn: Date;
}

export interface PlanChange {
  /** Our row of the running recurring plan (provider's id set). */
  row: SubscriptionRow;
  tier: RecurringTier;
  direction: PlanChangeDirection;
  customerId: string | null;
}

/**
 * Managing a running plan (issue 41). Stripe does it with its Billing objects (proration
 * previews, subscription schedules, invoices, the Customer Portal); the local provider has the
 * same behaviour on its own rows.
 */
export interface ProviderBilling {
  previewChange(change: PlanChange): Promise<PlanChangeQuote>;
  /** Makes the change; answers the subscription as it is now (for fulfilment to apply). */
  applyChange(change: PlanChange): Promise<ProviderSubscription | null>;
  /** Undoes a scheduled cancellation. */
  resume(row: SubscriptionRow): Promise<ProviderSubscription | null>;
  /** The payments charged to the user (their customer at the provider), newest first. */
  history(userId: string, customerId: string | null): Promise<ProviderHistoryItem[]>;
  /** Where the customer updates the card, returning to `returnUrl`. */
  portalUrl(customerId: string, returnUrl: string): Promise<string>;
  /**
   * Ends a recurring plan now at the provider, so it is never charged again (its payment was
   * refunded in full); the caller ends our row. The local provider's state is that row.
   */
  endNow(row: SubscriptionRow): Promise<void>;
  /**
   * A plan whose renewal failed is canceled: its unpaid renewal is called off (Stripe: its open
   * invoices voided), so neither a retry nor a card saved later pays it.
   */
  voidUnpaidRenewal(row: SubscriptionRow): Promise<void>;
  /**
   * What an invoice refunded in full bought, when that is something to end: the subscription
   * whose current period it paid, or (a pass's invoice) the invoice itself. Null when it is not
   * refunded in full, or paid a period already over. The local provider's payments are
   * refunded by the admin command, which ends their plan itself: null.
   */
  refundedPurchase(invoiceId: string): Promise<RefundedPurchase | null>;
  /**
   * The same for a payment refunded in full without a credit note (Stripe's "Refund payment",
   * or a refund made through the API): what the invoice it paid bought. Null as above, and for
   * a payment of no invoice (a tutor booking's).
   */
  refundedPaymentPurchase(chargeId: string): Promise<RefundedPurchase | null>;
}

export type RefundedPurchase = { subscriptionId: string } | { passInvoiceId: string };
