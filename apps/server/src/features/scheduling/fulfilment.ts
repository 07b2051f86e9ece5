import { isEmailContact } from '@academy/shared/scheduling';
import type { Db } from '../../db/client.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { customerReceipt, tutorNotification } from './mails.ts';
import { createSchedulingRepository } from './repository.ts';

/**
 * Marks a booking paid and queues the tutor's notification and the customer's receipt, inside
 * the caller's transaction: the mail is queued exactly when the booking becomes paid. Returns
 * true when it changed anything (the caller then wakes the mail sender after commit).
 */
export async function markBookingPaid(
  tx: Db,
  bookingId: string,
  at: Date,
  academyEmail: string,
): Promise<boolean> {
  const booking = await createSchedulingRepository(tx).markPaid(bookingId, at);
  if (!booking) return false;
  const contact = booking.contactInfo.trim();
  await enqueueMail(tx, [
    tutorNotification(booking, academyEmail),
    ...(isEmailContact(contact) ? [customerReceipt(booking, contact)] : []),
  ]);
  return true;
}
