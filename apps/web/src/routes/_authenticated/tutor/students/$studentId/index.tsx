import { createFileRoute } from '@tanstack/react-router';
import { studentQueryOptions } from '../../../../../features/tutor/api/tutor-api';
import { StudentPage } from '../../../../../features/tutor/components/student-page';
import { loadStudentName } from '../../../../../features/tutor/lib/student-title';
import { pageTitle } from '../../../../../lib/page-title';

export const Route = createFileRoute('/_authenticated/tutor/students/$studentId/')({
  loader: ({ context, params: { studentId } }) =>
    loadStudentName(context, (queryClient, denial) =>
      queryClient.ensureQueryData(studentQueryOptions(studentId, denial)),
    ),
  head: ({ loaderData }) => pageTitle(loaderData?.studentName ?? 'Student'),
  component: StudentRoute,
});

function StudentRoute() {
  const { studentId } = Route.useParams();
  return <StudentPage studentId={studentId} />;
}
