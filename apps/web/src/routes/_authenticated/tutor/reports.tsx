import { createFileRoute } from '@tanstack/react-router';
import { ReportsPage } from '../../../features/tutor/components/reports-page';
import { pageSearch } from '../../../features/tutor/lib/search';
import { pageTitle } from '../../../lib/page-title';

export const Route = createFileRoute('/_authenticated/tutor/reports')({
  validateSearch: pageSearch,
  head: () => pageTitle('Question reports'),
  component: ReportsRoute,
});

function ReportsRoute() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ReportsPage page={page} onPage={(next) => void navigate({ search: { page: next } })} />;
}
