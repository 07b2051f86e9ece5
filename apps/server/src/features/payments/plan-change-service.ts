import { paymentErrors } from '@academy/shared/payments';
import {
  planChangeMessages,
  type ChangePlanResult,
  type PlanChangeDirection,
} from '@academy/shared/plan-changes';
import { planById } from '@academy/shared/plans';
import type { RecurringTier } from '@academy/shared/tiers';
import { AppError, badRequest, conflict } from '../../lib/app-error.ts';
import type { PaymentsCore } from './core.ts';
import { isLive, latest, upcomingPasses } from './entitlement.ts';
import type { SubscriptionRow, UserRow } from './repository.ts';

/** Where the card page sends the customer back: the plan page. */
export const PLAN_PAGE = '/subscription';
/** A parent's payments are for their children's plans, managed from /family (decision 057). */
export const homeOf = (user: Pick<UserRow, 'role'>) =>
  user.role === 'parent' ? '/family' : PLAN_PAGE;

/** Longer than a provider's call may take: a claim left by a crash frees the plan after it. */
const CHANGE_CLAIM_MS = 2 * 60_000;

/**
 * Managing a running plan (issue 41): each change is made at the provider, then applied from
 * the provider's answer through fulfilment, exactly as its webhook would apply it (the webhook
 * arriving later changes nothing more).
 */
export function createPlanChangeService(core: PaymentsCore, publicUrl: string) {
  const { repo, provider, fulfilment, contacts, payers } = core;

  /** The user's running recurring plan at this provider, if any. */
  async function runningPlan(user: UserRow): Promise<SubscriptionRow | undefined> {
    const now = new Date();
    const rows = await repo.listSubscriptions(user.id);
    return latest(
      rows.filter(
        (r) =>
          r.kind === 'recurring' &&
          r.provider === provider.name &&
          r.providerSubscriptionId &&
          isLive(r, now),
      ),
    );
  }

  // The plan running now, chosen while a shorter one waits for the period's end: kept.
  const directionOf = (from: string, to: RecurringTier): PlanChangeDirection =>
    to === from
      ? 'keep'
      : planById(to).durationMonths > (planById(from)?.durationMonths ?? 0)
        ? 'upgrade'
        : 'downgrade';

  /** `actor`: who asks, when not the plan's user (a parent who pays for it, decision 057). */
  async function changePlan(
    user: UserRow,
    tier: RecurringTier,
    confirm: boolean,
    actor: UserRow = user,
  ): Promise<ChangePlanResult> {
    if (!provider.available) throw new AppError(503, paymentErrors.unavailable);
    const row = await runningPlan(user);
    if (row?.status === 'past_due') {
      await payers.assertManages(actor, row, 'change');
      throw conflict(planChangeMessages.updateCardFirst);
    }
    if (!row || row.status !== 'active') {
      // A pass (or nothing) runs: a plan is bought once it ends (decision 008).
      const passRuns = (await repo.listSubscriptions(user.id)).some((r) => isLive(r, new Date()));
      throw conflict(
        passRuns && !row ? paymentErrors.accessRunning : planChangeMessages.notChangeable,
      );
    }
    await payers.assertManages(actor, row, 'change');
    if (row.cancelAtPeriodEnd) throw conflict(planChangeMessages.cancelScheduledFirst);
    if (tier === row.tier && !row.scheduledTier) throw badRequest(planChangeMessages.sameTier);
    // Priced on the customer who pays, whose card the provider charges.
    const payerId = (await payers.payerIdOf(row)) ?? user.id;
    const change = {
      row,
      tier,
      direction: directionOf(row.tier, tier),
      customerId: (await repo.findCustomer(payerId, provider.name))?.customerId ?? null,
    };
    const quote = await provider.billing.previewChange(change);
    const preview = {
      subscriptionTier: tier,
      direction: change.direction,
      amountDueTodayCents: quote.amountDueTodayCents,
      nextAmountCents: quote.nextAmountCents,
      nextPaymentOn: quote.nextPaymentOn.toISOString(),
    };
    if (!confirm) return { preview, applied: false, message: null };
    // One change at a time per plan: two confirmations together (a double click, two tabs) both
    // passed the checks above, and each would be charged (decision 056).
    const now = new Date();
    if (!(await repo.claimPlanChange(row.id, now, new Date(now.getTime() + CHANGE_CLAIM_MS)))) {
      throw conflict(planChangeMessages.changeUnderWay);
    }
    try {
      // Read again under the claim: a change that ended just before it may have made this one.
      const current = await runningPlan(user);
      if (current?.tier === tier && !current.scheduledTier) {
        throw badRequest(planChangeMessages.sameTier);
      }
      if (current?.id !== row.id || current.tier !== row.tier || current.cancelAtPeriodEnd) {
        throw conflict(planChangeMessages.changeUnderWay);
      }
      const updated = await provider.billing.applyChange(change);
      if (updated) await fulfilment.applySubscription(updated, null);
    } finally {
      await repo.releasePlanChange(row.id);
    }
    return {
      preview,
      applied: true,
      message: {
        upgrade: planChangeMessages.upgraded,
        downgrade: planChangeMessages.downgradeScheduled,
        keep: planChangeMessages.scheduledChangeCalledOff(planById(tier).name),
      }[change.direction],
    };
  }

  async function resume(user: UserRow, actor: UserRow = user) {
    const row = await runningPlan(user);
    if (!row?.cancelAtPeriodEnd) throw conflict(planChangeMessages.notResumable);
    await payers.assertManages(actor, row, 'resume');
    // Its failed renewal was voided with the cancel: renewing would give that month for nothing.
    if (row.graceEndsAt) throw conflict(planChangeMessages.unpaidRenewalVoided);
    // A pass bought to follow it starts where it ends: renewing too would pay for those days twice.
    if (upcomingPasses(await repo.listSubscriptions(user.id), new Date()).length > 0) {
      throw conflict(planChangeMessages.passQueued);
    }
    const updated = await provider.billing.resume(row);
    if (updated) await fulfilment.applySubscription(updated, null);
  }

  async function portal(user: UserRow) {
    if (!provider.available) throw new AppError(503, paymentErrors.unavailable);
    // The portal shows, and bills to, the provider's copy of the address.
    const customerId = await contacts.customerOf(user);
    if (!customerId) throw conflict(planChangeMessages.noBilling);
    return { url: await provider.billing.portalUrl(customerId, `${publicUrl}${homeOf(user)}`) };
  }

  return { changePlan, resume, portal, runningPlan };
}

export type PlanChangeService = ReturnType<typeof createPlanChangeService>;
