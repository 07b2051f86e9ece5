import { lazy, Suspense, useId, useState } from 'react';
import { useHeadingTag } from '../../../components/heading-depth';
import type { ProgressDashboard } from '@academy/shared/progress-dashboard';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { formatPercent, formatWeek } from '../lib/format';

const WeeklyCharts = lazy(() => import('./weekly-charts'));

/**
 * Questions answered and accuracy per week: charts for the eye, and the same figures as a
 * table, always there for screen readers and shown to anyone on "Show as table". Before the
 * first answer, a sentence saying what will show, instead of charts with empty axes.
 */
export function WeeklyActivity({
  weeks,
  studentName,
}: {
  weeks: ProgressDashboard['weeks'];
  /** Read by a parent or the tutor: the empty state names the student. */
  studentName?: string;
}) {
  // Not a fixed id: the Family page shows a dashboard per child, each named by its own title.
  const titleId = useId();
  const H2 = useHeadingTag(2);
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const answered = weeks.some((w) => w.answered > 0);
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200/80 bg-white p-5 shadow-card"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <H2 id={titleId} className="text-lg font-semibold text-slate-900">
          Week by week
        </H2>
        {answered ? (
          <Button
            size="sm"
            variant="secondary"
            aria-expanded={asTable}
            aria-controls={tableId}
            onClick={() => setAsTable((shown) => !shown)}
          >
            {asTable ? 'Show as charts' : 'Show as table'}
          </Button>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-600">
        First tries per week (weeks from Monday, in Dallas time), and how many were right.
      </p>
      {!answered ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">
          {studentName
            ? `No answers yet. Once ${studentName} answers a first question, each week's answers and accuracy will show here.`
            : "No answers yet. Answer your first questions and each week's answers and accuracy will show here."}
        </p>
      ) : null}
      {answered && !asTable && (
        <div className="mt-4">
          <Suspense fallback={<Spinner label="Loading charts" className="h-48" />}>
            <WeeklyCharts weeks={weeks} />
          </Suspense>
        </div>
      )}
      {answered ? <WeeksTable id={tableId} weeks={weeks} shown={asTable} /> : null}
    </section>
  );
}

function WeeksTable({
  id,
  weeks,
  shown,
}: {
  id: string;
  weeks: ProgressDashboard['weeks'];
  shown: boolean;
}) {
  return (
    <div id={id} className={cn(shown ? 'mt-4 overflow-x-auto' : 'sr-only')}>
      <table className="w-full text-left text-sm tabular-nums">
        <caption className="sr-only">Questions answered and accuracy per week</caption>
        <thead className="text-slate-600">
          <tr>
            <th scope="col" className="py-1 pr-4 font-medium">
              Week of
            </th>
            <th scope="col" className="py-1 pr-4 font-medium">
              Answered
            </th>
            <th scope="col" className="py-1 pr-4 font-medium">
              Right
            </th>
            <th scope="col" className="py-1 font-medium">
              Accuracy
            </th>
          </tr>
        </thead>
        <tbody className="text-slate-900">
          {weeks.map((w) => (
            <tr key={w.weekStart} className="border-t border-slate-100">
              <th scope="row" className="py-1 pr-4 font-normal">
                {formatWeek(w.weekStart)}
              </th>
              <td className="py-1 pr-4">{w.answered}</td>
              <td className="py-1 pr-4">{w.correct}</td>
              <td className="py-1">{w.answered ? formatPercent(w.accuracy) : '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
