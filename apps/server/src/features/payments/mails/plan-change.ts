import { formatUsd, planById } from '@academy/shared/plans';
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
 * A longer plan taken now: the unused time of the old one was credited and the difference
 * charged, what it came to when the provider's answer said (both providers' do); the receipt is
 * in the billing history, and the provider's.
 */
export function planUpgradedMail(
  reader: PlanMailReader,
  plan: { from: string; tier: string; renewsOn: Date; chargedCents: number | null },
): NewMail {
  const label = tierLabel(plan.tier);
  const from = tierLabel(plan.from);
  const whose = planOf(reader);
  const charged = plan.chargedCents === null ? null : formatUsd(plan.chargedCents);
  const difference = charged ? `the difference, ${charged},` : 'the difference';
  return planMail(reader, 'plan-changed', `${upperFirst(whose)} plan is now ${label}`, [
    [
      `${upperFirst(whose)} plan changed from ${from} to ${label} today. The unused time of ` +
        `${whose} ${from} plan was credited and ${difference} charged to ${cardOf(reader)}` +
        (reader.paidBy
          ? '.'
          : `; its receipt is in the billing history on ${billingPlaceOf(reader)}.`),
    ],
    {
      rows: [
        ['Plan', label],
        ...(charged ? [['Amount charged', charged] as [string, string]] : []),
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
  const whose = upperFirst(planOf(reader));
  return planMail(reader, 'plan-change-scheduled', `${whose} plan changes to ${next} on renewal`, [
    [
      `${whose} ${tierLabel(plan.tier)} plan runs as paid until ${starts}. From then the plan is ` +
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

/** A shorter plan that was waiting is called off: the plan renews as it is. */
export function planChangeCalledOffMail(
  reader: PlanMailReader,
  plan: { tier: string; calledOff: string; renewsOn: Date },
): NewMail {
  const label = tierLabel(plan.tier);
  const renews = dateFor(reader, plan.renewsOn);
  const whose = upperFirst(planOf(reader));
  return planMail(reader, 'plan-change-called-off', `${whose} plan stays ${label}`, [
    [
      `The change to ${tierLabel(plan.calledOff)} is called off. ${whose} ${label} plan renews ` +
        `as it is on ${renews}, charged to ${cardOf(reader)}. Nothing is charged today.`,
    ],
    {
      rows: [
        ['Plan', label],
        ['Next renewal', renews],
        ['Then', formatUsd(planById(plan.tier)!.priceCents)],
      ],
    },
  ]);
}
