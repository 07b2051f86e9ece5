import { ERROR_CODES } from '@academy/shared/errors';
import { verificationMessages } from '@academy/shared/verification-messages';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../lib/app-error.ts';
import { parseInput } from '../../lib/validate.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createBookingPayments } from '../scheduling/booking-payments.ts';
import { createPaymentsCore } from './core.ts';
import { localBillingRoutes } from './local-billing-routes.ts';
import { localCheckoutRoutes } from './local-checkout-routes.ts';
import { planChangeRoutes } from './plan-change-routes.ts';
import { sessionQuerySchema, subscriptionCheckoutSchema } from './schemas.ts';
import { createPaymentsService } from './service.ts';
import { webhookRoutes } from './webhook-routes.ts';

/** Plans and subscriptions; every response is `{ data }` (SPEC §7). */
export async function paymentRoutes(app: FastifyInstance, opts: { db: Db; config: Config }) {
  const core = createPaymentsCore(opts.db, opts.config);
  const service = createPaymentsService(core);
  const signedIn = { preHandler: app.requireUser };
  const limited = { rateLimit: { max: 30, timeWindow: 60_000 } };
  warnAboutPayments(app, opts.config);

  app.post('/payments/create-customer', { ...signedIn, config: limited }, async (request) => ({
    data: await service.createCustomer(currentUser(request)),
  }));

  app.post('/payments/subscription', { ...signedIn, config: limited }, async (request) => {
    const { subscriptionTier, timeZone } = parseInput(subscriptionCheckoutSchema, request.body);
    // A plan is bought by a proven address: its mails and receipts reach the buyer, and a
    // squatted account cannot be paid into (issue 33).
    if (!currentUser(request).emailVerifiedAt) {
      throw forbidden(verificationMessages.requiredForPlan, ERROR_CODES.emailUnverified);
    }
    return {
      data: await service.startPlanCheckout(currentUser(request), subscriptionTier, timeZone),
    };
  });

  app.get(
    '/payments/verify-checkout-session',
    { ...signedIn, config: limited },
    async (request) => {
      const { sessionId } = parseInput(sessionQuerySchema, request.query);
      return { data: await service.verifyCheckout(currentUser(request), sessionId) };
    },
  );

  app.get('/payments/current-subscription', signedIn, async (request) => ({
    data: await service.current(currentUser(request)),
  }));

  app.post('/payments/cancel-subscription', { ...signedIn, config: limited }, async (request) => ({
    data: await service.cancel(currentUser(request)),
  }));

  await app.register(planChangeRoutes, {
    core,
    publicUrl: opts.config.publicUrl,
    payments: service,
    bookingPayments: createBookingPayments(opts.db, opts.config.publicUrl),
  });
  await app.register(localBillingRoutes, { core, config: opts.config });
  await app.register(localCheckoutRoutes, { core, config: opts.config });
  await app.register(webhookRoutes, { core, config: opts.config });
}

/** Said at every start, so that nobody runs a test checkout, or no checkout, without knowing. */
function warnAboutPayments(app: FastifyInstance, config: Config) {
  const { mode, testCheckoutOnPublicUrl } = config.payments;
  if (mode === 'off') {
    app.log.warn(
      `payments are off: the local test checkout is not served on ${config.publicUrl} (not a ` +
        'loopback address, or LOCAL_CHECKOUT_ENABLED=false); set PAYMENTS_PROVIDER=stripe to sell',
    );
  } else if (testCheckoutOnPublicUrl) {
    app.log.warn(
      `TEST CHECKOUT ON A PUBLIC ADDRESS: anyone who reaches ${config.publicUrl} can get every ` +
        'plan and booking free (ALLOW_TEST_CHECKOUT_ON_PUBLIC_URL is set); no real payment is taken',
    );
  } else if (mode === 'test-checkout') {
    app.log.warn(
      'test mode: payments go to the local test checkout, no real payment is taken ' +
        '(PAYMENTS_PROVIDER=stripe for real payments)',
    );
  }
}
