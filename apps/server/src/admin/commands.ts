import { formatUsd } from '@academy/shared/plans';
import { isRole, ROLES } from '@academy/shared/roles';
import { isRecurringTier } from '@academy/shared/tiers';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { announceUserChanged } from '../features/auth/user-changes.ts';
import { createFamilyRepository } from '../features/family/repository.ts';
import { computeItemStats } from '../features/item-stats/compute.ts';
import { createItemStatsRepository } from '../features/item-stats/repository.ts';
import { isLive } from '../features/payments/entitlement.ts';
import { createQuestionReportsRepository } from '../features/question-reports/repository.ts';
import { recomputeUser } from '../features/payments/fulfilment.ts';
import { freePlanGivenMail, freePlanRemovedMail } from '../features/payments/mails/free-plan.ts';
import { planMailing, type PlanMailReader } from '../features/payments/mails/layout.ts';
import { createLocalBilling } from '../features/payments/provider/local-billing.ts';
import { createRefundedPlans } from '../features/payments/refunded-plans.ts';
import { createPaymentsRepository } from '../features/payments/repository.ts';
import { createAdminRepository } from './repository.ts';

export class AdminError extends Error {}

/** `--amount 5.25` as cents; anything but dollars and at most two decimals is refused. */
export function dollarsToCents(text: string): number {
  if (!/^\d+(\.\d{1,2})?$/.test(text.trim())) {
    throw new AdminError(`${text} is not an amount in dollars, such as 5 or 5.25`);
  }
  return Math.round(Number(text) * 100);
}

/**
 * What `npm run admin` can do. Free is assigned by administrators only (SPEC §3): setting it
 * overrides any purchase; clearing it gives the user back whatever they bought, or Guest.
 */
export function createAdminCommands(db: Db, config: Pick<Config, 'publicUrl' | 'academy'>) {
  const admin = createAdminRepository(db);
  const payments = createPaymentsRepository(db);
  const reports = createQuestionReportsRepository(db);
  const itemStats = createItemStatsRepository(db);
  const family = createFamilyRepository(db);
  const refundedPlans = createRefundedPlans(
    payments,
    createLocalBilling(payments, { publicUrl: config.publicUrl }),
    config,
  );

  // The student and each parent following them (on the Family page) are told. The academy's
  // zone for the dates: nobody bought anything with this change.
  const readersOf = async (user: { id: string; email: string; firstname: string }) => {
    const reader = (to: { email: string; firstname: string }, child?: string): PlanMailReader => ({
      email: to.email,
      firstname: to.firstname,
      timeZone: null,
      ...planMailing(config),
      ...(child ? { paysFor: child } : {}),
    });
    const parents = await family.parentsOf(user.id);
    return [reader(user), ...parents.map((parent) => reader(parent, user.firstname))];
  };

  async function userOrFail(email: string) {
    const user = await admin.findUserByEmail(email);
    if (!user) throw new AdminError(`No user with email ${email}`);
    return user;
  }

  return {
    /**
     * A refund of a plan payment of the test checkout (local provider), by its receipt number,
     * in full or `amountCents` of it; it shows in the customer's billing history and receipt.
     * Refunded in full, the payment's plan or pass ends (refunded-plans.ts): `ended` is it.
     * Stripe payments are refunded in Stripe (best a credit note on the invoice), which the
     * history reads from there, and whose event ends the plan the same way.
     */
    async refundLocalPayment(receiptId: string, amountCents?: number) {
      if (!/^[0-9a-f-]{36}$/i.test(receiptId)) {
        throw new AdminError(
          `${receiptId} is not a receipt number of the test checkout. Refund a Stripe payment in the Stripe Dashboard (a credit note on its invoice): the billing history shows it from there, and a refund in full ends the plan.`,
        );
      }
      const payment = await payments.findLocalPayment(receiptId);
      if (!payment || payment.status !== 'paid') {
        throw new AdminError(`No paid payment with receipt number ${receiptId}`);
      }
      const left = payment.amountCents - payment.refundedCents;
      if (left <= 0) throw new AdminError('This payment is already refunded in full');
      const amount = amountCents ?? left;
      if (!Number.isInteger(amount) || amount <= 0) {
        throw new AdminError('The amount to refund must be more than $0.00');
      }
      if (amount > left) {
        throw new AdminError(`Only ${formatUsd(left)} of this payment is left to refund`);
      }
      const refunded = (await payments.refundLocalPayment(receiptId, amount))!;
      return { payment: refunded, ended: await refundedPlans.afterLocalRefund(refunded) };
    },

    /**
     * Refused while a plan of the user renews: Free hides the plan from its plan page, where its
     * Cancel button is, so the family would go on paying for what Free gives them.
     */
    async setFree(email: string) {
      const user = await userOrFail(email);
      const now = new Date();
      const renewing = (await payments.listSubscriptions(user.id)).find(
        (s) => isRecurringTier(s.tier) && isLive(s, now) && !s.cancelAtPeriodEnd,
      );
      if (renewing) {
        throw new AdminError(
          `${user.email}'s ${renewing.tier} plan still renews on ${renewing.currentPeriodEnd.toISOString().slice(0, 10)}: ` +
            'Free would hide it from their plan page while they are charged. Have it canceled first ' +
            "(Cancel Subscription on the payer's plan or Family page, or the Stripe Dashboard), then set Free.",
        );
      }
      const readers = await readersOf(user);
      await payments.transaction(async (tx) => {
        const locked = await tx.lockUser(user.id);
        await tx.setUserSubscription(user.id, { tier: 'Free', endDate: null, status: 'active' });
        if (locked?.subscriptionTier !== 'Free') await tx.queueMail(readers.map(freePlanGivenMail));
      });
      return { email: user.email, previousTier: user.subscriptionTier };
    },

    async clearFree(email: string) {
      const user = await userOrFail(email);
      if (user.subscriptionTier !== 'Free') {
        throw new AdminError(
          `${user.email} does not have the Free tier (${user.subscriptionTier})`,
        );
      }
      const readers = await readersOf(user);
      await payments.transaction(async (tx) => {
        const after = await recomputeUser(tx, user.id, new Date(), {
          mailing: planMailing(config),
          keepFree: false,
        });
        if (!after) return;
        const now = { tier: after.subscriptionTier, endDate: after.subscriptionEndDate };
        await tx.queueMail(readers.map((reader) => freePlanRemovedMail(reader, now)));
      });
      const after = await userOrFail(email);
      return {
        email: after.email,
        tier: after.subscriptionTier,
        endDate: after.subscriptionEndDate,
      };
    },

    /** Only an administrator gives roles: there is no API a user can call to take one. */
    async setRole(email: string, role: string) {
      if (!isRole(role)) throw new AdminError(`Unknown role ${role}: one of ${ROLES.join(', ')}`);
      const user = await userOrFail(email);
      await admin.setRole(user.id, role);
      announceUserChanged(db, user.id);
      return { email: user.email, role, previousRole: user.role };
    },

    listFree: () => admin.listFreeUsers(),
    listReports: (limit: number) => reports.listOpen(limit),
    /** Last night's statistics, or, with `fresh` or before the first night, computed now. */
    async itemStats({ fresh = false } = {}) {
      const stored = fresh ? null : await itemStats.stored();
      if (stored) return stored;
      const [items, facts] = await Promise.all([itemStats.items(), itemStats.firstAttempts()]);
      return { computedAt: new Date(), stats: computeItemStats(items, facts) };
    },
    listSubscriptions: (options: { limit: number; email?: string }) =>
      admin.listSubscriptions(options.limit, options.email),
    listBookings: (options: { limit: number; status?: string }) =>
      admin.listBookings(options.limit, options.status),
  };
}
