import type { UpcomingPass } from '@academy/shared/payments';
import { isRecurringTier } from '@academy/shared/tiers';
import type { Config } from '../../config.ts';
import { notifyMailQueued } from '../mail/outbox.ts';
import { markBookingPaid } from '../scheduling/fulfilment.ts';
import { addMonths } from './calendar.ts';
import { deriveEntitlement, nextChange, passStart, tierMonths } from './entitlement.ts';
import { planMailing, type PlanMailing } from './mails/layout.ts';
import {
  planEnded,
  purchaseConfirmation,
  renewalRefused,
  subscriptionMails,
  type InvoiceNotice,
  type PlanMail,
} from './plan-mails.ts';
import type { ProviderCheckoutSession, ProviderSubscription } from './provider/types.ts';
import type {
  CheckoutSessionRow,
  PaymentsRepository,
  SubscriptionRow,
  UserRow,
} from './repository.ts';

/** A webhook event applied with the change: stored in the same transaction, so once only. */
export interface EventMark {
  id: string;
  type: string;
}

export type ApplyOutcome = 'applied' | 'duplicate';

/** What came with a subscription's new state, beyond the state itself. */
export interface SubscriptionNews {
  /** The provider's event that brought it, recorded once. */
  event?: EventMark;
  /** What the invoice event that brought it says (a renewal paid, or its payment failed). */
  notice?: InvoiceNotice;
  /** False: the caller tells the plan's people itself (an account's deletion). */
  mails?: boolean;
  /** A renewal undone for this pass, waiting to follow the plan (renewal-over-pass.ts). */
  passKept?: UpcomingPass;
}

export interface RecomputeOptions {
  /** The plan page and the academy's contact, for the mail sent when paid access ends. */
  mailing: PlanMailing;
  /** False only when the administrators clear Free (admin command). */
  keepFree?: boolean;
  /** The plan's row as it was, when the change is the provider's new view of that plan. */
  previous?: SubscriptionRow;
}

/**
 * Queues plan mails to the user with the change, in the buyer's time zone, and a copy of each to
 * `payer`, a parent whose card pays for the child's plan: the receipts, a change of plan the
 * child made, a failed payment, its end are theirs to know of. A payer no longer linked to the child is
 * one the child stopped sharing with (decision 057): both copies say so, whichever of our call
 * and the provider's webhook applies the renewal's stop first.
 */
async function queuePlanMails(
  repo: PaymentsRepository,
  user: UserRow,
  timeZone: string | null,
  mailing: PlanMailing,
  mails: PlanMail[],
  payer?: UserRow,
) {
  const reader = { email: user.email, firstname: user.firstname, timeZone, ...mailing };
  const sharingStopped = payer ? !(await repo.isLinkedParent(payer.id, user.id)) : false;
  const readers = payer
    ? [
        { ...reader, paidBy: payer.firstname, sharingStopped },
        {
          ...reader,
          email: payer.email,
          firstname: payer.firstname,
          paysFor: user.firstname,
          sharingStopped,
        },
      ]
    : [reader];
  await repo.queueMail(readers.flatMap((r) => mails.map((mail) => mail(r))));
}

/** Who pays, when another account than the plan's: a parent, as the plan's checkout recorded. */
async function payerOf(
  repo: PaymentsRepository,
  userId: string,
  session: Pick<CheckoutSessionRow, 'payerUserId'> | undefined,
): Promise<UserRow | undefined> {
  const payerId = session?.payerUserId;
  return payerId && payerId !== userId ? repo.findUser(payerId) : undefined;
}

/**
 * Writes the user's tier, end date and status from their purchases, with the moment that tier
 * stops being right (see tier-rollover.ts), and answers the row as written. Paid access that
 * this write ends for good is mailed about with it (`planEnded`). A Free tier is the
 * administrators' and is left alone unless they clear it (admin command).
 */
export async function recomputeUser(
  repo: PaymentsRepository,
  userId: string,
  now: Date,
  { mailing, keepFree = true, previous }: RecomputeOptions,
) {
  const user = await repo.lockUser(userId);
  if (!user || (keepFree && user.subscriptionTier === 'Free')) return user;
  const rows = await repo.listSubscriptions(userId);
  const entitlement = deriveEntitlement(rows, now);
  const ended = planEnded({ storedTier: user.subscriptionTier, previous }, rows, now);
  if (ended) {
    // Its checkout says the zone of the dates, and who paid: the end is theirs to know of too.
    const bought = ended.last.checkoutSessionId
      ? await repo.findCheckoutSession(ended.last.checkoutSessionId)
      : undefined;
    const payer = await payerOf(repo, userId, bought);
    await queuePlanMails(repo, user, bought?.timeZone ?? null, mailing, [ended.mail], payer);
  }
  return repo.setUserSubscription(userId, {
    tier: entitlement.tier,
    endDate: entitlement.tier === 'Guest' ? null : entitlement.endDate,
    status: entitlement.status === 'none' ? null : entitlement.status,
    tierUntil: nextChange(rows, now),
  });
}

export function createFulfilment(repo: PaymentsRepository, provider: string, config: Config) {
  const mailing = planMailing(config);

  const upsertRecurring = (
    tx: PaymentsRepository,
    userId: string,
    tier: string,
    sub: ProviderSubscription,
    checkoutSessionId: string | null,
  ) =>
    tx.upsertRecurring({
      userId,
      provider,
      kind: 'recurring',
      // The plan billed now, as the provider says (changed since its checkout, issue 41).
      tier: isRecurringTier(sub.tier) ? sub.tier : tier,
      providerSubscriptionId: sub.id,
      checkoutSessionId,
      status: sub.status,
      currentPeriodStart: sub.currentPeriodStart,
      currentPeriodEnd: sub.currentPeriodEnd,
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      // A plan set to cancel before it started ends where it would have started (decision
      // 045): Stripe ends its trial uncharged, and no period of access follows. Only a plan
      // still waiting to start: a running plan canceled keeps its paid period, even one whose
      // renewal was charged ahead of its start.
      endedAt:
        sub.endedAt ??
        (sub.status === 'scheduled' && sub.cancelAtPeriodEnd && sub.currentPeriodStart > new Date()
          ? sub.currentPeriodStart
          : null),
      scheduledTier: isRecurringTier(sub.scheduledTier) ? sub.scheduledTier : null,
      // Kept from the first failure while the renewal stays unpaid (repository.upsertRecurring).
      graceEndsAt:
        sub.status === 'past_due' ? new Date(Date.now() + config.payments.pastDueGraceMs) : null,
    });

  return {
    /** Works the user's tier out again now, in a transaction of its own. */
    recompute: (userId: string) =>
      repo.transaction((tx) => recomputeUser(tx, userId, new Date(), { mailing })),

    /**
     * Applies a paid checkout session: a recurring plan, a pass, or a tutor booking. Safe to call
     * from the success redirect and the webhook in any order and any number of times.
     */
    async applyPaidSession(
      session: CheckoutSessionRow,
      paid: ProviderCheckoutSession,
      event?: EventMark,
    ): Promise<ApplyOutcome> {
      let mailQueued = false;
      const outcome = await repo.transaction(async (tx, txDb) => {
        if (event && !(await tx.recordEvent(event.id, event.type))) return 'duplicate' as const;
        const now = new Date();
        if (session.purpose === 'booking') {
          const claimed = await tx.claimFulfilment(session.id, now);
          if (claimed && session.bookingId) {
            mailQueued = await markBookingPaid(txDb, session.bookingId, now, config);
          }
          return 'applied' as const;
        }
        const userId = session.userId;
        if (!userId || !session.tier) return 'applied' as const;
        const user = await tx.lockUser(userId);
        // Claimed once per checkout, whichever of the webhook and the redirect comes first: the
        // buyer's confirmation is queued with it.
        const claimed = await tx.claimFulfilment(session.id, now);
        const mails: PlanMail[] = [];
        let previous: SubscriptionRow | undefined;
        if (session.mode === 'subscription') {
          // Always refresh from the provider's fresh view, even when already fulfilled.
          if (paid.subscription) {
            previous = await tx.findSubscriptionByProviderId(provider, paid.subscription.id);
            const after = await upsertRecurring(
              tx,
              userId,
              session.tier,
              paid.subscription,
              session.id,
            );
            if (claimed) mails.push(purchaseConfirmation(claimed, after, now));
            mails.push(...subscriptionMails(previous, after, now));
          }
        } else if (claimed) {
          const start = passStart(await tx.listSubscriptions(userId), now);
          const pass = await tx.insertPass({
            userId,
            provider,
            kind: 'oneTime',
            tier: session.tier,
            checkoutSessionId: session.id,
            status: 'active',
            currentPeriodStart: start,
            currentPeriodEnd: addMonths(start, tierMonths(session.tier), session.timeZone),
            cancelAtPeriodEnd: false,
            providerInvoiceId: paid.invoiceId ?? null,
          });
          mails.push(purchaseConfirmation(claimed, pass, now));
        } else if (paid.invoiceId) {
          await tx.notePassInvoice(session.id, paid.invoiceId);
        }
        await recomputeUser(tx, userId, now, { mailing, previous });
        if (user && mails.length > 0) {
          const payer = await payerOf(tx, userId, session);
          await queuePlanMails(tx, user, session.timeZone, mailing, mails, payer);
        }
        return 'applied' as const;
      });
      if (mailQueued) notifyMailQueued();
      return outcome;
    },

    /**
     * Applies the provider's current view of a recurring subscription (renewal, change,
     * cancellation, end). `owner` says whose it is when no row exists yet.
     */
    async applySubscription(
      sub: ProviderSubscription,
      owner: { userId: string; tier: string } | null,
      { event, notice, mails: mailed = true, passKept }: SubscriptionNews = {},
    ): Promise<ApplyOutcome | 'ignored'> {
      return repo.transaction(async (tx) => {
        if (event && !(await tx.recordEvent(event.id, event.type))) return 'duplicate' as const;
        const existing = await tx.findSubscriptionByProviderId(provider, sub.id);
        const userId = existing?.userId ?? owner?.userId;
        const tier = existing?.tier ?? owner?.tier;
        if (!userId || !tier || !isRecurringTier(tier)) return 'ignored' as const;
        const now = new Date();
        const user = await tx.lockUser(userId);
        // The account was deleted (decision 052): its plan's last events have no one to apply to.
        if (!user) return 'ignored' as const;
        // Read again under the lock: a change to the same plan that committed meanwhile (two
        // tabs canceling, or the plan page and Stripe's event about it) is then seen once.
        const before = await tx.findSubscriptionByProviderId(provider, sub.id);
        const after = await upsertRecurring(tx, userId, tier, sub, null);
        await recomputeUser(tx, userId, now, { mailing, previous: before });
        const mails = mailed
          ? subscriptionMails(before, after, now, notice, sub.changeChargedCents)
          : [];
        // In the transaction that records the event: a redelivery is a duplicate, and mails nothing.
        if (mailed && passKept && after.cancelAtPeriodEnd) {
          mails.push(renewalRefused(after, passKept));
        }
        if (mails.length > 0) {
          const bought = after.checkoutSessionId
            ? await tx.findCheckoutSession(after.checkoutSessionId)
            : undefined;
          const payer = await payerOf(tx, userId, bought);
          await queuePlanMails(tx, user, bought?.timeZone ?? null, mailing, mails, payer);
        }
        return 'applied' as const;
      });
    },
  };
}

export type Fulfilment = ReturnType<typeof createFulfilment>;
