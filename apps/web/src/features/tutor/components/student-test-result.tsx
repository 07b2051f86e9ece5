import { Link } from '@tanstack/react-router';
import { ChevronLeft } from 'lucide-react';
import type { TestResult } from '@academy/shared/tests';
import { buttonClasses } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { TestLoadError } from '../../tests/components/test-load-error';
import { TestResultBody } from '../../tests/components/test-result-body';
import { useStudentTestResult } from '../api/tutor-api';
import { personName } from '../../../lib/person-name';

/** The tutor's reading of "Practice these concepts": what the student missed, most first. */
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

/**
 * /tutor/students/$studentId/tests/$attemptId: a student's finished test as they see its result,
 * with their answers, the keys and the skills, for the session's preparation (decision 034).
 */
export function StudentTestResult({
  studentId,
  attemptId,
}: {
  studentId: string;
  attemptId: string;
}) {
  const { data, isPending, isError, error, refetch } = useStudentTestResult(studentId, attemptId);
  const toStudent = (label: string, className: string) => (
    <Link to="/tutor/students/$studentId" params={{ studentId }} className={className}>
      {label}
    </Link>
  );
  if (isPending) return <PageSpinner label="Loading the result" />;
  if (isError) {
    return (
      <TestLoadError
        title="The result could not be loaded"
        error={error}
        onRetry={() => void refetch()}
        missing={{
          message: 'The test may still be under way, or the address may be mistyped.',
          link: toStudent(
            'Back to the student',
            `${buttonClasses({ size: 'sm', variant: 'secondary' })} mt-4`,
          ),
        }}
      />
    );
  }
  const name = personName(data.student);
  return (
    <TestResultBody
      result={data}
      eyebrow={`Test result · ${name}`}
      before={
        <Link
          to="/tutor/students/$studentId"
          params={{ studentId }}
          className="-mb-2 inline-flex items-center gap-1 rounded-md text-sm font-medium text-primary-700 hover:text-primary-800"
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
          {name}
        </Link>
      }
      concepts={<MissedConcepts practice={data.practice} />}
      answerLabel="Student's answer"
      back={toStudent('Back to the student', buttonClasses({ variant: 'secondary' }))}
    />
  );
}
