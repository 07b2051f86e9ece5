import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, ChevronDown, RotateCcw } from 'lucide-react';
import { REPORT_REASON_LABELS, type TutorQuestionReport } from '@academy/shared/question-reports';
import { preloadMathFonts } from '../../../components/math/math-fonts';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { serverMessage } from '../../../lib/api-client';
import { reportDetailQueryOptions, useReopenReport } from '../api/reports-api';
import { formatDateTime } from '../lib/format';
import { ReportQuestionPanel } from './report-question-panel';
import { ResolveReport } from './resolve-report';

/**
 * One student's report of a problem with a question: the question itself, with its key, to judge
 * it by, then Mark resolved (with a note to the student) or, resolved, Reopen.
 */
export function ReportCard({ report: r }: { report: TutorQuestionReport }) {
  const [showQuestion, setShowQuestion] = useState(false);
  const [resolving, setResolving] = useState(false);
  const reopen = useReopenReport();
  const queryClient = useQueryClient();
  const panelId = useId();
  const where = [r.subModuleName ?? 'No longer in the bank', ...r.concepts].join(' · ');
  // Pointed at or focused, the question starts loading, so it is often there on the press.
  const prefetch = () => {
    preloadMathFonts();
    void queryClient.prefetchQuery(reportDetailQueryOptions(r.id));
  };
  return (
    <li
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-card sm:p-5"
      aria-labelledby={`report-${r.id}`}
      data-mascot-avoid
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 id={`report-${r.id}`} className="font-semibold text-slate-900">
            {REPORT_REASON_LABELS[r.reason]}
          </h2>
          <p className="text-sm break-words text-slate-600">
            Question <span className="font-mono wrap-anywhere text-slate-800">{r.questionId}</span>
            {' · '}
            {where}
          </p>
        </div>
        {r.resolvedAt ? (
          <p className="inline-flex items-center gap-1.5 rounded-full bg-green-50 px-2.5 py-1 text-sm font-medium text-green-800">
            <CheckCircle2 className="size-4" aria-hidden="true" />
            Resolved
          </p>
        ) : resolving ? null : (
          <Button size="sm" variant="secondary" onClick={() => setResolving(true)}>
            <CheckCircle2 className="size-4" aria-hidden="true" />
            Mark resolved
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
      {r.resolvedAt && r.resolutionNote ? (
        <p className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm break-words text-slate-800">
          <span className="font-medium">Note to the student: </span>
          {r.resolutionNote}
        </p>
      ) : null}

      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={showQuestion}
          aria-controls={panelId}
          onPointerEnter={prefetch}
          onFocus={prefetch}
          onClick={() => setShowQuestion((open) => !open)}
        >
          <ChevronDown
            className={cn('size-4 transition-transform', showQuestion && 'rotate-180')}
            aria-hidden="true"
          />
          {showQuestion ? 'Hide the question' : 'Show the question'}
        </Button>
        {r.resolvedAt ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={reopen.isPending}
            aria-busy={reopen.isPending}
            onClick={() => reopen.mutate(r.id)}
          >
            <RotateCcw className="size-4" aria-hidden="true" />
            {reopen.isPending ? 'Reopening…' : 'Reopen'}
          </Button>
        ) : null}
      </div>
      {showQuestion ? (
        <div id={panelId} className="mt-3 border-t border-slate-100 pt-3">
          <ReportQuestionPanel reportId={r.id} />
        </div>
      ) : null}
      {resolving && !r.resolvedAt ? (
        <ResolveReport
          reportId={r.id}
          reporterName={r.reporterName}
          onClose={() => setResolving(false)}
        />
      ) : null}
      {reopen.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {serverMessage(reopen.error) ?? reopen.error.message}
        </p>
      ) : null}
    </li>
  );
}
