import { isRecurringTier } from '@academy/shared/tiers';

export type PlanTab = 'oneTime' | 'subscription';

export const PLAN_TAB_LABELS: Record<PlanTab, string> = {
  oneTime: 'One-Time Payment',
  subscription: 'Subscription',
};

/**
 * SPEC §4: the tab starts as oneTime; a recurring tier (Monthly, Quarterly, Yearly) shows the
 * subscription tab. One-time tiers, Guest, Free and a missing tier keep oneTime.
 */
export const tabForTier = (tier: string | null | undefined): PlanTab =>
  isRecurringTier(tier) ? 'subscription' : 'oneTime';
