import { tierLabel } from '@academy/shared/tiers';
import type { Block } from '../../mail/format.ts';
import type { NewMail } from '../../mail/outbox.ts';
import { childOf, dateFor, planMail, type PlanMailReader } from './layout.ts';

/**
 * Paid access that has ended with nothing after it: what stays in the account, what a Guest
 * may still do, and how to choose a plan again. No count of questions left is promised: those
 * answered on the plan count toward the Guest's (decision 003), and the plan page shows it.
 * The parent who paid reads the same of the child's plan (decision 035); once the child stopped
 * sharing with them, only that the plan they paid for is over, nothing of the child's account.
 */
export function planEndedMail(
  reader: PlanMailReader,
  plan: { tier: string; endedAt: Date },
): NewMail {
  const label = tierLabel(plan.tier);
  const ended = dateFor(reader, plan.endedAt);
  const child = childOf(reader);
  const rows: Block = {
    rows: [
      ['Plan', label],
      ['Access ended', ended],
    ],
  };
  if (child && reader.sharingStopped) {
    return planMail(reader, 'plan-ended', `${child}'s ${label} plan has ended`, [
      [
        `${child}'s ${label} plan, which you paid for, ended on ${ended}: your card will not be ` +
          'charged for it again.',
      ],
      rows,
    ]);
  }
  if (child) {
    return planMail(reader, 'plan-ended', `${child}'s ${label} plan has ended`, [
      [`${child}'s ${label} plan ended on ${ended}. ${child}'s account is now a Guest account.`],
      rows,
      [
        `${child}'s answers, scores and previously answered questions stay in their account, ` +
          'and you still see their progress on your Family page.',
      ],
      [
        `As a Guest, ${child} can keep practicing with the questions they have left without a ` +
          'plan. Questions answered on the plan count toward these, so there may be few or none ' +
          'left.',
      ],
      [
        `For ${child} to practice without limits again, choose a plan for them on your Family page.`,
      ],
    ]);
  }
  // The plan is over, so nobody manages it now: the child's copy does not say who does.
  return planMail({ ...reader, paidBy: undefined }, 'plan-ended', `Your ${label} plan has ended`, [
    [`Your ${label} plan ended on ${ended}. Your account is now a Guest account.`],
    rows,
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
