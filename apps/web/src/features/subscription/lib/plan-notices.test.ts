import { describe, expect, it } from 'vitest';
import { paymentErrors, type CurrentSubscription } from '@academy/shared/payments';
import { subscriptionOf } from '../../../test/subscriptions';
import { formatLongDate } from '../../../lib/format-date';
import { planChangeMessages } from '@academy/shared/plan-changes';
import { blockedReasons, passStartNote, planEndedOn } from './plan-notices';

const END = '2026-11-23T12:00:00.000Z';
const LATER = '2027-02-23T12:00:00.000Z';

const subscription = (fields: Partial<CurrentSubscription>) => subscriptionOf('Guest', fields);

describe('planEndedOn', () => {
  it('gives the end of a plan that ran out or was canceled', () => {
    for (const subscriptionStatus of ['expired', 'canceled'] as const) {
      expect(planEndedOn(subscription({ subscriptionStatus, currentPeriodEnd: END }))).toBe(
        formatLongDate(END),
      );
    }
  });

  it('says nothing to a Guest who never paid', () => {
    expect(planEndedOn(subscription({}))).toBeNull();
    expect(planEndedOn(undefined)).toBeNull();
  });
});

describe('passStartNote', () => {
  it('over a plan scheduled to cancel, a pass starts after the passes already waiting', () => {
    const note = passStartNote(
      subscription({
        subscriptionTier: 'Monthly',
        subscriptionStatus: 'active',
        kind: 'recurring',
        cancelAtPeriodEnd: true,
        currentPeriodEnd: END,
        upcomingPasses: [{ tier: 'OneTimeQuarter', startsAt: END, endsAt: LATER }],
      }),
    );
    expect(note).toBe(
      `A pass bought now starts on ${formatLongDate(LATER)}, when your current access ends.`,
    );
  });

  it('says nothing over a renewing plan (passes are refused) or with no access', () => {
    const renewing = subscription({
      subscriptionTier: 'Monthly',
      subscriptionStatus: 'active',
      kind: 'recurring',
      currentPeriodEnd: END,
    });
    expect(passStartNote(renewing)).toBeNull();
    expect(passStartNote(subscription({}))).toBeNull();
  });
});

describe('blockedReasons', () => {
  it('a plan whose renewal failed says to update the card, not to use Change plan', () => {
    const pastDue = subscriptionOf('Monthly', {
      kind: 'recurring',
      subscriptionStatus: 'past_due',
      graceEndsAt: END,
    });
    expect(blockedReasons('Monthly', pastDue).subscription).toBe(
      planChangeMessages.updateCardFirst,
    );
  });

  it('a subscription waiting for the pass is canceled, not changed, before another plan', () => {
    const waiting = subscription({
      subscriptionTier: 'OneTimeMonth',
      subscriptionStatus: 'active',
      kind: 'oneTime',
      currentPeriodEnd: END,
      upcomingPlan: { tier: 'Monthly', startsAt: END },
    });
    // It has no Change plan button until it starts (decision 045): the page must not send there.
    expect(blockedReasons('OneTimeMonth', waiting)).toEqual({
      oneTime: paymentErrors.upcomingPlanBlocksPass,
      subscription: paymentErrors.upcomingPlanBlocksPlan,
    });
  });

  it('a plan a parent pays for is theirs to change: every plan says so (decision 057)', () => {
    const paidFor = subscriptionOf('Monthly', {
      kind: 'recurring',
      paidBy: { firstname: 'Pat', lastname: 'Rivera' },
    });
    expect(blockedReasons('Monthly', paidFor)).toEqual({
      oneTime: planChangeMessages.paidByParent,
      subscription: planChangeMessages.paidByParent,
    });
  });

  it('once the parent set it to end, the student may buy the pass that follows it', () => {
    // The child's mail says: "To keep practicing after that, choose a plan on your plan page."
    const ending = subscriptionOf('Yearly', {
      kind: 'recurring',
      cancelAtPeriodEnd: true,
      paidBy: { firstname: 'Pat', lastname: 'Rivera' },
    });
    expect(blockedReasons('Yearly', ending)).toEqual({
      oneTime: null,
      subscription: paymentErrors.accessRunning,
    });
  });

  it("over a parent's pass, the student's own plans follow the pass rules", () => {
    const pass = subscriptionOf('OneTimeQuarter', {
      currentPeriodEnd: LATER,
      paidBy: { firstname: 'Pat', lastname: 'Rivera' },
    });
    expect(blockedReasons('OneTimeQuarter', pass, Date.parse(END))).toEqual({
      oneTime: null,
      subscription: null,
    });
  });
});
