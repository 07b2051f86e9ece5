import { lazy } from 'react';
import { DeferredDialog } from '../../../components/ui/deferred-dialog';
import { ReportProblemTrigger } from './report-problem-trigger';

const load = () => import('./report-problem-dialog');
const ReportProblemDialog = lazy(() =>
  load().then((module) => ({ default: module.ReportProblemDialog })),
);

/** "Report a problem" on a question: the dialog, its form and zod load on the first press. */
export function ReportProblem({ questionId }: { questionId: string }) {
  return (
    <DeferredDialog
      prefetch={() => void load()}
      trigger={(props) => <ReportProblemTrigger {...props} />}
    >
      <ReportProblemDialog questionId={questionId} defaultOpen />
    </DeferredDialog>
  );
}
