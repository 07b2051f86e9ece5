import { EVALUATION_KIND_INFO } from '@academy/shared/evaluation-kinds';
import { Link } from '@tanstack/react-router';
import { scoreRangeText } from '@academy/shared/evaluation-result';
import { Spinner } from '../../../components/ui/spinner';
import { useMyEvaluations } from '../api/get-my-evaluations';
import { formatMediumDate } from '../../../lib/format-date';

/** A signed-in user's evaluations, for the progress dashboard (issue 36). */
export function MyEvaluations() {
  const query = useMyEvaluations();
  return (
    <section
      aria-labelledby="my-evaluations-title"
      className="rounded-2xl border border-slate-200/80 bg-white p-5 shadow-card"
    >
      <h2 id="my-evaluations-title" className="text-lg font-bold text-slate-900">
        Your evaluations
      </h2>
      {query.isPending ? (
        <Spinner label="Loading your evaluations" className="mt-4" />
      ) : query.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          Your evaluations could not be loaded. Please try again later.
        </p>
      ) : query.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          No evaluations yet. Take the free{' '}
          <Link to="/evaluation" className="font-medium text-primary-700 underline">
            SAT Math evaluation
          </Link>{' '}
          or the free{' '}
          <Link to="/evaluation/reading-writing" className="font-medium text-primary-700 underline">
            SAT Reading and Writing evaluation
          </Link>
          .
        </p>
      ) : (
        <table className="mt-3 w-full text-sm">
          <thead>
            <tr className="text-left text-slate-500">
              <th scope="col" className="py-2 font-medium">
                Date
              </th>
              <th scope="col" className="py-2 font-medium">
                Estimated range
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Section 1
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Section 2
              </th>
            </tr>
          </thead>
          <tbody>
            {query.data.map((e) => (
              <tr key={e.id} className="border-t border-slate-100">
                <td className="py-2">
                  {formatMediumDate(e.submittedAt)}
                  <span className="block text-xs text-slate-500">
                    {EVALUATION_KIND_INFO[e.kind].scoreName}
                  </span>
                </td>
                <td className="py-2 font-medium">{scoreRangeText(e.scoreRange)}</td>
                {e.sections.map((s, i) => (
                  <td key={i} className="py-2 text-right">
                    {s.correct} of {s.total}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
