import { Link } from '@tanstack/react-router';
import { formatDayWithYear } from '@academy/shared/academy-day';
import {
  estimatedThen,
  type EstimateCalibration,
  type TutorResult,
} from '@academy/shared/sat-scores';
import { useResults } from '../api/tutor-api';
import { percent } from '../lib/format';
import { PageHeader } from './page-header';
import { PagedList } from './paged-list';

/** /tutor/results: the official SAT scores students entered, and how honest practice was. */
export function ResultsPage({ page, onPage }: { page: number; onPage: (p: number) => void }) {
  const query = useResults(page);
  return (
    <div className="space-y-6">
      <PageHeader
        title="Results"
        intro="The official SAT scores students entered, newest first, each beside what their practice estimated on the day."
      />
      {query.data ? <Calibration calibration={query.data.calibration} /> : null}
      <PagedList
        query={query}
        noun="results"
        empty={(data) => data.results.length === 0}
        emptyText="No scores entered yet. Students enter theirs on their progress page once the College Board releases them."
        onPage={onPage}
      >
        {(data) => (
          <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card">
            {data.results.map((result) => (
              <ResultRow key={result.id} result={result} />
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}

/** How often practice's range held the official section scores: the estimate's honesty. */
function Calibration({ calibration: c }: { calibration: EstimateCalibration }) {
  if (c.sections === 0) return null;
  return (
    <section
      aria-labelledby="calibration-title"
      className="rounded-2xl border border-primary-200 bg-primary-50 p-4 text-primary-900"
    >
      <h2 id="calibration-title" className="font-semibold">
        How practice estimates held
      </h2>
      <p className="mt-1 text-sm">
        Of {c.sections} section {c.sections === 1 ? 'score' : 'scores'} with an estimate the day
        they were entered, {c.within} fell within practice’s range ({percent(c.within / c.sections)}
        ), {c.above} above it and {c.below} below it. The ranges aim to hold about 80%.
      </p>
    </section>
  );
}

function ResultRow({ result }: { result: TutorResult }) {
  const { student } = result;
  return (
    <li className="grid gap-x-4 gap-y-1 px-4 py-3 sm:grid-cols-[minmax(0,1.5fr)_auto_minmax(0,2fr)] sm:items-center">
      <span className="min-w-0">
        <Link
          to="/tutor/students/$studentId"
          params={{ studentId: student.id }}
          className="block truncate font-semibold text-primary-700 underline-offset-2 hover:underline"
        >
          {student.firstname} {student.lastname}
        </Link>
        <span className="block text-sm text-slate-500">
          SAT on {formatDayWithYear(result.testDate)}
        </span>
      </span>
      <span className="text-2xl font-bold text-slate-900 tabular-nums">{result.total}</span>
      <span className="text-sm text-slate-700">
        Math {result.math} · Reading and Writing {result.readingWriting}
        <span className="block text-xs text-slate-500">{estimatedThen(result)}</span>
      </span>
    </li>
  );
}
