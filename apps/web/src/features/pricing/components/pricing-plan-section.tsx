import { Link, type LinkProps } from '@tanstack/react-router';
import type { Plan } from '@academy/shared/plans';
import { buttonClasses } from '../../../components/ui/button';
import { CataloguePlanCard } from '../../../components/ui/plan-card';

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
        {plans.map((plan) => (
          <CataloguePlanCard key={plan.id} plan={plan} emphasised={plan.highlight !== undefined}>
            <Link
              to={ctaTo}
              className={buttonClasses({
                variant: plan.highlight ? 'primary' : 'secondary',
                fullWidth: true,
              })}
            >
              Choose {plan.name}
            </Link>
          </CataloguePlanCard>
        ))}
      </div>
    </section>
  );
}
