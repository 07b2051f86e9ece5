import { createFileRoute } from '@tanstack/react-router';
import { SchedulingSuccess } from '../../features/scheduling/components/scheduling-success';
import { pageTitle } from '../../lib/page-title';
import { optionalText } from '../../lib/search-params';

// Open to anyone (SPEC §2): the provider returns here with ?session_id=... after payment; the
// billing history links here with &view=receipt as the booking's receipt.
const validateSearch = (
  search: Record<string, unknown>,
): { session_id?: string; view?: 'receipt' } => ({
  session_id: optionalText(search.session_id),
  view: search.view === 'receipt' ? 'receipt' : undefined,
});

export const Route = createFileRoute('/scheduling/success')({
  validateSearch,
  head: () => pageTitle('Tutor session payment'),
  component: SchedulingSuccessRoute,
});

function SchedulingSuccessRoute() {
  const { session_id: sessionId, view } = Route.useSearch();
  return <SchedulingSuccess sessionId={sessionId} receipt={view === 'receipt'} />;
}
