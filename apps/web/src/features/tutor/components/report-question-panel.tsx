import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useReportDetail } from '../api/reports-api';
import { ReportedQuestion } from './reported-question';

/** The opened card's question, fetched on opening (a page of reports carries none). */
export function ReportQuestionPanel({ reportId }: { reportId: number }) {
  const query = useReportDetail(reportId);
  if (query.isPending) {
    return (
      <div className="flex min-h-24 items-center justify-center">
        <Spinner label="Loading the question" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="space-y-2 text-sm">
        <p className="text-red-600">The question did not load. {query.error.message}</p>
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const { question, firstAttempt } = query.data;
  if (!question) {
    return <p className="text-sm text-slate-600">This question is in no bank any more.</p>;
  }
  return <ReportedQuestion question={question} firstAttempt={firstAttempt} />;
}
