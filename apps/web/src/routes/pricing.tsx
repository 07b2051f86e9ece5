import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '../features/auth/auth-context';
import { PricingPage } from '../features/pricing/components/pricing-page';
import { pageTitle } from '../lib/page-title';

// Open to anyone (SPEC §2).
export const Route = createFileRoute('/pricing')({
  head: () => pageTitle('Pricing'),
  component: PricingRoute,
});

function PricingRoute() {
  const { state } = useAuth();
  // Visitors sign up first (SPEC §2); a signed-in user already has the subscription page.
  return <PricingPage signedIn={state.status === 'authenticated'} />;
}
