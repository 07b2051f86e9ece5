import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_TIERS, effectiveTier, normaliseTier, tierColour, tierLabel } from './tiers';

describe('subscription tiers (SPEC §3)', () => {
  it('labels each tier by its name, the one-time ones with a hyphen and spaces', () => {
    expect(SUBSCRIPTION_TIERS.map(tierLabel)).toEqual([
      'Guest',
      'Free',
      'Monthly',
      'Quarterly',
      'Yearly',
      'One-Time Month',
      'One-Time Quarter',
      'One-Time Year',
    ]);
  });

  it('colours the badge grey, yellow, blue or purple', () => {
    expect(Object.fromEntries(SUBSCRIPTION_TIERS.map((t) => [t, tierColour(t)]))).toEqual({
      Guest: 'grey',
      Free: 'yellow',
      Monthly: 'blue',
      OneTimeMonth: 'blue',
      Quarterly: 'purple',
      Yearly: 'purple',
      OneTimeQuarter: 'purple',
      OneTimeYear: 'purple',
    });
  });

  it('treats a missing or unknown tier as Guest', () => {
    expect([undefined, null, '', 'Premium', 'monthly'].map(normaliseTier)).toEqual(
      Array(5).fill('Guest'),
    );
    expect(tierLabel(undefined)).toBe('Guest');
    expect(tierColour('Premium')).toBe('grey');
  });

  it('counts a paid tier past its end date as Guest; Free never ends', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(effectiveTier('Monthly', '2026-12-01T00:00:00Z', now)).toBe('Monthly');
    expect(effectiveTier('Monthly', '2026-11-01T00:00:00Z', now)).toBe('Guest');
    expect(effectiveTier('Free', '2020-01-01T00:00:00Z', now)).toBe('Free');
  });
});
