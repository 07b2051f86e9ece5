import type { CurrentSubscription } from '@academy/shared/payments';
import type { SubscriptionTier } from '@academy/shared/tiers';

/** What current-subscription answers for a tier bought and running, or for a Guest. */
export const subscriptionOf = (
  tier: SubscriptionTier,
  fields: Partial<CurrentSubscription> = {},
): CurrentSubscription => ({
  subscriptionTier: tier,
  subscriptionStatus: tier === 'Guest' ? 'none' : 'active',
  currentPeriodEnd: tier === 'Guest' ? null : '2026-03-05T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  kind: tier === 'Guest' ? 'none' : tier.startsWith('OneTime') ? 'oneTime' : 'recurring',
  upcomingPasses: [],
  ...fields,
});
