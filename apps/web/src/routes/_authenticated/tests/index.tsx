import { createFileRoute } from '@tanstack/react-router';
import { EVALUATION_KINDS } from '@academy/shared/evaluation-kinds';
import type { TestSection } from '@academy/shared/tests';
import { testsQueryOptions } from '../../../features/tests/api/tests-api';
import { TestsPage } from '../../../features/tests/components/tests-page';
import { pageTitle } from '../../../lib/page-title';

export const Route = createFileRoute('/_authenticated/tests/')({
  // Starts the request without waiting: the page shows its own spinner.
  loader: ({ context }) => {
    if (context.auth.status !== 'authenticated') return;
    void context.queryClient.prefetchQuery(testsQueryOptions());
  },
  validateSearch: (search: Record<string, unknown>): { section?: TestSection } => ({
    section: EVALUATION_KINDS.find((kind) => kind === search.section),
  }),
  head: () => pageTitle('Tests'),
  component: TestsRoute,
});

function TestsRoute() {
  const { section } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <TestsPage
      section={section}
      onSection={(next) => void navigate({ search: { section: next }, replace: true })}
    />
  );
}
