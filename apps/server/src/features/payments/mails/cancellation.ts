import { tierLabel } from '@academy/shared/tiers';
import type { NewMail } from '../../mail/outbox.ts';
import { dateFor, planMail, type PlanMailReader } from './layout.ts';

/** A recurring plan set to cancel at its period end: it will not renew, access runs until then. */
export function cancellationMail(
  reader: PlanMailReader,
  plan: { tier: string; accessEnds: Date },
): NewMail {
  const label = tierLabel(plan.tier);
  const ends = dateFor(reader, plan.accessEnds);
  return planMail(reader, 'plan-canceled', `Your ${label} plan will not renew`, [
    [
      `Your ${label} plan has been canceled and will not renew: you will not be charged again. ` +
        `You keep full access until ${ends}.`,
    ],
    {
      rows: [
        ['Plan', label],
        ['Access ends', ends],
      ],
    },
    [
      'To keep practicing after that, choose a plan on your plan page. A one-time plan bought ' +
        'before then starts when this access ends, so no paid day is lost.',
    ],
  ]);
}
