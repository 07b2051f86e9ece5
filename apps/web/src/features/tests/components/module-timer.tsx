import { useCallback, useRef } from 'react';
import { CountdownClock, TimerToggle } from '../../../components/countdown';
import { useFocusWhenLost } from '../../../lib/use-focus-when-lost';

/** The countdown may be hidden until this many seconds remain, as in Bluebook. */
export const ALWAYS_SHOWN_BELOW = 5 * 60;
/** How long the 5-minute notice shows under the clock, as Bluebook's message does. */
const NOTICE_SECONDS = 10;
export const FIVE_MINUTES_NOTICE = '5 minutes or less left';

interface ModuleTimerProps {
  /** "module 2", "Section 2, Module 1" (timerModuleName). */
  moduleName: string;
  secondsLeft: number;
  hidden: boolean;
  onHiddenChange: (hidden: boolean) => void;
}

export function ModuleTimer({ moduleName, secondsLeft, hidden, onHiddenChange }: ModuleTimerProps) {
  const lastMinutes = secondsLeft <= ALWAYS_SHOWN_BELOW;
  // Seen, not only heard: a hidden clock came back at 5 minutes, turned amber, and said nothing
  // to a sighted student of why.
  const notice = secondsLeft > ALWAYS_SHOWN_BELOW - NOTICE_SECONDS && lastMinutes;
  const clockId = 'test-module-clock';
  // At 5 minutes the Hide timer button goes: had it the focus, the clock takes it, not the page.
  // Only then: a student reading the question, the focus on the page, had it pulled to the clock
  // (a screen reader's place with it) at the very moment the last minutes began.
  const timer = useRef<HTMLDivElement>(null);
  const toggleHadFocus = useRef(false);
  // Called as the button goes, while it is still in the page (React 19's ref cleanup).
  const watchToggle = useCallback((toggle: HTMLSpanElement | null) => {
    if (!toggle) return;
    return () => {
      toggleHadFocus.current = toggle.contains(document.activeElement);
    };
  }, []);
  useFocusWhenLost(lastMinutes, () => (toggleHadFocus.current ? timer.current : null));
  return (
    <div
      ref={timer}
      tabIndex={-1}
      className="relative flex flex-wrap items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500"
    >
      <CountdownClock
        id={clockId}
        label={`Time left in ${moduleName}: `}
        secondsLeft={secondsLeft}
        shown={!hidden || lastMinutes}
        urgent={lastMinutes}
      />
      {lastMinutes ? null : (
        <span ref={watchToggle} className="contents">
          <TimerToggle clockId={clockId} hidden={hidden} onHiddenChange={onHiddenChange} />
        </span>
      )}
      {/* Hangs below the clock, over the page, so the bar keeps its height. */}
      <span
        aria-live="polite"
        className={
          notice
            ? 'absolute top-full left-0 z-20 mt-1 rounded-md bg-amber-100 px-2 py-1 text-xs font-semibold whitespace-nowrap text-amber-900 shadow-card'
            : 'sr-only'
        }
      >
        {secondsLeft === 0 ? 'Time is up' : lastMinutes ? FIVE_MINUTES_NOTICE : ''}
      </span>
    </div>
  );
}
