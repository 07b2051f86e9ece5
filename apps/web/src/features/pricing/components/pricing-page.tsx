import { ONE_TIME_PLANS, RECURRING_PLANS } from '@academy/shared/plans';
import { CLEAR_OF_LARGE_MASCOT } from '../../../components/layout/mascot-spot';
import type { PlanButtonsLead } from '../lib/plan-buttons-lead';
import { LaunchOfferBanner } from './launch-offer-banner';
import { PricingFaq } from './pricing-faq';
import { PricingPlanSection } from './pricing-plan-section';

interface PricingPageProps {
  leadsTo: PlanButtonsLead;
}

/** /pricing: the launch offer, recurring and one-time plans, and common questions. */
export function PricingPage({ leadsTo }: PricingPageProps) {
  return (
    <div className="mx-auto w-full max-w-6xl space-y-14 page-gutter py-10 sm:py-14">
      {/* The heading starts below the mascot's starting spot on phones and tablets, where it
          stands beside the banner. */}
      <header className="space-y-8 text-center sm:max-lg:space-y-16">
        <LaunchOfferBanner />
        <div className={CLEAR_OF_LARGE_MASCOT}>
          <h1 className="text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl">
            Simple plans for serious score gains
          </h1>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-pretty text-slate-600">
            Every plan opens all SAT Math and Reading and Writing practice topics, hints,
            explanations and your progress scores. Pick a subscription that renews, or pay once for
            a fixed period.
          </p>
        </div>
      </header>
      <PricingPlanSection
        id="pricing-recurring"
        title="Subscriptions"
        subtitle="Renews automatically. Cancel anytime."
        plans={RECURRING_PLANS}
        leadsTo={leadsTo}
        tab="subscription"
      />
      <PricingPlanSection
        id="pricing-one-time"
        title="One-time payment"
        subtitle="Pay once for a fixed period. No renewal, nothing to cancel."
        plans={ONE_TIME_PLANS}
        leadsTo={leadsTo}
        tab="oneTime"
      />
      <PricingFaq />
    </div>
  );
}
