import { CountdownClock, TimerToggle } from '../../../components/countdown';

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
  return (
    <div className="flex items-center gap-2">
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
