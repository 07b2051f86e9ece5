import { createFileRoute } from '@tanstack/react-router';
import { studentResultQueryOptions } from '../../../../../../features/tutor/api/tutor-api';
import { StudentTestResult } from '../../../../../../features/tutor/components/student-test-result';
import { loadStudentName } from '../../../../../../features/tutor/lib/student-title';
import { pageTitle } from '../../../../../../lib/page-title';

export const Route = createFileRoute('/_authenticated/tutor/students/$studentId/tests/$attemptId')({
  loader: ({ context, params: { studentId, attemptId } }) =>
    loadStudentName(context, (queryClient, denial) =>
      queryClient.ensureQueryData(studentResultQueryOptions(studentId, attemptId, denial)),
    ),
  head: ({ loaderData }) =>
    pageTitle(loaderData?.studentName ? `Test result · ${loaderData.studentName}` : 'Test result'),
  component: StudentTestResultRoute,
});

function StudentTestResultRoute() {
  const { studentId, attemptId } = Route.useParams();
  return <StudentTestResult studentId={studentId} attemptId={attemptId} />;
}
