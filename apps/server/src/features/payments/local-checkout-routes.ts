import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { successUrlOf } from './checkout.ts';
import { dueToday } from './local-checkout-page.ts';
import type { PaymentsCore } from './core.ts';
import {
  renderCheckoutPage,
  renderExpiredPage,
  renderNotFoundPage,
} from './local-checkout-page.ts';
import { localPages } from './local-pages.ts';
import { localId } from './provider/local.ts';

interface Params {
  id: string;
}

/**
 * GET  /api/payments/local-checkout/:id         the test checkout page
 * POST /api/payments/local-checkout/:id/pay     marks it paid, applies it, 303 to success_url
 *                                                (409 once expired: cancelled, or a newer one)
 * POST /api/payments/local-checkout/:id/cancel  303 to cancel_url, as Stripe's back link: the
 *                                                session stays open unless that URL closes it
 *                                                (a tutor booking's does)
 * Only with PAYMENTS_PROVIDER=local, and in production only with LOCAL_CHECKOUT_ENABLED=true.
 * The forms are plain HTML posts, so the JSON request guard is replaced by an Origin check.
 */
export async function localCheckoutRoutes(
  app: FastifyInstance,
  opts: { core: PaymentsCore; config: Config },
) {
  const { core, config } = opts;
  const enabled = core.provider.name === 'local' && core.provider.available;
  const { page, checkOrigin, formRoute } = localPages(app, config);

  async function findOpenable(request: FastifyRequest<{ Params: Params }>) {
    if (!enabled) return undefined;
    const row = await core.repo.findCheckoutSession(request.params.id);
    if (row?.provider !== 'local') return undefined;
    // Past its expiry (a booking's, with the hold on its slots) it is closed, as Stripe closes it.
    if (row.status === 'open' && row.expiresAt && row.expiresAt <= new Date()) {
      await core.repo.expireOpenCheckout(row.id);
      return { ...row, status: 'expired' };
    }
    return row;
  }

  const notFound = (reply: FastifyReply) =>
    page(
      reply,
      404,
      renderNotFoundPage(
        enabled
          ? 'This test checkout does not exist.'
          : 'The test checkout is disabled on this server.',
      ),
    );

  app.get<{ Params: Params }>('/payments/local-checkout/:id', async (request, reply) => {
    const row = await findOpenable(request);
    return row ? page(reply, 200, renderCheckoutPage(row)) : notFound(reply);
  });

  app.post<{ Params: Params }>(
    '/payments/local-checkout/:id/pay',
    formRoute,
    async (request, reply) => {
      checkOrigin(request);
      const row = await findOpenable(request);
      if (!row) return notFound(reply);
      if (row.status === 'expired') return page(reply, 409, renderExpiredPage(row));
      if (row.status === 'open') {
        const subscriptionId = row.mode === 'subscription' ? localId('sub_local') : null;
        const completed = await core.repo.completeLocalSession(row.id, new Date(), subscriptionId);
        // What Stripe keeps as the invoice of a plan: the billing history's line and receipt.
        if (completed && row.purpose === 'plan' && row.userId) {
          await core.repo.insertLocalPayment({
            userId: row.userId,
            payerUserId: row.payerUserId,
            description: row.itemName,
            amountCents: dueToday(row),
            status: 'paid',
            providerSubscriptionId: subscriptionId,
            checkoutSessionId: row.id,
          });
        }
      }
      // What Stripe's webhook would do: apply the payment now, whether or not the browser returns.
      const remote = await core.provider.retrieveCheckoutSession(row.id);
      if (remote?.paid) await core.fulfilment.applyPaidSession(row, remote);
      return reply.redirect(successUrlOf(row), 303);
    },
  );

  app.post<{ Params: Params }>(
    '/payments/local-checkout/:id/cancel',
    formRoute,
    async (request, reply) => {
      checkOrigin(request);
      const row = await findOpenable(request);
      if (!row) return notFound(reply);
      return reply.redirect(row.cancelUrl, 303);
    },
  );
}
