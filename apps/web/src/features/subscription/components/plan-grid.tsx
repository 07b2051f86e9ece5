import { useRef } from 'react';
import { Check, LoaderCircle } from 'lucide-react';
import type { Plan } from '@academy/shared/plans';
import { subscriptionMessages } from '@academy/shared/payments';
import type { PurchasableTier, SubscriptionTier } from '@academy/shared/tiers';
import { CataloguePlanCard, PlanCard } from '../../../components/ui/plan-card';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { useFocusAfterBusy } from '../../../lib/use-focus-when-lost';
import { BASELINE_PLANS, type BaselineTier } from '../lib/baseline-plans';

export interface PlanGridProps {
  plans: readonly Plan[];
  currentTier: SubscriptionTier;
  /** The card before the paid plans: Guest, or Free for an account the academy made Free. */
  baseline: BaselineTier;
  processing: boolean;
  /** The plan whose checkout is being opened. */
  pendingTier: PurchasableTier | null;
  /** Why no plan can be bought right now (an active renewing plan, Free access), if so. */
  blockedReason: string | null;
  /** What to know before buying one (when a pass would start), if anything. */
  note?: string | null;
  onChoose: (tier: PurchasableTier) => void;
}

const chipClasses =
  'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset';

export function PlanGrid({
  plans,
  currentTier,
  baseline,
  processing,
  pendingTier,
  blockedReason,
  note,
  onChoose,
}: PlanGridProps) {
  const notice = blockedReason ?? note;
  const base = BASELINE_PLANS[baseline];
  const baseIsCurrent = currentTier === baseline;
  // Every plan's button disables while a checkout opens; should it fail, the focus goes back to
  // the plan chosen rather than staying on the page.
  const gridRef = useRef<HTMLDivElement>(null);
  const chosen = useRef<PurchasableTier | null>(null);
  useFocusAfterBusy(processing, () =>
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-tier="${chosen.current}"]:enabled`),
  );

  // Four across, the gaps are narrower: at 1280 px, beside the large mascot, "Choose One-Time
  // Quarter" was 2 px too wide for its button and took a second line. Each card at least 14rem:
  // with text at 200% a 1280 px window has two across, not four cards a word a line.
  return (
    <div className="space-y-6">
      {notice ? <Notice>{notice}</Notice> : null}
      <div
        ref={gridRef}
        className="card-grid pt-3 [--card-gap:1.5rem] [--card-min:14rem] sm:card-columns-2 xl:card-columns-4 xl:[--card-gap:1rem]"
      >
        <PlanCard
          id={`${baseline}-${plans[0]?.kind ?? 'plans'}`}
          name={base.name}
          priceCents={0}
          period="no payment"
          description={base.description}
          features={base.features}
          emphasised={baseIsCurrent}
          badges={
            baseIsCurrent ? (
              <span className={`${chipClasses} bg-emerald-50 text-emerald-800 ring-emerald-200`}>
                {subscriptionMessages.currentPlan}
              </span>
            ) : null
          }
        >
          <p className="rounded-lg bg-slate-50 px-3 py-2.5 text-center text-sm text-slate-600">
            {base.note}
          </p>
        </PlanCard>

        {plans.map((plan) => {
          const current = plan.id === currentTier;
          const pending = pendingTier === plan.id;
          return (
            <CataloguePlanCard key={plan.id} plan={plan} emphasised={current}>
              {current ? (
                <Button fullWidth variant="secondary" disabled>
                  <Check className="size-4" aria-hidden="true" />
                  {subscriptionMessages.currentPlan}
                </Button>
              ) : (
                <Button
                  fullWidth
                  // Blocked (a plan already runs), the highlighted plan's button is not drawn
                  // filled: faded purple still read as a button to press.
                  variant={plan.highlight && blockedReason === null ? 'primary' : 'secondary'}
                  disabled={processing || blockedReason !== null}
                  data-tier={plan.id}
                  onClick={() => {
                    chosen.current = plan.id;
                    onChoose(plan.id);
                  }}
                >
                  {pending ? (
                    <>
                      <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                      Redirecting...
                    </>
                  ) : (
                    `Choose ${plan.name}`
                  )}
                </Button>
              )}
            </CataloguePlanCard>
          );
        })}
      </div>
    </div>
  );
}
