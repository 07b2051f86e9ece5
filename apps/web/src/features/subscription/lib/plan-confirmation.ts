import type { PurchasableTier } from '@academy/shared/tiers';

/** The page confirming a plan chosen before signing up or in, one click from its checkout. */
export const PLAN_CONFIRMATION_PAGE = '/subscription/confirm';

export const planConfirmationPath = (plan: PurchasableTier) =>
  `${PLAN_CONFIRMATION_PAGE}?plan=${encodeURIComponent(plan)}`;
