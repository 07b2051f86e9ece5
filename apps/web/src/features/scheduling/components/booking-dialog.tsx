import { Info } from 'lucide-react';
import { ACADEMY } from '@academy/shared/academy';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { BookingForm, type BookingContact } from './booking-form';

interface BookingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contact?: BookingContact;
  /** Said above the form, e.g. that a checkout was left without paying. */
  notice?: string | null;
}

/** The tutor-session modal (SPEC §2), open to anyone: on the landing page and the signed-in home. */
export function BookingDialog({ open, onOpenChange, contact, notice }: BookingDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Book a Tutor Session"
        description={`One-on-one SAT and ACT tutoring with ${ACADEMY.tutorName}, online or in person in ${ACADEMY.city}.`}
      >
        {notice ? (
          <p
            role="status"
            className="mb-4 flex gap-2.5 rounded-xl border border-primary-200 bg-primary-50 px-4 py-3 text-sm text-primary-900"
          >
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {notice}
          </p>
        ) : null}
        <BookingForm contact={contact} />
      </DialogContent>
    </Dialog>
  );
}
