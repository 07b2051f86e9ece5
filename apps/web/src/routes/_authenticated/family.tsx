import { useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import type { FamilyChild } from '@academy/shared/family';
import { useAuth } from '../../features/auth/auth-context';
import { ChildDashboard } from '../../features/family/components/child-dashboard';
import { FamilyPage } from '../../features/family/components/family-page';
import { childrenQueryOptions } from '../../features/family/api/get-children';
import { DashboardView } from '../../features/progress/components/dashboard-view';
import { LazyBookingDialog } from '../../features/scheduling/components/lazy-booking-dialog';
import { pageTitle } from '../../lib/page-title';

export const Route = createFileRoute('/_authenticated/family')({
  validateSearch: (search: Record<string, unknown>): { paid?: string } =>
    typeof search.paid === 'string' ? { paid: search.paid } : {},
  // Starts the request without waiting: the page shows its own spinner.
  loader: ({ context }) => {
    if (context.auth.status !== 'authenticated') return;
    void context.queryClient.prefetchQuery(childrenQueryOptions());
  },
  head: () => pageTitle('Family'),
  component: FamilyRoute,
});

function FamilyRoute() {
  const { paid } = Route.useSearch();
  const { state } = useAuth();
  const parent = state.user;
  // The booking modal, for the child chosen; kept after closing so it closes in place.
  const [bookingFor, setBookingFor] = useState<FamilyChild | null>(null);
  const [bookingOpen, setBookingOpen] = useState(false);
  return (
    <>
      <FamilyPage
        paidFor={paid}
        onBook={(child) => {
          setBookingFor(child);
          setBookingOpen(true);
        }}
        renderDashboard={(child) => (
          <ChildDashboard childId={child.id} firstname={child.firstname}>
            {(data) => <DashboardView data={data} studentName={child.firstname} />}
          </ChildDashboard>
        )}
      />
      <LazyBookingDialog
        open={bookingOpen}
        onOpenChange={setBookingOpen}
        contact={
          parent
            ? { fullName: `${parent.firstname} ${parent.lastname}`, contactInfo: parent.email }
            : undefined
        }
        student={
          bookingFor
            ? { id: bookingFor.id, name: `${bookingFor.firstname} ${bookingFor.lastname}` }
            : undefined
        }
      />
    </>
  );
}
