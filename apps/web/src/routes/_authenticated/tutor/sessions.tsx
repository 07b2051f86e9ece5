import { createFileRoute } from '@tanstack/react-router';
import { SessionsPage } from '../../../features/tutor/components/sessions-page';
import { pageSearch } from '../../../features/tutor/lib/search';
import { pageTitle } from '../../../lib/page-title';

export const Route = createFileRoute('/_authenticated/tutor/sessions')({
  validateSearch: pageSearch,
  head: () => pageTitle('Upcoming sessions'),
  component: SessionsRoute,
});

function SessionsRoute() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <SessionsPage page={page} onPage={(next) => void navigate({ search: { page: next } })} />;
}
