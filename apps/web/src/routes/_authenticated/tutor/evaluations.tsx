import { createFileRoute } from '@tanstack/react-router';
import { EvaluationsPage } from '../../../features/tutor/components/evaluations-page';
import { pageSearch } from '../../../features/tutor/lib/search';
import { pageTitle } from '../../../lib/page-title';

export const Route = createFileRoute('/_authenticated/tutor/evaluations')({
  validateSearch: pageSearch,
  head: () => pageTitle('Evaluations'),
  component: EvaluationsRoute,
});

function EvaluationsRoute() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <EvaluationsPage page={page} onPage={(next) => void navigate({ search: { page: next } })} />
  );
}
