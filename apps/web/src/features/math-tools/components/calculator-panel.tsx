import { lazy, Suspense, useEffect, useState, type RefObject } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { Spinner } from '../../../components/ui/spinner';
import { loadToolState, saveToolState, type ToolState } from '../lib/tool-state';
import { AngleToggle } from './angle-toggle';
import { FloatingPanel } from './floating-panel';
import { ScientificCalculator } from './scientific-calculator';

// The plotting library (d3) waits for the Graphing tab.
const GraphingCalculator = lazy(() => import('./graphing-calculator'));

interface CalculatorPanelProps {
  id: string;
  /** Whose expressions: a question's, or a question's in one timed attempt (MathToolsBar). */
  workId: string;
  onClose: () => void;
  anchor: RefObject<HTMLElement | null>;
}

const triggerClasses =
  'flex-1 rounded-md px-3 py-1.5 text-sm font-semibold text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm forced-colors:data-[state=active]:border-b-2 forced-colors:data-[state=active]:border-[Highlight]';

/** The scientific and graphing calculator of one question, its expressions kept for the session. */
export default function CalculatorPanel({ id, workId, onClose, anchor }: CalculatorPanelProps) {
  const [state, setState] = useState<ToolState>(() => loadToolState(workId));
  useEffect(() => saveToolState(workId, state), [workId, state]);

  return (
    <FloatingPanel id={id} title="Calculator" onClose={onClose} anchor={anchor}>
      <Tabs.Root
        value={state.mode}
        onValueChange={(mode) => setState((s) => ({ ...s, mode: mode as ToolState['mode'] }))}
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Tabs.List
            aria-label="Calculator mode"
            className="flex flex-wrap rounded-lg bg-slate-100 p-1"
          >
            <Tabs.Trigger value="scientific" className={triggerClasses}>
              Scientific
            </Tabs.Trigger>
            <Tabs.Trigger value="graphing" className={triggerClasses}>
              Graphing
            </Tabs.Trigger>
          </Tabs.List>
          <AngleToggle unit={state.unit} onChange={(unit) => setState((s) => ({ ...s, unit }))} />
        </div>
        <Tabs.Content value="scientific" className="mt-3">
          <ScientificCalculator state={state} onChange={setState} />
        </Tabs.Content>
        <Tabs.Content value="graphing" className="mt-3">
          <Suspense fallback={<Spinner label="Loading the graph" className="p-4" />}>
            <GraphingCalculator
              expressions={state.graph}
              unit={state.unit}
              onChange={(graph) => setState((s) => ({ ...s, graph }))}
            />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
    </FloatingPanel>
  );
}
