import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CalendarClock, Crown, Infinity as Unlimited } from 'lucide-react';
import type { AuthUser } from '@academy/shared/profile';
import { isRecurringTier } from '@academy/shared/tiers';
import { TierBadge } from '../../../components/tier-badge';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatLongDate } from '../../../lib/format-date';
import { useEffectiveTier } from '../../../lib/use-effective-tier';
import { GuestTrial } from '../../guest-trial/components/guest-trial';
import { paidPlanEnded } from '../../guest-trial/lib/trial-words';
import { currentSubscriptionQueryOptions } from '../../subscription/api/get-current-subscription';

/** When a plan's period ends: the plan page's state says whether it renews then. */
function usePeriodEnd(recurring: boolean, endsOn: string | null) {
  const current = useQuery({ ...currentSubscriptionQueryOptions(), enabled: recurring });
  if (!recurring) return { line: `Access until ${endsOn}`, paidBy: null };
  const plan = current.data;
  const payer = plan?.paidBy ? plan.paidBy.firstname : null;
  if (!plan) return { line: `Current period ends ${endsOn}`, paidBy: null };
  // After a failed renewal the date is the end of the grace, as the plan page says.
  const line =
    plan.subscriptionStatus === 'past_due'
      ? `Renewal payment failed: access until ${endsOn}`
      : plan.cancelAtPeriodEnd
        ? `Ends ${endsOn}`
        : `Renews ${endsOn}`;
  return { line, paidBy: payer };
}

/** The home's plan box: the tier, its end date or the trial left, and a way to /subscription. */
export function SubscriptionStatus({ user }: { user: AuthUser }) {
  // A paid tier past its end date counts as Guest, as it does on the server, from the moment
  // it ends.
  const tier = useEffectiveTier(user.subscriptionTier, user.subscriptionEndDate);
  const isGuest = tier === 'Guest';
  const planEnded = paidPlanEnded(user, tier);
  const endsOn = formatLongDate(user.subscriptionEndDate);
  const period = usePeriodEnd(isRecurringTier(tier), endsOn);

  return (
    <section
      aria-labelledby="subscription-status-title"
      className="rounded-2xl border border-slate-200/80 bg-white p-5 shadow-card"
    >
      <div className="flex items-center justify-between gap-3">
        <h2
          id="subscription-status-title"
          className="flex items-center gap-2 font-semibold text-slate-900"
        >
          <Crown className="size-4.5 text-accent-500" aria-hidden="true" />
          Your plan
        </h2>
        <TierBadge tier={tier} />
      </div>

      <div className="mt-4">
        {isGuest ? (
          <>
            {planEnded ? (
              <p className="mb-2 text-sm text-slate-600">Your paid plan has ended.</p>
            ) : null}
            <GuestTrial planEnded={planEnded} />
          </>
        ) : tier === 'Free' ? (
          <p className="flex items-start gap-2 text-sm text-slate-700">
            <Unlimited className="mt-0.5 size-4 shrink-0 text-primary-600" aria-hidden="true" />
            Free plan assigned by administrators, with unlimited practice.
          </p>
        ) : (
          <p className="flex items-start gap-2 text-sm text-slate-700">
            <CalendarClock className="mt-0.5 size-4 shrink-0 text-primary-600" aria-hidden="true" />
            {endsOn
              ? `${period.line}${period.paidBy ? ` · paid by ${period.paidBy}` : ''}`
              : 'Unlimited practice while your plan is active.'}
          </p>
        )}
      </div>

      <Link
        to="/subscription"
        className={cn(
          buttonClasses({ variant: isGuest ? 'primary' : 'secondary', fullWidth: true }),
          'mt-5',
        )}
      >
        {isGuest
          ? 'Upgrade your plan'
          : tier === 'Free' || period.paidBy
            ? 'View plans'
            : isRecurringTier(tier)
              ? 'Manage subscription'
              : 'Manage your pass'}
      </Link>
    </section>
  );
}
