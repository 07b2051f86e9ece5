import { AlarmClock, Eye, EyeOff } from 'lucide-react';
import { cn } from '../lib/cn';
import { Button } from './ui/button';

/** 35:00, 4:59, 0:00 (as Bluebook shows it). */
function formatClock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * A timed part's clock, as Bluebook shows it: the time left, or "Timer hidden". role="timer" is
 * not announced as it changes, so each timer speaks through a live region of its own.
 */
export function CountdownClock({
  id,
  label,
  secondsLeft,
  shown,
  urgent,
}: {
  id: string;
  /** What the screen reader hears before the time: "Time left in module 2: ". */
  label: string;
  secondsLeft: number;
  shown: boolean;
  urgent: boolean;
}) {
  return (
    <p className="flex items-center gap-2 text-sm text-slate-600">
      <AlarmClock className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
      {shown ? (
        <span id={id} role="timer">
          <span className="sr-only">{label}</span>
          <span
            className={cn(
              'text-lg font-semibold tabular-nums',
              urgent ? 'text-amber-800' : 'text-slate-900',
            )}
          >
            {formatClock(secondsLeft)}
          </span>
        </span>
      ) : (
        <span>Timer hidden</span>
      )}
    </p>
  );
}

/** "Hide timer" / "Show timer" for the clock with id `clockId`. */
export function TimerToggle({
  clockId,
  hidden,
  onHiddenChange,
}: {
  clockId: string;
  hidden: boolean;
  onHiddenChange: (hidden: boolean) => void;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-controls={hidden ? undefined : clockId}
      onClick={() => onHiddenChange(!hidden)}
    >
      {hidden ? (
        <Eye className="size-4" aria-hidden="true" />
      ) : (
        <EyeOff className="size-4" aria-hidden="true" />
      )}
      {hidden ? 'Show timer' : 'Hide timer'}
    </Button>
  );
}
