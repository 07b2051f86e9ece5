import { createFileRoute } from '@tanstack/react-router';
import { StudentPage } from '../../../../../features/tutor/components/student-page';
import { pageTitle } from '../../../../../lib/page-title';

export const Route = createFileRoute('/_authenticated/tutor/students/$studentId/')({
  head: () => pageTitle('Student'),
  component: StudentRoute,
});

function StudentRoute() {
  const { studentId } = Route.useParams();
  return <StudentPage studentId={studentId} />;
}
