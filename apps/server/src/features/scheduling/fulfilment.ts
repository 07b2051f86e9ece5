import { isEmailContact } from '@academy/shared/scheduling';
import type { Config } from '../../config.ts';
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
  config: Pick<Config, 'academy' | 'mail'>,
): Promise<boolean> {
  const repo = createSchedulingRepository(tx);
  const booking = await repo.markPaid(bookingId, at);
  if (!booking) return false;
  // The receipt goes to the contact given, or, when that is a phone number, to the account the
  // booking was made from: someone signed in who paid expects it in their inbox.
  const contact = booking.contactInfo.trim();
  const receiptTo = isEmailContact(contact)
    ? contact
    : booking.userId
      ? await repo.accountEmail(booking.userId)
      : undefined;
  await enqueueMail(tx, [
    tutorNotification(booking, config.mail.academyEmail, receiptTo),
    ...(receiptTo ? [customerReceipt(booking, receiptTo, config.academy)] : []),
  ]);
  return true;
}
