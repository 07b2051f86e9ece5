import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import {
  formatUsd,
  LAUNCH_OFFER_BADGE,
  savingsVersusMonthly,
  type Plan,
} from '@academy/shared/plans';
import { cn } from '../../lib/cn';

interface PlanCardProps {
  /** Used for the heading id, so the card is named by its plan. */
  id: string;
  name: string;
  priceCents: number;
  /** The regular price, shown struck through when given. */
  originalPriceCents?: number;
  /** What one payment buys, under the price: 'per month', 'one payment · 3 months'. */
  period: string;
  description: string;
  features: readonly string[];
  /** A banner across the top, e.g. 'Most Popular'. */
  ribbon?: string;
  /** Small chips above the name (discount, current plan). */
  badges?: ReactNode;
  /** A line under the price, e.g. the savings against the monthly plan. */
  note?: ReactNode;
  /** Draws the card as the one to look at (the current or the highlighted plan). */
  emphasised?: boolean;
  /** The card's action: a button, a link, or a short text instead of one. */
  children: ReactNode;
}

/** One plan of the catalogue, as the pricing and subscription pages show it. */
export function PlanCard({
  id,
  name,
  priceCents,
  originalPriceCents,
  period,
  description,
  features,
  ribbon,
  badges,
  note,
  emphasised = false,
  children,
}: PlanCardProps) {
  const headingId = `plan-${id}-name`;
  return (
    // Its name, price and ribbon are read as one: the mascot stood on them, clear of the button.
    <article
      aria-labelledby={headingId}
      data-mascot-avoid
      className={cn(
        // The same top padding with or without a ribbon keeps a row's contents level.
        // A container, for the price's size (cqi).
        '@container relative flex h-full flex-col rounded-2xl border bg-white px-6 pt-8 pb-6 shadow-card',
        emphasised ? 'border-primary-300 ring-2 ring-primary-500/70' : 'border-slate-200/80',
      )}
    >
      {ribbon ? (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary-600 px-3 py-1 text-xs font-semibold tracking-wide whitespace-nowrap text-white uppercase shadow-sm">
          {ribbon}
        </p>
      ) : null}
      {/* A row of its own, so names and prices line up across a row of cards. Empty, it keeps its
          space only from 640 px, where a plan grid sets the card beside others with badges (the
          paid plans always have one); in a phone's single column it would be a blank line. */}
      <div
        className={cn(
          'mb-2 min-h-6 flex-wrap items-center gap-2',
          badges ? 'flex' : 'hidden sm:flex',
        )}
      >
        {badges}
      </div>
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {name}
      </h3>
      <p className="mt-1.5 text-sm text-slate-600">{description}</p>

      <div className="mt-5">
        {/* text-4xl, but at most a quarter of the card's width: at 200% text size "$103.49"
            ran out of a card of four in a row. Wider still, it breaks rather than spill. */}
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-[length:min(2.25rem,24cqi)] leading-[calc(2.5/2.25)] font-bold tracking-tight wrap-anywhere text-slate-900">
            {formatUsd(priceCents)}
          </span>
          {originalPriceCents !== undefined && originalPriceCents > priceCents ? (
            <s className="text-base font-medium text-slate-500">
              <span className="sr-only">Regular price </span>
              {formatUsd(originalPriceCents)}
            </s>
          ) : null}
        </p>
        <p className="mt-1 text-sm text-slate-500">{period}</p>
        {note ? <p className="mt-2 text-sm font-semibold text-emerald-700">{note}</p> : null}
      </div>

      <ul className="mt-5 flex-1 space-y-2.5 text-sm text-slate-700">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <Check className="mt-0.5 size-4 shrink-0 text-primary-600" aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>

      <div className="mt-6">{children}</div>
    </article>
  );
}

interface CataloguePlanCardProps {
  plan: Plan;
  emphasised: boolean;
  children: ReactNode;
}

/** A paid plan of the catalogue: its period, its savings against monthly and the launch offer. */
export function CataloguePlanCard({ plan, emphasised, children }: CataloguePlanCardProps) {
  const savings = savingsVersusMonthly(plan.id);
  return (
    <PlanCard
      id={plan.id}
      name={plan.name}
      priceCents={plan.priceCents}
      originalPriceCents={plan.originalPriceCents}
      period={planPeriod(plan)}
      description={plan.description}
      features={plan.features}
      ribbon={plan.highlight}
      emphasised={emphasised}
      note={savings > 0 ? `Save ${savings}% vs monthly` : undefined}
      badges={
        <span className="inline-flex items-center rounded-full bg-accent-100 px-2 py-0.5 text-xs font-semibold text-accent-800 ring-1 ring-accent-300 ring-inset">
          {LAUNCH_OFFER_BADGE}
        </span>
      }
    >
      {children}
    </PlanCard>
  );
}

const RECURRING_PERIODS: Record<Plan['durationMonths'], string> = {
  1: 'per month',
  3: 'every 3 months',
  12: 'per year',
};

const PASS_LENGTHS: Record<Plan['durationMonths'], string> = {
  1: '1 month',
  3: '3 months',
  12: '1 year',
};

/** The caption under a catalogue plan's price. */
const planPeriod = (plan: Plan) =>
  plan.kind === 'recurring'
    ? `${RECURRING_PERIODS[plan.durationMonths]}, renews automatically`
    : `one payment · ${PASS_LENGTHS[plan.durationMonths]} of access`;
