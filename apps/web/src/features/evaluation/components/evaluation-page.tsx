import { useMemo } from 'react';
import { Inbox } from 'lucide-react';
import { evaluationMessages } from '@academy/shared/evaluation-messages';
import { MascotRoom } from '../../../components/layout/mascot-spot';
import { NarrowPage } from '../../../components/layout/narrow-page';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { EVALUATION_KIND_INFO, type EvaluationKind } from '@academy/shared/evaluation-kinds';
import { useEvaluationQuestions } from '../api/get-evaluation-questions';
import { EvaluationKindContext } from '../lib/evaluation-kind';
import { EvaluationHeader } from './evaluation-header';
import { EvaluationFlow } from './evaluation-flow';
import { FailureCard, StatusCard } from './evaluation-status';

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
          <FailureCard message={evaluationMessages.loadFailed}>
            <Button
              size="sm"
              disabled={questionsQuery.isFetching}
              onClick={() => void questionsQuery.refetch()}
            >
              {questionsQuery.isFetching ? 'Trying again...' : 'Try again'}
            </Button>
          </FailureCard>
        </>
      ) : hasQuestions ? (
        <>
          <EvaluationFlow sections={sections} />
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
