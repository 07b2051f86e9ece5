import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { evaluationReportMessages } from '@academy/shared/evaluation-result';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import {
  evaluationReportQueryKey,
  isReportGone,
  useEvaluationReport,
} from '../api/get-evaluation-report';
import type { EvaluationSections } from '../hooks/use-evaluation-session';
import { useEvaluationKind } from '../lib/evaluation-kind';
import {
  clearReportKey,
  loadReportKey,
  saveReportKey,
  watchReportKey,
  type KeptReport,
} from '../lib/evaluation-report-key';
import { EvaluationHeader } from './evaluation-header';
import { EvaluationRunner } from './evaluation-runner';
import { FailureCard, StatusCard } from './evaluation-status';
import { EvaluationSuccess } from './evaluation-success';

/**
 * The evaluation, or the report this browser last submitted while it is kept: a reload after
 * submitting shows the report again (decision 065's addendum) until a new evaluation is started.
 */
export function EvaluationFlow({ sections }: { sections: EvaluationSections }) {
  const { kind } = useEvaluationKind();
  const queryClient = useQueryClient();
  const [report, setReport] = useState(() => loadReportKey(kind));
  // A new evaluation is a new run: its session starts from nothing.
  const [run, setRun] = useState(0);
  // The same evaluation submitted in another tab: this one shows its report too.
  useEffect(() => watchReportKey(kind, setReport), [kind]);
  const startNew = () => {
    clearReportKey(kind);
    setReport(undefined);
    setRun((n) => n + 1);
    window.scrollTo({ top: 0 });
  };

  if (report) return <StoredReport report={report} onStartNew={startNew} />;
  return (
    <EvaluationRunner
      key={run}
      sections={sections}
      focusFirst={run > 0}
      onSubmitted={(sent) => {
        // The result just answered is the report: shown at once, not asked for again.
        queryClient.setQueryData(evaluationReportQueryKey(kind, sent.report.id), sent.result);
        const kept = { ...sent.report, email: sent.email };
        saveReportKey(kind, kept);
        setReport(kept);
        window.scrollTo({ top: 0 });
      }}
    />
  );
}

function StoredReport({ report, onStartNew }: { report: KeptReport; onStartNew: () => void }) {
  const { kind } = useEvaluationKind();
  const query = useEvaluationReport(kind, report);
  const gone = query.isError && isReportGone(query.error);
  return (
    <>
      <EvaluationHeader />
      {query.data ? (
        <EvaluationSuccess result={query.data} email={report.email} onStartNew={onStartNew} />
      ) : query.isPending ? (
        <StatusCard>
          <Spinner label="Loading" />
          <p>{evaluationReportMessages.loading}</p>
        </StatusCard>
      ) : (
        <FailureCard
          message={gone ? evaluationReportMessages.notFound : evaluationReportMessages.loadFailed}
        >
          {gone ? null : (
            <Button size="sm" disabled={query.isFetching} onClick={() => void query.refetch()}>
              {query.isFetching ? 'Trying again...' : 'Try again'}
            </Button>
          )}
          <Button size="sm" variant={gone ? 'primary' : 'secondary'} onClick={onStartNew}>
            Start a new evaluation
          </Button>
        </FailureCard>
      )}
    </>
  );
}
