import { useReports } from '../api/reports-api';
import { PageHeader } from './page-header';
import { PagedList } from './paged-list';
import { ReportCard } from './report-card';

/** /tutor/reports: students' reports of problems with questions, open ones first. */
export function ReportsPage({ page, onPage }: { page: number; onPage: (p: number) => void }) {
  const query = useReports(page);
  const open = query.data?.open;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Question reports"
        intro={
          <>
            Problems students reported with questions, open ones first, newest first. Open the
            question to judge the report, then mark it resolved once the question is fixed or needs
            no change: the student is emailed, with your note if you write one.
            {open !== undefined ? (
              <span className="mt-1 block font-medium text-slate-800">{open} open</span>
            ) : null}
          </>
        }
      />
      <PagedList
        query={query}
        noun="reports"
        empty={(data) => data.reports.length === 0}
        emptyText="No reports yet."
        onPage={onPage}
      >
        {(data) => (
          <ol className="space-y-3">
            {data.reports.map((r) => (
              <ReportCard key={r.id} report={r} />
            ))}
          </ol>
        )}
      </PagedList>
    </div>
  );
}
