import { ACADEMY } from '@academy/shared/academy';
import { tierLabel } from '@academy/shared/tiers';
import type { NewMail } from '../../mail/outbox.ts';
import { childOf, dateFor, planMail, planOf, upperFirst, type PlanMailReader } from './layout.ts';

/**
 * The academy gave the student the Free plan (a tutor or the admin command): their access
 * changed without their doing, so the student and each parent following them are told what
 * they have and that nothing is charged.
 */
export function freePlanGivenMail(reader: PlanMailReader): NewMail {
  const child = childOf(reader);
  const subject = child
    ? `${child} has been given the Free plan`
    : 'You have been given the Free plan';
  const open = child
    ? `practice, the timed practice tests and their review are open to ${child} without limits`
    : 'practice, the timed practice tests and your review are open to you without limits';
  return planMail(reader, 'plan-free-given', subject, [
    [
      `${ACADEMY.name} has given ${child ?? 'you'} the Free plan: ${open}, and nothing is ` +
        'charged. It lasts until the academy ends it.',
    ],
  ]);
}

/**
 * The Free plan taken back: what the student has now, a pass or plan bought before running on to
 * its end (the admin command gives it back), or the Guest tier.
 */
export function freePlanRemovedMail(
  reader: PlanMailReader,
  now: { tier: string; endDate: Date | null },
): NewMail {
  const child = childOf(reader);
  const whose = upperFirst(planOf(reader));
  const subject = `${whose} Free plan has ended`;
  const ended = `The Free plan ${ACADEMY.name} gave ${child ?? 'you'} has ended.`;
  const paid = now.tier !== 'Guest' ? now.endDate : null;
  if (paid) {
    const label = tierLabel(now.tier);
    return planMail(reader, 'plan-free-removed', subject, [
      [
        `${ended} ${whose} ${label} access, which was paid for, continues until ${dateFor(reader, paid)}.`,
      ],
    ]);
  }
  return planMail(reader, 'plan-free-removed', subject, [
    [`${ended} ${child ? `${child}'s account` : 'Your account'} is now a Guest account.`],
    [
      child
        ? `${child}'s answers, scores and previously answered questions stay in their account. ` +
          'As a Guest, they can keep practicing with the free questions they have left; to ' +
          'practice without limits again, choose a plan for them on your Family page.'
        : 'Your answers, scores and previously answered questions stay in your account. As a ' +
          'Guest, you can keep practicing with the free questions you have left; to practice ' +
          'without limits again, choose a plan on your plan page.',
    ],
  ]);
}
