import { useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { ONE_TIME_PLANS, RECURRING_PLANS } from '@academy/shared/plans';
import { PLAN_TAB_LABELS, type PlanTab } from '../lib/plan-tab';
import { PlanGrid, type PlanGridProps } from './plan-grid';

type PlanGridChoices = Omit<PlanGridProps, 'plans' | 'blockedReason' | 'note'>;

interface PlanTabsProps extends PlanGridChoices {
  initialTab: PlanTab;
  /** Why plans of each kind cannot be bought right now, if so. */
  blockedReasons: Record<PlanTab, string | null>;
  /** When a plan of each kind bought now would start, if not at once. */
  startNotes: Record<PlanTab, string | null>;
}

const TABS: { value: PlanTab; plans: typeof ONE_TIME_PLANS }[] = [
  { value: 'oneTime', plans: ONE_TIME_PLANS },
  { value: 'subscription', plans: RECURRING_PLANS },
];

// Forced colours (Windows high contrast) drop the chosen tab's white background and shadow:
// there it is underlined in the highlight colour instead, the underline taken from its padding.
const triggerClasses =
  'flex-1 rounded-lg px-4 py-2 text-sm font-semibold text-slate-600 transition-colors hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm sm:flex-none forced-colors:data-[state=active]:border-b-2 forced-colors:data-[state=active]:border-[Highlight] forced-colors:data-[state=active]:pb-1.5';

/** One-time passes and recurring subscriptions, one tab each (SPEC §4). */
export function PlanTabs({ initialTab, blockedReasons, startNotes, ...grid }: PlanTabsProps) {
  const [tab, setTab] = useState<PlanTab>(initialTab);

  return (
    <Tabs.Root value={tab} onValueChange={(value) => setTab(value as PlanTab)}>
      <Tabs.List
        aria-label="Payment type"
        className="flex w-full rounded-xl bg-slate-200/70 p-1 sm:inline-flex sm:w-auto"
      >
        {TABS.map(({ value }) => (
          <Tabs.Trigger key={value} value={value} className={triggerClasses}>
            {PLAN_TAB_LABELS[value]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {TABS.map(({ value, plans }) => (
        <Tabs.Content key={value} value={value} className="mt-6 rounded-2xl">
          <PlanGrid
            plans={plans}
            blockedReason={blockedReasons[value]}
            note={startNotes[value]}
            {...grid}
          />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
