import { createFileRoute } from '@tanstack/react-router';
import { submodulesQueryOptions } from '../../../features/practice/api/get-submodules';
import { PracticeRouteError } from '../../../features/practice/components/practice-route-error';
import { TopicChooser } from '../../../features/practice/components/topic-chooser';
import { ReviewDueLink } from '../../../features/review-due/components/review-due-link';
import { pageTitle } from '../../../lib/page-title';

export const Route = createFileRoute('/_authenticated/practice/')({
  // While the session is still being verified the protected wrapper waits; the page's own
  // query then loads the data.
  loader: ({ context }) =>
    context.auth.status === 'authenticated'
      ? context.queryClient.ensureQueryData(submodulesQueryOptions())
      : undefined,
  head: () => pageTitle('Practice'),
  errorComponent: PracticeRouteError,
  component: PracticeTopics,
});

function PracticeTopics() {
  return <TopicChooser reviewLink={<ReviewDueLink />} />;
}
