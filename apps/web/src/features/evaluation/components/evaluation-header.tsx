import { meterFillClasses, meterTrackClasses } from '../../../components/ui/meter';
import { cn } from '../../../lib/cn';
import { useEvaluationKind } from '../lib/evaluation-kind';

export interface EvaluationProgressInfo {
  sectionNumber: number;
  questionNumber: number;
  sectionSize: number;
  overallNumber: number;
  total: number;
}

/** The page title and, while answering, where the student is: section, question, overall. */
export function EvaluationHeader({ progress }: { progress?: EvaluationProgressInfo }) {
  const { title } = useEvaluationKind();
  return (
    <header className="mb-6">
      <div className="flex items-end justify-between gap-4">
        {/* On a phone the title takes the width left of the mascot, and the overall count
            joins the section's line: beside the title too, it squeezed "SAT Reading and
            Writing Evaluation" into three lines of 140 px. */}
        <div className="min-w-0 max-sm:pr-[112px]">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {progress ? (
            // Announced on every move, so a screen reader user hears where Back or Next went.
            <p aria-live="polite" className="mt-2 flex flex-wrap items-center gap-2 text-slate-600">
              <span className="rounded-full bg-primary-50 px-2.5 py-0.5 text-sm font-semibold text-primary-700 ring-1 ring-primary-200 ring-inset">
                Section {progress.sectionNumber}
              </span>
              <span className="text-sm font-medium sm:text-base">
                Question {progress.questionNumber} of {progress.sectionSize}
              </span>
              <span className="text-sm font-medium tabular-nums sm:hidden">
                Overall {progress.overallNumber} / {progress.total}
              </span>
            </p>
          ) : null}
        </div>
        {progress ? (
          // Left of where the mascot starts (right 40, top 96) on tablets. Marked for the mascot
          // to keep off: with text at 200% the page is as wide as the window, and the count
          // stands where the large mascot does (it covered "Overall" on a 1280 px window).
          <p data-mascot-avoid className="shrink-0 text-right max-sm:hidden sm:mr-[144px] lg:mr-0">
            <span className="block text-xs font-medium tracking-wide text-slate-500 uppercase">
              Overall
            </span>
            <span className="text-lg font-semibold text-slate-900 tabular-nums">
              {progress.overallNumber} / {progress.total}
            </span>
          </p>
        ) : null}
      </div>
      {progress ? (
        <div
          role="progressbar"
          aria-label="Overall progress"
          aria-valuemin={1}
          aria-valuemax={progress.total}
          aria-valuenow={progress.overallNumber}
          aria-valuetext={`Question ${progress.overallNumber} of ${progress.total}`}
          className={cn(meterTrackClasses, 'mt-4 bg-slate-200/70')}
        >
          <div
            className={cn(meterFillClasses, 'bg-primary-600 transition-[width] duration-300')}
            style={{ width: `${(progress.overallNumber / progress.total) * 100}%` }}
          />
        </div>
      ) : null}
    </header>
  );
}
