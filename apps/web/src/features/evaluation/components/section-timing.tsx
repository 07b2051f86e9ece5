import { CheckCircle2, CircleDashed, Clock } from 'lucide-react';
import {
  sectionStarted,
  sectionTimeText,
  type EvaluationTiming,
} from '@academy/shared/evaluation-timing';
import { useEvaluationKind } from '../lib/evaluation-kind';

/**
 * For the result screen: the time each section took and whether it was within the minutes the
 * test allows ("Section 1: 31 min — within the 35 minutes", `sectionTimeText`).
 */
export function SectionTiming({ timing }: { timing: EvaluationTiming }) {
  const limitMinutes = useEvaluationKind().sectionMinutes;
  return (
    <ul className="space-y-1.5 text-sm text-slate-700">
      {timing.sectionSeconds.map((seconds, i) => {
        const inTime = timing.finishedInTime[i];
        const started = sectionStarted(timing, i);
        // A section never opened took no time, but it is no success to tick green.
        const [Icon, tone] = !started
          ? [CircleDashed, 'text-slate-400']
          : inTime
            ? [CheckCircle2, 'text-emerald-600']
            : [Clock, 'text-amber-600'];
        return (
          <li key={i} className="flex items-center gap-2">
            <Icon className={`size-4 ${tone}`} aria-hidden="true" />
            <span>
              <span className="font-semibold text-slate-900">Section {i + 1}:</span>{' '}
              {sectionTimeText(seconds, inTime ?? false, limitMinutes, started)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
