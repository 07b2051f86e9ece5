import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../features/legal/components/privacy-page';
import { LEGAL_PAGES } from '../features/legal/legal';
import { pageTitle } from '../lib/page-title';

export const Route = createFileRoute('/privacy')({
  head: () => pageTitle(LEGAL_PAGES.privacy.title),
  component: PrivacyPage,
});
