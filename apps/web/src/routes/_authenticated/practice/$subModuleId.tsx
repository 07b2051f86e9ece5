import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { startWithQuestion } from '../../../features/practice/api/get-practice-question';
import { conceptScoresQueryOptions } from '../../../features/practice/api/get-concept-scores';
import { randomQuestionQueryOptions } from '../../../features/practice/api/get-random-question';
import { submoduleConceptsQueryOptions } from '../../../features/practice/api/get-submodule-concepts';
import { submodulesQueryOptions } from '../../../features/practice/api/get-submodules';
import { PracticePage } from '../../../features/practice/components/practice-page';
import { PracticeRouteError } from '../../../features/practice/components/practice-route-error';
import { parsePracticeSearch } from '../../../features/practice/lib/practice-search';
import { readStoredUser } from '../../../features/auth/auth-storage';
import { prefetchGuestTrial } from '../../../features/guest-trial/hooks/use-guest-trial';
import { WHILE_VERIFYING } from '../../../lib/api-client';
import { pageTitle } from '../../../lib/page-title';
import { preloadMathFonts } from '../../../components/math/math-fonts';

export const Route = createFileRoute('/_authenticated/practice/$subModuleId')({
  validateSearch: parsePracticeSearch,
  loaderDeps: ({ search: { concept, question } }) => ({ concept, question }),
  loader: async ({ context, params: { subModuleId }, deps: { concept, question }, preload }) => {
    const { auth, queryClient } = context;
    if (auth.status === 'anonymous') return { subModuleName: undefined };
    const denial = auth.status === 'loading' ? WHILE_VERIFYING : undefined;
    // The scores beside the question are fetched alongside it, but only the question is waited
    // for: the page works without them, and their failure shows in their own panel.
    void queryClient.prefetchQuery(submoduleConceptsQueryOptions(subModuleId, denial));
    void queryClient.prefetchQuery(conceptScoresQueryOptions(subModuleId, denial));
    prefetchGuestTrial(queryClient, denial ? readStoredUser() : auth.user, denial);
    // A returning user's first load: the protected wrapper waits for the session check, and the
    // page's data loads beside it rather than after it (a phone on a slow network saves a round
    // trip or two); the page's own queries take these up.
    if (denial) {
      void queryClient.prefetchQuery(submodulesQueryOptions(denial));
      // A retried question opened by its address (a new tab, a reload) is in place before the
      // page asks for a question, or the page would draw one at random and answer that.
      const retried =
        question && !preload
          ? startWithQuestion(queryClient, subModuleId, question, concept, denial)
          : undefined;
      if (!question && !preload) {
        void queryClient.prefetchQuery(randomQuestionQueryOptions(subModuleId, concept, denial));
      }
      // After the data: asked for first, its small answers are not queued behind the fonts.
      preloadMathFonts();
      if ((await retried?.catch(() => true)) === false) dropRetry(subModuleId, concept);
      return { subModuleName: undefined };
    }
    // The question is drawn beside the list that names the topic, not after it. Not on a
    // preload: hovering the link must not hand the chosen question out.
    const drawn = (async () => {
      if (question && !preload) {
        const placed = await startWithQuestion(queryClient, subModuleId, question, concept);
        if (!placed) dropRetry(subModuleId, concept);
      }
      await queryClient.ensureQueryData(randomQuestionQueryOptions(subModuleId, concept));
    })();
    // An unknown topic answers Not Found whatever the draw does.
    drawn.catch(() => undefined);
    const submodulesLoad = queryClient.ensureQueryData(submodulesQueryOptions());
    preloadMathFonts();
    const submodules = await submodulesLoad;
    const submodule = submodules.find((entry) => entry._id === subModuleId);
    if (!submodule) throw notFound();
    await drawn;
    return { subModuleName: submodule.name };
  },
  head: ({ loaderData }) =>
    pageTitle(loaderData?.subModuleName ? `${loaderData.subModuleName} · Practice` : 'Practice'),
  errorComponent: PracticeRouteError,
  component: PracticeRoute,
});

/**
 * A retry the page could not serve (said in a toast) leaves the address, so a reload or a
 * bookmark does not say it again but practises on.
 */
function dropRetry(subModuleId: string, concept: string | undefined): never {
  throw redirect({
    to: '/practice/$subModuleId',
    params: { subModuleId },
    search: { concept },
    replace: true,
  });
}

function PracticeRoute() {
  const { subModuleId } = Route.useParams();
  const { concept } = Route.useSearch();
  return <PracticePage subModuleId={subModuleId} concept={concept} />;
}
