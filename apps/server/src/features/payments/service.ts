import {
  CHECKOUT_RETURN_PATHS,
  paymentErrors,
  PLAN_START_MIN_LEAD_MS,
  subscriptionMessages,
  type CancelSubscriptionResult,
  type SubscriptionStatus,
  type VerifiedCheckout,
} from '@academy/shared/payments';
import { planById } from '@academy/shared/plans';
import { isRecurringTier, normaliseTier, type PurchasableTier } from '@academy/shared/tiers';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import type { PaymentsCore } from './core.ts';
import { contactOf } from './customer-contacts.ts';
import { createCurrentSubscription, liveRecurring } from './current-subscription.ts';
import { isLive, passStart } from './entitlement.ts';
import { createRenewalStops } from './renewal-stops.ts';
import type { UserRow } from './repository.ts';

const RECURRING_INTERVALS = {
  Monthly: { interval: 'month', intervalCount: 1 },
  Quarterly: { interval: 'month', intervalCount: 3 },
  Yearly: { interval: 'year', intervalCount: 1 },
} as const;

export function createPaymentsService(core: PaymentsCore) {
  const { repo, provider, checkout } = core;
  const { stopRenewals, stopRenewalsPaidBy, stopRenewalsForDeletion } = createRenewalStops(core);
  const current = createCurrentSubscription(core);

  async function ensureCustomer(user: UserRow): Promise<string> {
    if (!provider.available) throw new AppError(503, paymentErrors.unavailable);
    const existing = await core.contacts.customerOf(user);
    if (existing) return existing;
    const contact = contactOf(user);
    const created = await provider.createCustomer({ ...contact, userId: user.id });
    await repo.saveCustomerId(user.id, provider.name, created, contact);
    return (await repo.findCustomer(user.id, provider.name))?.customerId ?? created;
  }

  return {
    createCustomer: async (user: UserRow) => ({ customerId: await ensureCustomer(user) }),

    /**
     * `timeZone`: the buyer's, known to this runtime, in which the plan's months are counted.
     * `payer`: who pays when it is not `user` (a parent paying for a child's plan, issue 38): the
     * provider's customer and the pages the checkout returns to are theirs; the plan is `user`'s.
     */
    async startPlanCheckout(
      user: UserRow,
      tier: PurchasableTier,
      timeZone?: string,
      payer?: { user: UserRow; successUrl: string; cancelUrl: string },
    ) {
      if (normaliseTier(user.subscriptionTier) === 'Free') {
        throw new AppError(409, paymentErrors.freeAccess);
      }
      // First, so that a checkout paid meanwhile is either closed here or seen as access below.
      await core.closeOpenPlanCheckouts(user.id);
      const now = new Date();
      const rows = await repo.listSubscriptions(user.id);
      const renewing = rows.find(
        (r) => r.kind === 'recurring' && isLive(r, now) && !r.cancelAtPeriodEnd,
      );
      if (renewing) {
        throw new AppError(
          409,
          await core.payers.checkoutRefusal(
            renewing,
            payer?.user ?? user,
            isRecurringTier(tier),
            renewing.currentPeriodStart > now,
          ),
        );
      }
      // A subscription bought during a pass starts, and is first charged, when the pass ends
      // (decision 045). Over a plan scheduled to cancel it would pay twice for the same days:
      // that plan is resumed instead.
      let startsAt: Date | undefined;
      if (isRecurringTier(tier) && rows.some((r) => isLive(r, now))) {
        if (rows.some((r) => r.kind === 'recurring' && isLive(r, now))) {
          throw new AppError(409, paymentErrors.accessRunning);
        }
        startsAt = passStart(rows, now);
        if (startsAt.getTime() - now.getTime() < PLAN_START_MIN_LEAD_MS) {
          throw new AppError(409, paymentErrors.passEndsSoon);
        }
      }
      const plan = planById(tier);
      const customerId = await ensureCustomer(payer?.user ?? user);
      const session = await checkout.start({
        mode: plan.kind === 'recurring' ? 'subscription' : 'payment',
        customerId,
        clientReferenceId: user.id,
        item: {
          name: `${plan.name} plan`,
          description: plan.description,
          unitAmountCents: plan.priceCents,
          quantity: 1,
          ...(isRecurringTier(tier) ? { recurring: RECURRING_INTERVALS[tier] } : {}),
        },
        metadata: { purpose: 'plan', userId: user.id, tier },
        timeZone,
        ...(payer ? { payerUserId: payer.user.id } : {}),
        ...(startsAt ? { startsAt } : {}),
        successUrl:
          payer?.successUrl ??
          checkout.returnUrl(
            CHECKOUT_RETURN_PATHS.subscriptionSuccess,
            '?session_id={CHECKOUT_SESSION_ID}&auto_verify=true',
          ),
        cancelUrl: payer?.cancelUrl ?? checkout.returnUrl(CHECKOUT_RETURN_PATHS.subscriptionCancel),
      });
      // Two tabs can pass the checks above at once. Of the checkouts open now, only the newest
      // is kept (every request agrees which one that is); ours, when it is not that one or when
      // another was paid meanwhile, is closed before anyone reaches it.
      const settled = await core.closeOpenPlanCheckouts(user.id, { keepNewest: true });
      if (settled.newest !== session.id || settled.paidMeanwhile) {
        await core.closeCheckout(session.id);
        throw new AppError(409, paymentErrors.checkoutSuperseded);
      }
      return { sessionUrl: session.url };
    },

    /** Another user's session, or a tutor booking's, is "not found": nothing is revealed. */
    async verifyCheckout(user: UserRow, sessionId: string): Promise<VerifiedCheckout> {
      const own = await repo.findCheckoutSession(sessionId);
      if (!own || own.userId !== user.id) throw notFound(paymentErrors.sessionNotFound);
      const synced = await core.syncSession(sessionId, 'plan');
      if (!synced) throw notFound(paymentErrors.sessionNotFound);
      const tier = normaliseTier(own.tier);
      if (!synced.paid) {
        return {
          subscriptionTier: tier,
          subscriptionStatus: 'incomplete',
          currentPeriodEnd: null,
          cancelAtPeriodEnd: false,
          startsOn: null,
          paid: false,
        };
      }
      // The purchase row carries its checkout session (a subscription first seen through a
      // webhook gets it when the checkout is applied).
      const latest = await repo.findCheckoutSession(sessionId);
      const bought =
        (await repo.findSubscriptionByCheckout(sessionId)) ??
        (latest?.providerSubscriptionId
          ? await repo.findSubscriptionByProviderId(provider.name, latest.providerSubscriptionId)
          : undefined);
      const startsLater = bought && bought.currentPeriodStart.getTime() > Date.now();
      const status = (bought?.status as SubscriptionStatus | undefined) ?? 'active';
      return {
        subscriptionTier: tier,
        // A pass waiting for the access running now to end is paid for, but not active yet.
        subscriptionStatus: startsLater && status === 'active' ? 'scheduled' : status,
        currentPeriodEnd: bought?.currentPeriodEnd.toISOString() ?? null,
        cancelAtPeriodEnd: bought?.cancelAtPeriodEnd ?? false,
        startsOn: startsLater ? bought.currentPeriodStart.toISOString() : null,
        paid: true,
      };
    },

    current,

    /** Who manages the user's recurring plan: a linked parent who pays for it, else the user. */
    async planManagerId(user: UserRow): Promise<string | undefined> {
      const plan = liveRecurring(await repo.listSubscriptions(user.id), new Date());
      return plan ? ((await core.payers.managerOf(plan))?.id ?? user.id) : undefined;
    },

    /** `actor`: who asks, when not the plan's user (a parent who pays for it, decision 057). */
    async cancel(user: UserRow, actor: UserRow = user): Promise<CancelSubscriptionResult> {
      const now = new Date();
      const before = await current(user);
      // A subscription waiting for a pass to end can be canceled before it starts.
      if (before.kind !== 'recurring' && !before.upcomingPlan) {
        throw badRequest(paymentErrors.notRecurring);
      }
      const plan = liveRecurring(await repo.listSubscriptions(user.id), now);
      if (plan) await core.payers.assertManages(actor, plan, 'cancel');
      await stopRenewals(user.id, now);
      await core.fulfilment.recompute(user.id);
      const unstarted = before.kind !== 'recurring';
      return {
        ...(await current(user)),
        message: unstarted
          ? subscriptionMessages.canceledBeforeStart
          : subscriptionMessages.cancelScheduled,
      };
    },

    /**
     * Before an account is deleted: no open plan checkout can still be paid, its own or one it
     * opened for a child, no plan renews, its own or one it pays for (a child's, decision 057: the card is no longer anyone's to manage).
     * Answers the plans that stopped, for the deletion's mails to say so.
     */
    async settleBeforeDeletion(userId: string, now: Date) {
      await core.closeOpenPlanCheckouts(userId);
      await core.closeOpenCheckouts(await core.repo.openPlanCheckoutsPaidBy(userId), 'plan');
      return stopRenewalsForDeletion(userId, now);
    },

    stopRenewalsPaidBy,
  };
}
