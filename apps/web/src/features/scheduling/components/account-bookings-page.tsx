import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { SESSION_TYPE_LABELS } from '@academy/shared/scheduling-prices';
import { LoadError } from '../../../components/load-error';
import { MascotSpot } from '../../../components/layout/mascot-spot';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { accountBookingsQueryOptions } from '../api/managed-booking';
import { MySessionReports } from '../../session-reports/components/my-session-reports';
import { BookAnother } from './book-another';
import type { BookingContact } from './booking-form';
import { ChangePolicy } from './change-policy';
import { LazyBookingDialog } from './lazy-booking-dialog';
import { ManagedSessions } from './managed-session';
import { hasSessionAhead } from '../lib/sessions-ahead';
import { SessionPlace } from './session-place';

/**
 * /sessions: the tutor sessions booked on this account (the student's own, or a parent's for a
 * child) and, for a parent, those of each linked child, each moved or canceled here as on the
 * mailed link's page.
 */
export function AccountBookingsPage({
  bookHref,
  contact,
}: {
  bookHref: '/' | '/family';
  /** Who books, for the form a student opens from the empty list. */
  contact?: BookingContact;
}) {
  const query = useQuery(accountBookingsQueryOptions());
  const [booking, setBooking] = useState(false);
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:py-12">
      <header className="space-y-1">
        <MascotSpot />
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Your tutor sessions</h1>
        <p className="text-slate-600">
          {bookHref === '/family'
            ? // A booking paid for a student who stopped sharing is theirs alone (decision 067).
              "The sessions you booked while signed in, and those of the students who share their progress with you. Sessions you booked for a student who stopped sharing are not listed: they are the student's now. Times are Dallas time."
            : 'The sessions booked on your account while signed in, by you or by a parent. Times are Dallas time.'}
        </p>
      </header>
      {query.isPending ? (
        <PageSpinner label="Loading your sessions" />
      ) : query.isError ? (
        <LoadError
          title="We couldn't load your sessions."
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.bookings.length === 0 ? (
        <div className="clear-both space-y-2 rounded-2xl border border-slate-200 bg-white p-6 shadow-card">
          <p className="font-semibold text-slate-900">No tutor sessions booked.</p>
          {bookHref === '/family' ? (
            <p className="text-sm text-slate-600">
              Sessions you book with a time show here. Book one from{' '}
              <Link to={bookHref} className="font-medium text-primary-700 underline">
                the Family page
              </Link>
              .
            </p>
          ) : (
            // The home's booking card lies below every topic on a phone: the form opens here.
            <>
              <p className="text-sm text-slate-600">Sessions you book with a time show here.</p>
              <Button variant="secondary" size="sm" onClick={() => setBooking(true)}>
                Book a tutor session
              </Button>
              <LazyBookingDialog open={booking} onOpenChange={setBooking} contact={contact} />
            </>
          )}
        </div>
      ) : (
        <>
          {query.data.bookings.map((booking) => (
            <section
              key={booking.id}
              aria-labelledby={`booking-${booking.id}`}
              className="clear-both space-y-3"
            >
              <h2 id={`booking-${booking.id}`} className="text-lg font-semibold text-slate-900">
                Booking {booking.internalReference}
                <span className="block text-sm font-normal text-slate-600">
                  {SESSION_TYPE_LABELS[booking.sessionType]}
                  {booking.forStudent ? ` · for ${booking.forStudent}` : ''}
                </span>
              </h2>
              {hasSessionAhead(booking) ? (
                <p className="-mt-2 text-sm text-slate-600">
                  <SessionPlace sessionType={booking.sessionType} joinUrl={booking.joinUrl} />
                </p>
              ) : null}
              <ManagedSessions access={{ bookingId: booking.id }} booking={booking} />
            </section>
          ))}
          <ChangePolicy />
          <BookAnother bookHref={bookHref} contact={contact} />
        </>
      )}
      <MySessionReports />
    </div>
  );
}
