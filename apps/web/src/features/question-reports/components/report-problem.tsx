import { lazy } from 'react';
import { DeferredDialog } from '../../../components/ui/deferred-dialog';
import { ReportProblemTrigger } from './report-problem-trigger';

const load = () => import('./report-problem-dialog');
const ReportProblemDialog = lazy(() =>
  load().then((module) => ({ default: module.ReportProblemDialog })),
);

/**
 * "Report a problem" on a question: the dialog, its form and zod load on the first press.
 * `describedBy` names the element that tells which question, where several share a page.
 */
export function ReportProblem({
  questionId,
  describedBy,
}: {
  questionId: string;
  describedBy?: string;
}) {
  return (
    <DeferredDialog
      prefetch={() => void load()}
      trigger={(props) => <ReportProblemTrigger aria-describedby={describedBy} {...props} />}
    >
      <ReportProblemDialog questionId={questionId} describedBy={describedBy} defaultOpen />
    </DeferredDialog>
  );
}
