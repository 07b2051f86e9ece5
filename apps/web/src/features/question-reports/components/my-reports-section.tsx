import { CheckCircle2, Clock } from 'lucide-react';
import { REPORT_REASON_LABELS, type MyQuestionReport } from '@academy/shared/question-reports';
import { formatMediumDate } from '../../../lib/format-date';
import { useMyReports } from '../api/get-my-reports';

/**
 * /profile's "Your question reports": what the user reported and what came of it, the tutor's
 * note included. Nothing at all until they have reported something, nor while it loads.
 */
export function MyReportsSection() {
  const query = useMyReports();
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-red-600">
        We couldn&apos;t load your question reports. {query.error.message}
      </p>
    );
  }
  const reports = query.data?.reports ?? [];
  if (reports.length === 0) return null;
  return (
    <section
      id="question-reports"
      aria-labelledby="question-reports-title"
      className="rounded-2xl border border-slate-200/80 bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id="question-reports-title" className="text-base font-semibold text-slate-900">
        Your question reports
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Problems you reported with questions, and what our tutor found.
      </p>
      <ul className="mt-2 divide-y divide-slate-100">
        {reports.map((report) => (
          <MyReport key={report.id} report={report} />
        ))}
      </ul>
    </section>
  );
}

function MyReport({ report: r }: { report: MyQuestionReport }) {
  return (
    <li className="space-y-1.5 py-3 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 font-medium text-slate-900">{REPORT_REASON_LABELS[r.reason]}</p>
        {r.resolvedAt ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800">
            <CheckCircle2 className="size-3.5" aria-hidden="true" />
            Resolved
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
            <Clock className="size-3.5" aria-hidden="true" />
            Open
          </span>
        )}
      </div>
      <p className="break-words text-slate-700">
        {r.subModuleName ? `${r.subModuleName}: ` : null}
        {r.preview || 'A question no longer in the bank'}
      </p>
      {r.text ? <p className="break-words text-slate-600">You wrote: {r.text}</p> : null}
      <p className="text-xs text-slate-500">
        Sent {formatMediumDate(r.createdAt)}
        {r.resolvedAt
          ? ` · resolved ${r.resolvedByName ? `by ${r.resolvedByName} ` : ''}on ${formatMediumDate(r.resolvedAt)}`
          : ' · our tutor will look into it'}
      </p>
      {r.resolvedAt && r.resolutionNote ? (
        <blockquote className="border-l-4 border-green-200 pl-3 break-words text-slate-800">
          <span className="font-medium">{r.resolvedByName ?? 'Our tutor'} wrote:</span>{' '}
          {r.resolutionNote}
        </blockquote>
      ) : null}
    </li>
  );
}
