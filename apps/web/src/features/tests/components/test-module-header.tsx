import { useRef, useState, type ReactNode } from 'react';
import type { TestAttemptView, TestModule } from '@academy/shared/tests';
import { cn } from '../../../lib/cn';
import { useFitsStuck } from '../../../lib/use-fits-stuck';
import { useScrollPadding } from '../../../lib/use-scroll-padding';
import { PanelHostContext } from '../../math-tools/lib/panel-host';
import { directionsDescription, moduleHeading, timerModuleName } from '../lib/sat-modules';
import { DirectionsDialog } from './directions-dialog';
import { ModuleTimer } from './module-timer';

interface TestModuleHeaderProps {
  attempt: TestAttemptView & { module: TestModule };
  secondsLeft: number;
  timerHidden: boolean;
  onTimerHiddenChange: (hidden: boolean) => void;
  /** The tools of the question on screen: Annotate, or the calculator and reference sheet. */
  tools: ReactNode;
}

/** Most of the screen stays the question's: with the site's bar, this one sticks while both take
 * at most half of it (at normal text size, a phone upright: 31%; on its side: 34%). */
const STUCK_SHARE = 0.5;

/** The module's sticky bar: the test's name, the module, its directions, the clock, the tools. */
export function TestModuleHeader({
  attempt,
  secondsLeft,
  timerHidden,
  onTimerHiddenChange,
  tools,
}: TestModuleHeaderProps) {
  const { module } = attempt;
  // Under the site's bar, this one is about 100 px tall on a phone: a control reached with
  // Shift+Tab stops below both.
  const bar = useRef<HTMLElement>(null);
  const sticks = useFitsStuck(bar, STUCK_SHARE);
  useScrollPadding(bar, 'top', sticks);
  // The calculator and reference sheet open just after the bar, out of its stacking context.
  const [panelHost, setPanelHost] = useState<HTMLDivElement | null>(null);
  // Opaque, without a backdrop filter: a filter would make the bar the containing block of the
  // calculator's fixed panel, which then hung from the bar instead of the screen. On a phone the
  // bar reaches as low as the mascot at its start spot: it ends before the mascot there
  // (max-sm:pr-[128px], in pixels as the mascot is), so the mascot covers neither the timer nor
  // the tools, and with the calculator open it still has a place to stand. There the tools show their icons only: with
  // their names they stacked, and the bar took 181 px of the screen. Its parts are the
  // work, not the bar: the title, the timer and the tools (a control, a timer); the padding left
  // for the mascot is not.
  // With a tool's sheet open on a phone (the panel host then holds it), the bar keeps only the
  // timer: with the title and the tools it took 205 of a 667 px screen, and the sheet the lower
  // half, which left the question no room. The tools are only visually hidden, so that closing
  // the sheet gives its button the focus back before they show again.
  return (
    <>
      <header
        ref={bar}
        className={cn(
          // Positioned either way: the Annotate hint hangs from it.
          sticks ? 'sticky top-16' : 'relative',
          'z-10 -mx-[16px] mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-slate-200 bg-white px-[16px] py-2 max-sm:pr-[128px] sm:mx-0 sm:rounded-xl sm:border max-sm:[&:has(+div>*)_[data-test-title]]:hidden max-sm:[&:has(+div>*)_[data-test-tools]]:sr-only max-sm:[&_[data-tool-label]]:sr-only',
        )}
      >
        <div className="min-w-0" data-mascot-avoid data-test-title>
          <h1 className="text-base break-words font-bold text-slate-900 sm:text-lg">
            {attempt.name}
          </h1>
          <div className="flex items-center gap-2 text-xs text-slate-600">
            <span>{moduleHeading(attempt, module)}</span>
            <span aria-hidden="true">·</span>
            <DirectionsDialog
              section={module.section}
              description={directionsDescription(attempt, module, module.questions.length)}
            />
          </div>
        </div>
        <ModuleTimer
          moduleName={timerModuleName(attempt, module)}
          secondsLeft={secondsLeft}
          hidden={timerHidden}
          onHiddenChange={onTimerHiddenChange}
        />
        <div className="flex items-center gap-2" data-test-tools>
          <PanelHostContext value={panelHost}>{tools}</PanelHostContext>
        </div>
      </header>
      <div ref={setPanelHost} />
    </>
  );
}
