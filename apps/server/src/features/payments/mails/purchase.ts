import { formatUsd, planById } from '@academy/shared/plans';
import { isRecurringTier, tierLabel } from '@academy/shared/tiers';
import type { NewMail } from '../../mail/outbox.ts';
import { dateFor, planMail, type PlanMailReader } from './layout.ts';

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
  const what = isRecurringTier(purchase.tier)
    ? purchase.renews
      ? `It renews automatically every ${planById(purchase.tier).duration} for ` +
        `${formatUsd(purchase.amountCents)} until you cancel it, which you can do anytime on ` +
        `your plan page.`
      : `It will not renew: your access ends on ${ends}.`
    : 'It is a one-time payment: it does not renew and you will not be charged again.';
  const intro = purchase.startsLater
    ? `Thank you for your payment. You already have paid access until ${starts}, so your ` +
      `${label} plan starts then: no paid day is lost.`
    : `Thank you for your payment. Your ${label} plan is active.`;
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
