import { useQuery } from '@tanstack/react-query';
import { mySessionReportsQueryOptions } from '../api/session-reports-api';
import { SessionReportView } from './session-report-view';

/**
 * On /sessions: the tutor's reports of the student's sessions, newest first. Nothing until there
 * is one (a parent reads their child's on /family).
 */
export function MySessionReports() {
  const query = useQuery(mySessionReportsQueryOptions());
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-red-600">
        We couldn&apos;t load your session reports. {query.error.message}
      </p>
    );
  }
  const reports = query.data?.reports ?? [];
  if (reports.length === 0) return null;
  return (
    <section aria-labelledby="session-reports-title" className="clear-both space-y-3">
      <h2 id="session-reports-title" className="text-lg font-semibold text-slate-900">
        Reports from your tutor
      </h2>
      <ul className="space-y-3">
        {reports.map((report) => (
          <li
            key={report.id}
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-card sm:p-5"
          >
            <SessionReportView report={report} />
          </li>
        ))}
      </ul>
    </section>
  );
}
