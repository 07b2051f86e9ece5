import { useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import type { FamilyChild, FamilyPlan } from '@academy/shared/family';
import { PLANS, formatUsd } from '@academy/shared/plans';
import { tierLabel, type PurchasableTier } from '@academy/shared/tiers';
import { LabelWithContext } from '../../../components/ui/label-with-context';
import { Button } from '../../../components/ui/button';
import { controlBoxClasses } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { browserLocation } from '../../../lib/api-client';
import { useFocusWhenLost } from '../../../lib/use-focus-when-lost';
import { formatLongDate } from '../../../lib/format-date';
import { UpcomingPasses } from '../../subscription/components/upcoming-passes';
import { useStartChildCheckout } from '../api/start-child-checkout';
import { ChildPlanActions } from './child-plan-actions';

function planLine(plan: FamilyPlan) {
  if (plan.subscriptionTier === 'Guest') return 'No plan: only the free trial questions';
  const label = tierLabel(plan.subscriptionTier);
  // A pass in use ends where the first one waiting starts; the access end is the last one's.
  const end = formatLongDate(
    (plan.kind !== 'recurring' && plan.upcomingPasses[0]?.startsAt) || plan.currentPeriodEnd,
  );
  if (!end) return `${label} plan`;
  if (plan.kind !== 'recurring') return `${label} plan, paid until ${end}`;
  // The end is then the grace's; canceled in it, the renewal was called off, so it simply ends.
  if (plan.status === 'past_due' && !plan.cancelAtPeriodEnd) {
    return `${label} plan: the renewal payment failed, access continues until ${end}`;
  }
  return plan.cancelAtPeriodEnd
    ? `${label} plan, ends on ${end} (it will not renew)`
    : `${label} plan, renews on ${end}`;
}

/** A renewing subscription, or one waiting for a pass to end: a second would be refused. */
const renewing = (plan: FamilyPlan) =>
  plan.upcomingPlan !== null || (plan.kind === 'recurring' && !plan.cancelAtPeriodEnd);

/**
 * The child's plan; the parent who pays for it manages it (decision 057), and any parent can
 * pay for one while none renews (the plan applies to the child's account).
 */
export function ChildPlan({ child }: { child: FamilyChild }) {
  const [tier, setTier] = useState<PurchasableTier>(
    child.plan.kind === 'recurring' ? 'OneTimeMonth' : 'Monthly',
  );
  const checkout = useStartChildCheckout();
  const opening = useRef(false);
  // Busy from the click until the checkout's page replaces this one.
  const leaving = checkout.isPending || checkout.isSuccess;
  const selectId = useId();
  const { plan } = child;
  const hasPlan = plan.subscriptionTier !== 'Guest';
  const end = formatLongDate(plan.currentPeriodEnd);
  // Over a plan that ends with its period only a pass can follow it (decision 008): a new
  // subscription waits until it has ended.
  const passesOnly = plan.kind === 'recurring';
  // Cancelling removes its own button, and the focus would fall to the page: it goes to the
  // words saying when the plan now ends.
  const line = useRef<HTMLParagraphElement>(null);
  useFocusWhenLost(plan.cancelAtPeriodEnd, () => (plan.cancelAtPeriodEnd ? line.current : null));

  return (
    <div className="space-y-3">
      <p ref={line} tabIndex={-1} className="rounded-md text-slate-700">
        {planLine(plan)}
      </p>
      {plan.scheduledTier && end ? (
        <p className="text-sm text-slate-600">
          From {end} it changes to {tierLabel(plan.scheduledTier)}.
        </p>
      ) : null}
      {plan.upcomingPlan ? (
        <p className="text-sm text-slate-600">
          Next: {tierLabel(plan.upcomingPlan.tier)}, from{' '}
          {formatLongDate(plan.upcomingPlan.startsAt)}, renewing automatically.
        </p>
      ) : null}
      <UpcomingPasses
        passes={plan.upcomingPasses}
        afterPlan={plan.kind === 'recurring' && plan.cancelAtPeriodEnd}
      />
      {plan.managedByYou ? <ChildPlanActions child={child} /> : null}
      {plan.managedBy ? (
        <p className="text-sm text-slate-600">
          {plan.managedBy} pays for this plan and manages it.
        </p>
      ) : null}
      {plan.subscriptionTier === 'Free' || renewing(plan) ? null : (
        <form
          aria-label={`Pay for a plan for ${child.firstname}`}
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            // isPending disables the button a render later, and it ends before the checkout's
            // page opens: a double click opened two checkouts.
            if (opening.current) return;
            opening.current = true;
            checkout.mutate(
              { childId: child.id, tier },
              {
                onSuccess: (url) => browserLocation.assign(url),
                onError: (error) => {
                  opening.current = false;
                  toast.error(error.message);
                },
              },
            );
          }}
        >
          {/* Room for the plan's name and price beside a long "Pay for <name>", which wraps. */}
          <div className="flex-1 space-y-1.5 sm:min-w-56">
            <label htmlFor={selectId} className="block text-sm font-medium text-slate-700">
              <LabelWithContext
                label={hasPlan ? 'Choose another plan' : 'Choose a plan'}
                context={child.firstname}
              />
            </label>
            <select
              id={selectId}
              value={tier}
              onChange={(event) => setTier(event.target.value as PurchasableTier)}
              className={controlBoxClasses}
            >
              {PLANS.filter((option) => !passesOnly || option.kind === 'oneTime').map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}: {formatUsd(option.priceCents)}
                  {option.kind === 'recurring' ? ` every ${option.duration}` : ' once'}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" disabled={leaving}>
            {leaving ? <Spinner label="Opening the checkout" /> : null}
            {leaving ? 'Opening...' : `Pay for ${child.firstname}`}
          </Button>
        </form>
      )}
    </div>
  );
}
