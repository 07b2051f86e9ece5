export const SUBSCRIPTION_TIERS = [
  'Guest',
  'Free',
  'Monthly',
  'Quarterly',
  'Yearly',
  'OneTimeMonth',
  'OneTimeQuarter',
  'OneTimeYear',
] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

export const RECURRING_TIERS = ['Monthly', 'Quarterly', 'Yearly'] as const;
export const ONE_TIME_TIERS = ['OneTimeMonth', 'OneTimeQuarter', 'OneTimeYear'] as const;
export const PURCHASABLE_TIERS = [...RECURRING_TIERS, ...ONE_TIME_TIERS] as const;
export type RecurringTier = (typeof RECURRING_TIERS)[number];
export type OneTimeTier = (typeof ONE_TIME_TIERS)[number];
export type PurchasableTier = (typeof PURCHASABLE_TIERS)[number];

/**
 * The plan a visitor chose before signing up (`?plan=Yearly` on /signup and /login): a
 * purchasable tier, or undefined for anything else (tampered, unknown, missing), which is
 * then ignored without a word. Here, not with the plan changes: the sign-up and sign-in routes'
 * search is read by the app's first script, which has this module anyway.
 */
/** A purchasable tier named in a link or a saved choice, whatever its case ('monthly'). */
export const chosenPlan = (value: unknown): PurchasableTier | undefined =>
  typeof value === 'string'
    ? PURCHASABLE_TIERS.find((tier) => tier.toLowerCase() === value.toLowerCase())
    : undefined;

const TIER_LABELS: Record<SubscriptionTier, string> = {
  Guest: 'Guest',
  Free: 'Free',
  Monthly: 'Monthly',
  Quarterly: 'Quarterly',
  Yearly: 'Yearly',
  OneTimeMonth: 'One-Time Month',
  OneTimeQuarter: 'One-Time Quarter',
  OneTimeYear: 'One-Time Year',
};

export type TierColour = 'grey' | 'yellow' | 'blue' | 'purple';
const TIER_COLOURS: Record<SubscriptionTier, TierColour> = {
  Guest: 'grey',
  Free: 'yellow',
  Monthly: 'blue',
  OneTimeMonth: 'blue',
  Quarterly: 'purple',
  Yearly: 'purple',
  OneTimeQuarter: 'purple',
  OneTimeYear: 'purple',
};

/** A missing or unknown tier is treated as Guest (SPEC §3). */
export const normaliseTier = (tier: string | null | undefined): SubscriptionTier =>
  (SUBSCRIPTION_TIERS as readonly string[]).includes(tier ?? '')
    ? (tier as SubscriptionTier)
    : 'Guest';

export const tierLabel = (tier: string | null | undefined) => TIER_LABELS[normaliseTier(tier)];
export const tierColour = (tier: string | null | undefined) => TIER_COLOURS[normaliseTier(tier)];
export const isRecurringTier = (tier: string | null | undefined): tier is RecurringTier =>
  (RECURRING_TIERS as readonly string[]).includes(tier ?? '');
export const isOneTimeTier = (tier: string | null | undefined): tier is OneTimeTier =>
  (ONE_TIME_TIERS as readonly string[]).includes(tier ?? '');
export const isPurchasableTier = (tier: unknown): tier is PurchasableTier =>
  typeof tier === 'string' && (PURCHASABLE_TIERS as readonly string[]).includes(tier);

/**
 * The tier a user has right now: a paid tier whose end date has passed counts as Guest
 * everywhere (DESIGN.md). Free and Guest carry no end date.
 */
export function effectiveTier(
  tier: string | null | undefined,
  endDate: Date | string | null | undefined,
  now: Date = new Date(),
): SubscriptionTier {
  const normalised = normaliseTier(tier);
  if (normalised === 'Guest' || normalised === 'Free' || !endDate) return normalised;
  return new Date(endDate).getTime() > now.getTime() ? normalised : 'Guest';
}
