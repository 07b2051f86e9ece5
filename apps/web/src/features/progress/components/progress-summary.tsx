import { useId } from 'react';
import { useHeadingTag } from '../../../components/heading-depth';
import { EVALUATION_KIND_INFO, type EvaluationKind } from '@academy/shared/evaluation-kinds';
import {
  answerMoreText,
  moreAnswersText,
  type PracticeEstimate,
  type ProgressDashboard,
} from '@academy/shared/progress-dashboard';
import { formatDuration } from '@academy/shared/progress-dashboard';
import { formatPercent } from '../lib/format';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** A section's estimated range from practice, or how many more answers it needs. */
function EstimateCard({
  section,
  estimate,
  studentName,
}: {
  section: EvaluationKind;
  estimate: PracticeEstimate;
  studentName?: string;
}) {
  const H3 = useHeadingTag(3);
  return (
    <div className="rounded-2xl border border-primary-200 bg-primary-50 p-4">
      <H3 className="text-sm font-medium text-primary-900">
        Estimated {EVALUATION_KIND_INFO[section].scoreName} score
      </H3>
      {estimate.status === 'ready' ? (
        <>
          <p className="mt-1 text-2xl font-bold text-primary-900 tabular-nums">
            {estimate.low}–{estimate.high}
          </p>
          <p className="mt-1 text-xs text-primary-900">
            {studentName
              ? `An estimate from ${studentName}'s practice, by the same model as the evaluation: their score is likely within this range.`
              : 'An estimate from your practice, by the same model as the evaluation: your score is likely within this range.'}
          </p>
        </>
      ) : (
        <p className="mt-1 text-base font-semibold text-primary-900">
          {studentName
            ? `${studentName} needs ${moreAnswersText(estimate.answersNeeded)} for an estimate`
            : answerMoreText(estimate.answersNeeded)}
        </p>
      )}
    </div>
  );
}

/**
 * The totals at a glance, and each SAT section's estimated range from practice; `studentName`
 * when a parent or the tutor reads it, who are told of the student, not addressed as them.
 */
export function ProgressSummary({
  totals,
  estimate,
  readingWritingEstimate,
  studentName,
}: Pick<ProgressDashboard, 'totals' | 'estimate' | 'readingWritingEstimate'> & {
  studentName?: string;
}) {
  // Not a fixed id: the Family page shows a dashboard per child, each named by its own title.
  const titleId = useId();
  const H2 = useHeadingTag(2);
  const stats = [
    ['Questions answered', String(totals.answered)],
    [
      'Right the first time',
      totals.answered ? formatPercent(totals.correct / totals.answered) : '–',
    ],
    ['Points earned', String(totals.points)],
    ['Time practiced', formatDuration(totals.timeSpentMs)],
    ['Current streak', days(totals.currentStreakDays)],
  ] as const;
  return (
    <section aria-labelledby={titleId} className="grid gap-4 lg:grid-cols-[2fr_1fr]">
      <H2 id={titleId} className="sr-only">
        Summary
      </H2>
      {/* Two columns where the dashboard (DashboardView's @container) has less than 37rem, and
          one below 20rem, whatever the window: with text at 200% on a phone two tiles of 160 px
          broke "Questions" and "answered" across lines. */}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5 lg:grid-cols-2 @max-[37rem]:grid-cols-2 @max-[20rem]:grid-cols-1">
        {stats.map(([label, value]) => (
          <div
            key={label}
            // Five figures: the last one spans the row where the grid has two columns. Padded in
            // pixels, and a label's word broken only when it cannot fit a line: with text at 200%
            // on a phone, "Questions" ran past its tile.
            className="rounded-2xl border border-slate-200/80 bg-white p-[16px] shadow-card last:col-span-2 sm:last:col-span-1 lg:last:col-span-2 @max-[37rem]:last:col-span-2 @max-[20rem]:last:col-span-1"
          >
            <dt className="text-sm wrap-break-word text-slate-600">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-3">
        <EstimateCard section="math" estimate={estimate} studentName={studentName} />
        <EstimateCard
          section="reading-writing"
          estimate={readingWritingEstimate}
          studentName={studentName}
        />
      </div>
    </section>
  );
}
