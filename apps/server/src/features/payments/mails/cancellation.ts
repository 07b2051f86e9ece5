import { tierLabel } from '@academy/shared/tiers';
import type { Block } from '../../mail/format.ts';
import type { NewMail } from '../../mail/outbox.ts';
import {
  cardOf,
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
  // Nobody canceled it: the renewal stopped with the sharing, and the reader is told why.
  const why = !reader.sharingStopped
    ? 'has been canceled and will not renew'
    : child
      ? `will not renew, because ${child} stopped sharing their progress with you`
      : `will not renew, because you stopped sharing your progress with ${payer}, who paid for it`;
  return planMail(reader, 'plan-canceled', `${whose} ${label} plan will not renew`, [
    [
      `${whose} ${label} plan ${why}: ${charged}. ` +
        `${child ? `${child} keeps` : 'You keep'} full access until ${ends}.`,
    ],
    {
      rows: [
        ['Plan', label],
        ['Access ends', ends],
      ],
    },
    // A parent the child no longer shares with cannot choose the child's next plan.
    ...(child && reader.sharingStopped
      ? []
      : [
          [
            (child
              ? `For ${child} to keep practicing after that, choose a plan for them on your ` +
                'Family page. '
              : 'To keep practicing after that, choose a plan on your plan page. ') +
              'A one-time plan bought before then starts when this access ends, so no paid day ' +
              'is lost.',
          ] as Block,
        ]),
  ]);
}

/**
 * A subscription bought during a pass, canceled before it started (decision 045): it never
 * starts and is never charged; the pass runs on as it was.
 */
export function upcomingCancellationMail(
  reader: PlanMailReader,
  plan: { tier: string; wouldStart: Date },
): NewMail {
  const label = tierLabel(plan.tier);
  const start = dateFor(reader, plan.wouldStart);
  const whose = upperFirst(planOf(reader));
  return planMail(reader, 'plan-canceled', `${whose} ${label} plan will not start`, [
    [
      `${whose} ${label} plan, set to start on ${start}, has been canceled: it will not start, ` +
        `and nothing is charged to ${cardOf(reader)}. The access already paid for runs until then.`,
    ],
    {
      rows: [
        ['Plan', label],
        ['Was to start', start],
        ['Charged', '$0.00'],
      ],
    },
  ]);
}
