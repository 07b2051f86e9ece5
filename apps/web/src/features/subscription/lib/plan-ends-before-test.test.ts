import { describe, expect, it } from 'vitest';
import type { CurrentSubscription } from '@academy/shared/payments';
import { planEndsBeforeTest } from './plan-ends-before-test';

const now = new Date('2027-02-01T18:00:00Z');

const plan = (over: Partial<CurrentSubscription>): CurrentSubscription => ({
  subscriptionTier: 'OneTimeMonth',
  subscriptionStatus: 'active',
  currentPeriodEnd: '2027-03-01T18:00:00Z',
  cancelAtPeriodEnd: false,
  kind: 'oneTime',
  upcomingPasses: [],
  ...over,
});

describe('planEndsBeforeTest', () => {
  it('warns when a pass ends before the test, counting Dallas days', () => {
    expect(planEndsBeforeTest(plan({}), '2027-03-13', now)).toEqual({
      accessEnds: '2027-03-01T18:00:00Z',
      testDate: '2027-03-13',
      daysShort: 12,
      remedy: 'buy',
    });
  });

  it('reads the end of the last pass already paid for', () => {
    const passes = [
      { tier: 'OneTimeMonth', startsAt: '2027-03-01T18:00:00Z', endsAt: '2027-04-01T17:00:00Z' },
    ] as CurrentSubscription['upcomingPasses'];
    expect(planEndsBeforeTest(plan({ upcomingPasses: passes }), '2027-03-13', now)).toBeNull();
    expect(planEndsBeforeTest(plan({ upcomingPasses: passes }), '2027-05-01', now)).toMatchObject({
      accessEnds: '2027-04-01T17:00:00Z',
      daysShort: 30,
    });
  });

  it('is quiet with access through test day, no date, a test already taken, or a plan to follow', () => {
    expect(planEndsBeforeTest(plan({}), '2027-03-01', now)).toBeNull();
    expect(planEndsBeforeTest(plan({}), null, now)).toBeNull();
    expect(planEndsBeforeTest(plan({}), '2027-01-31', now)).toBeNull();
    const upcomingPlan = { tier: 'Monthly' as const, startsAt: '2027-03-01T18:00:00Z' };
    expect(planEndsBeforeTest(plan({ upcomingPlan }), '2027-03-13', now)).toBeNull();
  });

  it('warns of a subscription set to end, not of one that renews or whose renewal failed', () => {
    const monthly = { subscriptionTier: 'Monthly', kind: 'recurring' } as const;
    expect(planEndsBeforeTest(plan(monthly), '2027-03-13', now)).toBeNull();
    expect(
      planEndsBeforeTest(plan({ ...monthly, cancelAtPeriodEnd: true }), '2027-03-13', now),
    ).toMatchObject({ remedy: 'resume' });
    expect(
      planEndsBeforeTest(
        plan({ ...monthly, cancelAtPeriodEnd: true, subscriptionStatus: 'past_due' }),
        '2027-03-13',
        now,
      ),
    ).toBeNull();
  });
});
