import { optionalText } from '../../lib/search-params';
import { useEffect, useState } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import type { FamilyChild } from '@academy/shared/family';
import { useAuth } from '../../features/auth/auth-context';
import { ChildDashboard } from '../../features/family/components/child-dashboard';
import { FamilyPage } from '../../features/family/components/family-page';
import { followsChildren } from '@academy/shared/roles';
import { childrenQueryOptions, useChildren } from '../../features/family/api/get-children';
import { NestedHeadings } from '../../components/heading-depth';
import { DashboardView } from '../../features/progress/components/dashboard-view';
import { FinishedTests } from '../../features/tests/components/finished-tests';
import { LazyBookingDialog } from '../../features/scheduling/components/lazy-booking-dialog';
import { pageTitle } from '../../lib/page-title';
import { schedulingMessages } from '@academy/shared/scheduling-prices';
import { personName } from '../../lib/person-name';
import { bookingContactOf } from '../../features/scheduling/lib/booking-contact';

export interface FamilySearch {
  /** A child's plan was just paid for (that child's id). */
  paid?: string;
  /** Back from a child's booking checkout left without paying (CHECKOUT_RETURN_PATHS). */
  booking?: 'cancelled';
  child?: string;
}

export const Route = createFileRoute('/_authenticated/family')({
  validateSearch: (search: Record<string, unknown>): FamilySearch => ({
    paid: optionalText(search.paid),
    booking: search.booking === 'cancelled' ? 'cancelled' : undefined,
    child: optionalText(search.child),
  }),
  // Starts the request without waiting: the page shows its own spinner.
  // Not for a student's account: the page says whom it is for without calling (FamilyPage).
  loader: ({ context }) => {
    if (context.auth.status !== 'authenticated' || !followsChildren(context.auth.user.role)) return;
    void context.queryClient.prefetchQuery(childrenQueryOptions());
  },
  head: () => pageTitle('Family'),
  component: FamilyRoute,
});

function FamilyRoute() {
  const { paid, booking, child: returningFor } = Route.useSearch();
  const { state } = useAuth();
  const parent = state.user;
  // The booking modal, for the child chosen; kept after closing so it closes in place.
  const [bookingFor, setBookingFor] = useState<FamilyChild | null>(null);
  const [bookingOpen, setBookingOpen] = useState(false);
  const [bookingNotice, setBookingNotice] = useState<string | null>(null);
  const children = useChildren(parent !== null && followsChildren(parent.role));
  const navigate = useNavigate();
  // The thank-you for a plan just paid stays for this visit; the address loses it, so a reload
  // (or a bookmark) does not thank the parent again for a payment made long before.
  const [paidFor] = useState(paid);
  useEffect(() => {
    if (paid)
      void navigate({ to: '/family', search: ({ paid: _shown, ...rest }) => rest, replace: true });
  }, [paid, navigate]);
  useEffect(() => {
    if (booking !== 'cancelled' || !children.data) return;
    // The form opens again for the same child and says why; the address loses the flag so a
    // reload is quiet. A child no longer linked just gets the page.
    const child = children.data.find((c) => c.id === returningFor);
    if (child) {
      setBookingFor(child);
      setBookingNotice(schedulingMessages.checkoutCancelled);
      setBookingOpen(true);
    }
    void navigate({ to: '/family', search: {}, replace: true });
  }, [booking, returningFor, children.data, navigate]);
  return (
    <>
      <FamilyPage
        paidFor={paidFor}
        onBook={(child) => {
          setBookingFor(child);
          setBookingNotice(null);
          setBookingOpen(true);
        }}
        renderDashboard={(child) => (
          <>
            <ChildDashboard childId={child.id} firstname={child.firstname}>
              {(data) => (
                <NestedHeadings>
                  <DashboardView data={data} studentName={child.firstname} />
                </NestedHeadings>
              )}
            </ChildDashboard>
            {child.tests.length > 0 ? (
              <section aria-labelledby={`tests-${child.id}`} className="space-y-3">
                <h3 id={`tests-${child.id}`} className="text-lg font-semibold text-slate-900">
                  {child.firstname}’s timed tests
                </h3>
                <FinishedTests tests={child.tests} results={null} />
              </section>
            ) : null}
          </>
        )}
      />
      <LazyBookingDialog
        open={bookingOpen}
        onOpenChange={(open) => {
          setBookingOpen(open);
          if (!open) setBookingNotice(null);
        }}
        notice={bookingNotice}
        contact={parent ? bookingContactOf(parent) : undefined}
        student={bookingFor ? { id: bookingFor.id, name: personName(bookingFor) } : undefined}
      />
    </>
  );
}
