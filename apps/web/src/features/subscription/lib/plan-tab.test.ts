import { describe, expect, it } from 'vitest';
import { tabForTier } from './plan-tab';

describe('tabForTier (SPEC §4)', () => {
  it.each(['Monthly', 'Quarterly', 'Yearly'])('shows the subscription tab for %s', (tier) => {
    expect(tabForTier(tier)).toBe('subscription');
  });

  it.each(['OneTimeMonth', 'OneTimeQuarter', 'OneTimeYear'])(
    'shows the one-time tab for %s',
    (tier) => {
      expect(tabForTier(tier)).toBe('oneTime');
    },
  );

  it.each(['Guest', 'Free', undefined, null, 'Unknown'])('starts on one-time for %s', (tier) => {
    expect(tabForTier(tier)).toBe('oneTime');
  });
});
