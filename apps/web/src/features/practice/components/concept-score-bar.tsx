import { useId } from 'react';
import { MAX_SCORE, formatScore, scoreFillPercent } from '@academy/shared/catalog';
import { doneText, type MasteryLevel } from '@academy/shared/mastery';
import { meterFillClasses, meterTrackClasses } from '../../../components/ui/meter';
import { cn } from '../../../lib/cn';

interface ConceptScoreBarProps {
  name: string;
  score: number;
  /**
   * The concept's level (the server's: it knows every answer behind the score, those to
   * questions since retired too), with its questions answered and how many there are.
   */
  done?: { answered: number; total: number; level: MasteryLevel };
}

/**
 * One concept's name and score, with a bar filled to score/10 (never past 100%), and, given
 * its done counts, its level and "12 of 40 done".
 */
export function ConceptScoreBar({ name, score, done }: ConceptScoreBarProps) {
  const labelId = useId();
  return (
    <div>
      {/* The score goes under the name where the two leave the name less than 8rem: with text
          at 200% on a phone a long word ("Transformations") pushed it onto the card's border. */}
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span
          id={labelId}
          className="min-w-0 flex-[1_1_8rem] font-medium break-words hyphens-auto text-slate-800"
        >
          {name}
        </span>
        <span className="shrink-0 font-semibold text-slate-900 tabular-nums">
          {formatScore(score)}
        </span>
      </div>
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={MAX_SCORE}
        aria-valuenow={score}
        aria-valuetext={`${formatScore(score)} out of ${MAX_SCORE}`}
        className={cn(meterTrackClasses, 'mt-1.5 bg-slate-100')}
      >
        <div
          className={cn(
            meterFillClasses,
            'bg-gradient-to-r from-primary-400 to-primary-600 transition-[width] duration-500 ease-out',
          )}
          style={{ width: `${scoreFillPercent(score)}%` }}
        />
      </div>
      {done && (
        <p className="mt-1 text-xs text-slate-600">
          {done.level} · {doneText(done.answered, done.total)}
        </p>
      )}
    </div>
  );
}
