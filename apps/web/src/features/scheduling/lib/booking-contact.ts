import { personName } from '../../../lib/person-name';
import type { BookingContact } from '../components/booking-form';

/** The booking form's contact filled in for a signed-in person: their name and email. */
export const bookingContactOf = (person: {
  firstname: string;
  lastname: string;
  email: string;
}): BookingContact => ({ fullName: personName(person), contactInfo: person.email });
