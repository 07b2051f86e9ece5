import { Suspense, lazy, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import type { BookingContact, BookingStudent } from './booking-form';

// The form brings zod and react-hook-form: they load on the first open, not with the landing page.
const BookingDialog = lazy(() =>
  import('./booking-dialog').then((module) => ({ default: module.BookingDialog })),
);

interface LazyBookingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contact?: BookingContact;
  student?: BookingStudent;
  notice?: string | null;
}

/** The booking modal, loaded the first time it opens and kept mounted after that. */
export function LazyBookingDialog({
  open,
  onOpenChange,
  contact,
  student,
  notice,
}: LazyBookingDialogProps) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;

  return (
    <Suspense
      fallback={
        open ? (
          <div className="fixed inset-0 z-40 flex items-center justify-center bg-slate-900/50">
            <span className="rounded-2xl bg-white p-4 shadow-pop">
              <Spinner label="Opening the booking form" />
            </span>
          </div>
        ) : null
      }
    >
      <BookingDialog
        open={open}
        onOpenChange={onOpenChange}
        contact={contact}
        student={student}
        notice={notice}
      />
    </Suspense>
  );
}
