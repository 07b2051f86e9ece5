import { createFileRoute } from '@tanstack/react-router';
import { MathToolsBar } from '../../../features/math-tools/components/math-tools-bar';
import { TestAttemptPage } from '../../../features/tests/components/test-attempt-page';
import { pageTitle } from '../../../lib/page-title';

export const Route = createFileRoute('/_authenticated/tests/$attemptId')({
  head: () => pageTitle('Timed test'),
  component: TestAttemptRoute,
});

function TestAttemptRoute() {
  const { attemptId } = Route.useParams();
  // The real test's tools on every Math question, as in practice and the evaluation; Reading
  // and Writing questions (those with a passage) have none on the test.
  return (
    <TestAttemptPage
      attemptId={attemptId}
      tools={(question) => (question.passage ? null : <MathToolsBar questionId={question._id} />)}
    />
  );
}
