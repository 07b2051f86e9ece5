import { formatUsd, planById } from '@academy/shared/plans';
import { tierLabel } from '@academy/shared/tiers';
import type { NewMail } from '../../mail/outbox.ts';
import { billingPlaceOf, cardOf, dateFor, planMail, type PlanMailReader } from './layout.ts';

/**
 * A longer plan taken now: the unused time of the old one was credited and the difference
 * charged (the amount is on the plan page's billing history, and the provider's receipt).
 */
export function planUpgradedMail(
  reader: PlanMailReader,
  plan: { from: string; tier: string; renewsOn: Date },
): NewMail {
  const label = tierLabel(plan.tier);
  return planMail(reader, 'plan-changed', `Your plan is now ${label}`, [
    [
      `Your plan changed from ${tierLabel(plan.from)} to ${label} today. The unused time of your ` +
        `${tierLabel(plan.from)} plan was credited and the difference charged to ${cardOf(reader)}` +
        (reader.paidBy
          ? '.'
          : `; its receipt is in the billing history on ${billingPlaceOf(reader)}.`),
    ],
    {
      rows: [
        ['Plan', label],
        ['Next renewal', dateFor(reader, plan.renewsOn)],
        ['Then', formatUsd(planById(plan.tier)!.priceCents)],
      ],
    },
  ]);
}

/** A shorter plan chosen: it takes over when the period already paid for ends. */
export function planDowngradeScheduledMail(
  reader: PlanMailReader,
  plan: { tier: string; next: string; startsOn: Date },
): NewMail {
  const next = tierLabel(plan.next);
  const starts = dateFor(reader, plan.startsOn);
  return planMail(reader, 'plan-change-scheduled', `Your plan changes to ${next} on renewal`, [
    [
      `Your ${tierLabel(plan.tier)} plan runs as paid until ${starts}. From then your plan is ` +
        `${next}, and that is what is charged to ${cardOf(reader)}. Nothing is charged today.`,
    ],
    {
      rows: [
        ['Plan until then', tierLabel(plan.tier)],
        [`${next} from`, starts],
        ['Then', formatUsd(planById(plan.next)!.priceCents)],
      ],
    },
  ]);
}
