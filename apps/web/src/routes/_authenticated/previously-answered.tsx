import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { answeredQuestionsQueryOptions } from '../../features/review/api/get-answered-questions';
import { conceptsQueryOptions } from '../../features/review/api/get-concepts';
import { modulesQueryOptions } from '../../features/review/api/get-modules';
import { PreviouslyAnswered } from '../../features/review/components/previously-answered';
import {
  ANSWERED_SEARCH_DEFAULTS,
  parseAnsweredSearch,
} from '../../features/review/lib/answered-search';
import { WHILE_VERIFYING } from '../../lib/api-client';
import { pageTitle } from '../../lib/page-title';
import { preloadMathFonts } from '../../components/math/math-fonts';

export const Route = createFileRoute('/_authenticated/previously-answered')({
  // The filters live in the URL: a reload or a shared link shows the same page.
  validateSearch: parseAnsweredSearch,
  search: { middlewares: [stripSearchParams(ANSWERED_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  // Starts the requests without waiting for them: the page shows its own loading states, and a
  // filter change never holds the old page back behind the router's pending view. A returning
  // user's first load starts them beside the session check (WHILE_VERIFYING).
  loader: ({ context, deps }) => {
    preloadMathFonts();
    const { auth, queryClient } = context;
    if (auth.status === 'anonymous') return;
    const denial = auth.status === 'loading' ? WHILE_VERIFYING : undefined;
    void queryClient.prefetchQuery(answeredQuestionsQueryOptions(deps, denial));
    void queryClient.prefetchQuery(modulesQueryOptions(denial));
    void queryClient.prefetchQuery(conceptsQueryOptions(denial));
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
