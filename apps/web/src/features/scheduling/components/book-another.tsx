import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Button } from '../../../components/ui/button';
import type { BookingContact } from './booking-form';
import { LazyBookingDialog } from './lazy-booking-dialog';

/**
 * Under the sessions of a booking: booking another time, which the academy's cancellation mail
 * sends the family here to do. A parent books for a child from the Family page; anyone else
 * opens the form right here (on a phone the home's booking card lies below every topic).
 */
export function BookAnother({
  bookHref,
  contact,
}: {
  bookHref: '/' | '/family';
  /** Who books, when signed in. */
  contact?: BookingContact;
}) {
  const [open, setOpen] = useState(false);
  if (bookHref === '/family') {
    return (
      <p className="text-sm text-slate-600">
        To book another session, go to{' '}
        <Link to={bookHref} className="font-medium text-primary-700 underline">
          the Family page
        </Link>
        .
      </p>
    );
  }
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Book another session
      </Button>
      <LazyBookingDialog open={open} onOpenChange={setOpen} contact={contact} />
    </>
  );
}
