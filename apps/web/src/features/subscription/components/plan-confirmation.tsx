import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { planById } from '@academy/shared/plans';
import type { PurchasableTier } from '@academy/shared/tiers';
import { buttonClasses, Button } from '../../../components/ui/button';
import { CataloguePlanCard } from '../../../components/ui/plan-card';
import { MascotSpot } from '../../../components/layout/mascot-spot';
import { useAuth } from '../../auth/auth-context';
import { useCurrentSubscription } from '../api/get-current-subscription';
import { usePlanActions } from '../hooks/use-plan-actions';
import { rememberPlan } from '../lib/pending-plan';
import { blockedReasons, passStartNote, planStartNote } from '../lib/plan-notices';
import { tabForTier } from '../lib/plan-tab';
import { Notice } from '../../../components/ui/notice';
import { useEffectiveTier } from '../../../lib/use-effective-tier';

/**
 * The plan chosen on /pricing before signing up or in: shown once more, with one button to its
 * checkout (issue 41). What the plan page says of that kind of plan is said here too, before
 * the click: why it cannot be bought now, or when it would start (a pass bought during another
 * one). The server still decides: a refusal is said as on the plan page.
 */
export function PlanConfirmation({ plan: tier }: { plan: PurchasableTier }) {
  const plan = planById(tier);
  const actions = usePlanActions({ onConflict: () => undefined });
  const { state } = useAuth();
  const user = state.status === 'authenticated' ? state.user : null;
  const unverified = user?.emailVerified === false;
  const tierNow = useEffectiveTier(user?.subscriptionTier, user?.subscriptionEndDate);
  const { data: subscription } = useCurrentSubscription({ enabled: user !== null });
  const currentTier = subscription?.subscriptionTier ?? tierNow;
  const kind = tabForTier(tier);
  const blocked = subscription ? blockedReasons(currentTier, subscription)[kind] : null;
  const startNote = kind === 'oneTime' ? passStartNote(subscription) : planStartNote(subscription);
  // Checkout waits for a verified address: the mailed link brings the user back to this plan.
  useEffect(() => {
    if (unverified) rememberPlan(tier);
  }, [unverified, tier]);
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <header className="mb-6 flow-root">
        <MascotSpot />
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Confirm your plan</h1>
        <p className="mt-1 text-slate-600">
          {/* When the notice below says why it cannot be bought, the lead does not send them on. */}
          {blocked
            ? `You chose the ${plan.name} plan.`
            : `You chose the ${plan.name} plan. Continue to the secure checkout to start it.`}
        </p>
      </header>
      <div data-mascot-avoid className="pt-3">
        {blocked || startNote ? <Notice className="mb-6">{blocked ?? startNote}</Notice> : null}
        <CataloguePlanCard plan={plan} emphasised>
          <Button
            size="lg"
            fullWidth
            disabled={actions.processing || blocked !== null}
            onClick={() => void actions.checkout(tier)}
          >
            {actions.processing ? 'Opening checkout...' : 'Continue to checkout'}
          </Button>
        </CataloguePlanCard>
        {actions.refusal ? (
          <p role="alert" className="mt-4 text-sm text-amber-900">
            {actions.refusal}
          </p>
        ) : null}
        <p className="mt-6 text-center">
          <Link to="/subscription" className={buttonClasses({ variant: 'ghost' })}>
            See all plans
          </Link>
        </p>
      </div>
    </div>
  );
}
