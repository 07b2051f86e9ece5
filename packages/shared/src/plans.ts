// The plan catalogue of SPEC §3 and §9: one source for the pricing and subscription pages and
// for the amounts the server charges. Zod-free on purpose: the pricing page imports it and must
// stay small. Money is integer cents; the dollar fields are derived from them.
import type { OneTimeTier, PurchasableTier, RecurringTier } from './tiers.ts';

export const PLAN_CURRENCY = 'USD' as const;
export type Currency = typeof PLAN_CURRENCY;

/** The launch offer of SPEC §2 (/pricing) and §9. */
export const LAUNCH_OFFER_PERCENT = 25;
export const LAUNCH_OFFER_BADGE = '25% OFF';
export const LAUNCH_OFFER_BANNER = 'SPECIAL LAUNCH OFFER: 25% OFF ALL PLANS';

export type PlanKind = 'recurring' | 'oneTime';

export interface Plan {
  id: PurchasableTier;
  /** The tier's label (SPEC §3: One-Time Month, ...). */
  name: string;
  /** Discounted (launch offer) price in dollars, e.g. 10.49. */
  price: number;
  /** Regular price in dollars, shown struck through, e.g. 13.99. */
  originalPrice: number;
  priceCents: number;
  originalPriceCents: number;
  currency: Currency;
  /** How long one payment lasts, as shown on a card: 'month', '3 months', 'year'. */
  duration: string;
  durationMonths: 1 | 3 | 12;
  kind: PlanKind;
  description: string;
  features: string[];
  /** SPEC §2: Quarterly is labelled most popular, Yearly best value. */
  highlight?: 'Most Popular' | 'Best Value';
}

/** What every plan with full access opens, the academy's Free tier too. */
export const UNLIMITED_PRACTICE_FEATURE =
  'Unlimited SAT Math and Reading and Writing practice by topic';

const COMMON_FEATURES = [
  UNLIMITED_PRACTICE_FEATURE,
  'Hints and in-depth superhints',
  'Scores per concept and submodule',
  'Review of every answered question',
];

type PlanInput = Omit<Plan, 'price' | 'originalPrice' | 'currency'>;

const plan = (input: PlanInput): Plan => ({
  ...input,
  price: input.priceCents / 100,
  originalPrice: input.originalPriceCents / 100,
  currency: PLAN_CURRENCY,
});

export const RECURRING_PLANS: readonly Plan[] = [
  plan({
    id: 'Monthly',
    name: 'Monthly',
    priceCents: 1049,
    originalPriceCents: 1399,
    duration: 'month',
    durationMonths: 1,
    kind: 'recurring',
    description: 'Full access, billed every month. Cancel anytime.',
    features: [...COMMON_FEATURES, 'Renews monthly, cancel anytime'],
  }),
  plan({
    id: 'Quarterly',
    name: 'Quarterly',
    priceCents: 2849,
    originalPriceCents: 3799,
    duration: '3 months',
    durationMonths: 3,
    kind: 'recurring',
    description: 'Full access for a whole test-prep season, billed every 3 months.',
    features: [...COMMON_FEATURES, 'Renews every 3 months, cancel anytime'],
    highlight: 'Most Popular',
  }),
  plan({
    id: 'Yearly',
    name: 'Yearly',
    priceCents: 10349,
    originalPriceCents: 13799,
    duration: 'year',
    durationMonths: 12,
    kind: 'recurring',
    description: 'Full access all year round at the lowest monthly cost.',
    features: [...COMMON_FEATURES, 'Renews yearly, cancel anytime'],
    highlight: 'Best Value',
  }),
];

export const ONE_TIME_PLANS: readonly Plan[] = [
  plan({
    id: 'OneTimeMonth',
    name: 'One-Time Month',
    priceCents: 1499,
    originalPriceCents: 1999,
    duration: 'month',
    durationMonths: 1,
    kind: 'oneTime',
    description: 'One payment, one month of full access. Never renews.',
    features: [...COMMON_FEATURES, 'Pay once, no automatic renewal'],
  }),
  plan({
    id: 'OneTimeQuarter',
    name: 'One-Time Quarter',
    priceCents: 3749,
    originalPriceCents: 4999,
    duration: '3 months',
    durationMonths: 3,
    kind: 'oneTime',
    description: 'One payment, three months of full access. Never renews.',
    features: [...COMMON_FEATURES, 'Pay once, no automatic renewal'],
  }),
  plan({
    id: 'OneTimeYear',
    name: 'One-Time Year',
    priceCents: 13149,
    originalPriceCents: 17599,
    duration: 'year',
    durationMonths: 12,
    kind: 'oneTime',
    description: 'One payment, a full year of access. Never renews.',
    features: [...COMMON_FEATURES, 'Pay once, no automatic renewal'],
  }),
];

export const PLANS: readonly Plan[] = [...RECURRING_PLANS, ...ONE_TIME_PLANS];

export function planById(id: PurchasableTier): Plan;
export function planById(id: string): Plan | undefined;
export function planById(id: string): Plan | undefined {
  return PLANS.find((p) => p.id === id);
}

export const recurringPlan = (id: RecurringTier) => planById(id);
export const oneTimePlan = (id: OneTimeTier) => planById(id);

/**
 * Percent saved by a recurring plan against paying the Monthly plan for the same months, from
 * the discounted prices, rounded down so a card never overstates it.
 *
 * Note: these prices give Quarterly 9% (28.49 vs 3 × 10.49 = 31.47) and Yearly 17%
 * (103.49 vs 12 × 10.49 = 125.88); the original prices give the same 9% and 17%. SPEC §2 claims
 * 17% and 33%, which these prices do not support — show the computed figures, not the claim
 * (docs/decisions/004-savings-computed-from-prices.md).
 * Likewise the launch offer is 25% on every plan except One-Time Year (131.49 of 175.99 is 25.3%).
 */
export function savingsVersusMonthly(id: PurchasableTier): number {
  const target = planById(id);
  const monthly = planById('Monthly');
  if (target.kind !== 'recurring' || target.durationMonths === 1) return 0;
  const monthlyCost = monthly.priceCents * target.durationMonths;
  return Math.floor(((monthlyCost - target.priceCents) / monthlyCost) * 100);
}

/** The launch discount of a plan in whole percent, from its two prices. */
export const discountPercent = (p: Plan) =>
  Math.round(((p.originalPriceCents - p.priceCents) / p.originalPriceCents) * 100);

/** Texts shown instead of a button on the Guest and Free cards (SPEC §4, plan page). */
export const TIER_CARD_NOTES = {
  Guest: 'Upgrade to a paid plan to access premium features',
  Free: 'Free plan assigned by administrators',
} as const;

/**
 * '$10.49' from 1049; amounts are always whole cents. Written out rather than through Intl:
 * building a number formatter loads locale data, which cost the pricing page a tenth of a
 * second of a phone's main thread as it started.
 */
export const formatUsd = (cents: number) => {
  const dollars = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `$${dollars}.${String(cents % 100).padStart(2, '0')}`;
};

/**
 * A price as an offer states it: '$60' from 6000, without cents when the amount is whole, and
 * '$10.49' from 1049. The tutor sessions' prices and totals are whole dollars, written so on
 * the landing card and in the booking form alike; what was charged (checkout, receipts) keeps
 * its cents through formatUsd.
 */
export const formatPrice = (cents: number) =>
  cents % 100 === 0 ? formatUsd(cents).slice(0, -3) : formatUsd(cents);
