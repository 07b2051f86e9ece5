import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '../features/auth/auth-context';
import { ManageBookingPage } from '../features/scheduling/components/manage-booking-page';
import { bookingContactOf } from '../features/scheduling/lib/booking-contact';
import { pageTitle } from '../lib/page-title';

export const Route = createFileRoute('/booking/$token')({
  head: () => pageTitle('Your Tutor Sessions'),
  component: ManageBookingRoute,
});

function ManageBookingRoute() {
  const { token } = Route.useParams();
  const user = useAuth().state.user;
  // As on /sessions: a parent books for a child from the Family page, anyone else right here.
  return (
    <ManageBookingPage
      token={token}
      bookHref={user?.role === 'parent' ? '/family' : '/'}
      contact={user ? bookingContactOf(user) : undefined}
    />
  );
}
