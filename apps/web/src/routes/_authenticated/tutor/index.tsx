import { createFileRoute } from '@tanstack/react-router';
import { StudentsPage } from '../../../features/tutor/components/students-page';
import { studentsSearch } from '../../../features/tutor/lib/search';
import { pageTitle } from '../../../lib/page-title';

export const Route = createFileRoute('/_authenticated/tutor/')({
  validateSearch: studentsSearch,
  head: () => pageTitle('Tutor workspace'),
  component: StudentsRoute,
});

function StudentsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <StudentsPage
      search={search}
      onSearch={(next) => void navigate({ search: next, replace: true })}
    />
  );
}
