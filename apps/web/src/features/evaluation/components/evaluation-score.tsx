import type { EvaluationResultView } from '@academy/shared/evaluation';
import { scoreRangeMeaning, scoreRangeText } from '@academy/shared/evaluation-result';
import { useEvaluationKind } from '../lib/evaluation-kind';

/** The estimated range and the correct answers per section and per domain. */
export function EvaluationScore({ result }: { result: EvaluationResultView }) {
  const { scoreName } = useEvaluationKind();
  return (
    <div className="text-left">
      <h2 className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
        Estimated {scoreName} score: {scoreRangeText(result.scoreRange)}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-slate-600">{scoreRangeMeaning(scoreName)}</p>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <table className="w-full text-sm">
          <caption className="mb-2 text-left font-semibold text-slate-900">
            Correct answers per section
          </caption>
          <tbody>
            {result.sections.map((s, i) => (
              <tr key={i} className="border-t border-slate-100">
                <th scope="row" className="py-2 text-left font-normal text-slate-700">
                  Section {i + 1}
                </th>
                <td className="py-2 text-right font-medium text-slate-900">
                  {s.correct} of {s.total}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="w-full text-sm">
          <caption className="mb-2 text-left font-semibold text-slate-900">
            Correct answers per domain
          </caption>
          <tbody>
            {result.domains.map((d) => (
              <tr key={d.domain} className="border-t border-slate-100">
                <th scope="row" className="py-2 text-left font-normal text-slate-700">
                  {d.name}
                </th>
                <td className="py-2 text-right font-medium whitespace-nowrap text-slate-900">
                  {d.correct} of {d.total}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
