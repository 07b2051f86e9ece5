// Pure rules turning what a user bought into the tier they have now. No I/O: unit-testable.
import type {
  SubscriptionKind,
  SubscriptionStatus,
  UpcomingPass,
  UpcomingPlan,
} from '@academy/shared/payments';
import { planById } from '@academy/shared/plans';
import type { SubscriptionTier } from '@academy/shared/tiers';

export interface EntitlementRow {
  kind: string;
  tier: string;
  status: string;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  endedAt: Date | null;
  /** A failed renewal's last day of access (past_due only). */
  graceEndsAt?: Date | null;
}

export interface Entitlement {
  tier: SubscriptionTier;
  /** Renewal or end date of the access; null when nothing was ever bought. */
  endDate: Date | null;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  kind: SubscriptionKind;
}

// A recurring plan whose renewal failed keeps access while the provider retries; one bought
// during a pass is 'scheduled' until the provider says it started (decision 045).
const LIVE_RECURRING = new Set(['active', 'past_due', 'scheduled']);

/** A subscription bought during a pass that has not reached its start yet (decision 045). */
export const waitingToStart = (row: EntitlementRow, now: Date) =>
  row.kind === 'recurring' && row.status === 'scheduled' && row.currentPeriodStart > now;

/**
 * When access from a row ends: its period end, or earlier when it was ended early, or when a
 * failed renewal's grace runs out first (the period has moved on to the one not paid for).
 */
export const accessEnd = (row: EntitlementRow) => {
  const ends = [row.currentPeriodEnd, row.endedAt];
  // Set only while past_due, or once a plan was canceled in its grace (its renewal voided).
  if (row.graceEndsAt) ends.push(row.graceEndsAt);
  return ends.reduce<Date>((min, at) => (at && at < min ? at : min), row.currentPeriodEnd);
};

export function isLive(row: EntitlementRow, now: Date) {
  const statusLive =
    row.kind === 'recurring' ? LIVE_RECURRING.has(row.status) : row.status === 'active';
  // A plan canceled before it started (decision 045) ends where it starts: it never runs.
  const endedUnstarted = row.endedAt !== null && row.endedAt <= row.currentPeriodStart;
  return statusLive && !endedUnstarted && accessEnd(row) > now;
}

/** The row that is latest by `when`. */
const latestBy = <T extends EntitlementRow>(rows: T[], when: (row: T) => Date) =>
  rows.reduce<T | undefined>((best, r) => (!best || when(r) > when(best) ? r : best), undefined);

/** The row whose access ends last. */
export const latest = <T extends EntitlementRow>(rows: T[]) => latestBy(rows, accessEnd);

/**
 * A recurring plan past its period end that the provider is due to renew: neither set to cancel
 * nor ended, and no word of the renewal yet (a webhook on its way). The local provider never
 * renews, so its plan has simply ended.
 */
export const renewalAwaited = (row: EntitlementRow & { provider: string }, now: Date) =>
  row.kind === 'recurring' &&
  row.provider !== 'local' &&
  LIVE_RECURRING.has(row.status) &&
  !row.cancelAtPeriodEnd &&
  row.endedAt === null &&
  row.currentPeriodEnd <= now;

/**
 * The tier a user has from their purchases: a running recurring plan first (it is what they
 * pay for), else the pass in use now, with the end of the passes chained after it (a pass
 * bought while access runs starts when that ends), else Guest with the status of what they
 * had last.
 */
export function deriveEntitlement(rows: EntitlementRow[], now: Date): Entitlement {
  const live = rows.filter((r) => isLive(r, now));
  const recurring = latest(live.filter((r) => r.kind === 'recurring' && !waitingToStart(r, now)));
  if (recurring) {
    return {
      tier: recurring.tier as SubscriptionTier,
      endDate: accessEnd(recurring),
      // Started, though its provider has not said so yet (the local one never does).
      status:
        recurring.status === 'scheduled' ? 'active' : (recurring.status as SubscriptionStatus),
      cancelAtPeriodEnd: recurring.cancelAtPeriodEnd,
      kind: 'recurring',
    };
  }
  const passes = live.filter((r) => r.kind === 'oneTime');
  const lastPass = latest(passes);
  if (lastPass) {
    const started = passes.filter((r) => r.currentPeriodStart <= now);
    const inUse = latestBy(started, (r) => r.currentPeriodStart) ?? lastPass;
    return {
      tier: inUse.tier as SubscriptionTier,
      endDate: lastPass.currentPeriodEnd,
      status: 'active',
      cancelAtPeriodEnd: false,
      kind: 'oneTime',
    };
  }
  const last = latest(rows);
  if (!last) {
    return { tier: 'Guest', endDate: null, status: 'none', cancelAtPeriodEnd: false, kind: 'none' };
  }
  const ended = LIVE_RECURRING.has(last.status) || last.status === 'active';
  return {
    tier: 'Guest',
    endDate: accessEnd(last),
    status: ended
      ? last.kind === 'recurring'
        ? 'canceled'
        : 'expired'
      : (last.status as SubscriptionStatus),
    cancelAtPeriodEnd: false,
    kind: 'none',
  };
}

/**
 * The next moment `deriveEntitlement` may answer differently with the same rows: the earliest
 * start or end of access still ahead. Null when none is ahead: only a purchase or an event from
 * the provider changes the tier then.
 */
export function nextChange(rows: EntitlementRow[], now: Date): Date | null {
  const ahead = rows
    .filter((r) => isLive(r, now))
    .flatMap((r) => [r.currentPeriodStart, accessEnd(r)])
    .filter((at) => at > now);
  return ahead.reduce<Date | null>((min, at) => (!min || at < min ? at : min), null);
}

/** Passes paid for that have not started yet (bought while access ran), in order. */
export function upcomingPasses(rows: EntitlementRow[], now: Date): UpcomingPass[] {
  return rows
    .filter((r) => r.kind === 'oneTime' && isLive(r, now) && r.currentPeriodStart > now)
    .sort((a, b) => a.currentPeriodStart.getTime() - b.currentPeriodStart.getTime())
    .map((r) => ({
      tier: r.tier as SubscriptionTier,
      startsAt: r.currentPeriodStart.toISOString(),
      endsAt: r.currentPeriodEnd.toISOString(),
    }));
}

/** A subscription bought during a pass, not started yet (decision 045). */
export function upcomingPlan(rows: EntitlementRow[], now: Date): UpcomingPlan | null {
  const plan = rows.find((r) => waitingToStart(r, now) && isLive(r, now));
  return plan
    ? { tier: plan.tier as UpcomingPlan['tier'], startsAt: plan.currentPeriodStart.toISOString() }
    : null;
}

/** A pass bought while access is still running starts when that access ends. */
export function passStart(rows: EntitlementRow[], now: Date): Date {
  const ends = rows.filter((r) => isLive(r, now)).map(accessEnd);
  return ends.reduce((max, end) => (end > max ? end : max), now);
}

/** Months one payment of a tier buys (1, 3 or 12). */
export const tierMonths = (tier: string) => planById(tier)?.durationMonths ?? 1;
