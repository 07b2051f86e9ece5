import { EVALUATION_KIND_INFO } from '@academy/shared/evaluation-kinds';
import type { BriefSectionScores } from '@academy/shared/tutor-brief';
import type { PracticeEstimate } from '@academy/shared/progress-dashboard';
import { formatMediumDate } from '../../../lib/format-date';

function Estimate({ estimate }: { estimate: PracticeEstimate }) {
  if (estimate.status === 'needMore') {
    return (
      <span className="text-slate-500">
        {estimate.answersNeeded} more answer{estimate.answersNeeded === 1 ? '' : 's'} needed
      </span>
    );
  }
  return (
    <span className="font-semibold tabular-nums">
      {estimate.low}–{estimate.high}
    </span>
  );
}

/** Each SAT section's estimate from practice beside its latest evaluation. */
export function BriefScoresTable({ scores }: { scores: BriefSectionScores[] }) {
  return (
    // A word breaks only when a column cannot hold it: with text at 200% on a phone, the headings
    // ("LATEST EVALUATION") held the table 70 px past the screen.
    <table className="w-full text-left text-sm wrap-anywhere">
      <thead className="text-xs text-slate-500 uppercase">
        <tr>
          <th className="py-1 pr-3 font-semibold">Section</th>
          <th className="py-1 pr-3 font-semibold">From practice</th>
          <th className="py-1 font-semibold">Latest evaluation</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {scores.map(({ section, estimate, evaluation }) => (
          <tr key={section}>
            <th scope="row" className="py-1.5 pr-3 font-normal">
              {EVALUATION_KIND_INFO[section].scoreName}
            </th>
            <td className="py-1.5 pr-3">
              <Estimate estimate={estimate} />
            </td>
            <td className="py-1.5">
              {evaluation ? (
                <>
                  <span className="font-semibold tabular-nums">
                    {evaluation.low}–{evaluation.high}
                  </span>{' '}
                  <span className="text-slate-500">
                    ({formatMediumDate(evaluation.submittedAt)})
                  </span>
                </>
              ) : (
                <span className="text-slate-500">Not taken</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
