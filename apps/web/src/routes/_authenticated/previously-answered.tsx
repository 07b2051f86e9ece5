import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { answeredQuestionsQueryOptions } from '../../features/review/api/get-answered-questions';
import { conceptsQueryOptions } from '../../features/review/api/get-concepts';
import { modulesQueryOptions } from '../../features/review/api/get-modules';
import { PreviouslyAnswered } from '../../features/review/components/previously-answered';
import {
  ANSWERED_SEARCH_DEFAULTS,
  parseAnsweredSearch,
} from '../../features/review/lib/answered-search';
import { pageTitle } from '../../lib/page-title';
import { preloadMathFonts } from '../../components/math/math-fonts';

export const Route = createFileRoute('/_authenticated/previously-answered')({
  // The filters live in the URL: a reload or a shared link shows the same page.
  validateSearch: parseAnsweredSearch,
  search: { middlewares: [stripSearchParams(ANSWERED_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  // Starts the requests without waiting for them: the page shows its own loading states, and a
  // filter change never holds the old page back behind the router's pending view.
  loader: ({ context, deps }) => {
    preloadMathFonts();
    if (context.auth.status !== 'authenticated') return;
    void context.queryClient.prefetchQuery(answeredQuestionsQueryOptions(deps));
    void context.queryClient.prefetchQuery(modulesQueryOptions());
    void context.queryClient.prefetchQuery(conceptsQueryOptions());
  },
  head: () => pageTitle('Previously Answered Questions'),
  component: PreviouslyAnsweredRoute,
});

function PreviouslyAnsweredRoute() {
  const filter = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PreviouslyAnswered
      filter={filter}
      onFilterChange={(search, { replace, toTop }) =>
        void navigate({ search, replace, resetScroll: toTop })
      }
    />
  );
}
