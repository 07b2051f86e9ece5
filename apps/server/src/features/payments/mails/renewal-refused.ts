import { tierLabel } from '@academy/shared/tiers';
import type { NewMail } from '../../mail/outbox.ts';
import {
  billingPlaceOf,
  cardOf,
  dateFor,
  planMail,
  planOf,
  upperFirst,
  type PlanMailReader,
} from './layout.ts';

/**
 * A plan set to end, renewed where our own resume is not asked (Stripe's Customer Portal) while a
 * pass paid for to follow it waits: the renewal was undone (decision 057, rule 6), so the reader,
 * who pressed renew, learns why the plan still ends and when the pass runs.
 */
export function renewalRefusedMail(
  reader: PlanMailReader,
  plan: { tier: string; accessEnds: Date; pass: { tier: string; startsAt: Date; endsAt: Date } },
): NewMail {
  const label = tierLabel(plan.tier);
  const ends = dateFor(reader, plan.accessEnds);
  const pass = tierLabel(plan.pass.tier);
  const from = dateFor(reader, plan.pass.startsAt);
  const to = dateFor(reader, plan.pass.endsAt);
  const whose = upperFirst(planOf(reader));
  return planMail(reader, 'plan-renewal-refused', `${whose} ${label} plan will still not renew`, [
    [
      `${whose} ${label} plan was set to renew again on the Update card page, but the ` +
        `${pass} pass, already paid for, runs from ${from} to ${to}: renewing the plan too ` +
        'would charge for those days twice. ' +
        `So the plan still ends on ${ends}, and ${cardOf(reader)} will not be charged again.`,
    ],
    {
      rows: [
        ['Plan', label],
        ['Access ends', ends],
        ['Then', `${pass}, ${from} to ${to}`],
      ],
    },
    [
      `For a ${label} plan after the pass, choose it on ${billingPlaceOf(reader)} once the ` +
        'pass has started: it then starts when the pass ends, so no paid day is lost.',
    ],
  ]);
}
