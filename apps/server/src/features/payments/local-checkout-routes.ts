import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { successUrlOf } from './checkout.ts';
import type { PaymentsCore } from './core.ts';
import {
  renderCheckoutPage,
  renderExpiredPage,
  renderNotFoundPage,
} from './local-checkout-page.ts';
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
  const allowedOrigins = new Set(config.allowedOrigins);
  const formAction = ["'self'", ...allowedOrigins].join(' ');

  // An HTML form posts url-encoded; these routes read nothing from the body.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  const page = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction}; ` +
          "frame-ancestors 'none'; base-uri 'none'",
      )
      .send(html);

  async function findOpenable(request: FastifyRequest<{ Params: Params }>) {
    if (!enabled) return undefined;
    const row = await core.repo.findCheckoutSession(request.params.id);
    return row?.provider === 'local' ? row : undefined;
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

  const checkOrigin = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== 'null' && !allowedOrigins.has(origin)) {
      throw new AppError(403, 'Cross-origin request refused');
    }
  };

  const formRoute = {
    config: { skipRequestGuard: true, rateLimit: { max: 30, timeWindow: 60_000 } },
  };

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
        await core.repo.completeLocalSession(row.id, new Date(), subscriptionId);
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
