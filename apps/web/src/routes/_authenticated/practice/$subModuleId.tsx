import { createFileRoute, notFound } from '@tanstack/react-router';
import { startWithQuestion } from '../../../features/practice/api/get-practice-question';
import { conceptScoresQueryOptions } from '../../../features/practice/api/get-concept-scores';
import { randomQuestionQueryOptions } from '../../../features/practice/api/get-random-question';
import { submoduleConceptsQueryOptions } from '../../../features/practice/api/get-submodule-concepts';
import { submodulesQueryOptions } from '../../../features/practice/api/get-submodules';
import { PracticePage } from '../../../features/practice/components/practice-page';
import { PracticeRouteError } from '../../../features/practice/components/practice-route-error';
import { parsePracticeSearch } from '../../../features/practice/lib/practice-search';
import { pageTitle } from '../../../lib/page-title';
import { preloadMathFonts } from '../../../components/math/math-fonts';

export const Route = createFileRoute('/_authenticated/practice/$subModuleId')({
  validateSearch: parsePracticeSearch,
  loaderDeps: ({ search: { concept, question } }) => ({ concept, question }),
  loader: async ({ context, params: { subModuleId }, deps: { concept, question }, preload }) => {
    preloadMathFonts();
    // While the session is still being verified the protected wrapper waits; the page's own
    // queries then load the data.
    if (context.auth.status !== 'authenticated') return { subModuleName: undefined };
    const { queryClient } = context;
    const submodules = await queryClient.ensureQueryData(submodulesQueryOptions());
    const submodule = submodules.find((entry) => entry._id === subModuleId);
    if (!submodule) throw notFound();
    // The scores beside the question are fetched alongside it, but only the question is waited
    // for: the page works without them, and their failure shows in their own panel.
    void queryClient.prefetchQuery(submoduleConceptsQueryOptions(subModuleId));
    void queryClient.prefetchQuery(conceptScoresQueryOptions(subModuleId));
    // Not on a preload: hovering the link must not hand the question out.
    if (question && !preload) await startWithQuestion(queryClient, subModuleId, question, concept);
    await queryClient.ensureQueryData(randomQuestionQueryOptions(subModuleId, concept));
    return { subModuleName: submodule.name };
  },
  head: ({ loaderData }) =>
    pageTitle(loaderData?.subModuleName ? `${loaderData.subModuleName} · Practice` : 'Practice'),
  errorComponent: PracticeRouteError,
  component: PracticeRoute,
});

function PracticeRoute() {
  const { subModuleId } = Route.useParams();
  const { concept } = Route.useSearch();
  return <PracticePage subModuleId={subModuleId} concept={concept} />;
}
