import { SESSION_TYPE_LABELS } from '@academy/shared/scheduling-prices';
import { MascotSpot } from '../../../components/layout/mascot-spot';
import { PageSpinner } from '../../../components/ui/spinner';
import { Notice } from '../../../components/ui/notice';
import { serverMessage } from '../../../lib/api-client';
import { useManagedBooking } from '../api/managed-booking';
import { ManagedSession } from './managed-session';

/** /booking/$token: the sessions of a booking, moved or canceled up to 24 hours before. */
export function ManageBookingPage({ token }: { token: string }) {
  const booking = useManagedBooking(token);
  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <header className="space-y-1">
        <MascotSpot />
        <h1 className="text-2xl font-bold text-slate-900">Your tutor sessions</h1>
        {booking.data ? (
          <p className="text-slate-600">
            Booking {booking.data.internalReference} ·{' '}
            {SESSION_TYPE_LABELS[booking.data.sessionType]} · times are Dallas time
          </p>
        ) : null}
      </header>
      {booking.isPending ? (
        <PageSpinner />
      ) : booking.isError ? (
        <Notice>{serverMessage(booking.error) ?? 'Failed to load your booking'}</Notice>
      ) : (
        <>
          <ul className="clear-both space-y-3" data-mascot-avoid>
            {booking.data.sessions.map((session, index) => (
              <ManagedSession
                key={session.id}
                token={token}
                booking={booking.data}
                session={session}
                index={index}
              />
            ))}
          </ul>
          <p className="text-sm text-slate-600">
            Sessions can be moved or canceled here up to 24 hours before they start; a canceled
            session is refunded in full. See our{' '}
            <a href="/refunds" className="font-medium text-primary-700 underline">
              refund policy
            </a>
            .
          </p>
        </>
      )}
    </main>
  );
}
