import { createFileRoute } from '@tanstack/react-router';
import { ResultsPage } from '../../../features/tutor/components/results-page';
import { pageSearch } from '../../../features/tutor/lib/search';
import { pageTitle } from '../../../lib/page-title';

export const Route = createFileRoute('/_authenticated/tutor/results')({
  validateSearch: pageSearch,
  head: () => pageTitle('Results'),
  component: ResultsRoute,
});

function ResultsRoute() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ResultsPage page={page} onPage={(next) => void navigate({ search: { page: next } })} />;
}
