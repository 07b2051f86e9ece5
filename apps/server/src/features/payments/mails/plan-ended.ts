import { tierLabel } from '@academy/shared/tiers';
import type { NewMail } from '../../mail/outbox.ts';
import { dateFor, planMail, type PlanMailReader } from './layout.ts';

/**
 * Paid access that has ended with nothing after it: what stays in the account, what a Guest
 * may still do, and how to choose a plan again. No count of questions left is promised: those
 * answered on the plan count toward the Guest's (decision 003), and the plan page shows it.
 */
export function planEndedMail(
  reader: PlanMailReader,
  plan: { tier: string; endedAt: Date },
): NewMail {
  const label = tierLabel(plan.tier);
  const ended = dateFor(reader, plan.endedAt);
  return planMail(reader, 'plan-ended', `Your ${label} plan has ended`, [
    [`Your ${label} plan ended on ${ended}. Your account is now a Guest account.`],
    {
      rows: [
        ['Plan', label],
        ['Access ended', ended],
      ],
    },
    [
      'Your answers, scores and previously answered questions stay in your account: you can ' +
        'still see your scores and review your answers.',
    ],
    [
      'As a Guest, you can keep practicing with the questions you have left without a plan. ' +
        'Questions you answered on your plan count toward these, so there may be few or none ' +
        'left: your plan page shows how many.',
    ],
    ['To practice without limits again, choose a plan on your plan page.'],
  ]);
}
