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
  it('warns when a pass ends before the test, by how many days', () => {
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

  // The note names the end as the reader's calendar shows it ('January 7, 2027'): the days short
  // are counted on that calendar too, or a reader in Tokyo, whose pass ends on the afternoon of
  // the test day, read "ends on January 7, 2027, 1 day before your SAT on Thu, Jan 7, 2027".
  it('counts from the day the reader sees the access end on', () => {
    const pass = plan({ currentPeriodEnd: '2027-01-07T05:05:00Z' });
    const early = new Date('2026-12-07T05:05:00Z');
    expect(planEndsBeforeTest(pass, '2027-01-07', early, 'Asia/Tokyo')).toBeNull();
    expect(planEndsBeforeTest(pass, '2027-01-07', early, 'America/Chicago')).toMatchObject({
      daysShort: 1,
    });
    expect(planEndsBeforeTest(pass, '2027-01-07', early, 'America/Los_Angeles')).toMatchObject({
      daysShort: 1,
    });
  });
});
