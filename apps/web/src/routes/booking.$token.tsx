import { createFileRoute } from '@tanstack/react-router';
import { ManageBookingPage } from '../features/scheduling/components/manage-booking-page';
import { pageTitle } from '../lib/page-title';

export const Route = createFileRoute('/booking/$token')({
  head: () => pageTitle('Your Tutor Sessions'),
  component: ManageBookingRoute,
});

function ManageBookingRoute() {
  const { token } = Route.useParams();
  return <ManageBookingPage token={token} />;
}
