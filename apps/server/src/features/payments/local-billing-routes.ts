import { planById } from '@academy/shared/plans';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { parseInput } from '../../lib/validate.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { PaymentsCore } from './core.ts';
import type { UserRow } from './repository.ts';
import type { LocalPaymentRow } from './billing-repository.ts';
import { renderCardPage, renderReceipt, renderSignInFirst } from './local-billing-pages.ts';
import { localPages } from './local-pages.ts';
import { isLive } from './entitlement.ts';
import { DELETED_ACCOUNT } from './billing-history.ts';
import { createPlanChangeService, homeOf } from './plan-change-service.ts';
import { payDueLocal, renewLocal } from './provider/local-billing.ts';

/** A parent's payments are for their children's plans, on /family (decision 057). */
const backOf = (user: UserRow) =>
  homeOf(user) === '/family'
    ? { href: '/family', label: 'Back to your family' }
    : { href: homeOf(user), label: 'Back to your plan' };

const receiptParams = z.object({ id: z.uuid({ error: 'Receipt not found' }) });
const renewalSchema = z.object({
  outcome: z.enum(['paid', 'failed'], { error: 'outcome must be paid or failed' }),
});

/**
 * The local provider's stand-ins for Stripe's hosted pages (issue 41):
 * GET  /api/payments/receipts/:id            our receipt of a local payment (its owner only)
 * GET  /api/payments/local-card              the stand-in Customer Portal: update card
 * POST /api/payments/local-card              saves it: a renewal still due is paid, 303 back
 * POST /api/payments/local-checkout/renewal  for tests: the running plan renews now, paid or
 *                                            failed (past_due), as Stripe's renewal would
 * The card and renewal routes exist only while the local test checkout is on.
 */
export async function localBillingRoutes(
  app: FastifyInstance,
  opts: { core: PaymentsCore; config: Config },
) {
  const { core, config } = opts;
  const { repo, provider, fulfilment } = core;
  const plans = createPlanChangeService(core, config.publicUrl);
  const { page, checkOrigin, formRoute } = localPages(app, config);
  const signedIn = { preHandler: app.requireUser };
  // The pages a family opens from a link: without a session, a page saying to sign in.
  const signedInPage = {
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      await app.optionalUser(request);
      if (!request.user) return page(reply, 401, renderSignInFirst());
    },
  };

  /**
   * The zone the buyer's checkout recorded (a renewal's is its plan's), so the receipt is dated
   * the day the family paid on, as the payment's mail and their billing history say.
   */
  async function buyerZoneOf(payment: LocalPaymentRow) {
    const checkout = payment.checkoutSessionId
      ? await repo.findCheckoutSession(payment.checkoutSessionId)
      : payment.providerSubscriptionId
        ? await repo.findCheckoutSessionBySubscription('local', payment.providerSubscriptionId)
        : undefined;
    return checkout?.timeZone ?? null;
  }

  /** Whose plan a payment was for, once that account is gone too (its record stays 7 years). */
  async function planHolderName(userId: string | null) {
    const holder = userId ? await repo.findUser(userId) : undefined;
    return holder ? `${holder.firstname} ${holder.lastname}` : DELETED_ACCOUNT;
  }

  app.get<{ Params: { id: string } }>(
    '/payments/receipts/:id',
    signedInPage,
    async (request, reply) => {
      const { id } = parseInput(receiptParams, request.params);
      const user = currentUser(request);
      const payment = await repo.findLocalPayment(id);
      // Its payer's, as Stripe's invoice is its customer's (decision 057).
      // A voided renewal (its plan canceled before it was paid) was never a payment.
      if (
        !payment ||
        payment.status === 'void' ||
        (payment.payerUserId ?? payment.userId) !== user.id
      ) {
        throw notFound('Receipt not found');
      }
      const customer = { name: `${user.firstname} ${user.lastname}`, email: user.email };
      // A parent's receipt for a child's plan names the child: with two children on the same
      // plan, the receipts read alike.
      const paidFor = payment.userId === user.id ? null : await planHolderName(payment.userId);
      return page(
        reply,
        200,
        renderReceipt(payment, config.academy, customer, backOf(user), {
          paidFor,
          timeZone: await buyerZoneOf(payment),
        }),
      );
    },
  );

  if (provider.name !== 'local' || !provider.available) return;

  /** The plans billed to the user's card whose renewal is still due: their own, or a child's. */
  async function dueOnCard(user: UserRow) {
    const now = new Date();
    const own = await plans.runningPlan(user);
    const paidFor = (await repo.plansPaidBy(user.id)).filter(
      (r) => r.kind === 'recurring' && r.provider === provider.name && isLive(r, now),
    );
    const billed = own && !(await core.payers.payerIdOf(own)) ? [own, ...paidFor] : paidFor;
    // A plan canceled in its grace had its renewal voided: nothing is due on it.
    return billed.filter((r) => r.status === 'past_due' && !r.cancelAtPeriodEnd);
  }

  app.get('/payments/local-card', signedInPage, async (request, reply) => {
    const due = await dueOnCard(currentUser(request));
    return page(reply, 200, renderCardPage(due.length > 0, backOf(currentUser(request))));
  });

  app.post('/payments/local-card', { ...signedIn, ...formRoute }, async (request, reply) => {
    checkOrigin(request);
    for (const row of await dueOnCard(currentUser(request))) {
      // Paid now, the renewal gets its receipt, as Stripe's retried invoice would.
      await fulfilment.applySubscription(await payDueLocal(repo, row), null, {
        notice: {
          kind: 'renewal',
          amountCents: planById(row.tier)?.priceCents ?? 0,
          paidAt: new Date(),
        },
      });
    }
    return reply.redirect(homeOf(currentUser(request)), 303);
  });

  app.post(
    '/payments/local-checkout/renewal',
    { ...signedIn, config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request) => {
      const { outcome } = parseInput(renewalSchema, request.body ?? {});
      const row = await plans.runningPlan(currentUser(request));
      if (!row || row.cancelAtPeriodEnd) {
        throw new AppError(409, 'There is no renewing plan to renew');
      }
      const renewed = await renewLocal(repo, row, outcome);
      const amountCents = planById(renewed.tier ?? row.tier)?.priceCents ?? 0;
      await fulfilment.applySubscription(renewed, null, {
        notice:
          outcome === 'paid'
            ? { kind: 'renewal', amountCents, paidAt: new Date() }
            : {
                kind: 'paymentFailed',
                amountCents,
                payUrl: `${config.publicUrl}/api/payments/local-card`,
              },
      });
      return { data: { renewed: true, outcome } };
    },
  );
}
