import { createFileRoute } from '@tanstack/react-router';
import { testsQueryOptions } from '../../../features/tests/api/tests-api';
import { TestsPage } from '../../../features/tests/components/tests-page';
import { pageTitle } from '../../../lib/page-title';

export const Route = createFileRoute('/_authenticated/tests/')({
  // Starts the request without waiting: the page shows its own spinner.
  loader: ({ context }) => {
    if (context.auth.status !== 'authenticated') return;
    void context.queryClient.prefetchQuery(testsQueryOptions());
  },
  head: () => pageTitle('Tests'),
  component: TestsPage,
});
