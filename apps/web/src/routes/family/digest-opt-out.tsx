import { createFileRoute } from '@tanstack/react-router';
import { DigestOptOutPage } from '../../features/family/components/digest-opt-out-page';
import { optionalText } from '../../lib/search-params';
import { pageTitle } from '../../lib/page-title';

export const Route = createFileRoute('/family/digest-opt-out')({
  // Missing, they stay out of the address (an empty string was written back as `&parent=&sig=`).
  validateSearch: (search: Record<string, unknown>): { parent?: string; sig?: string } => ({
    parent: optionalText(search.parent),
    sig: optionalText(search.sig),
  }),
  head: () => pageTitle('Weekly Digest'),
  component: DigestOptOutRoute,
});

function DigestOptOutRoute() {
  const { parent = '', sig = '' } = Route.useSearch();
  return <DigestOptOutPage parent={parent} sig={sig} />;
}
