import { CountdownClock, TimerToggle } from '../../../components/countdown';
import { cn } from '../../../lib/cn';
import { sectionLimitSeconds, useEvaluationKind } from '../lib/evaluation-kind';
import { remainingSeconds, timerNotice } from '../lib/section-timer';

interface SectionTimerProps {
  sectionNumber: number;
  /** Seconds spent on this section so far. */
  spent: number;
  hidden: boolean;
  onHiddenChange: (hidden: boolean) => void;
}

/**
 * The section's 35-minute countdown, which the student may hide as in Bluebook. It only
 * informs: at 0 it says time is up, and the student may still finish and submit.
 */
export function SectionTimer({ sectionNumber, spent, hidden, onHiddenChange }: SectionTimerProps) {
  const limit = sectionLimitSeconds(useEvaluationKind());
  const notice = timerNotice(spent, limit);
  const clockId = 'evaluation-section-clock';
  return (
    <div className="mb-4">
      <div className="flex min-h-12 flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200/80 bg-white px-4 py-1.5 shadow-card">
        <CountdownClock
          id={clockId}
          label={`Time left in section ${sectionNumber}: `}
          secondsLeft={remainingSeconds(spent, limit)}
          shown={!hidden}
          urgent={Boolean(notice)}
        />
        <TimerToggle clockId={clockId} hidden={hidden} onHiddenChange={onHiddenChange} />
      </div>
      {/* Changes twice a section at most (5 minutes left, time up), so it is announced then. */}
      <p
        id="evaluation-timer-notice"
        aria-live="polite"
        className={cn(
          notice &&
            'mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200 ring-inset',
        )}
      >
        {notice}
      </p>
    </div>
  );
}
