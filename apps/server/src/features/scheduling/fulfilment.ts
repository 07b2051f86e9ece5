import { isEmailContact } from '@academy/shared/scheduling';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { bookedFor } from './booked-for.ts';
import { sessionInvite } from './invites.ts';
import { newManageUrl } from './manage-token.ts';
import { sessionPlace } from './session-place.ts';
import { customerReceipt, tutorNotification } from './mails.ts';
import { createSchedulingRepository, type BookingRow } from './repository.ts';
import { sessionReminders, sessionsBookedForYou } from './session-mails.ts';
import { createSessionRepository } from './session-repository.ts';

/**
 * Where the customer's mail goes: the contact given, or, when that is a phone number, the
 * account the booking was made from (someone signed in who paid expects it in their inbox).
 */
export async function receiptAddress(
  repo: ReturnType<typeof createSchedulingRepository>,
  booking: BookingRow,
) {
  const contact = booking.contactInfo.trim();
  if (isEmailContact(contact)) return contact;
  // A phone number as contact: the account that booked (a parent, for a child's booking).
  const account = booking.bookedByUserId ?? booking.userId;
  return account ? (await repo.account(account))?.email : undefined;
}

/**
 * The student a booking is for, when their mail would not reach them through the booking's own
 * (a parent booked with their own address): they attend, so they are told too, pointed to their
 * Sessions page. Undefined otherwise.
 */
export async function attendeeReader(
  repo: ReturnType<typeof createSchedulingRepository>,
  booking: BookingRow,
  receiptTo: string | undefined,
  config: Pick<Config, 'academy' | 'publicUrl'>,
) {
  if (!booking.userId) return undefined;
  const student = await repo.account(booking.userId);
  if (!student || student.email.toLowerCase() === receiptTo?.toLowerCase()) return undefined;
  return {
    to: student.email,
    firstname: student.firstname,
    academy: config.academy,
    manageUrl: `${config.publicUrl}/sessions`,
    attendee: true,
  };
}

/**
 * Marks a booking paid, its held sessions booked, and queues the tutor's notification and the
 * customer's receipt (with an invite per session, the link that changes them, and the
 * reminders), inside the caller's transaction: the mail is queued exactly when the booking
 * becomes paid. Returns true when it changed anything (the caller then wakes the mail sender
 * after commit).
 */
export async function markBookingPaid(
  tx: Db,
  bookingId: string,
  at: Date,
  config: Pick<Config, 'academy' | 'mail' | 'publicUrl'>,
): Promise<boolean> {
  const repo = createSchedulingRepository(tx);
  const booking = await repo.markPaid(bookingId, at);
  if (!booking) return false;
  const sessions = await createSessionRepository(tx).markBooked(bookingId);
  const receiptTo = await receiptAddress(repo, booking);
  const facts = {
    student: await bookedFor(repo, booking),
    where: sessionPlace(booking, config.academy),
  };
  const tutorMail = tutorNotification(booking, config.mail.academyEmail, receiptTo, {
    sessions,
    ...facts,
  });
  const attendee =
    sessions.length > 0 ? await attendeeReader(repo, booking, receiptTo, config) : undefined;
  const attendeeMails = attendee
    ? [
        sessionsBookedForYou(
          booking,
          sessions,
          attendee,
          sessions.map((s) =>
            sessionInvite(booking, s, { academy: config.academy, attendeeEmail: attendee.to }),
          ),
        ),
        ...sessions.flatMap((s) => sessionReminders(booking, s, attendee, at)),
      ]
    : [];
  if (!receiptTo) {
    await enqueueMail(tx, [tutorMail, ...attendeeMails]);
    return true;
  }
  if (sessions.length === 0) {
    await enqueueMail(tx, [tutorMail, customerReceipt(booking, receiptTo, config.academy, facts)]);
    return true;
  }
  const reader = {
    to: receiptTo,
    academy: config.academy,
    manageUrl: await newManageUrl(tx, bookingId, config.publicUrl),
  };
  const people = { academy: config.academy, attendeeEmail: receiptTo };
  await enqueueMail(tx, [
    tutorMail,
    customerReceipt(booking, receiptTo, config.academy, facts, {
      sessions,
      manageUrl: reader.manageUrl,
      invites: sessions.map((s) => sessionInvite(booking, s, people)),
    }),
    ...sessions.flatMap((s) => sessionReminders(booking, s, reader, at)),
    ...attendeeMails,
  ]);
  return true;
}
