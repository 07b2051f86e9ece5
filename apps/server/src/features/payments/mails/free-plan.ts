import { ACADEMY } from '@academy/shared/academy';
import { tierLabel } from '@academy/shared/tiers';
import type { NewMail } from '../../mail/outbox.ts';
import { dateFor, planMail, type PlanMailReader } from './layout.ts';

/**
 * The academy gave the reader the Free plan (a tutor or the admin command): their access changed
 * without their doing, so they are told what they have and that nothing is charged.
 */
export function freePlanGivenMail(reader: PlanMailReader): NewMail {
  return planMail(reader, 'plan-free-given', 'You have been given the Free plan', [
    [
      `${ACADEMY.name} has given you the Free plan: practice, the timed practice tests ` +
        'and your review are open to you without limits, and nothing is charged. It lasts ' +
        'until the academy ends it.',
    ],
  ]);
}

/**
 * The Free plan taken back: what the reader has now, a pass or plan they had bought running on
 * to its end (the admin command gives it back), or the Guest tier.
 */
export function freePlanRemovedMail(
  reader: PlanMailReader,
  now: { tier: string; endDate: Date | null },
): NewMail {
  const paid = now.tier !== 'Guest' ? now.endDate : null;
  const ended = `The Free plan ${ACADEMY.name} gave you has ended.`;
  if (paid) {
    const label = tierLabel(now.tier);
    return planMail(reader, 'plan-free-removed', 'Your Free plan has ended', [
      [
        `${ended} Your ${label} access, which was paid for, continues until ${dateFor(reader, paid)}.`,
      ],
    ]);
  }
  return planMail(reader, 'plan-free-removed', 'Your Free plan has ended', [
    [`${ended} Your account is now a Guest account.`],
    [
      'Your answers, scores and previously answered questions stay in your account. As a Guest, ' +
        'you can keep practicing with the free questions you have left; to practice without ' +
        'limits again, choose a plan on your plan page.',
    ],
  ]);
}
