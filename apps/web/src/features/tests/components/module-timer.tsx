import { useRef } from 'react';
import { CountdownClock, TimerToggle } from '../../../components/countdown';
import { useFocusWhenLost } from '../../../lib/use-focus-when-lost';

/** The countdown may be hidden until this many seconds remain, as in Bluebook. */
export const ALWAYS_SHOWN_BELOW = 5 * 60;

interface ModuleTimerProps {
  moduleIndex: number;
  secondsLeft: number;
  hidden: boolean;
  onHiddenChange: (hidden: boolean) => void;
}

export function ModuleTimer({
  moduleIndex,
  secondsLeft,
  hidden,
  onHiddenChange,
}: ModuleTimerProps) {
  const lastMinutes = secondsLeft <= ALWAYS_SHOWN_BELOW;
  const clockId = 'test-module-clock';
  // At 5 minutes the Hide timer button goes: had it the focus, the clock takes it, not the page.
  const timer = useRef<HTMLDivElement>(null);
  useFocusWhenLost(lastMinutes, () => timer.current);
  return (
    <div
      ref={timer}
      tabIndex={-1}
      className="flex flex-wrap items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500"
    >
      <CountdownClock
        id={clockId}
        label={`Time left in module ${moduleIndex}: `}
        secondsLeft={secondsLeft}
        shown={!hidden || lastMinutes}
        urgent={lastMinutes}
      />
      {lastMinutes ? null : (
        <TimerToggle clockId={clockId} hidden={hidden} onHiddenChange={onHiddenChange} />
      )}
      <span aria-live="polite" className="sr-only">
        {secondsLeft === 0 ? 'Time is up' : lastMinutes ? '5 minutes or less left' : ''}
      </span>
    </div>
  );
}
