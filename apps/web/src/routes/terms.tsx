import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../features/legal/components/terms-page';
import { LEGAL_PAGES } from '../features/legal/legal';
import { pageTitle } from '../lib/page-title';

export const Route = createFileRoute('/terms')({
  head: () => pageTitle(LEGAL_PAGES.terms.title),
  component: TermsPage,
});
