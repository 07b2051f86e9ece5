import { createFileRoute } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { TestResultView } from '../../../../../../features/tests/components/test-result-view';
import { studentQueryOptions } from '../../../../../../features/tutor/api/tutor-api';
import { pageTitle } from '../../../../../../lib/page-title';

export const Route = createFileRoute('/_authenticated/tutor/students/$studentId/tests/$attemptId')({
  head: () => pageTitle('Test result'),
  component: StudentTestResultRoute,
});

function StudentTestResultRoute() {
  const { studentId, attemptId } = Route.useParams();
  // The name as the student's page, just left, holds it: not worth a call of its own.
  const seen = useQueryClient().getQueryData(studentQueryOptions(studentId).queryKey);
  const name = seen && `${seen.student.firstname} ${seen.student.lastname}`;
  return <TestResultView attemptId={attemptId} student={{ id: studentId, name }} />;
}
