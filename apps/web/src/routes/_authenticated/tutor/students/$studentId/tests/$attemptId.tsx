import { createFileRoute } from '@tanstack/react-router';
import { StudentTestResult } from '../../../../../../features/tutor/components/student-test-result';
import { pageTitle } from '../../../../../../lib/page-title';

export const Route = createFileRoute('/_authenticated/tutor/students/$studentId/tests/$attemptId')({
  head: () => pageTitle('Test result'),
  component: StudentTestResultRoute,
});

function StudentTestResultRoute() {
  const { studentId, attemptId } = Route.useParams();
  return <StudentTestResult studentId={studentId} attemptId={attemptId} />;
}
