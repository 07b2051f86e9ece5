import { paymentErrors } from '@academy/shared/payments';
import Stripe from 'stripe';
import type { Config } from '../../../config.ts';
import { AppError } from '../../../lib/app-error.ts';
import { createStripeBilling } from './stripe-billing.ts';
import { idOf, mapStripeSubscription, releaseSchedule } from './stripe-subscription.ts';
import {
  RefundRefused,
  type CheckoutRequest,
  type PaymentProvider,
  type ProviderCheckoutSession,
} from './types.ts';

type StripeConfig = Config['payments']['stripe'];

const isMissing = (error: unknown) =>
  (error as { code?: string; statusCode?: number }).code === 'resource_missing' ||
  (error as { statusCode?: number }).statusCode === 404;

export function createStripeClient(config: StripeConfig) {
  const api = config.apiUrl ? new URL(config.apiUrl) : undefined;
  return new Stripe(config.secretKey!, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'http:' ? 80 : 443),
          protocol: api.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

/** Stripe out of reach, or failing on its side: nothing the customer did, so worth a retry. */
const isOutage = (error: unknown) =>
  error instanceof Stripe.errors.StripeConnectionError ||
  error instanceof Stripe.errors.StripeAPIError ||
  (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500);

/**
 * Every call of the provider answers an outage as a 503 the customer can act on (try again in
 * a minute) rather than a 500, whichever route made it.
 */
function outagesAs503<T extends object>(provider: T): T {
  const wrapped: Record<string, unknown> = { ...(provider as Record<string, unknown>) };
  for (const [name, value] of Object.entries(provider)) {
    if (typeof value !== 'function') continue;
    wrapped[name] = async (...args: unknown[]) => {
      try {
        return await (value as (...a: unknown[]) => Promise<unknown>).apply(provider, args);
      } catch (error) {
        if (!isOutage(error)) throw error;
        throw new AppError(503, paymentErrors.temporarilyUnavailable, undefined, {
          'retry-after': '30',
        });
      }
    };
  }
  return wrapped as T;
}

export function createStripeProvider(stripe: Stripe, config: StripeConfig): PaymentProvider {
  return outagesAs503<PaymentProvider>({
    name: 'stripe',
    available: true,
    billing: outagesAs503(createStripeBilling(stripe, config)),
    async createCustomer({ email, name, userId }) {
      const customer = await stripe.customers.create({ email, name, metadata: { userId } });
      return customer.id;
    },

    async updateCustomer(customerId, { email, name }) {
      try {
        await stripe.customers.update(customerId, { email, name });
      } catch (error) {
        // Deleted in the Dashboard: there is no copy left to correct.
        if (!isMissing(error)) throw error;
      }
    },

    async createCheckoutSession(input: CheckoutRequest) {
      const { item } = input;
      const metadata = Object.fromEntries(
        Object.entries(input.metadata).filter(([, v]) => v !== undefined),
      ) as Record<string, string>;
      const priceId = item.priceId ?? config.priceIds[input.metadata.tier ?? ''];
      const lineItem: Stripe.Checkout.SessionCreateParams.LineItem = priceId
        ? { price: priceId, quantity: item.quantity }
        : {
            quantity: item.quantity,
            price_data: {
              currency: 'usd',
              unit_amount: item.unitAmountCents,
              product_data: {
                name: item.name,
                ...(item.description ? { description: item.description } : {}),
              },
              ...(item.recurring
                ? {
                    recurring: {
                      interval: item.recurring.interval,
                      interval_count: item.recurring.intervalCount,
                    },
                  }
                : {}),
            },
          };
      const session = await stripe.checkout.sessions.create({
        mode: input.mode,
        line_items: [lineItem],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        metadata,
        ...(input.customerId
          ? { customer: input.customerId }
          : input.customerEmail
            ? { customer_email: input.customerEmail }
            : {}),
        ...(input.clientReferenceId ? { client_reference_id: input.clientReferenceId } : {}),
        ...(input.expiresAt ? { expires_at: Math.floor(input.expiresAt.getTime() / 1000) } : {}),
        ...(input.mode === 'subscription'
          ? {
              subscription_data: {
                metadata,
                // Bought during a pass: nothing is charged until it ends (decision 045).
                ...(input.startsAt
                  ? { trial_end: Math.floor(input.startsAt.getTime() / 1000) }
                  : {}),
              },
            }
          : { payment_intent_data: { metadata } }),
        // A pass gets an invoice too, so the billing history reads every plan payment from
        // invoices (a tutor booking, often without an account, is not part of it); its
        // metadata names whose pass it is, which a subscription's invoice says by its
        // subscription (a parent pays a child's from their own card).
        ...(input.mode === 'payment' && input.metadata.purpose === 'plan'
          ? { invoice_creation: { enabled: true, invoice_data: { metadata } } }
          : {}),
        ...(config.automaticTax ? { automatic_tax: { enabled: true } } : {}),
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { id: session.id, url: session.url };
    },

    async retrieveCheckoutSession(id): Promise<ProviderCheckoutSession | null> {
      try {
        const session = await stripe.checkout.sessions.retrieve(id, { expand: ['subscription'] });
        const sub = session.subscription;
        return {
          id: session.id,
          status: (session.status ?? 'open') as ProviderCheckoutSession['status'],
          paid:
            session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
          mode: session.mode === 'subscription' ? 'subscription' : 'payment',
          metadata: { ...(session.metadata ?? {}) },
          customerId: idOf(session.customer),
          subscription:
            sub && typeof sub !== 'string'
              ? mapStripeSubscription(sub)
              : sub
                ? await this.retrieveSubscription(sub)
                : null,
          invoiceId: idOf(session.invoice),
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async retrieveSubscription(id) {
      try {
        // The latest invoice too: a webhook that applies a change of plan before our own call
        // does mails what the change charged all the same.
        return mapStripeSubscription(
          await stripe.subscriptions.retrieve(id, { expand: ['latest_invoice'] }),
        );
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async cancelAtPeriodEnd(id) {
      // Stripe refuses a cancellation on a plan a schedule manages: a downgrade waiting for the
      // renewal went first. Its `scheduled_tier` stays in the metadata, for a resume to restore.
      await releaseSchedule(stripe, await stripe.subscriptions.retrieve(id));
      return mapStripeSubscription(
        await stripe.subscriptions.update(id, { cancel_at_period_end: true }),
      );
    },

    async expireCheckoutSession(id) {
      try {
        await stripe.checkout.sessions.expire(id);
        return true;
      } catch (error) {
        // Stripe refuses to expire a session that is not open: it was paid or has expired.
        if (isMissing(error) || error instanceof Stripe.errors.StripeInvalidRequestError) {
          return false;
        }
        throw error;
      }
    },

    async refundCheckoutPayment({ checkoutSessionId, amountCents, idempotencyKey, metadata }) {
      try {
        const session = await stripe.checkout.sessions.retrieve(checkoutSessionId);
        const paymentIntent = idOf(session.payment_intent);
        if (!paymentIntent) throw new RefundRefused(`${checkoutSessionId} has no payment`);
        const refund = await stripe.refunds.create(
          {
            payment_intent: paymentIntent,
            amount: amountCents,
            reason: 'requested_by_customer',
            metadata,
          },
          { idempotencyKey },
        );
        return { id: refund.id };
      } catch (error) {
        // Stripe's word on this refund (already refunded, disputed, more than was paid): final.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          throw new RefundRefused(error.message);
        }
        throw error;
      }
    },
  });
}
