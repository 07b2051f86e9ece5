import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SchedulingSuccess } from '../../features/scheduling/components/scheduling-success';
import { pageTitle } from '../../lib/page-title';

// Open to anyone (SPEC §2): the provider returns here with ?session_id=... after payment.
const searchSchema = z.object({
  session_id: z.coerce.string().min(1).optional().catch(undefined),
});

export const Route = createFileRoute('/scheduling/success')({
  validateSearch: searchSchema,
  head: () => pageTitle('Tutor session payment'),
  component: SchedulingSuccessRoute,
});

function SchedulingSuccessRoute() {
  const { session_id: sessionId } = Route.useSearch();
  return <SchedulingSuccess sessionId={sessionId} />;
}
