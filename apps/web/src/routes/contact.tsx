import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/public-pages/components/contact-page';
import { pageTitle } from '../lib/page-title';

export const Route = createFileRoute('/contact')({
  head: () => pageTitle('Contact'),
  component: ContactPage,
});
