import { ACADEMY } from '../../../lib/academy';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Notice } from '../../../components/ui/notice';
import { BookingForm, type BookingContact, type BookingStudent } from './booking-form';

interface BookingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contact?: BookingContact;
  student?: BookingStudent;
  /** Said above the form, e.g. that a checkout was left without paying. */
  notice?: string | null;
}

/**
 * The tutor-session modal (SPEC §2), open to anyone: on the landing page and the signed-in home;
 * on /family, for a parent's child.
 */
export function BookingDialog({
  open,
  onOpenChange,
  contact,
  student,
  notice,
}: BookingDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Book a Tutor Session"
        description={`One-on-one SAT and ACT tutoring with ${ACADEMY.tutorName}, online or in person in ${ACADEMY.city}.`}
      >
        {notice ? (
          <Notice role="status" className="mb-4">
            {notice}
          </Notice>
        ) : null}
        <BookingForm contact={contact} student={student} />
      </DialogContent>
    </Dialog>
  );
}
