// Which customer mails a change to a purchase, or the end of paid access, calls for. Each is
// queued in the transaction that makes the change, so it goes out exactly when the change is
// committed, and once.
import type { UpcomingPass } from '@academy/shared/payments';
import { planById } from '@academy/shared/plans';
import { isPurchasableTier } from '@academy/shared/tiers';
import type { NewMail } from '../mail/outbox.ts';
import {
  accessEnd,
  deriveEntitlement,
  isLive,
  latest,
  renewalAwaited,
  waitingToStart,
} from './entitlement.ts';
import { cancellationMail, upcomingCancellationMail } from './mails/cancellation.ts';
import type { PlanMailReader } from './mails/layout.ts';
import { paymentFailedMail } from './mails/payment-failed.ts';
import {
  planChangeCalledOffMail,
  planDowngradeScheduledMail,
  planUpgradedMail,
} from './mails/plan-change.ts';
import { planEndedMail } from './mails/plan-ended.ts';
import { purchaseMail } from './mails/purchase.ts';
import { renewalRefusedMail } from './mails/renewal-refused.ts';
import { renewalMail } from './mails/renewal.ts';
import { resumedMail } from './mails/resumed.ts';
import type { CheckoutSessionRow, SubscriptionRow } from './repository.ts';

/** What a Stripe invoice event says beyond the subscription it belongs to. */
export type InvoiceNotice =
  | { kind: 'renewal'; amountCents: number; paidAt: Date }
  | { kind: 'paymentFailed'; amountCents: number; payUrl: string | null };

export type PlanMail = (reader: PlanMailReader) => NewMail;

/** A change to a plan of more months is an upgrade, charged at once (a shorter one waits). */
const longer = (tier: string, than: string) =>
  (planById(tier)?.durationMonths ?? 0) > (planById(than)?.durationMonths ?? 0);

/** A recurring plan renews at its period end unless it is set to cancel or has ended. */
const renews = (row: SubscriptionRow, now: Date) =>
  row.kind === 'recurring' && isLive(row, now) && !row.cancelAtPeriodEnd;

/** The confirmation of a checkout just fulfilled, from the purchase row it wrote. */
export const purchaseConfirmation =
  (session: CheckoutSessionRow, bought: SubscriptionRow, now: Date): PlanMail =>
  (reader) =>
    purchaseMail(reader, {
      tier: bought.tier,
      amountCents: session.amountCents,
      paidAt: session.completedAt ?? now,
      startsAt: bought.currentPeriodStart,
      endsAt: accessEnd(bought),
      renews: renews(bought, now),
      startsLater: bought.currentPeriodStart > now,
    });

/**
 * The mails a recurring plan's new state calls for, given the state before it: set to cancel
 * just now (whoever did it: the plan page, or the provider's dashboard), or canceled before it
 * started, or to renew again after
 * that, changed to a longer
 * plan (with what the change charged, when the provider said) or set to change to a shorter
 * one, a renewal paid, a renewal whose payment failed while the plan still gives access.
 */
export function subscriptionMails(
  before: SubscriptionRow | undefined,
  after: SubscriptionRow,
  now: Date,
  notice?: InvoiceNotice,
  changeChargedCents?: number | null,
): PlanMail[] {
  const mails: PlanMail[] = [];
  if (before && !before.cancelAtPeriodEnd && after.cancelAtPeriodEnd && isLive(after, now)) {
    mails.push((reader) =>
      cancellationMail(reader, { tier: after.tier, accessEnds: accessEnd(after) }),
    );
  }
  // Canceled while it waited for a pass to end (decision 045): it ends where it starts.
  const endsUnstarted = after.endedAt !== null && after.endedAt <= after.currentPeriodStart;
  if (before && waitingToStart(before, now) && isLive(before, now) && endsUnstarted) {
    mails.push((reader) =>
      upcomingCancellationMail(reader, { tier: after.tier, wouldStart: after.currentPeriodStart }),
    );
  }
  if (before?.cancelAtPeriodEnd && renews(after, now)) {
    const plan = { tier: after.tier, renewsOn: accessEnd(after), next: after.scheduledTier };
    mails.push((reader) => resumedMail(reader, plan));
  }
  const running = before && isLive(after, now) && after.status === 'active';
  if (running && longer(after.tier, before.tier) && !notice) {
    const change = {
      from: before.tier,
      tier: after.tier,
      renewsOn: accessEnd(after),
      chargedCents: changeChargedCents ?? null,
    };
    mails.push((reader) => planUpgradedMail(reader, change));
  }
  if (running && after.scheduledTier && after.scheduledTier !== before.scheduledTier) {
    const next = after.scheduledTier;
    mails.push((reader) =>
      planDowngradeScheduledMail(reader, { tier: after.tier, next, startsOn: accessEnd(after) }),
    );
  }
  // Called off by the user, not applied by a renewal (which moves the tier).
  const waiting = before?.scheduledTier;
  if (running && waiting && !after.scheduledTier && after.tier === before.tier) {
    const change = { tier: after.tier, calledOff: waiting, renewsOn: accessEnd(after) };
    if (!after.cancelAtPeriodEnd) mails.push((reader) => planChangeCalledOffMail(reader, change));
  }
  if (notice?.kind === 'renewal' && isLive(after, now)) {
    mails.push((reader) =>
      renewalMail(reader, {
        tier: after.tier,
        amountCents: notice.amountCents,
        paidAt: notice.paidAt,
        periodEnd: accessEnd(after),
        renews: renews(after, now),
      }),
    );
  }
  if (notice?.kind === 'paymentFailed' && after.status === 'past_due' && isLive(after, now)) {
    mails.push((reader) =>
      paymentFailedMail(reader, {
        tier: after.tier,
        amountCents: notice.amountCents,
        accessEnds: accessEnd(after),
        payUrl: notice.payUrl,
      }),
    );
  }
  return mails;
}

/** A renewal undone for the pass waiting to follow the plan (renewal-over-pass.ts). */
export const renewalRefused =
  (after: SubscriptionRow, pass: UpcomingPass): PlanMail =>
  (reader) =>
    renewalRefusedMail(reader, {
      tier: after.tier,
      accessEnds: accessEnd(after),
      pass: { tier: pass.tier, startsAt: new Date(pass.startsAt), endsAt: new Date(pass.endsAt) },
    });

/**
 * An ending learned later than this says nothing: a customer back after months, whose stored
 * tier was never rolled over since, is told by the site itself (decision 010).
 */
const ENDED_MAIL_WITHIN_MS = 7 * 86_400_000;

/**
 * The mail for paid access that has just ended for good, with the purchase that ended last, or
 * none. Before the change the user had a paid tier (`storedTier`; Free is the administrators'
 * and never ends) or awaited the renewal of `previous` (the plan's row as it was, when the
 * change is the provider's new view of it). Now the purchases give no tier, and what ended last
 * is no plan the provider is due to renew: that one may yet come back, so its end says nothing
 * until the provider has spoken. Called under the user's row lock, with the tier written in the
 * same transaction, so each ending is seen once.
 */
export function planEnded(
  before: { storedTier: string; previous?: SubscriptionRow },
  rows: SubscriptionRow[],
  now: Date,
): { last: SubscriptionRow; mail: PlanMail } | undefined {
  const hadAccess =
    isPurchasableTier(before.storedTier) ||
    (before.previous !== undefined && renewalAwaited(before.previous, now));
  if (!hadAccess || deriveEntitlement(rows, now).tier !== 'Guest') return undefined;
  const last = latest(rows);
  if (!last || renewalAwaited(last, now)) return undefined;
  const endedAt = accessEnd(last);
  if (now.getTime() - endedAt.getTime() > ENDED_MAIL_WITHIN_MS) return undefined;
  return { last, mail: (reader) => planEndedMail(reader, { tier: last.tier, endedAt }) };
}
