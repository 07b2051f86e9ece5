import { CheckCircle2 } from 'lucide-react';
import { REPORT_REASON_LABELS, type TutorQuestionReport } from '@academy/shared/question-reports';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/api-client';
import { useResolveReport } from '../api/tutor-api';
import { formatDateTime } from '../lib/format';

/** One student's report of a problem with a question, and the Mark resolved action. */
export function ReportCard({ report: r }: { report: TutorQuestionReport }) {
  const resolve = useResolveReport();
  const where = [r.subModuleName ?? 'No longer in the bank', ...r.concepts].join(' · ');
  return (
    <li
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-card sm:p-5"
      aria-labelledby={`report-${r.id}`}
      data-mascot-avoid
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h3 id={`report-${r.id}`} className="font-semibold text-slate-900">
            {REPORT_REASON_LABELS[r.reason]}
          </h3>
          <p className="text-sm text-slate-600">
            Question <span className="font-mono text-slate-800">{r.questionId}</span>
            {' · '}
            {where}
          </p>
        </div>
        {r.resolvedAt ? (
          <p className="inline-flex items-center gap-1.5 rounded-full bg-green-50 px-2.5 py-1 text-sm font-medium text-green-800">
            <CheckCircle2 className="size-4" aria-hidden="true" />
            Resolved
          </p>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            disabled={resolve.isPending}
            onClick={() => resolve.mutate(r.id)}
          >
            <CheckCircle2 className="size-4" aria-hidden="true" />
            {resolve.isPending ? 'Saving…' : 'Mark resolved'}
          </Button>
        )}
      </div>
      {r.text ? (
        <blockquote className="mt-3 border-l-4 border-slate-200 pl-3 text-sm break-words whitespace-pre-line text-slate-800">
          {r.text}
        </blockquote>
      ) : null}
      <p className="mt-3 text-xs text-slate-500">
        Reported by {r.reporterName} on {formatDateTime(r.createdAt)}
        {r.resolvedAt
          ? ` · resolved by ${r.resolvedByName ?? 'a former staff member'} on ${formatDateTime(r.resolvedAt)}`
          : null}
      </p>
      {resolve.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {serverMessage(resolve.error) ?? 'The report was not marked resolved. Try again.'}
        </p>
      ) : null}
    </li>
  );
}
