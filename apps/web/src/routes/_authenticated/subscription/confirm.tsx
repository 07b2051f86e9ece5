import { Navigate, createFileRoute } from '@tanstack/react-router';
import { PlanConfirmation } from '../../../features/subscription/components/plan-confirmation';
import { pageTitle } from '../../../lib/page-title';
import { planSearch } from '../../../features/auth/lib/auth-search';

// ?plan= the plan chosen before signing up; an unknown or tampered one is dropped, and the
// page then simply shows every plan.
export const Route = createFileRoute('/_authenticated/subscription/confirm')({
  validateSearch: planSearch,
  head: () => pageTitle('Confirm your plan'),
  component: ConfirmRoute,
});

function ConfirmRoute() {
  const { plan } = Route.useSearch();
  return plan ? <PlanConfirmation plan={plan} /> : <Navigate to="/subscription" replace />;
}
