import { createFileRoute } from '@tanstack/react-router';
import { isRecurringTier } from '@academy/shared/tiers';
import { useAuth } from '../features/auth/auth-context';
import { PricingPage } from '../features/pricing/components/pricing-page';
import { pageTitle } from '../lib/page-title';
import { useEffectiveTier } from '../lib/use-effective-tier';

// Open to anyone (SPEC §2).
export const Route = createFileRoute('/pricing')({
  head: () => pageTitle('Pricing'),
  component: PricingRoute,
});

function PricingRoute() {
  const { state } = useAuth();
  const user = state.status === 'authenticated' ? state.user : undefined;
  const tier = useEffectiveTier(user?.subscriptionTier, user?.subscriptionEndDate);
  return <PricingPage leadsTo={!user ? 'signup' : isRecurringTier(tier) ? 'plans' : 'confirm'} />;
}
