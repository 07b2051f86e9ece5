import { formatUsd } from '@academy/shared/plans';
import { tierLabel } from '@academy/shared/tiers';
import type { NewMail } from '../../mail/outbox.ts';
import { dateFor, payerName, planMail, planOf, upperFirst, type PlanMailReader } from './layout.ts';

export interface Renewal {
  tier: string;
  amountCents: number;
  paidAt: Date;
  /** The end of the period just paid for. */
  periodEnd: Date;
  /** False when the plan was set to cancel meanwhile: the period's end is then the last. */
  renews: boolean;
}

/** The receipt of a recurring plan's renewal, with when it renews next. */
export function renewalMail(reader: PlanMailReader, renewal: Renewal): NewMail {
  const label = tierLabel(renewal.tier);
  const whose = planOf(reader);
  const payer = payerName(reader);
  return planMail(reader, 'plan-renewal', `${upperFirst(whose)} ${label} plan has renewed`, [
    [
      payer
        ? `Your ${label} plan has renewed: ${payer}'s payment went through.`
        : `Thank you: ${whose} ${label} plan has renewed and the payment went through. This is ` +
          'your receipt.',
    ],
    {
      rows: [
        ['Plan', label],
        ['Amount charged', formatUsd(renewal.amountCents)],
        ['Paid on', dateFor(reader, renewal.paidAt)],
        [renewal.renews ? 'Next renewal' : 'Access ends', dateFor(reader, renewal.periodEnd)],
      ],
    },
  ]);
}
