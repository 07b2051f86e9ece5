import { Link, type LinkProps } from '@tanstack/react-router';
import { LAUNCH_OFFER_BADGE, savingsVersusMonthly, type Plan } from '@academy/shared/plans';
import { buttonClasses } from '../../../components/ui/button';
import { PlanCard, planPeriod } from '../../../components/ui/plan-card';

interface PricingPlanSectionProps {
  id: string;
  title: string;
  subtitle: string;
  plans: readonly Plan[];
  /** Where a plan's button leads: sign-up for visitors, the subscription page once signed in. */
  ctaTo: NonNullable<LinkProps['to']>;
}

/** One row of plans (recurring or one-time) with their prices, savings and a way to start. */
export function PricingPlanSection({ id, title, subtitle, plans, ctaTo }: PricingPlanSectionProps) {
  return (
    <section aria-labelledby={id}>
      <div className="mb-6">
        <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-slate-600">{subtitle}</p>
      </div>
      <div className="grid gap-6 pt-3 md:grid-cols-3">
        {plans.map((plan) => {
          const savings = savingsVersusMonthly(plan.id);
          return (
            <PlanCard
              key={plan.id}
              id={plan.id}
              name={plan.name}
              priceCents={plan.priceCents}
              originalPriceCents={plan.originalPriceCents}
              period={planPeriod(plan)}
              description={plan.description}
              features={plan.features}
              ribbon={plan.highlight}
              emphasised={plan.highlight !== undefined}
              note={savings > 0 ? `Save ${savings}% vs monthly` : undefined}
              badges={
                <span className="inline-flex items-center rounded-full bg-accent-100 px-2 py-0.5 text-xs font-semibold text-accent-800 ring-1 ring-accent-300 ring-inset">
                  {LAUNCH_OFFER_BADGE}
                </span>
              }
            >
              <Link
                to={ctaTo}
                className={buttonClasses({
                  variant: plan.highlight ? 'primary' : 'secondary',
                  fullWidth: true,
                })}
              >
                Choose {plan.name}
              </Link>
            </PlanCard>
          );
        })}
      </div>
    </section>
  );
}
