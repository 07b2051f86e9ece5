import { useMemo, type ReactNode } from 'react';
import { AlertTriangle, Inbox } from 'lucide-react';
import { evaluationMessages } from '@academy/shared/evaluation-messages';
import { MascotRoom } from '../../../components/layout/mascot-spot';
import { NarrowPage } from '../../../components/layout/narrow-page';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { EVALUATION_KIND_INFO, type EvaluationKind } from '@academy/shared/evaluation-kinds';
import { useEvaluationQuestions } from '../api/get-evaluation-questions';
import { EvaluationKindContext } from '../lib/evaluation-kind';
import { EvaluationHeader } from './evaluation-header';
import { EvaluationRunner } from './evaluation-runner';

/**
 * A public evaluation, SAT Math (SPEC §2) or SAT Reading and Writing (issue 40): loading,
 * failure and empty states, then the run.
 */
export function EvaluationPage({ kind = 'math' }: { kind?: EvaluationKind }) {
  return (
    <EvaluationKindContext value={EVALUATION_KIND_INFO[kind]}>
      <EvaluationStates kind={kind} />
    </EvaluationKindContext>
  );
}

function EvaluationStates({ kind }: { kind: EvaluationKind }) {
  const questionsQuery = useEvaluationQuestions(kind);
  const data = questionsQuery.data;
  const sections = useMemo(
    () => (data ? [data.firstSectionQuestions, data.secondSectionQuestions] : []),
    [data],
  );
  const hasQuestions = sections.some((questions) => questions.length > 0);

  return (
    <NarrowPage>
      {questionsQuery.isPending ? (
        <>
          <EvaluationHeader />
          <StatusCard>
            <Spinner label="Loading" />
            <p>{evaluationMessages.loading}</p>
          </StatusCard>
        </>
      ) : questionsQuery.isError ? (
        <>
          <EvaluationHeader />
          <div role="alert" className="rounded-2xl border border-red-200 bg-white p-6 shadow-card">
            <div className="flex items-start gap-3">
              <span className="rounded-full bg-red-50 p-2 text-red-600">
                <AlertTriangle className="size-5" aria-hidden="true" />
              </span>
              <div>
                <p className="pt-1.5 font-medium text-slate-900">{evaluationMessages.loadFailed}</p>
                <Button
                  className="mt-4"
                  size="sm"
                  disabled={questionsQuery.isFetching}
                  onClick={() => void questionsQuery.refetch()}
                >
                  {questionsQuery.isFetching ? 'Trying again...' : 'Try again'}
                </Button>
              </div>
            </div>
          </div>
        </>
      ) : hasQuestions ? (
        <>
          <EvaluationRunner sections={sections} />
          <MascotRoom />
        </>
      ) : (
        <>
          <EvaluationHeader />
          <StatusCard>
            <Inbox className="size-6 text-slate-400" aria-hidden="true" />
            <p>{evaluationMessages.empty}</p>
          </StatusCard>
        </>
      )}
    </NarrowPage>
  );
}

function StatusCard({ children }: { children: ReactNode }) {
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-slate-200/80 bg-white p-6 text-slate-600 shadow-card">
      {children}
    </div>
  );
}
