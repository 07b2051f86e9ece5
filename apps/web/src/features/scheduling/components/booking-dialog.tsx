import { ACADEMY } from '@academy/shared/academy';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { BookingForm } from './booking-form';

interface BookingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The landing page's tutor-session modal (SPEC §2), open to anyone. */
export function BookingDialog({ open, onOpenChange }: BookingDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Book a Tutor Session"
        description={`One-on-one SAT and ACT tutoring with ${ACADEMY.tutorName}, online or in person in ${ACADEMY.city}.`}
      >
        <BookingForm />
      </DialogContent>
    </Dialog>
  );
}
