import { useEffect, useRef } from 'react';
import { EVALUATION_KIND_INFO } from '@academy/shared/evaluation-kinds';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import type { TestResult } from '@academy/shared/tests';
import { MascotSpot } from '../../../components/layout/mascot-spot';
import { TestLoadError } from './test-load-error';
import { PageSpinner } from '../../../components/ui/spinner';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { resultQueryOptions, studentResultQueryOptions } from '../api/tests-api';
import { formatSeconds } from '../lib/format-seconds';
import { ResultQuestions } from './result-questions';
import { ResultSkills } from './result-skills';

const LEVEL: Record<TestResult['modules'][number]['level'], string> = {
  mixed: 'mixed difficulty',
  harder: 'the harder form',
  easier: 'the easier form',
};

function Tally({ label, correct, total }: { label: string; correct: number; total: number }) {
  return (
    <li className="flex items-baseline justify-between gap-3 border-b border-slate-100 py-2 last:border-0">
      <span className="text-slate-700">{label}</span>
      <span className="font-semibold tabular-nums text-slate-900">
        {correct} / {total}
      </span>
    </li>
  );
}

/** The student whose result the tutor opened; `name` when their page was seen before. */
export interface ResultStudent {
  id: string;
  name?: string;
}

/** The tutor's view of "Practice these concepts": what the student missed, most first. */
function MissedConcepts({ practice }: { practice: TestResult['practice'] }) {
  return (
    <section
      aria-labelledby="missed-concepts"
      className="rounded-2xl border border-primary-200 bg-primary-50 p-5"
    >
      <h2 id="missed-concepts" className="font-semibold text-primary-900">
        Concepts missed
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2 text-sm">
        {practice.map((p) => (
          <li
            key={p.concept}
            className="rounded-lg border border-primary-200 bg-white px-3 py-1.5 text-slate-800"
          >
            {p.name} <span className="text-slate-600">({p.missed} missed)</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function TestResultView({
  attemptId,
  student,
  focusOnArrival = false,
}: {
  attemptId: string;
  /** Absent: the signed-in student's own result. */
  student?: ResultStudent;
  /** Takes the focus once shown: the module the student was in just ended on this page. */
  focusOnArrival?: boolean;
}) {
  const { data, isPending, isError, error, refetch } = useQuery(
    student ? studentResultQueryOptions(student.id, attemptId) : resultQueryOptions(attemptId),
  );
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
  const total = data.questions.reduce((sum, q) => sum + q.seconds, 0);
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      {/* The mascot's start spot beside the title on phones and tablets: with none, the summary
          card reached it and the mascot, finding no room, was out of sight. */}
      <header className="flow-root">
        <MascotSpot />
        <p className="text-sm font-medium text-primary-700">
          {student?.name ? `Test result · ${student.name}` : 'Test result'}
        </p>
        <h1
          ref={titleRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
        >
          {data.name}
        </h1>
      </header>
      <section
        aria-labelledby="result-summary"
        data-mascot-avoid
        className="grid gap-4 rounded-2xl border border-slate-200/80 bg-white p-5 shadow-card sm:grid-cols-2 sm:p-7"
      >
        <h2 id="result-summary" className="sr-only">
          Summary
        </h2>
        <div>
          {data.scoreRange ? (
            <>
              <p className="text-sm text-slate-600">
                Estimated {EVALUATION_KIND_INFO[data.section].scoreName} score
              </p>
              <p className="text-3xl font-bold tabular-nums text-slate-900">
                {data.scoreRange.low}–{data.scoreRange.high}
              </p>
              <p className="mt-1 text-xs text-slate-600">
                An estimate from a provisional model, not an official score.
              </p>
            </>
          ) : (
            <>
              <p className="text-sm text-slate-600">Correct</p>
              <p className="text-3xl font-bold tabular-nums text-slate-900">
                {data.overall.correct} / {data.overall.total}
              </p>
            </>
          )}
          <p className="mt-3 text-sm text-slate-700">Time on questions: {formatSeconds(total)}</p>
        </div>
        <ul className="text-sm">
          {data.modules.length > 1
            ? data.modules.map((m) => (
                <Tally
                  key={m.index}
                  label={`Module ${m.index} (${LEVEL[m.level]})`}
                  correct={m.correct}
                  total={m.total}
                />
              ))
            : null}
          {data.domains.map((d) => (
            <Tally key={d.domain} label={d.name} correct={d.correct} total={d.total} />
          ))}
        </ul>
      </section>
      <ResultSkills result={data} />
      {data.practice.length > 0 && student ? (
        <MissedConcepts practice={data.practice} />
      ) : data.practice.length > 0 ? (
        <section
          aria-labelledby="practice-these"
          className="rounded-2xl border border-primary-200 bg-primary-50 p-5"
        >
          <h2 id="practice-these" className="font-semibold text-primary-900">
            Practice these concepts
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {data.practice.map((p) => (
              <li key={p.concept}>
                <Link
                  to="/practice/$subModuleId"
                  params={{ subModuleId: p.subModule }}
                  search={{ concept: p.concept }}
                  className={cn(
                    buttonClasses({ variant: 'secondary', size: 'sm', wrap: true }),
                    'text-left',
                  )}
                >
                  {p.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ResultQuestions
        questions={data.questions}
        {...(student && { answerLabel: "Student's answer" })}
      />
      {student ? (
        <Link
          to="/tutor/students/$studentId"
          params={{ studentId: student.id }}
          className={buttonClasses({ variant: 'secondary' })}
        >
          Back to the student
        </Link>
      ) : (
        <Link to="/tests" className={buttonClasses({ variant: 'secondary' })}>
          Back to tests
        </Link>
      )}
    </div>
  );
}
