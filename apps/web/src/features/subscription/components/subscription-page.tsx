import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Profile } from '@academy/shared/profile';
import { normaliseTier } from '@academy/shared/tiers';
import { MascotSpot } from '../../../components/layout/mascot-spot';
import { useCurrentSubscription } from '../api/get-current-subscription';
import { tabForTier, type PlanTab } from '../lib/plan-tab';
import { usePlanActions } from '../hooks/use-plan-actions';
import { blockedReasons, passStartNote, planEndedOn, planStartNote } from '../lib/plan-notices';
import { BillingHistory } from './billing-history';
import { CurrentSubscriptionCard } from './current-subscription-card';
import { PastDueBanner } from './past-due-banner';
import { FreeTrialCard } from './free-trial-card';
import { LoadError } from '../../../components/load-error';
import { PlanTabs } from './plan-tabs';
import { PlanTerms } from './plan-terms';
import { SubscriptionFaq } from './subscription-faq';
import { SubscriptionLoading } from './subscription-loading';

interface SubscriptionPageProps {
  /** The signed-in user's profile query, owned by the route: its tier picks the first tab. */
  profileQuery: UseQueryResult<Profile>;
  /** The kind of plan asked for (a plan chosen on /pricing), over the one the tier picks. */
  requestedTab?: PlanTab;
  /** What the user can do when a checkout is refused for an unverified address ("Resend"). */
  verifyAction?: ReactNode;
}

/** /subscription: the current plan, the plans to choose from, and answers to common questions. */
export function SubscriptionPage({
  profileQuery,
  requestedTab,
  verifyAction,
}: SubscriptionPageProps) {
  const profile = profileQuery.data;
  const subscriptionQuery = useCurrentSubscription({ enabled: Boolean(profile) });
  const actions = usePlanActions({
    onConflict: () => {
      void profileQuery.refetch();
      void subscriptionQuery.refetch();
    },
  });

  let body;
  if (profileQuery.isPending) {
    body = <SubscriptionLoading />;
  } else if (profileQuery.data === undefined) {
    // Only when there is no account to show: a failed refresh in the background keeps the page.
    body = (
      <LoadError
        title="We couldn't load your account."
        message={profileQuery.error.message}
        onRetry={() => void profileQuery.refetch()}
      />
    );
  } else if (subscriptionQuery.isPending) {
    body = <SubscriptionLoading />;
  } else {
    const subscription = subscriptionQuery.data;
    const profileTier = normaliseTier(profileQuery.data.subscriptionTier);
    // The server's view of the plan right now; the profile's tier if that call failed.
    const currentTier = subscription?.subscriptionTier ?? profileTier;
    const initialTab = requestedTab ?? tabForTier(profileTier);
    body = (
      <div className="space-y-10">
        {subscriptionQuery.isError ? (
          <LoadError
            title="We couldn't load your subscription details."
            message={subscriptionQuery.error.message}
            onRetry={() => void subscriptionQuery.refetch()}
          />
        ) : null}
        {subscription && currentTier !== 'Guest' && currentTier !== 'Free' ? (
          <CurrentSubscriptionCard
            subscription={subscription}
            processing={actions.processing}
            onCancel={actions.cancel}
          />
        ) : null}
        {/* Under the plan card: the top-right corner by the title is the mascot's start spot. */}
        {subscription ? <PastDueBanner subscription={subscription} /> : null}
        {currentTier === 'Guest' ? <FreeTrialCard planEndedOn={planEndedOn(subscription)} /> : null}
        <section aria-labelledby="choose-plan-title">
          <h2 id="choose-plan-title" className="mb-4 text-xl font-semibold text-slate-900">
            Choose your plan
          </h2>
          {actions.refusal ? (
            <div className="mb-6 flex flex-wrap items-center gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3">
              <p role="alert" className="min-w-0 flex-1 basis-60 text-sm text-amber-950">
                {actions.refusal}
              </p>
              {verifyAction}
            </div>
          ) : null}
          <PlanTabs
            // A tier that changes which tab the rule picks starts the tabs over on that tab.
            key={initialTab}
            initialTab={initialTab}
            currentTier={currentTier}
            baseline={currentTier === 'Free' ? 'Free' : 'Guest'}
            processing={actions.processing}
            pendingTier={actions.pendingTier}
            blockedReasons={blockedReasons(currentTier, subscription)}
            startNotes={{
              oneTime: passStartNote(subscription),
              subscription: planStartNote(subscription),
            }}
            onChoose={(tier) => void actions.checkout(tier)}
          />
          <PlanTerms />
        </section>
        {/* Free buys no plan, but may pay for tutor sessions. */}
        <BillingHistory hideWhenEmpty={currentTier === 'Free'} />
        <SubscriptionFaq />
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl page-gutter py-8 sm:py-12">
      <header className="mb-8 flow-root">
        <MascotSpot />
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Subscription
        </h1>
        <p className="mt-1 text-slate-600">
          Choose the plan that fits your preparation, and manage the one you have.
        </p>
      </header>
      {body}
    </div>
  );
}
