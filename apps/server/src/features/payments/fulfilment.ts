import { isRecurringTier } from '@academy/shared/tiers';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { enqueueMail, notifyMailQueued } from '../mail/outbox.ts';
import { markBookingPaid } from '../scheduling/fulfilment.ts';
import { addMonths } from './calendar.ts';
import { deriveEntitlement, nextChange, passStart, tierMonths } from './entitlement.ts';
import {
  purchaseConfirmation,
  subscriptionMails,
  type InvoiceNotice,
  type PlanMail,
} from './plan-mails.ts';
import type { ProviderCheckoutSession, ProviderSubscription } from './provider/types.ts';
import type { CheckoutSessionRow, PaymentsRepository, UserRow } from './repository.ts';

/** A webhook event applied with the change: stored in the same transaction, so once only. */
export interface EventMark {
  id: string;
  type: string;
}

export type ApplyOutcome = 'applied' | 'duplicate';

/**
 * Writes the user's tier, end date and status from their purchases, with the moment that tier
 * stops being right (see tier-rollover.ts), and answers the row as written. A Free tier is the
 * administrators' and is left alone unless they clear it (admin command).
 */
export async function recomputeUser(
  repo: PaymentsRepository,
  userId: string,
  now: Date,
  { keepFree = true } = {},
) {
  const user = await repo.lockUser(userId);
  if (!user || (keepFree && user.subscriptionTier === 'Free')) return user;
  const rows = await repo.listSubscriptions(userId);
  const entitlement = deriveEntitlement(rows, now);
  return repo.setUserSubscription(userId, {
    tier: entitlement.tier,
    endDate: entitlement.tier === 'Guest' ? null : entitlement.endDate,
    status: entitlement.status === 'none' ? null : entitlement.status,
    tierUntil: nextChange(rows, now),
  });
}

export function createFulfilment(repo: PaymentsRepository, provider: string, config: Config) {
  const planUrl = `${config.publicUrl}/subscription`;

  /** Queues plan mails to the user in the transaction; true when there was any. */
  async function queueMails(
    txDb: Db,
    user: UserRow | undefined,
    timeZone: string | null,
    mails: PlanMail[],
  ) {
    if (!user || mails.length === 0) return false;
    const reader = { email: user.email, firstname: user.firstname, timeZone, planUrl };
    await enqueueMail(
      txDb,
      mails.map((mail) => mail(reader)),
    );
    return true;
  }

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
      tier,
      providerSubscriptionId: sub.id,
      checkoutSessionId,
      status: sub.status,
      currentPeriodStart: sub.currentPeriodStart,
      currentPeriodEnd: sub.currentPeriodEnd,
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      endedAt: sub.endedAt,
    });

  return {
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
            mailQueued = await markBookingPaid(
              txDb,
              session.bookingId,
              now,
              config.mail.academyEmail,
            );
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
        if (session.mode === 'subscription') {
          // Always refresh from the provider's fresh view, even when already fulfilled.
          if (paid.subscription) {
            const before = await tx.findSubscriptionByProviderId(provider, paid.subscription.id);
            const after = await upsertRecurring(
              tx,
              userId,
              session.tier,
              paid.subscription,
              session.id,
            );
            if (claimed) mails.push(purchaseConfirmation(claimed, after, now));
            mails.push(...subscriptionMails(before, after, now));
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
          });
          mails.push(purchaseConfirmation(claimed, pass, now));
        }
        await recomputeUser(tx, userId, now);
        mailQueued = await queueMails(txDb, user, session.timeZone, mails);
        return 'applied' as const;
      });
      if (mailQueued) notifyMailQueued();
      return outcome;
    },

    /**
     * Applies the provider's current view of a recurring subscription (renewal, change,
     * cancellation, end). `owner` says whose it is when no row exists yet; `notice`, what the
     * invoice event that brought it says (a renewal paid, or its payment failed).
     */
    async applySubscription(
      sub: ProviderSubscription,
      owner: { userId: string; tier: string } | null,
      event?: EventMark,
      notice?: InvoiceNotice,
    ): Promise<ApplyOutcome | 'ignored'> {
      let mailQueued = false;
      const outcome = await repo.transaction(async (tx, txDb) => {
        if (event && !(await tx.recordEvent(event.id, event.type))) return 'duplicate' as const;
        const existing = await tx.findSubscriptionByProviderId(provider, sub.id);
        const userId = existing?.userId ?? owner?.userId;
        const tier = existing?.tier ?? owner?.tier;
        if (!userId || !tier || !isRecurringTier(tier)) return 'ignored' as const;
        const now = new Date();
        const user = await tx.lockUser(userId);
        // Read again under the lock: a change to the same plan that committed meanwhile (two
        // tabs canceling, or the plan page and Stripe's event about it) is then seen once.
        const before = await tx.findSubscriptionByProviderId(provider, sub.id);
        const after = await upsertRecurring(tx, userId, tier, sub, null);
        await recomputeUser(tx, userId, now);
        const mails = subscriptionMails(before, after, now, notice);
        if (mails.length > 0) {
          // Dates in the zone the buyer's checkout recorded.
          const checkout = after.checkoutSessionId
            ? await tx.findCheckoutSession(after.checkoutSessionId)
            : undefined;
          mailQueued = await queueMails(txDb, user, checkout?.timeZone ?? null, mails);
        }
        return 'applied' as const;
      });
      if (mailQueued) notifyMailQueued();
      return outcome;
    },
  };
}

export type Fulfilment = ReturnType<typeof createFulfilment>;
