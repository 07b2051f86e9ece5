import type { SubscriptionStatus } from '@academy/shared/payments';
import type Stripe from 'stripe';
import { addMonths } from '../calendar.ts';
import { tierMonths } from '../entitlement.ts';
import type { ProviderSubscription } from './types.ts';

// Stripe's subscription as ours, and the ids its fields give as ids or expanded objects.

const STATUS: Record<string, SubscriptionStatus> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'unpaid',
  incomplete: 'incomplete',
  incomplete_expired: 'incomplete',
  paused: 'paused',
  canceled: 'canceled',
};

const fromUnix = (seconds: number) => new Date(seconds * 1000);
/** The id of a Stripe field given as an id or as the expanded object. */
export const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** Drops the schedule (a downgrade waiting for the renewal) that manages the plan, if any. */
export async function releaseSchedule(stripe: Stripe, sub: Stripe.Subscription) {
  const schedule = idOf(sub.schedule);
  if (schedule) await stripe.subscriptionSchedules.release(schedule);
}

/**
 * What the latest invoice charged, when it is the paid proration of a change of plan: expanded
 * (`latest_invoice`) where the amount is wanted, an id otherwise.
 */
function changeCharged(sub: Stripe.Subscription): number | null {
  const invoice = sub.latest_invoice;
  if (!invoice || typeof invoice === 'string') return null;
  return invoice.billing_reason === 'subscription_update' && invoice.status === 'paid'
    ? invoice.amount_paid
    : null;
}

/**
 * Stripe's subscription mapped to ours. Since API 2025-03-31 the period lives on the items;
 * older accounts' payloads carry it on the subscription, so both are read.
 */
export function mapStripeSubscription(sub: Stripe.Subscription): ProviderSubscription {
  const legacy = sub as unknown as { current_period_start?: number; current_period_end?: number };
  const items = sub.items?.data ?? [];
  const ends = items.map((i) => i.current_period_end).filter(Boolean);
  const starts = items.map((i) => i.current_period_start).filter(Boolean);
  const end = ends.length ? Math.max(...ends) : (legacy.current_period_end ?? sub.created);
  const start = starts.length ? Math.min(...starts) : (legacy.current_period_start ?? sub.created);
  // A subscription bought during a pass is on trial until the pass ends (decision 045): its
  // first paid period starts then, and Stripe's own period is the trial. Its end is where the
  // first renewal, which Stripe then sends, will put it.
  const deferredStart = sub.status === 'trialing' && sub.trial_end ? fromUnix(sub.trial_end) : null;
  return {
    id: sub.id,
    status: deferredStart ? 'scheduled' : (STATUS[sub.status] ?? 'incomplete'),
    currentPeriodStart: deferredStart ?? fromUnix(start),
    currentPeriodEnd: deferredStart
      ? addMonths(deferredStart, tierMonths(sub.metadata?.tier ?? ''), null)
      : fromUnix(end),
    // A cancellation scheduled for a date (cancel_at) is a cancellation at period end too.
    cancelAtPeriodEnd:
      sub.cancel_at_period_end || (sub.cancel_at != null && sub.status !== 'canceled'),
    endedAt: sub.ended_at ? fromUnix(sub.ended_at) : null,
    customerId: idOf(sub.customer),
    metadata: { ...(sub.metadata ?? {}) },
    // Set by a plan change (issue 41); a blank value is Stripe's unset metadata.
    tier: sub.metadata?.tier || null,
    scheduledTier: sub.metadata?.scheduled_tier || null,
    changeChargedCents: changeCharged(sub),
  };
}
