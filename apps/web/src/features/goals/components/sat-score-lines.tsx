import { formatDayWithYear } from '@academy/shared/academy-day';
import { estimatedThen, satScoreText, type SatScore } from '@academy/shared/sat-scores';
import { cn } from '../../../lib/cn';

/**
 * A student's official scores, one line each with what practice estimated on the day they were
 * entered: for the pages of those who follow the student.
 */
export function SatScoreLines({ scores, className }: { scores: SatScore[]; className?: string }) {
  if (scores.length === 0) return null;
  return (
    <ul aria-label="Official SAT scores" className={cn('space-y-1 text-sm', className)}>
      {scores.map((score) => (
        <li key={score.id} className="text-slate-700">
          <span className="font-medium">
            SAT on {formatDayWithYear(score.testDate)}: {satScoreText(score)}
          </span>
          <span className="block text-xs text-slate-500">{estimatedThen(score)}</span>
        </li>
      ))}
    </ul>
  );
}
