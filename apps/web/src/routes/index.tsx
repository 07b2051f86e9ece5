import { optionalText } from '../lib/search-params';
import { useEffect, useState } from 'react';
import {
  createFileRoute,
  lazyRouteComponent,
  useNavigate,
  useSearch,
} from '@tanstack/react-router';
import { ACADEMY } from '../lib/academy';
import { WHILE_VERIFYING } from '../lib/api-client';
import { PageSpinner } from '../components/ui/spinner';
import { useAuth } from '../features/auth/auth-context';
import { progressOverviewQueryOptions } from '../features/home/api/get-progress-overview';
import { Landing } from '../features/landing/components/landing';
import { submodulesQueryOptions } from '../features/practice/api/get-submodules';
import { ReviewDueLink } from '../features/review-due/components/review-due-link';
import { LazyBookingDialog } from '../features/scheduling/components/lazy-booking-dialog';
import { schedulingMessages } from '@academy/shared/scheduling-prices';
import { bookingContactOf } from '../features/scheduling/lib/booking-contact';

export interface IndexSearch {
  /** Passed on to the login and register links of the landing page. */
  redirect?: string;
  /** Back from a tutor-session checkout left without paying. */
  booking?: 'cancelled';
  /**
   * A link from elsewhere (the evaluation's next steps) that opens the booking form here, on the
   * landing page and the signed-in home alike.
   */
  book?: 'session';
}

// Most visitors of / are anonymous and see the landing page: the signed-in home is its own file,
// fetched by the loader when a user opens /, and rendered without suspending once it is here.
const Home = lazyRouteComponent(() => import('../features/home/components/home'), 'Home');

export const Route = createFileRoute('/')({
  validateSearch: (search: Record<string, unknown>): IndexSearch => ({
    redirect: optionalText(search.redirect),
    booking: search.booking === 'cancelled' ? 'cancelled' : undefined,
    book: search.book === 'session' ? 'session' : undefined,
  }),
  loader: ({ context: { auth, queryClient } }) => {
    if (auth.status === 'authenticated') return Home.preload?.();
    if (auth.status === 'loading') {
      // A returning user, whose stored session is being verified: the home's code and data load
      // beside that check (a session found gone shows the landing page as before).
      void Home.preload?.();
      void queryClient.prefetchQuery(submodulesQueryOptions(WHILE_VERIFYING));
      void queryClient.prefetchQuery(progressOverviewQueryOptions(WHILE_VERIFYING));
    }
  },
  head: () => ({ meta: [{ title: `${ACADEMY.name} · SAT & ACT preparation` }] }),
  component: IndexPage,
});

function IndexPage() {
  const { state } = useAuth();
  // Not Route.useSearch(): a link clicked while the prerendered page still hydrates can make
  // React render this page once more after the router dropped its match, and the strict hook
  // then throws (TanStack/router#8198). React recovers, but reports an error.
  const search = useSearch({ from: Route.id, shouldThrow: false });
  const redirect = search?.redirect;
  const [bookingOpen, setBookingOpen] = useState(false);
  const navigate = useNavigate();
  const bookingCancelled = search?.booking === 'cancelled';
  const bookAsked = search?.book === 'session';
  const [bookingNotice, setBookingNotice] = useState<string | null>(null);
  useEffect(() => {
    if (!bookingCancelled && !bookAsked) return;
    // The form opens (again, saying why, after a checkout left); the address loses the flag so
    // a reload is quiet.
    if (bookingCancelled) setBookingNotice(schedulingMessages.checkoutCancelled);
    setBookingOpen(true);
    void navigate({ to: '/', search: { redirect }, replace: true });
  }, [bookingCancelled, bookAsked, navigate, redirect]);
  if (state.status === 'loading') return <PageSpinner label="Checking your session" />;
  const openBooking = () => setBookingOpen(true);
  // Booking is open to anyone (SPEC §1): a signed-in user books from the home, as who they are.
  const user = state.status === 'authenticated' ? state.user : undefined;
  return (
    <>
      {user ? (
        <Home user={user} onBookSession={openBooking} reviewLink={<ReviewDueLink />} />
      ) : (
        <Landing redirect={redirect} onBookSession={openBooking} />
      )}
      <LazyBookingDialog
        open={bookingOpen}
        onOpenChange={(open) => {
          setBookingOpen(open);
          if (!open) setBookingNotice(null);
        }}
        notice={bookingNotice}
        contact={user && bookingContactOf(user)}
      />
    </>
  );
}
