import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TestAttemptView, TestQuestion } from '@academy/shared/tests';
import { PageSpinner } from '../../../components/ui/spinner';
import { refreshPractice } from '../../practice/api/record-answer';
import { attemptQueryOptions } from '../api/tests-api';
import type { ModuleEnd, ModuleEnded } from '../hooks/use-finish-module';
import { clearLocalAttempt } from '../lib/local-attempt';
import { answerRefusedMessage, refusedAfter, type RefusedAnswers } from '../lib/refused-answers';
import { AnswerRefused } from './answer-refused';
import { TestLoadError } from './test-load-error';
import { TestBreak } from './test-break';
import { TestModuleScreen } from './test-module-screen';
import { TestResultView } from './test-result-view';

/** How often a page on the break asks whether the test was resumed elsewhere. */
export const BREAK_CHECK_MS = 15_000;

interface TestAttemptPageProps {
  attemptId: string;
  tools?: (question: TestQuestion) => ReactNode;
}

/** /tests/$attemptId: the module being taken, or the result once the test is finished. */
export function TestAttemptPage({ attemptId, tools }: TestAttemptPageProps) {
  const queryClient = useQueryClient();
  const { data, dataUpdatedAt, isPending, isError, error, refetch } = useQuery({
    ...attemptQueryOptions(attemptId),
    // On the whole SAT's break another tab or device may resume: Math's clock then runs while
    // this page still counted the break down. Read again now and then, and on coming back.
    refetchInterval: (query) => (query.state.data?.status === 'on_break' ? BREAK_CHECK_MS : false),
    refetchOnWindowFocus: (query) => query.state.data?.status === 'on_break',
  });

  // What the device kept is needed no more once the test is over; a new module's first change
  // replaces the last module's record.
  const finished = data?.status === 'finished';
  useEffect(() => {
    if (finished) clearLocalAttempt(attemptId);
  }, [finished, attemptId]);

  // The last module ended on this page: its result replaces it and takes the focus, which was
  // on a control of the module that is gone, and says when the time ran out.
  const [endedHere, setEndedHere] = useState<ModuleEnd>();
  // Answers refused as the module had ended (elsewhere, or its time ran out while they waited on
  // the device): said above what comes next.
  const [refused, setRefused] = useState<RefusedAnswers>();
  // What comes next, as the call that moved the test on answered, else read afresh: the next
  // module after a break, the break or result after a module.
  const showNext = useCallback(
    (next: TestAttemptView | undefined) => {
      const { queryKey } = attemptQueryOptions(attemptId);
      if (next) queryClient.setQueryData(queryKey, next);
      else void queryClient.invalidateQueries({ queryKey });
      window.scrollTo({ top: 0 });
    },
    [attemptId, queryClient],
  );
  const onEnded = useCallback(
    (next: TestAttemptView | undefined, { module, how, refused: refusedHere }: ModuleEnded) => {
      // The module's answers have joined practice: the review, scores and totals are stale.
      void refreshPractice(queryClient);
      setEndedHere(how);
      setRefused((shown) => refusedAfter(shown, module, refusedHere));
      showNext(next);
    },
    [showNext, queryClient],
  );

  const withRefused = (screen: ReactNode) =>
    refused ? (
      <>
        <AnswerRefused
          message={answerRefusedMessage(refused.questions, refused.reason)}
          onDismiss={() => setRefused(undefined)}
        />
        {screen}
      </>
    ) : (
      screen
    );

  if (isPending) return <PageSpinner label="Loading the test" />;
  // Before a failed read: a check on the break that failed leaves the break on screen, its clock
  // still true, and the next check, or the break's end, reads again.
  if (data?.status === 'on_break' && data.breakUntil) {
    return withRefused(
      <TestBreak
        attempt={{ ...data, breakUntil: data.breakUntil }}
        receivedAt={dataUpdatedAt}
        onOver={showNext}
      />,
    );
  }
  if (isError) {
    return (
      <TestLoadError
        title="The test could not be loaded"
        error={error}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!data.module) {
    return withRefused(
      <TestResultView
        attemptId={attemptId}
        focusOnArrival={endedHere !== undefined}
        // Refused, the module ended elsewhere, perhaps by a Finish: the refusal says which.
        timeRanOut={endedHere === 'timeUp' && !refused}
      />,
    );
  }
  return withRefused(
    <TestModuleScreen
      key={data.module.index}
      attempt={{ ...data, module: data.module }}
      receivedAt={dataUpdatedAt}
      onEnded={onEnded}
      tools={tools}
    />,
  );
}
