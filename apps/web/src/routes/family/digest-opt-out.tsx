import { createFileRoute } from '@tanstack/react-router';
import { DigestOptOutPage } from '../../features/family/components/digest-opt-out-page';
import { pageTitle } from '../../lib/page-title';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const Route = createFileRoute('/family/digest-opt-out')({
  validateSearch: (search: Record<string, unknown>) => ({
    parent: text(search.parent),
    sig: text(search.sig),
  }),
  head: () => pageTitle('Weekly Digest'),
  component: DigestOptOutRoute,
});

function DigestOptOutRoute() {
  const { parent, sig } = Route.useSearch();
  return <DigestOptOutPage parent={parent} sig={sig} />;
}
