import { useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { ONE_TIME_PLANS, RECURRING_PLANS } from '@academy/shared/plans';
import {
  segmentedTabClasses,
  segmentedTabListClasses,
} from '../../../components/ui/segmented-tabs';
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

/** One-time passes and recurring subscriptions, one tab each (SPEC §4). */
export function PlanTabs({ initialTab, blockedReasons, startNotes, ...grid }: PlanTabsProps) {
  const [tab, setTab] = useState<PlanTab>(initialTab);

  return (
    <Tabs.Root value={tab} onValueChange={(value) => setTab(value as PlanTab)}>
      <Tabs.List aria-label="Payment type" className={segmentedTabListClasses}>
        {TABS.map(({ value }) => (
          <Tabs.Trigger key={value} value={value} className={segmentedTabClasses}>
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
