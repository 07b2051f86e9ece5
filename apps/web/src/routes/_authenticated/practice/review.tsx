import { createFileRoute } from '@tanstack/react-router';
import { QuestionCard } from '../../../features/practice/components/question-card';
import { PracticeRouteError } from '../../../features/practice/components/practice-route-error';
import { reviewDueQueryOptions } from '../../../features/review-due/api/get-review-due';
import { reviewSummaryQueryOptions } from '../../../features/review-due/api/get-review-summary';
import { ReviewSession } from '../../../features/review-due/components/review-session';
import { pageTitle } from '../../../lib/page-title';
import { preloadMathFonts } from '../../../components/math/math-fonts';

// A static segment: it wins over /practice/$subModuleId.
export const Route = createFileRoute('/_authenticated/practice/review')({
  loader: async ({ context }) => {
    preloadMathFonts();
    // While the session is still being verified the protected wrapper waits; the page's own
    // queries then load the data.
    if (context.auth.status !== 'authenticated') return;
    void context.queryClient.prefetchQuery(reviewSummaryQueryOptions());
    // Always afresh: a card kept from an earlier visit may have been answered since.
    await context.queryClient.fetchQuery({ ...reviewDueQueryOptions(), staleTime: 0 });
  },
  head: () => pageTitle('Review · Practice'),
  errorComponent: PracticeRouteError,
  component: ReviewRoute,
});

function ReviewRoute() {
  return <ReviewSession renderCard={(props) => <QuestionCard {...props} focusOnArrival />} />;
}
