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
  // The real test's tools on every Math question, as in practice and the evaluation. A Reading
  // and Writing question (one with a passage) gets Annotate from the test's own screen, which
  // keeps the annotations with the module's other state on the device.
  return (
    <TestAttemptPage
      attemptId={attemptId}
      tools={(question) =>
        question.passage ? null : <MathToolsBar questionId={question._id} attemptId={attemptId} />
      }
    />
  );
}
