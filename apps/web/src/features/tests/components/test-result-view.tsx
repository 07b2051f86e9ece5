import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import type { TestResult } from '@academy/shared/tests';
import { TestLoadError } from './test-load-error';
import { PageSpinner } from '../../../components/ui/spinner';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { resultQueryOptions } from '../api/tests-api';
import { TestResultBody } from './test-result-body';

/** The missed concepts, most missed first, each a way into practising it. */
function PracticeThese({ practice }: { practice: TestResult['practice'] }) {
  return (
    <section
      aria-labelledby="practice-these"
      className="rounded-2xl border border-primary-200 bg-primary-50 p-5"
    >
      <h2 id="practice-these" className="font-semibold text-primary-900">
        Practice these concepts
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {practice.map((p) => (
          <li key={p.concept}>
            <Link
              to="/practice/$subModuleId"
              params={{ subModuleId: p.subModule }}
              search={{ concept: p.concept }}
              className={cn(buttonClasses({ variant: 'secondary', size: 'sm' }), 'text-left')}
            >
              {p.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The signed-in student's result of a finished test. */
export function TestResultView({
  attemptId,
  focusOnArrival = false,
  timeRanOut = false,
}: {
  attemptId: string;
  /** Takes the focus once shown: the module the student was in just ended on this page. */
  focusOnArrival?: boolean;
  /** That module ended as its time ran out, not by the student's Finish. */
  timeRanOut?: boolean;
}) {
  const { data, isPending, isError, error, refetch } = useQuery(resultQueryOptions(attemptId));
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shown = Boolean(data);
  useEffect(() => {
    if (focusOnArrival && shown) titleRef.current?.focus();
  }, [focusOnArrival, shown]);
  if (isPending) return <PageSpinner label="Loading your result" />;
  if (isError) {
    return (
      <TestLoadError
        title="The result could not be loaded"
        error={error}
        onRetry={() => void refetch()}
      />
    );
  }
  return (
    <TestResultBody
      result={data}
      eyebrow="Test result"
      titleRef={titleRef}
      notice={
        // The result replaced the question being worked on without a word of why.
        timeRanOut ? 'Time ran out: the answers you had given were submitted.' : undefined
      }
      concepts={<PracticeThese practice={data.practice} />}
      back={
        <Link to="/tests" className={buttonClasses({ variant: 'secondary' })}>
          Back to tests
        </Link>
      }
    />
  );
}
