import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '../../features/auth/auth-context';
import { accountBookingsQueryOptions } from '../../features/scheduling/api/managed-booking';
import { AccountBookingsPage } from '../../features/scheduling/components/account-bookings-page';
import { pageTitle } from '../../lib/page-title';
import { bookingContactOf } from '../../features/scheduling/lib/booking-contact';

export const Route = createFileRoute('/_authenticated/sessions')({
  // Starts the request without waiting: the page shows its own spinner.
  loader: ({ context }) => {
    if (context.auth.status !== 'authenticated') return;
    void context.queryClient.prefetchQuery(accountBookingsQueryOptions());
  },
  head: () => pageTitle('Your Tutor Sessions'),
  component: SessionsRoute,
});

function SessionsRoute() {
  const { state } = useAuth();
  // A parent books for a child from the Family page; everyone else from their home.
  const user = state.user;
  return (
    <AccountBookingsPage
      bookHref={user?.role === 'parent' ? '/family' : '/'}
      contact={user ? bookingContactOf(user) : undefined}
    />
  );
}
