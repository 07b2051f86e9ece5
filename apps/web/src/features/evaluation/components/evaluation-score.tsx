import type { EvaluationResultView } from '@academy/shared/evaluation';
import { retakeNote, scoreRangeMeaning, scoreRangeText } from '@academy/shared/evaluation-result';
import { useEvaluationKind } from '../lib/evaluation-kind';

const NOTE =
  'mt-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm leading-relaxed text-amber-900';

/** The estimated range and the correct answers per section and per domain. */
export function EvaluationScore({ result }: { result: EvaluationResultView }) {
  const { scoreName } = useEvaluationKind();
  return (
    <div className="text-left">
      <h2 className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
        Estimated {scoreName} score: {scoreRangeText(result.scoreRange)}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-slate-600">{scoreRangeMeaning(scoreName)}</p>
      {result.retake ? (
        <p role="note" className={NOTE}>
          {retakeNote(result.retake)}
        </p>
      ) : null}
      <BlankAnswersNote result={result} />
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

/**
 * A result submitted with questions left blank reads like a low score: it says why, and that on
 * the test a guess costs nothing, so the range is not taken for all the student can do.
 */
function BlankAnswersNote({ result }: { result: EvaluationResultView }) {
  const blank = result.missed.filter((m) => !m.userAnswer?.trim()).length;
  if (blank === 0) return null;
  const total = result.sections.reduce((sum, s) => sum + s.total, 0);
  return (
    <p role="note" className={NOTE}>
      {blank} of the {total} questions {blank === 1 ? 'was' : 'were'} left blank. They count as
      wrong, as on the test, so this range may sit below what you can do. On test day, answer every
      question: a wrong guess costs nothing.
    </p>
  );
}
