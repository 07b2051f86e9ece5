import { tierLabel } from '@academy/shared/tiers';
import type { NewMail } from '../../mail/outbox.ts';
import {
  childOf,
  dateFor,
  payerName,
  planMail,
  planOf,
  upperFirst,
  type PlanMailReader,
} from './layout.ts';

/** A recurring plan set to cancel at its period end: it will not renew, access runs until then. */
export function cancellationMail(
  reader: PlanMailReader,
  plan: { tier: string; accessEnds: Date },
): NewMail {
  const label = tierLabel(plan.tier);
  const ends = dateFor(reader, plan.accessEnds);
  const child = childOf(reader);
  const payer = payerName(reader);
  const whose = upperFirst(planOf(reader));
  const charged = payer
    ? `${payer}'s card will not be charged again`
    : 'you will not be charged again';
  return planMail(reader, 'plan-canceled', `${whose} ${label} plan will not renew`, [
    [
      `${whose} ${label} plan has been canceled and will not renew: ${charged}. ` +
        `${child ? `${child} keeps` : 'You keep'} full access until ${ends}.`,
    ],
    {
      rows: [
        ['Plan', label],
        ['Access ends', ends],
      ],
    },
    [
      (child
        ? `For ${child} to keep practicing after that, choose a plan for them on your Family page. `
        : 'To keep practicing after that, choose a plan on your plan page. ') +
        'A one-time plan bought before then starts when this access ends, so no paid day is lost.',
    ],
  ]);
}
