import { Link } from '@tanstack/react-router';
import type { Plan } from '@academy/shared/plans';
import { buttonClasses } from '../../../components/ui/button';
import { CataloguePlanCard } from '../../../components/ui/plan-card';
import type { PlanTab } from '../../subscription/lib/plan-tab';
import type { PlanButtonsLead } from '../lib/plan-buttons-lead';

interface PricingPlanSectionProps {
  id: string;
  title: string;
  subtitle: string;
  plans: readonly Plan[];
  leadsTo: PlanButtonsLead;
  /** The plans of this kind on /subscription, where a plan under way is changed. */
  tab: PlanTab;
}

/** One row of plans (recurring or one-time) with their prices, savings and a way to start. */
export function PricingPlanSection({
  id,
  title,
  subtitle,
  plans,
  leadsTo,
  tab,
}: PricingPlanSectionProps) {
  return (
    <section aria-labelledby={id}>
      <div className="mb-6">
        <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-slate-600">{subtitle}</p>
      </div>
      {/* Each card at least 14rem, as on /subscription: with text at 200% a tablet has one
          across and a 1280 px window two, not three cards a word a line, spilling out. */}
      <div className="card-grid pt-3 [--card-gap:1.5rem] [--card-min:14rem] md:card-columns-3">
        {plans.map((plan) => (
          <CataloguePlanCard key={plan.id} plan={plan} emphasised={plan.highlight !== undefined}>
            <Link
              {...(leadsTo === 'signup'
                ? { to: '/signup', search: { plan: plan.id } }
                : leadsTo === 'plans' && tab === 'subscription'
                  ? { to: '/subscription', search: { tab } }
                  : { to: '/subscription/confirm', search: { plan: plan.id } })}
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
