import { formatUsd, planById } from '@academy/shared/plans';
import { tierLabel } from '@academy/shared/tiers';
import type { NewMail } from '../../mail/outbox.ts';
import { cardOf, dateFor, planMail, planOf, upperFirst, type PlanMailReader } from './layout.ts';

/**
 * A plan set to cancel, set to renew again before it ended. The last mail said "you will not be
 * charged again": this one says charges start again, when, how much, and (a shorter plan chosen
 * before the cancel comes back with it) to what.
 */
export function resumedMail(
  reader: PlanMailReader,
  plan: { tier: string; renewsOn: Date; next: string | null },
): NewMail {
  const label = tierLabel(plan.tier);
  const renewsOn = dateFor(reader, plan.renewsOn);
  const renewsAs = plan.next ?? plan.tier;
  const whose = upperFirst(planOf(reader));
  const price = formatUsd(planById(renewsAs)!.priceCents);
  return planMail(reader, 'plan-resumed', `${whose} ${label} plan will renew again`, [
    [
      `${whose} ${label} plan is no longer set to cancel: it renews on ${renewsOn}` +
        (plan.next ? ` as ${tierLabel(plan.next)}, the plan chosen before,` : '') +
        ` and ${price} is charged to ${cardOf(reader)} then. Nothing is charged today.`,
    ],
    {
      rows: [
        ['Plan', label],
        ['Next renewal', renewsOn],
        ...(plan.next ? [['Renews as', tierLabel(plan.next)] as [string, string]] : []),
        ['Then', price],
      ],
    },
  ]);
}
