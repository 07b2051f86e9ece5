import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { planById } from '@academy/shared/plans';
import type { PurchasableTier } from '@academy/shared/tiers';
import { buttonClasses, Button } from '../../../components/ui/button';
import { CataloguePlanCard } from '../../../components/ui/plan-card';
import { MascotSpot } from '../../../components/layout/mascot-spot';
import { useAuth } from '../../auth/auth-context';
import { usePlanActions } from '../hooks/use-plan-actions';
import { rememberPlan } from '../lib/pending-plan';

/**
 * The plan chosen on /pricing before signing up or in: shown once more, with one button to its
 * checkout (issue 41). The server still decides: a refusal (say, a plan already running) is
 * said as on the plan page.
 */
export function PlanConfirmation({ plan: tier }: { plan: PurchasableTier }) {
  const plan = planById(tier);
  const actions = usePlanActions({ onConflict: () => undefined });
  const { state } = useAuth();
  const unverified = state.status === 'authenticated' && state.user.emailVerified === false;
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
          You chose the {plan.name} plan. Continue to the secure checkout to start it.
        </p>
      </header>
      <div data-mascot-avoid className="pt-3">
        <CataloguePlanCard plan={plan} emphasised>
          <Button
            size="lg"
            fullWidth
            disabled={actions.processing}
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
