import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../features/public-pages/components/about-page';
import { pageTitle } from '../lib/page-title';

export const Route = createFileRoute('/about')({
  head: () => pageTitle('About Us'),
  component: AboutPage,
});
