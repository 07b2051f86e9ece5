import { SESSION_TYPE_LABELS } from '@academy/shared/scheduling-prices';
import { MascotSpot } from '../../../components/layout/mascot-spot';
import { PageSpinner } from '../../../components/ui/spinner';
import { Notice } from '../../../components/ui/notice';
import { serverMessage } from '../../../lib/api-client';
import { useManagedBooking } from '../api/managed-booking';
import { hasSessionAhead } from '../lib/sessions-ahead';
import { BookAnother } from './book-another';
import type { BookingContact } from './booking-form';
import { ChangePolicy } from './change-policy';
import { ManagedSessions } from './managed-session';
import { SessionPlace } from './session-place';

/** /booking/$token: the sessions of a booking, moved or canceled up to 24 hours before. */
export function ManageBookingPage({
  token,
  bookHref = '/',
  contact,
}: {
  token: string;
  /** Where the reader books another session: a signed-in parent from the Family page. */
  bookHref?: '/' | '/family';
  contact?: BookingContact;
}) {
  const booking = useManagedBooking(token);
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <header className="space-y-1">
        <MascotSpot />
        <h1 className="text-2xl font-bold text-slate-900">Your tutor sessions</h1>
        {booking.data ? (
          <p className="text-slate-600">
            Booking {booking.data.internalReference} ·{' '}
            {SESSION_TYPE_LABELS[booking.data.sessionType]} · times are Dallas time
          </p>
        ) : null}
        {booking.data && hasSessionAhead(booking.data) ? (
          <p className="text-slate-600">
            <SessionPlace sessionType={booking.data.sessionType} joinUrl={booking.data.joinUrl} />
          </p>
        ) : null}
      </header>
      {booking.isPending ? (
        <PageSpinner />
      ) : booking.isError ? (
        <Notice>{serverMessage(booking.error) ?? 'Failed to load your booking'}</Notice>
      ) : (
        <>
          <ManagedSessions access={{ token }} booking={booking.data} />
          <ChangePolicy />
          <BookAnother bookHref={bookHref} contact={contact} />
        </>
      )}
    </div>
  );
}
