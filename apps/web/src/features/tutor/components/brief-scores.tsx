import { EVALUATION_KIND_INFO } from '@academy/shared/evaluation-kinds';
import type { BriefSectionScores } from '@academy/shared/tutor-brief';
import { moreAnswersText, type PracticeEstimate } from '@academy/shared/progress-dashboard';
import { formatDate } from '../lib/format';

function Estimate({ estimate }: { estimate: PracticeEstimate }) {
  if (estimate.status === 'needMore') {
    return <span className="text-slate-500">{moreAnswersText(estimate.answersNeeded)} needed</span>;
  }
  return (
    <span className="font-semibold tabular-nums">
      {estimate.low}–{estimate.high}
    </span>
  );
}

function Evaluation({ evaluation }: { evaluation: BriefSectionScores['evaluation'] }) {
  if (!evaluation) return <span className="text-slate-500">Not taken</span>;
  return (
    <>
      <span className="font-semibold tabular-nums">
        {evaluation.low}–{evaluation.high}
      </span>{' '}
      <span className="text-slate-500">({formatDate(evaluation.submittedAt)})</span>
    </>
  );
}

const columnHeading = 'text-xs font-semibold text-slate-500 uppercase';

/**
 * Each SAT section's estimate from practice beside its latest evaluation: a table where its
 * columns fit, each section a labelled block where they do not (a phone with text at 200%, whose
 * three headings alone need about 425 px: squeezed, the table broke "Readin" over "g").
 */
export function BriefScoresTable({ scores }: { scores: BriefSectionScores[] }) {
  return (
    // The width is in rem, so that larger text turns the table into blocks sooner.
    <div className="text-sm @container">
      <table className="hidden w-full text-left @min-[20rem]:table">
        <thead className={columnHeading}>
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
                <Evaluation evaluation={evaluation} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="divide-y divide-slate-100 @min-[20rem]:hidden">
        {scores.map(({ section, estimate, evaluation }) => (
          <li key={section} className="py-2 break-words">
            <p className="font-medium text-slate-900">{EVALUATION_KIND_INFO[section].scoreName}</p>
            <dl className="mt-1 space-y-1">
              <div>
                <dt className={columnHeading}>From practice</dt>
                <dd>
                  <Estimate estimate={estimate} />
                </dd>
              </div>
              <div>
                <dt className={columnHeading}>Latest evaluation</dt>
                <dd>
                  <Evaluation evaluation={evaluation} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
