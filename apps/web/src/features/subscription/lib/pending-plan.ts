import { chosenPlan, type PurchasableTier } from '@academy/shared/tiers';

/**
 * A plan chosen before signing up, kept across the email verification it waits for (issue 41):
 * the mailed link opens in a new tab, often later, where the page's ?plan= is gone.
 */
export const PENDING_PLAN_STORAGE_KEY = 'pending_plan';
/** A week: a choice older than that is no longer what the family meant to buy. */
const PENDING_PLAN_MAX_AGE_MS = 7 * 24 * 3_600_000;

export function rememberPlan(plan: PurchasableTier) {
  try {
    localStorage.setItem(PENDING_PLAN_STORAGE_KEY, JSON.stringify({ plan, at: Date.now() }));
  } catch {
    // Blocked storage: the plan is only lost if the verification interrupts.
  }
}

/** The plan remembered, kept. Unknown, tampered or stale: none. */
export function pendingPlan(): PurchasableTier | undefined {
  try {
    const raw = localStorage.getItem(PENDING_PLAN_STORAGE_KEY);
    const saved = raw ? (JSON.parse(raw) as { plan?: unknown; at?: unknown }) : null;
    if (typeof saved?.at !== 'number' || Date.now() - saved.at > PENDING_PLAN_MAX_AGE_MS) return;
    return chosenPlan(saved.plan);
  } catch {
    return undefined;
  }
}

/** The plan remembered, once: reading it forgets it. */
export function takePendingPlan(): PurchasableTier | undefined {
  const plan = pendingPlan();
  try {
    localStorage.removeItem(PENDING_PLAN_STORAGE_KEY);
  } catch {
    // Blocked storage held nothing.
  }
  return plan;
}
