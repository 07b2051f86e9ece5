import { savingsVersusMonthly, PLANS } from '@academy/shared/plans';
import { schedulingTotal, schedulingTotalCents } from '@academy/shared/scheduling-prices';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deriveEntitlement,
  nextChange,
  passStart,
  type EntitlementRow,
} from '../../src/features/payments/entitlement.ts';

const NOW = new Date('2026-03-15T12:00:00Z');
const days = (n: number) => new Date(NOW.getTime() + n * 86_400_000);
const row = (overrides: Partial<EntitlementRow>): EntitlementRow => ({
  kind: 'recurring',
  tier: 'Monthly',
  status: 'active',
  currentPeriodStart: days(-10),
  currentPeriodEnd: days(20),
  cancelAtPeriodEnd: false,
  endedAt: null,
  ...overrides,
});

describe('deriveEntitlement', () => {
  it('nothing bought: Guest, none', () => {
    expect(deriveEntitlement([], NOW)).toEqual({
      tier: 'Guest',
      endDate: null,
      status: 'none',
      cancelAtPeriodEnd: false,
      kind: 'none',
    });
  });

  it('a running recurring plan wins over a longer pass', () => {
    const result = deriveEntitlement(
      [row({}), row({ kind: 'oneTime', tier: 'OneTimeYear', currentPeriodEnd: days(300) })],
      NOW,
    );
    expect(result).toMatchObject({ tier: 'Monthly', kind: 'recurring', endDate: days(20) });
  });

  it('past_due keeps access until the period end; unpaid and incomplete do not', () => {
    expect(deriveEntitlement([row({ status: 'past_due' })], NOW).tier).toBe('Monthly');
    expect(deriveEntitlement([row({ status: 'unpaid' })], NOW)).toMatchObject({
      tier: 'Guest',
      status: 'unpaid',
    });
    expect(deriveEntitlement([row({ status: 'incomplete' })], NOW).tier).toBe('Guest');
  });

  it('a paid tier past its end is Guest: expired pass, ended recurring plan', () => {
    expect(
      deriveEntitlement(
        [row({ kind: 'oneTime', tier: 'OneTimeMonth', currentPeriodEnd: days(-1) })],
        NOW,
      ),
    ).toMatchObject({ tier: 'Guest', status: 'expired' });
    expect(deriveEntitlement([row({ currentPeriodEnd: days(-1) })], NOW)).toMatchObject({
      tier: 'Guest',
      status: 'canceled',
    });
  });

  it('a subscription ended early ends access at ended_at', () => {
    const ended = row({ status: 'canceled', endedAt: days(-2), currentPeriodEnd: days(25) });
    expect(deriveEntitlement([ended], NOW)).toMatchObject({
      tier: 'Guest',
      status: 'canceled',
      endDate: days(-2),
    });
  });

  it('chained passes: the pass in use now is shown, with the end of the last one', () => {
    const year = row({
      kind: 'oneTime',
      tier: 'OneTimeYear',
      currentPeriodStart: days(-5),
      currentPeriodEnd: days(360),
    });
    // Bought second: it starts when the year ends.
    const month = row({
      kind: 'oneTime',
      tier: 'OneTimeMonth',
      currentPeriodStart: days(360),
      currentPeriodEnd: days(390),
    });
    for (const rows of [
      [year, month],
      [month, year],
    ]) {
      expect(deriveEntitlement(rows, NOW)).toMatchObject({
        tier: 'OneTimeYear',
        endDate: days(390),
        kind: 'oneTime',
      });
    }
    // Once the year has run out, the month is in use.
    expect(deriveEntitlement([year, month], days(370))).toMatchObject({
      tier: 'OneTimeMonth',
      endDate: days(390),
    });
  });
});

describe('nextChange', () => {
  it('a plan scheduled to cancel, then the pass chained after it, then nothing', () => {
    const plan = row({ cancelAtPeriodEnd: true });
    const pass = row({
      kind: 'oneTime',
      tier: 'OneTimeMonth',
      currentPeriodStart: days(20),
      currentPeriodEnd: days(50),
    });
    expect(nextChange([plan, pass], NOW)).toEqual(days(20));
    expect(nextChange([plan, pass], days(20))).toEqual(days(50));
    expect(nextChange([plan, pass], days(50))).toBeNull();
    expect(nextChange([], NOW)).toBeNull();
    // A subscription ended early changes nothing later, even before its period's end.
    expect(nextChange([row({ status: 'canceled', endedAt: days(-1) })], NOW)).toBeNull();
  });

  it('the entitlement stays the same until the next change', () => {
    const at = fc.integer({ min: -40, max: 40 }).map(days);
    const anyRow = fc
      .record({
        kind: fc.constantFrom('recurring', 'oneTime'),
        tier: fc.constantFrom('Monthly', 'OneTimeMonth', 'OneTimeYear'),
        status: fc.constantFrom('active', 'past_due', 'canceled'),
        start: at,
        length: fc.integer({ min: 1, max: 40 }),
        endedAt: fc.option(at),
      })
      .map(({ start, length, ...r }) =>
        row({
          ...r,
          currentPeriodStart: start,
          currentPeriodEnd: new Date(start.getTime() + length * 86_400_000),
        }),
      );
    fc.assert(
      fc.property(fc.array(anyRow, { maxLength: 4 }), at, (rows, now) => {
        const next = nextChange(rows, now);
        const later = next ? new Date(next.getTime() - 1) : days(400);
        expect(deriveEntitlement(rows, later)).toEqual(deriveEntitlement(rows, now));
      }),
    );
  });
});

describe('passStart', () => {
  it('a pass starts now, or when running access ends', () => {
    expect(passStart([], NOW)).toEqual(NOW);
    expect(passStart([row({ currentPeriodEnd: days(-5) })], NOW)).toEqual(NOW);
    expect(passStart([row({ kind: 'oneTime', currentPeriodEnd: days(12) })], NOW)).toEqual(
      days(12),
    );
  });
});

describe('shared prices', () => {
  it('plans carry the SPEC §9 prices in dollars and cents', () => {
    expect(PLANS.map((p) => [p.id, p.price, p.originalPrice, p.priceCents])).toEqual([
      ['Monthly', 10.49, 13.99, 1049],
      ['Quarterly', 28.49, 37.99, 2849],
      ['Yearly', 103.49, 137.99, 10349],
      ['OneTimeMonth', 14.99, 19.99, 1499],
      ['OneTimeQuarter', 37.49, 49.99, 3749],
      ['OneTimeYear', 131.49, 175.99, 13149],
    ]);
    expect(PLANS.every((p) => p.currency === 'USD')).toBe(true);
  });

  it('savings versus monthly come from the prices: 9% and 17%, not the 17%/33% claimed', () => {
    expect(savingsVersusMonthly('Monthly')).toBe(0);
    expect(savingsVersusMonthly('Quarterly')).toBe(9);
    expect(savingsVersusMonthly('Yearly')).toBe(17);
  });

  it('tutor sessions: online 60, in-person 120 per session', () => {
    expect(schedulingTotalCents('online', 1)).toBe(6000);
    expect(schedulingTotal('in-person', 12)).toBe(1440);
  });
});
