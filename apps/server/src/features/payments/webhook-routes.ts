import { paymentErrors } from '@academy/shared/payments';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { Config } from '../../config.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { PaymentsCore } from './core.ts';
import { createStripeClient } from './provider/stripe.ts';
import { createWebhookHandler } from './webhook.ts';

/**
 * POST /api/payments/webhook: Stripe's events, signature-checked on the raw body. The raw
 * parser lives in this plugin only, so every other route keeps the JSON parser.
 */
export async function webhookRoutes(
  app: FastifyInstance,
  opts: { core: PaymentsCore; config: Config },
) {
  const stripeConfig = opts.config.payments.stripe;
  const enabled = opts.core.provider.name === 'stripe';
  const stripe = enabled ? createStripeClient(stripeConfig) : undefined;
  const handle = createWebhookHandler(opts.core, opts.config);

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/payments/webhook',
    { bodyLimit: 1024 * 1024, config: { skipRequestGuard: true } },
    async (request) => {
      if (!stripe) throw notFound('Webhooks are only used with PAYMENTS_PROVIDER=stripe');
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw new AppError(400, paymentErrors.invalidSignature);
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          request.body,
          signature,
          stripeConfig.webhookSecret!,
        );
      } catch {
        throw new AppError(400, paymentErrors.invalidSignature);
      }
      const outcome = await handle(event);
      request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook');
      return { received: true, outcome };
    },
  );
}
