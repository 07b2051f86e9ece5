import { createFileRoute } from '@tanstack/react-router';
import { evaluationQuestionsQueryOptions } from '../features/evaluation/api/get-evaluation-questions';
import { EvaluationPage } from '../features/evaluation/components/evaluation-page';
import { pageTitle } from '../lib/page-title';
import { preloadMathFonts } from '../components/math/math-fonts';

// Open to anyone (SPEC §2), so not under _authenticated.
export const Route = createFileRoute('/evaluation')({
  // Starts the fetch on link intent and on arrival without holding the route back: the page
  // shows its own 'Loading evaluation questions...' state.
  loader: ({ context }) => {
    preloadMathFonts();
    void context.queryClient.prefetchQuery(evaluationQuestionsQueryOptions());
  },
  // A literal, not the shared message: head stays in the app shell, and the shared evaluation
  // module would bring zod with it.
  head: () => pageTitle('SAT Math Evaluation'),
  component: EvaluationPage,
});
