import { AlarmClock, Eye, EyeOff } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatClock } from '../../evaluation/lib/section-timer';

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
  const shown = !hidden || lastMinutes;
  const clockId = 'test-module-clock';
  return (
    <div className="flex items-center gap-2">
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <AlarmClock className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
        {shown ? (
          // role="timer" is not announced as it changes: the live region below speaks instead.
          <span id={clockId} role="timer">
            <span className="sr-only">Time left in module {moduleIndex}: </span>
            <span
              className={cn(
                'text-lg font-semibold tabular-nums',
                lastMinutes ? 'text-amber-800' : 'text-slate-900',
              )}
            >
              {formatClock(secondsLeft)}
            </span>
          </span>
        ) : (
          <span>Timer hidden</span>
        )}
      </p>
      {lastMinutes ? null : (
        <Button
          variant="ghost"
          size="sm"
          aria-controls={shown ? clockId : undefined}
          onClick={() => onHiddenChange(!hidden)}
        >
          {hidden ? (
            <Eye className="size-4" aria-hidden="true" />
          ) : (
            <EyeOff className="size-4" aria-hidden="true" />
          )}
          {hidden ? 'Show timer' : 'Hide timer'}
        </Button>
      )}
      <span aria-live="polite" className="sr-only">
        {secondsLeft === 0 ? 'Time is up' : lastMinutes ? '5 minutes or less left' : ''}
      </span>
    </div>
  );
}
