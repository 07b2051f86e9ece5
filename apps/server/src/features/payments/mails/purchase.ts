import { formatUsd, planById } from '@academy/shared/plans';
import { isRecurringTier, tierLabel } from '@academy/shared/tiers';
import type { NewMail } from '../../mail/outbox.ts';
import { billingPlaceOf, dateFor, payerName, planMail, type PlanMailReader } from './layout.ts';

export interface Purchase {
  tier: string;
  amountCents: number;
  paidAt: Date;
  startsAt: Date;
  endsAt: Date;
  /** A recurring plan that renews at `endsAt` (not one already set to cancel). */
  renews: boolean;
  /** A pass bought while paid access ran: it starts when that access ends (decision 008). */
  startsLater: boolean;
}

/** The buyer's confirmation of a plan or pass: what was bought, what it cost, when it runs. */
export function purchaseMail(reader: PlanMailReader, purchase: Purchase): NewMail {
  const label = tierLabel(purchase.tier);
  const starts = dateFor(reader, purchase.startsAt);
  const ends = dateFor(reader, purchase.endsAt);
  const subject = purchase.startsLater
    ? `Payment received: your ${label} plan starts when your current access ends`
    : `Payment received: your ${label} plan is active`;
  const payer = payerName(reader);
  const renewal = payer
    ? `until ${payer} cancels it.`
    : `until you cancel it, which you can do anytime on ${billingPlaceOf(reader)}.`;
  const what = isRecurringTier(purchase.tier)
    ? purchase.renews
      ? `It renews automatically every ${planById(purchase.tier).duration} for ` +
        `${formatUsd(purchase.amountCents)} ${renewal}`
      : `It will not renew: your access ends on ${ends}.`
    : 'It is a one-time payment: it does not renew and nothing more is charged.';
  const thanks = payer ? `${payer} paid for it.` : 'Thank you for your payment.';
  const intro = purchase.startsLater
    ? `${thanks} You already have paid access until ${starts}, so your ` +
      `${label} plan starts then: no paid day is lost.`
    : `${thanks} Your ${label} plan is active.`;
  return planMail(reader, 'plan-purchase', subject, [
    [intro],
    [what],
    {
      rows: [
        ['Plan', label],
        ['Amount charged', formatUsd(purchase.amountCents)],
        ['Paid on', dateFor(reader, purchase.paidAt)],
        ['Access starts', starts],
        [purchase.renews ? 'Renews on' : 'Access ends', ends],
      ],
    },
  ]);
}
