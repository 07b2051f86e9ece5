import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { sessionsToReportQueryOptions } from '../api/session-reports-api';
import { SESSION_REPORTS_ANCHOR } from './session-reports-panel';
import { SessionWhen } from './session-report-view';

/**
 * On /tutor/sessions: the sessions held lately without a report, each a link to its student's
 * report panel. Nothing when every session is reported.
 */
export function SessionsToReport() {
  const query = useQuery(sessionsToReportQueryOptions());
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-red-600">
        {query.error.message}
      </p>
    );
  }
  const sessions = query.data?.sessions ?? [];
  if (sessions.length === 0) return null;
  return (
    <section
      aria-labelledby="to-report-title"
      className="space-y-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:p-5"
      data-mascot-avoid
    >
      <h2 id="to-report-title" className="font-semibold text-slate-900">
        Reports to write ({sessions.length})
      </h2>
      <p className="text-sm text-slate-700">
        Sessions held without a report: the family hears from you once you write it.
      </p>
      <ul className="divide-y divide-amber-200">
        {sessions.map((s) => (
          <li
            key={s.sessionId}
            className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2"
          >
            <span className="text-sm text-slate-800">
              <SessionWhen session={s} />
            </span>
            <Link
              to="/tutor/students/$studentId"
              params={{ studentId: s.student.id }}
              hash={SESSION_REPORTS_ANCHOR}
              className="text-sm font-semibold text-primary-700 underline-offset-2 hover:underline"
            >
              Write {s.student.firstname} {s.student.lastname}&apos;s report
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
