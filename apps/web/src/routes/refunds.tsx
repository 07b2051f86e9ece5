import { createFileRoute } from '@tanstack/react-router';
import { RefundsPage } from '../features/legal/components/refunds-page';
import { LEGAL_PAGES } from '../features/legal/legal';
import { pageTitle } from '../lib/page-title';

export const Route = createFileRoute('/refunds')({
  head: () => pageTitle(LEGAL_PAGES.refunds.title),
  component: RefundsPage,
});
