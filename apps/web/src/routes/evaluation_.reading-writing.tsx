import { createFileRoute } from '@tanstack/react-router';
import { evaluationQuestionsQueryOptions } from '../features/evaluation/api/get-evaluation-questions';
import { EvaluationPage } from '../features/evaluation/components/evaluation-page';
import { pageTitle } from '../lib/page-title';

// The public SAT English evaluation (issue 40): open to anyone, beside /evaluation, not in it.
export const Route = createFileRoute('/evaluation_/reading-writing')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(evaluationQuestionsQueryOptions('reading-writing'));
  },
  head: () => pageTitle('SAT Reading and Writing Evaluation'),
  component: () => <EvaluationPage kind="reading-writing" />,
});
