import { createFileRoute } from '@tanstack/react-router';
import { MyEvaluations } from '../../features/evaluation/components/my-evaluations';
import { dashboardQueryOptions } from '../../features/progress/api/get-dashboard';
import { ProgressPage } from '../../features/progress/components/progress-page';
import { MyTests } from '../../features/tests/components/my-tests';
import { pageTitle } from '../../lib/page-title';

export const Route = createFileRoute('/_authenticated/progress')({
  // Starts the request without waiting: the page shows its own spinner.
  loader: ({ context }) => {
    if (context.auth.status !== 'authenticated') return;
    void context.queryClient.prefetchQuery(dashboardQueryOptions());
  },
  head: () => pageTitle('Your Progress'),
  component: () => (
    <ProgressPage
      results={
        <>
          <MyEvaluations />
          <MyTests />
        </>
      }
    />
  ),
});
