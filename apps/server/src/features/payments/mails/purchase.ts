import { formatUsd, planById } from '@academy/shared/plans';
import { isRecurringTier, tierLabel } from '@academy/shared/tiers';
import type { NewMail } from '../../mail/outbox.ts';
import {
  billingPlaceOf,
  childOf,
  dateFor,
  payerName,
  planMail,
  planOf,
  upperFirst,
  type PlanMailReader,
} from './layout.ts';

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

/**
 * The confirmation of a plan or pass: what was bought, what it cost, when it runs. The parent
 * who paid for a child reads of the child's plan; the child, whose parent's paying the layout
 * says once, of their own. A subscription bought during a pass is charged nothing until it
 * starts (decision 045): its mail says when the first payment is taken instead.
 */
export function purchaseMail(reader: PlanMailReader, purchase: Purchase): NewMail {
  const label = tierLabel(purchase.tier);
  const starts = dateFor(reader, purchase.startsAt);
  const ends = dateFor(reader, purchase.endsAt);
  const child = childOf(reader);
  const plan = `${planOf(reader)} ${label} plan`;
  const recurring = isRecurringTier(purchase.tier);
  const chargedLater = recurring && purchase.startsLater;
  const price = formatUsd(purchase.amountCents);
  const subject = purchase.startsLater
    ? `${chargedLater ? 'Set up' : 'Payment received'}: ${plan} starts when ${child ? 'their' : 'your'} current access ends`
    : `Payment received: ${plan} is active`;
  const payer = payerName(reader);
  const renewal = payer
    ? '.'
    : ` until you cancel it, which you can do anytime on ${billingPlaceOf(reader)}.`;
  const what = isRecurringTier(purchase.tier)
    ? purchase.renews
      ? chargedLater
        ? `Its first payment of ${price} is taken on ${starts}; from then it renews ` +
          `automatically every ${planById(purchase.tier).duration}${renewal}`
        : `It renews automatically every ${planById(purchase.tier).duration} for ${price}${renewal}`
      : `It will not renew: ${child ? `${child}'s` : 'your'} access ends on ${ends}.`
    : 'It is a one-time payment: it does not renew and nothing more is charged.';
  const thanks = payer || chargedLater ? '' : 'Thank you for your payment. ';
  const intro = purchase.startsLater
    ? `${thanks}${child ? `${child} already has` : 'You already have'} paid access until ` +
      `${starts}, so ${child ? 'their' : 'your'} ${label} plan starts then: ` +
      (chargedLater ? 'nothing is charged before that day.' : 'no paid day is lost.')
    : `${thanks}${upperFirst(plan)} is active.`;
  return planMail(reader, 'plan-purchase', subject, [
    [intro],
    [what],
    {
      rows: [
        ['Plan', label],
        ...(chargedLater
          ? ([
              ['Charged today', formatUsd(0)],
              ['First payment', `${price} on ${starts}`],
            ] as [string, string][])
          : ([
              ['Amount charged', price],
              ['Paid on', dateFor(reader, purchase.paidAt)],
            ] as [string, string][])),
        ['Access starts', starts],
        [purchase.renews ? 'Renews on' : 'Access ends', ends],
      ],
    },
  ]);
}
