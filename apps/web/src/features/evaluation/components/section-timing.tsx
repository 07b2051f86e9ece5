import { CheckCircle2, CircleDashed, Clock } from 'lucide-react';
import type { EvaluationTiming } from '@academy/shared/evaluation-timing';
import { useEvaluationKind } from '../lib/evaluation-kind';

/** Whole minutes, rounded up, so a section over the limit never reads as "35 min". */
export const minutesTaken = (seconds: number) => Math.ceil(seconds / 60);

/**
 * For the result screen: the time each section took and whether it was within the 35 minutes
 * the test allows ("Section 1: 31 min — within the 35 minutes"); a section never opened is "not
 * started", and a few seconds are "under a minute", not a minute.
 */
export function SectionTiming({ timing }: { timing: EvaluationTiming }) {
  const limitMinutes = useEvaluationKind().sectionMinutes;
  return (
    <ul className="space-y-1.5 text-sm text-slate-700">
      {timing.sectionSeconds.map((seconds, i) => {
        const inTime = timing.finishedInTime[i];
        // A section never opened took no time, but it is no success to tick green.
        const [Icon, tone] =
          seconds === 0
            ? [CircleDashed, 'text-slate-400']
            : inTime
              ? [CheckCircle2, 'text-emerald-600']
              : [Clock, 'text-amber-600'];
        return (
          <li key={i} className="flex items-center gap-2">
            <Icon className={`size-4 ${tone}`} aria-hidden="true" />
            <span>
              <span className="font-semibold text-slate-900">Section {i + 1}:</span>{' '}
              {seconds === 0
                ? 'not started'
                : `${seconds < 60 ? 'under a minute' : `${minutesTaken(seconds)} min`} — ${inTime ? 'within' : 'over'} the ${limitMinutes} minutes`}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
