import { ACADEMY } from '@academy/shared/academy';
import { planById } from '@academy/shared/plans';
import { isRecurringTier, type RecurringTier } from '@academy/shared/tiers';
import Stripe from 'stripe';
import { AppError } from '../../../lib/app-error.ts';
import type { Config } from '../../../config.ts';
import { addMonths } from '../calendar.ts';
import { tierMonths } from '../entitlement.ts';
import type { SubscriptionRow } from '../repository.ts';
import type {
  PlanChange,
  ProviderBilling,
  ProviderHistoryItem,
  RefundedPurchase,
} from './billing-types.ts';
import { idOf, mapStripeSubscription, releaseSchedule } from './stripe-subscription.ts';
import { historyItem } from './stripe-history-item.ts';

type StripeConfig = Config['payments']['stripe'];

export const RECURRING_INTERVALS = {
  Monthly: { interval: 'month', interval_count: 1 },
  Quarterly: { interval: 'month', interval_count: 3 },
  Yearly: { interval: 'year', interval_count: 1 },
} as const;

/** Marks the portal configuration this app made, so it is found again rather than made twice. */
const PORTAL_MARK = { academy: 'plan-management' };

const productId = (price: Stripe.Price) =>
  typeof price.product === 'string' ? price.product : price.product.id;

/** Plan changes through Stripe Billing: proration previews, schedules, invoices, the portal. */
export function createStripeBilling(stripe: Stripe, config: StripeConfig): ProviderBilling {
  const tax = config.automaticTax ? { automatic_tax: { enabled: true } } : {};

  /**
   * What a paid invoice given back in full bought, when that is something to end: its
   * subscription while it paid the period running now, or (a pass's invoice) itself.
   */
  async function purchaseOf(invoice: Stripe.Invoice): Promise<RefundedPurchase | null> {
    if (invoice.status !== 'paid' || invoice.amount_paid <= 0) return null;
    const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
    if (!subscriptionId) return { passInvoiceId: invoice.id! };
    // An earlier period's payment given back leaves the period paid for now running.
    const sub = await stripe.subscriptions.retrieve(subscriptionId);
    return idOf(sub.latest_invoice) === invoice.id ? { subscriptionId } : null;
  }

  async function itemOf(row: SubscriptionRow) {
    const sub = await stripe.subscriptions.retrieve(row.providerSubscriptionId!);
    const item = sub.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${sub.id} has no item`);
    return { sub, item };
  }

  /** The tier's configured price, else a price made for it (named as the checkout names it). */
  async function priceFor(tier: RecurringTier) {
    const configured = config.priceIds[tier];
    if (configured) return configured;
    const plan = planById(tier);
    const price = await stripe.prices.create({
      currency: 'usd',
      unit_amount: plan.priceCents,
      recurring: RECURRING_INTERVALS[tier],
      product_data: { name: `${plan.name} plan` },
      metadata: { tier },
    });
    return price.id;
  }

  async function upgrade({ row, tier }: PlanChange) {
    const { sub, item } = await itemOf(row);
    await releaseSchedule(stripe, sub); // the upgrade replaces a downgrade scheduled before
    const price = await priceFor(tier);
    try {
      return await stripe.subscriptions.update(sub.id, {
        items: [{ id: item.id, price }],
        proration_behavior: 'always_invoice',
        billing_cycle_anchor: { type: 'now' },
        // A declined card leaves the plan as it was (402), rather than past_due on a new plan.
        payment_behavior: 'error_if_incomplete',
        metadata: { tier, scheduled_tier: '' },
        // Its proration invoice, paid by now: the change's mail says what it charged.
        expand: ['latest_invoice'],
      });
    } catch (error) {
      // The card's own words (declined, insufficient funds): the customer can act on them.
      if (error instanceof Stripe.errors.StripeCardError) throw new AppError(402, error.message);
      throw error;
    }
  }

  async function keep({ row }: PlanChange) {
    const { sub } = await itemOf(row);
    // The plan then renews as it is.
    await releaseSchedule(stripe, sub);
    return stripe.subscriptions.update(sub.id, { metadata: { scheduled_tier: '' } });
  }

  /** The current price until the period ends, then the new plan's (a two-phase schedule). */
  async function downgrade({ row, tier }: PlanChange) {
    const { sub, item } = await itemOf(row);
    const existing = typeof sub.schedule === 'string' ? sub.schedule : sub.schedule?.id;
    const schedule = existing
      ? await stripe.subscriptionSchedules.retrieve(existing)
      : await stripe.subscriptionSchedules.create({ from_subscription: sub.id });
    const metadata = { ...sub.metadata };
    await stripe.subscriptionSchedules.update(schedule.id, {
      end_behavior: 'release',
      proration_behavior: 'none',
      phases: [
        {
          items: [{ price: item.price.id, quantity: 1 }],
          start_date: schedule.phases[0]?.start_date ?? item.current_period_start,
          end_date: item.current_period_end,
          metadata,
        },
        {
          items: [{ price: await priceFor(tier), quantity: 1 }],
          duration: RECURRING_INTERVALS[tier],
          metadata: { ...metadata, tier, scheduled_tier: '' },
        },
      ],
    });
    return stripe.subscriptions.update(sub.id, { metadata: { scheduled_tier: tier } });
  }

  /** The portal configuration for the card, invoices and cancellation, made once per account. */
  async function portalConfiguration() {
    const list = await stripe.billingPortal.configurations.list({ active: true, limit: 100 });
    const found = list.data.find((c) => c.metadata?.academy === PORTAL_MARK.academy);
    if (found) return found.id;
    const made = await stripe.billingPortal.configurations.create({
      metadata: PORTAL_MARK,
      business_profile: { headline: `${ACADEMY.name}: your plan and card` },
      features: {
        payment_method_update: { enabled: true },
        invoice_history: { enabled: true },
        subscription_cancel: { enabled: true, mode: 'at_period_end' },
      },
    });
    return made.id;
  }

  return {
    async previewChange(change) {
      const plan = planById(change.tier);
      if (change.direction !== 'upgrade') {
        return {
          amountDueTodayCents: 0,
          nextAmountCents: plan.priceCents,
          nextPaymentOn: change.row.currentPeriodEnd,
        };
      }
      const { sub, item } = await itemOf(change.row);
      const preview = await stripe.invoices.createPreview({
        customer:
          change.customerId ?? (typeof sub.customer === 'string' ? sub.customer : sub.customer.id),
        subscription: sub.id,
        subscription_details: {
          items: [
            {
              id: item.id,
              price_data: {
                currency: 'usd',
                product: productId(item.price),
                unit_amount: plan.priceCents,
                recurring: RECURRING_INTERVALS[change.tier],
              },
            },
          ],
          proration_behavior: 'always_invoice',
          billing_cycle_anchor: { type: 'now' },
        },
        ...tax,
      });
      return {
        amountDueTodayCents: preview.amount_due,
        nextAmountCents: plan.priceCents,
        nextPaymentOn: addMonths(new Date(), tierMonths(change.tier), null),
      };
    },

    async applyChange(change) {
      const apply = { upgrade, downgrade, keep }[change.direction];
      const updated = await apply(change);
      return mapStripeSubscription(updated);
    },

    async resume(row) {
      const sub = await stripe.subscriptions.retrieve(row.providerSubscriptionId!);
      const resumed = await stripe.subscriptions.update(sub.id, {
        ...(sub.cancel_at_period_end ? { cancel_at_period_end: false } : {}),
        ...(sub.cancel_at ? { cancel_at: '' } : {}),
      });
      // A downgrade chosen before the cancellation (whose schedule it released) is made again,
      // as the plan renewed before: the local provider keeps it on the row.
      const scheduled = resumed.metadata?.scheduled_tier;
      return mapStripeSubscription(
        isRecurringTier(scheduled) && !resumed.schedule
          ? await downgrade({ row, tier: scheduled, direction: 'downgrade', customerId: null })
          : resumed,
      );
    },

    async history(_userId, customerId) {
      if (!customerId) return [];
      const [invoices, charges] = await Promise.all([
        stripe.invoices.list({ customer: customerId, limit: 100, expand: ['data.payments'] }),
        stripe.charges.list({ customer: customerId, limit: 100 }),
      ]);
      const refundedOfIntent = new Map(
        charges.data.flatMap((c) => {
          const intent = idOf(c.payment_intent);
          return intent ? [[intent, c.amount_refunded] as const] : [];
        }),
      );
      return invoices.data
        .map((invoice) => historyItem(invoice, refundedOfIntent))
        .filter((i): i is ProviderHistoryItem => i !== null);
    },

    async endNow(row) {
      const sub = await stripe.subscriptions.retrieve(row.providerSubscriptionId!);
      // Ended already (a retried event, or staff canceled it too): Stripe refuses a second cancel.
      if (sub.status !== 'canceled') await stripe.subscriptions.cancel(sub.id);
    },

    async voidUnpaidRenewal(row) {
      const open = await stripe.invoices.list({
        subscription: row.providerSubscriptionId!,
        status: 'open',
        limit: 10,
      });
      for (const invoice of open.data) await stripe.invoices.voidInvoice(invoice.id!);
    },

    async refundedPurchase(invoiceId) {
      const invoice = await stripe.invoices.retrieve(invoiceId);
      const refunded = invoice.post_payment_credit_notes_amount ?? 0;
      return refunded >= invoice.amount_paid ? purchaseOf(invoice) : null;
    },

    async refundedPaymentPurchase(chargeId) {
      const charge = await stripe.charges.retrieve(chargeId);
      const paymentIntent = idOf(charge.payment_intent);
      // `refunded` is Stripe's "refunded in full"; a payment of no invoice (a tutor booking's)
      // bought no plan.
      if (!charge.refunded || !paymentIntent) return null;
      const payments = await stripe.invoicePayments.list({
        payment: { type: 'payment_intent', payment_intent: paymentIntent },
        limit: 1,
      });
      const invoiceId = idOf(payments.data[0]?.invoice);
      return invoiceId ? purchaseOf(await stripe.invoices.retrieve(invoiceId)) : null;
    },

    async portalUrl(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
        configuration: await portalConfiguration(),
      });
      return session.url;
    },
  };
}
