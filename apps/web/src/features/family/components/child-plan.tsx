import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import type { FamilyChild } from '@academy/shared/family';
import { PLANS, formatUsd } from '@academy/shared/plans';
import { tierLabel, type PurchasableTier } from '@academy/shared/tiers';
import { Button } from '../../../components/ui/button';
import { controlBoxClasses } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { browserLocation } from '../../../lib/api-client';
import { useStartChildCheckout } from '../api/start-child-checkout';

const day = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(iso));

function planLine({ plan }: FamilyChild) {
  if (plan.subscriptionTier === 'Guest') return 'No plan: free practice only';
  const label = tierLabel(plan.subscriptionTier);
  if (!plan.currentPeriodEnd) return `${label} plan`;
  return `${label} plan, ${plan.status === 'active' ? 'paid until' : `${plan.status} until`} ${day(plan.currentPeriodEnd)}`;
}

/** The child's plan, and the parent paying for one (the plan applies to the child's account). */
export function ChildPlan({ child }: { child: FamilyChild }) {
  const [tier, setTier] = useState<PurchasableTier>('Monthly');
  const checkout = useStartChildCheckout();
  const selectId = useId();
  const hasPlan = child.plan.subscriptionTier !== 'Guest';

  return (
    <div className="space-y-3">
      <p className="text-slate-700">{planLine(child)}</p>
      {child.plan.subscriptionTier === 'Free' ? null : (
        <form
          aria-label={`Pay for a plan for ${child.firstname}`}
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            checkout.mutate(
              { childId: child.id, tier },
              {
                onSuccess: (url) => browserLocation.assign(url),
                onError: (error) => toast.error(error.message),
              },
            );
          }}
        >
          <div className="flex-1 space-y-1.5">
            <label htmlFor={selectId} className="block text-sm font-medium text-slate-700">
              {hasPlan ? 'Choose another plan' : 'Choose a plan'}
            </label>
            <select
              id={selectId}
              value={tier}
              onChange={(event) => setTier(event.target.value as PurchasableTier)}
              className={controlBoxClasses}
            >
              {PLANS.map((plan) => (
                <option key={plan.id} value={plan.id}>
                  {plan.name}: {formatUsd(plan.priceCents)}
                  {plan.kind === 'recurring' ? ` every ${plan.duration}` : ' once'}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" disabled={checkout.isPending}>
            {checkout.isPending ? <Spinner label="Opening the checkout" /> : null}
            {checkout.isPending ? 'Opening...' : `Pay for ${child.firstname}`}
          </Button>
        </form>
      )}
    </div>
  );
}
