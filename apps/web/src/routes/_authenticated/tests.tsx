import { createFileRoute } from '@tanstack/react-router';
import { TestsPage } from '../../features/public-pages/components/tests-page';
import { pageTitle } from '../../lib/page-title';

export const Route = createFileRoute('/_authenticated/tests')({
  head: () => pageTitle('Tests'),
  component: TestsPage,
});
